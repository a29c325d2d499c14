import { ArrowLeft } from 'lucide-react'
import { ErrorState } from '@/components/feedback/error-state'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { paths } from '@/config/paths'
import { DocumentMeta } from '@/components/layout/document-meta'
import { PublicPageMeta } from '@/components/seo/public-page-meta'
import { EmptyState } from '@/components/feedback/empty-state'
import { Button } from '@/components/ui/button'
import { useCategoryBySlug } from '@/features/categories/api/get-category-by-slug'
import { CategoryBadge } from '@/components/category-badge'
import { CATEGORY_SCREEN_FALLBACK_COLOR, categoryColor } from '@/lib/category-colors'
import { CATEGORY_PAGE_SIZE, useCategoryPosts } from '@/features/posts/api/get-category-posts'
import { PostCard } from '@/features/posts/components/post-card'
import { countLabel } from '@/lib/counts'

export function CategoryRoute() {
  const { slug = '' } = useParams()
  // Reset "load more" when the visitor moves to another category.
  const [shown, setShown] = useState({ slug, limit: CATEGORY_PAGE_SIZE })
  const limit = shown.slug === slug ? shown.limit : CATEGORY_PAGE_SIZE
  const category = useCategoryBySlug(slug)
  const posts = useCategoryPosts(category.data?.id, limit)

  const backLink = (
    <Link to={paths.blog.href()} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline md:min-h-0">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar ao Blog
    </Link>
  )

  if (category.isPending || (category.data && posts.isPending)) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {backLink}
        <p className="mt-10 text-center text-slate-500">Carregando posts da categoria...</p>
      </div>
    )
  }

  if (category.isError || posts.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {backLink}
        <ErrorState
          className="mt-8"
          title="Erro ao carregar posts"
          onRetry={() => {
            void category.refetch()
            void posts.refetch()
          }}
          retrying={category.isFetching || posts.isFetching}
        />
      </div>
    )
  }

  if (!category.data) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <DocumentMeta title="Categoria não encontrada" />
        {backLink}
        <EmptyState className="mt-8" title="Categoria não encontrada" description={`A categoria "${slug}" não existe ou foi removida.`} />
      </div>
    )
  }

  const { name, description, color } = category.data
  const total = posts.data?.total ?? 0
  const list = posts.data?.posts ?? []
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PublicPageMeta title={name} description={description} />
      {backLink}
      <header className="mt-6 max-w-3xl">
        <div className="flex items-center gap-3">
          <span className="size-3 rounded-full" style={{ backgroundColor: categoryColor(color, CATEGORY_SCREEN_FALLBACK_COLOR) }} aria-hidden="true" />
          <CategoryBadge category={category.data} asLink={false} fallbackColor={CATEGORY_SCREEN_FALLBACK_COLOR} />
        </div>
        <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">{name}</h1>
        {description ? <p className="mt-3 text-slate-600">{description}</p> : null}
        <p className="mt-3 text-sm text-slate-500">
          {countLabel(total, 'artigo encontrado', 'artigos encontrados')}
        </p>
      </header>

      {list.length === 0 ? (
        <EmptyState className="mt-8" title="Nenhum artigo encontrado" description="Ainda não há artigos publicados nesta categoria." />
      ) : (
        <>
          <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((post, index) => (
              <PostCard key={post.id} post={post} showTags eagerImage={index === 0} headingLevel={2} />
            ))}
          </div>
          {total > list.length ? (
            <div className="mt-10 flex justify-center">
              <Button variant="outline" size="lg" disabled={posts.isFetching} onClick={() => setShown({ slug, limit: limit + CATEGORY_PAGE_SIZE })}>
                {posts.isFetching ? 'Carregando...' : 'Carregar mais artigos'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </div>
  )
}
