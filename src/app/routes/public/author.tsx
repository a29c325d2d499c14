import { ArrowLeft } from 'lucide-react'
import { Link, useParams, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { DocumentMeta } from '@/components/layout/document-meta'
import { JsonLd } from '@/components/seo/json-ld'
import { absoluteUrl, PublicPageMeta } from '@/components/seo/public-page-meta'
import { useAuthorBySlug } from '@/features/authors/api/get-author'
import { AuthorHeader } from '@/features/authors/components/author-header'
import { authorJsonLd } from '@/features/authors/utils/author-credentials'
import { useAuthorPosts } from '@/features/posts/api/get-author-posts'
import { BLOG_PAGE_SIZE } from '@/features/posts/api/search-posts'
import { PagedPostGrid } from '@/features/posts/components/paged-post-grid'
import { env } from '@/lib/env'
import { readPageParam } from '@/lib/page-param'
import { countLabel } from '@/lib/counts'

/** /autor/{slug}: who writes, with what credentials, and their published posts, 9 a page (docs/product-guide.md#public-site). */
export function AuthorRoute() {
  const { slug = '' } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const page = readPageParam(searchParams.get('page'))
  const author = useAuthorBySlug(slug)
  const posts = useAuthorPosts(author.data?.id, page)

  const backLink = (
    <Link to={paths.blog.href()} className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline md:min-h-0">
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar ao Blog
    </Link>
  )

  if (author.isPending || (author.data && posts.isPending)) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {backLink}
        <p className="mt-10 text-center text-slate-500">Carregando autor...</p>
      </div>
    )
  }

  if (author.isError || posts.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        {backLink}
        <ErrorState
          className="mt-8"
          title="Erro ao carregar autor"
          onRetry={() => {
            void author.refetch()
            void posts.refetch()
          }}
          retrying={author.isFetching || posts.isFetching}
        />
      </div>
    )
  }

  if (!author.data) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <DocumentMeta title="Autor não encontrado" />
        {backLink}
        <EmptyState className="mt-8" title="Autor não encontrado" description={`Não há autor com o endereço "${slug}".`} />
      </div>
    )
  }

  const name = author.data.full_name || 'Usuário'
  const total = posts.data?.total ?? 0
  const list = posts.data?.posts ?? []
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))
  const image = author.data.avatar_url ? absoluteUrl(author.data.avatar_url) : null
  const description = author.data.bio || `Artigos de ${name} sobre cannabis medicinal${author.data.public_specialty ? ` (${author.data.public_specialty})` : ''}.`

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PublicPageMeta title={name} description={description} image={image} imageAlt={name} />
      <JsonLd data={authorJsonLd(author.data, env.siteUrl + paths.author.href(author.data.slug), image)} />
      {backLink}
      <AuthorHeader author={author.data} />

      <section className="mt-12" aria-labelledby="author-posts">
        <h2 id="author-posts" className="text-2xl font-semibold text-slate-900">
          Artigos de {name}
        </h2>
        <p className="mt-1 text-sm text-slate-500">
          {countLabel(total, 'artigo publicado', 'artigos publicados')}
        </p>
        {list.length === 0 ? (
          <EmptyState className="mt-6" title="Nenhum artigo publicado" description={page > 1 ? 'Esta página não tem artigos.' : `${name} ainda não publicou artigos.`} />
        ) : (
          <PagedPostGrid
            posts={list}
            page={page}
            pageCount={pageCount}
            onPageChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
            stale={posts.isPlaceholderData}
            className="mt-6 sm:grid-cols-2 lg:grid-cols-3"
          />
        )}
      </section>
    </div>
  )
}
