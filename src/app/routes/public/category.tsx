import { useState } from 'react'
import { useParams } from 'react-router'
import { PublicPageMeta } from '@/components/seo/public-page-meta'
import { EmptyState } from '@/components/feedback/empty-state'
import { Button } from '@/components/ui/button'
import { useCategoryBySlug } from '@/features/categories/api/get-category-by-slug'
import { CategoryBadge } from '@/components/category-badge'
import { CATEGORY_SCREEN_FALLBACK_COLOR, categoryColor } from '@/lib/category-colors'
import { CATEGORY_PAGE_SIZE, useCategoryPosts } from '@/features/posts/api/get-category-posts'
import { PostCard } from '@/features/posts/components/post-card'
import { ListingFrame, ListingStates } from '@/app/routes/public/listing-page'
import { countLabel } from '@/lib/counts'

const CATEGORY_TEXTS = {
  loading: 'Carregando posts da categoria...',
  error: 'Erro ao carregar posts',
  notFound: 'Categoria não encontrada',
}

type Category = NonNullable<ReturnType<typeof useCategoryBySlug>['data']>

/** A category's name, description and posts, with "Carregar mais artigos". */
function CategoryPage({
  category,
  posts,
  onMore,
}: {
  category: Category
  posts: ReturnType<typeof useCategoryPosts>
  onMore: () => void
}) {
  const { name, description, color } = category
  const total = posts.data?.total ?? 0
  const list = posts.data?.posts ?? []
  return (
    <ListingFrame head={<PublicPageMeta title={name} description={description} />}>
      <header className="mt-6 max-w-3xl">
        <div className="flex items-center gap-3">
          <span
            className="size-3 rounded-full"
            style={{ backgroundColor: categoryColor(color, CATEGORY_SCREEN_FALLBACK_COLOR) }}
            aria-hidden="true"
          />
          <CategoryBadge category={category} asLink={false} fallbackColor={CATEGORY_SCREEN_FALLBACK_COLOR} />
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{name}</h1>
        {description ? <p className="mt-3 text-slate-600">{description}</p> : null}
        <p className="mt-3 text-sm text-slate-500">{countLabel(total, 'artigo encontrado', 'artigos encontrados')}</p>
      </header>

      {list.length === 0 ? (
        <EmptyState
          className="mt-8"
          title="Nenhum artigo encontrado"
          description="Ainda não há artigos publicados nesta categoria."
        />
      ) : (
        <>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((post, index) => (
              <PostCard key={post.id} post={post} showTags eagerImage={index === 0} headingLevel={2} />
            ))}
          </div>
          {total > list.length ? (
            <div className="mt-10 flex justify-center">
              <Button variant="outline" size="lg" disabled={posts.isFetching} onClick={onMore}>
                {posts.isFetching ? 'Carregando...' : 'Carregar mais artigos'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </ListingFrame>
  )
}

export function CategoryRoute() {
  const { slug = '' } = useParams()
  // Reset "load more" when the visitor moves to another category.
  const [shown, setShown] = useState({ slug, limit: CATEGORY_PAGE_SIZE })
  const limit = shown.slug === slug ? shown.limit : CATEGORY_PAGE_SIZE
  const category = useCategoryBySlug(slug)
  const posts = useCategoryPosts(category.data?.id, limit)

  return (
    <ListingStates
      subject={category}
      posts={posts}
      texts={CATEGORY_TEXTS}
      notFoundDescription={`A categoria "${slug}" não existe ou foi removida.`}
    >
      {(data) => (
        <CategoryPage
          category={data}
          posts={posts}
          onMore={() => setShown({ slug, limit: limit + CATEGORY_PAGE_SIZE })}
        />
      )}
    </ListingStates>
  )
}
