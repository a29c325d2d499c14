import { useParams, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { EmptyState } from '@/components/feedback/empty-state'
import { JsonLd } from '@/components/seo/json-ld'
import { absoluteUrl, PublicPageMeta } from '@/components/seo/public-page-meta'
import { useAuthorBySlug } from '@/features/authors/api/get-author'
import { AuthorHeader } from '@/features/authors/components/author-header'
import { authorJsonLd } from '@/features/authors/utils/author-credentials'
import { useAuthorPosts } from '@/features/posts/api/get-author-posts'
import { BLOG_PAGE_SIZE } from '@/features/posts/api/search-posts'
import { PagedPostGrid } from '@/features/posts/components/paged-post-grid'
import { ListingFrame, ListingStates } from '@/app/routes/public/listing-page'
import { env } from '@/lib/env'
import { readPageParam } from '@/lib/page-param'
import { countLabel } from '@/lib/counts'

const AUTHOR_TEXTS = {
  loading: 'Carregando autor...',
  error: 'Erro ao carregar autor',
  notFound: 'Autor não encontrado',
}

type Author = NonNullable<ReturnType<typeof useAuthorBySlug>['data']>

/** Who the author is, and their published posts, 9 a page. */
function AuthorPage({
  author,
  posts,
  page,
  onPage,
}: {
  author: Author
  posts: ReturnType<typeof useAuthorPosts>
  page: number
  onPage: (page: number) => void
}) {
  const name = author.full_name || 'Usuário'
  const total = posts.data?.total ?? 0
  const list = posts.data?.posts ?? []
  const image = author.avatar_url ? absoluteUrl(author.avatar_url) : null
  const description =
    author.bio ||
    `${name}${author.public_specialty ? ` (${author.public_specialty})` : ''} — artigos sobre cannabis medicinal.`
  const head = (
    <>
      <PublicPageMeta title={name} description={description} image={image} imageAlt={name} />
      <JsonLd data={authorJsonLd(author, env.siteUrl + paths.author.href(author.slug), image)} />
    </>
  )

  return (
    <ListingFrame head={head}>
      <AuthorHeader author={author} />

      <section className="mt-12" aria-labelledby="author-posts">
        <h2 id="author-posts" className="text-2xl font-semibold text-slate-900">
          {/* "Artigos", not "Artigos de {name}": the name is the page's heading, and pt-BR would need
              "da Equipe Editorial" or "do Dr. …", which a name does not tell. */}
          Artigos
        </h2>
        <p className="mt-1 text-sm text-slate-500">{countLabel(total, 'artigo publicado', 'artigos publicados')}</p>
        {list.length === 0 ? (
          <EmptyState
            className="mt-6"
            title="Nenhum artigo publicado"
            description={page > 1 ? 'Esta página não tem artigos.' : `${name} ainda não publicou artigos.`}
          />
        ) : (
          <PagedPostGrid
            posts={list}
            page={page}
            pageCount={Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))}
            onPageChange={onPage}
            stale={posts.isPlaceholderData}
            className="mt-6 sm:grid-cols-2 lg:grid-cols-3"
          />
        )}
      </section>
    </ListingFrame>
  )
}

/** /autor/{slug}: who writes, with what credentials, and their published posts, 9 a page (docs/product-guide.md#public-site). */
export function AuthorRoute() {
  const { slug = '' } = useParams()
  const [searchParams, setSearchParams] = useSearchParams()
  const page = readPageParam(searchParams.get('page'))
  const author = useAuthorBySlug(slug)
  const posts = useAuthorPosts(author.data?.id, page)

  return (
    <ListingStates
      subject={author}
      posts={posts}
      texts={AUTHOR_TEXTS}
      notFoundDescription={`Não há autor com o endereço "${slug}".`}
    >
      {(data) => (
        <AuthorPage
          author={data}
          posts={posts}
          page={page}
          onPage={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
        />
      )}
    </ListingStates>
  )
}
