import { PublicPageMeta } from '@/components/seo/public-page-meta'
import { ErrorState } from '@/components/feedback/error-state'
import { EmptyState } from '@/components/feedback/empty-state'
import { useFeaturedPosts } from '@/features/posts/api/get-post-lists'
import { PostCard, PostCardSkeleton } from '@/features/posts/components/post-card'

const HIGHLIGHTS_LIMIT = 30

/** /destaques: every featured published post (docs/product-guide.md#public-site). */
export function HighlightsRoute() {
  const featured = useFeaturedPosts(HIGHLIGHTS_LIMIT)
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PublicPageMeta title="Destaques" description="Os artigos em destaque sobre cannabis medicinal." />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Destaques</h1>
      <p className="mt-3 max-w-3xl text-slate-600">Os artigos que a equipe editorial escolheu para você começar.</p>
      <div className="mt-8">
        {featured.isPending ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 3 }, (_, index) => (
              <PostCardSkeleton key={index} />
            ))}
          </div>
        ) : featured.isError ? (
          <ErrorState
            title="Erro ao carregar posts"
            onRetry={() => void featured.refetch()}
            retrying={featured.isFetching}
          />
        ) : featured.data.length === 0 ? (
          <EmptyState title="Nenhum post encontrado" description="Não há posts para exibir no momento." />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {featured.data.map((post, index) => (
              <PostCard key={post.id} post={post} eagerImage={index === 0} headingLevel={2} />
            ))}
          </div>
        )}
      </div>
    </div>
  )
}
