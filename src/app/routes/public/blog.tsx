import { useSearchParams } from 'react-router'
import { ErrorState } from '@/components/feedback/error-state'
import { PublicPageMeta } from '@/components/seo/public-page-meta'
import { EmptyState } from '@/components/feedback/empty-state'
import { Button } from '@/components/ui/button'
import { SearchInput } from '@/components/ui/search-input'
import { useCategoryPostCounts } from '@/features/categories/api/get-category-post-counts'
import { BLOG_PAGE_SIZE, useSearchPosts } from '@/features/posts/api/search-posts'
import { BlogSidebar } from '@/app/routes/public/blog-sidebar'
import { NoSearchResults } from '@/app/routes/public/no-search-results'
import { PagedPostGrid } from '@/features/posts/components/paged-post-grid'
import { PostCardSkeleton } from '@/features/posts/components/post-card'
import { useRecordSearch } from '@/hooks/use-record-search'
import { useSearchParamChanges } from '@/hooks/use-search-param-changes'
import { useUrlSearchText } from '@/hooks/use-url-search-text'
import { cn } from '@/lib/cn'
import { readPageParam } from '@/lib/page-param'
import { countLabel } from '@/lib/counts'

const chipClasses = (active: boolean) =>
  cn(
    'focus-visible:ring-brand-500 inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 py-1.5 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none md:min-h-9',
    active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
  )

/** "Filtrar por categoria": "Todas" and one chip per active category. */
function CategoryChips({
  category,
  onChange,
}: {
  category: string | null
  onChange: (category: string | null) => void
}) {
  const categories = useCategoryPostCounts()
  return (
    <div
      className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0"
      role="group"
      aria-label="Filtrar por categoria"
    >
      <button type="button" className={chipClasses(!category)} aria-pressed={!category} onClick={() => onChange(null)}>
        Todas
      </button>
      {(categories.data ?? []).map((item) => (
        <button
          key={item.id}
          type="button"
          className={chipClasses(category === item.slug)}
          aria-pressed={category === item.slug}
          onClick={() => onChange(item.slug)}
        >
          {item.name}
        </button>
      ))}
    </div>
  )
}

/**
 * The posts found (searched on the server, paged), or what there is instead: loading, a failure,
 * nothing for the search (with suggestions), nothing in the category, nothing published at all.
 */
function BlogResults({
  q,
  category,
  page,
  update,
}: {
  q: string
  category: string | null
  page: number
  update: (changes: Record<string, string | null>) => void
}) {
  const posts = useSearchPosts({ q, category, page })
  // Counted once this term's own results are on screen (not the previous term's, kept while loading).
  useRecordSearch(q, posts.isSuccess && !posts.isPlaceholderData ? posts.data.total : undefined)
  const pageCount = Math.max(1, Math.ceil((posts.data?.total ?? 0) / BLOG_PAGE_SIZE))
  if (posts.isPending) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <PostCardSkeleton key={index} />
        ))}
      </div>
    )
  }
  if (posts.isError)
    return (
      <ErrorState title="Erro ao carregar posts" onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
    )
  if (posts.data.posts.length === 0 && q)
    return <NoSearchResults term={q} onClear={() => update({ q: null, page: null })} />
  if (posts.data.posts.length === 0 && category) {
    return (
      <EmptyState title="Nenhum post encontrado" description="Ainda não há posts publicados nesta categoria.">
        <Button variant="outline" className="h-11 md:h-10" onClick={() => update({ categoria: null, page: null })}>
          Ver todos os posts
        </Button>
      </EmptyState>
    )
  }
  // Only a blog with nothing published at all says so.
  if (posts.data.posts.length === 0)
    return <EmptyState title="Nenhum post encontrado" description="Não há posts para exibir no momento." />
  return (
    <>
      <p className="mb-4 text-sm text-slate-500" aria-live="polite">
        {countLabel(posts.data.total, 'post encontrado', 'posts encontrados')}
      </p>
      <PagedPostGrid
        posts={posts.data.posts}
        page={page}
        pageCount={pageCount}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
        stale={posts.isPlaceholderData}
        className="sm:grid-cols-2 xl:grid-cols-3"
        headingLevel={2}
      />
    </>
  )
}

export function BlogRoute() {
  const [searchParams] = useSearchParams()
  const update = useSearchParamChanges()
  const { value: q, text, setText } = useUrlSearchText()
  const category = searchParams.get('categoria')
  const page = readPageParam(searchParams.get('page'))

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PublicPageMeta
        title="Blog"
        description="Artigos sobre pesquisas, tratamentos, legislação e notícias da cannabis medicinal."
      />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Blog</h1>
        <p className="mt-3 text-slate-600">
          Pesquisas, tratamentos, legislação e notícias sobre cannabis medicinal, explicados com base em fontes
          confiáveis.
        </p>
      </header>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <SearchInput
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Buscar posts..."
            aria-label="Buscar posts"
          />
          <CategoryChips category={category} onChange={(categoria) => update({ categoria, page: null })} />
          <div className="mt-6">
            <BlogResults q={q} category={category} page={page} update={update} />
          </div>
        </div>
        <BlogSidebar />
      </div>
    </div>
  )
}
