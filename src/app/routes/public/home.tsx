import { ArrowRight } from 'lucide-react'
import type { SearchActionLeaf, WithActionConstraints } from 'schema-dts'
import { ErrorState } from '@/components/feedback/error-state'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { ConsultationButton } from '@/components/layout/consultation-button'
import { PublicPageMeta } from '@/components/seo/public-page-meta'
import { JsonLd } from '@/components/seo/json-ld'
import { env } from '@/lib/env'
import { buttonVariants } from '@/components/ui/button'
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box'
import { Island } from '@/components/island'
import { useFeaturedPosts, useLatestPosts } from '@/features/posts/api/get-post-lists'
import type { PostSummary } from '@/features/posts/api/types'
import { PostCard } from '@/features/posts/components/post-card'
import { PostRow } from '@/features/posts/components/post-row'
import { HOME_FEATURED_FETCH, HOME_LATEST_FETCH, homeSections } from '@/features/posts/utils/home-sections'

/**
 * The site search, offered to search engines. `query-input` is the input constraint on `query` that
 * schema.org's Actions define (https://schema.org/docs/actions.html), which schema-dts types this way.
 */
function siteSearch(): WithActionConstraints<SearchActionLeaf> {
  return {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${env.siteUrl}/blog?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  }
}

/** The opening: the site's name and promise, "Últimas Notícias" and the consultation button. */
function HomeHero() {
  return (
    <section className="from-brand-900 via-brand-800 bg-gradient-to-br to-emerald-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-24">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight md:text-5xl">Cannabis Medicinal</h1>
        <p className="text-brand-50/90 mt-4 max-w-2xl text-lg">
          Ciência, tratamentos, legislação e notícias sobre o uso terapêutico da cannabis, com fontes e
          responsabilidade.
        </p>
        {/* Two equal columns: both calls to action are as wide as the wider one, stacked full-width on phones. */}
        <div className="mt-8 grid gap-3 sm:inline-grid sm:grid-cols-2" data-testid="hero-actions">
          <Link
            to={paths.blog.href()}
            className={buttonVariants({ variant: 'secondary', size: 'lg', className: 'w-full' })}
          >
            Últimas Notícias
            <ArrowRight aria-hidden="true" />
          </Link>
          <ConsultationButton size="lg" className="w-full" />
        </div>
      </div>
    </section>
  )
}

type Featured = ReturnType<typeof useFeaturedPosts>
type Latest = ReturnType<typeof useLatestPosts>

/** "Notícias em Destaque": the featured posts' cards. */
function FeaturedNews({ featured, cards }: { featured: Featured; cards: PostSummary[] }) {
  return (
    <section aria-labelledby="destaques-title" className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id="destaques-title" className="text-2xl font-bold text-slate-900">
          Notícias em Destaque
        </h2>
        <Link to={paths.blog.href()} className={buttonVariants({ variant: 'outline', size: 'touch' })}>
          Ver todas
        </Link>
      </div>
      {featured.isPending ? (
        <p className="text-slate-500">Carregando posts em destaque...</p>
      ) : featured.isError ? (
        <ErrorState
          title="Erro ao carregar posts"
          onRetry={() => void featured.refetch()}
          retrying={featured.isFetching}
        />
      ) : cards.length === 0 ? (
        <p className="text-slate-500">Nenhum post em destaque no momento.</p>
      ) : (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((post, index) => (
            <PostCard key={post.id} post={post} eagerImage={index === 0} />
          ))}
        </div>
      )}
    </section>
  )
}

/** "Últimas Notícias": the newest posts that are not among the featured cards. */
function LatestNews({ latest, rows, pending }: { latest: Latest; rows: PostSummary[]; pending: boolean }) {
  return (
    <section aria-labelledby="ultimas-title">
      <h2 id="ultimas-title" className="mb-6 text-2xl font-bold text-slate-900">
        Últimas Notícias
      </h2>
      {pending ? (
        <p className="text-slate-500">Carregando últimas notícias...</p>
      ) : latest.isError ? (
        <ErrorState title="Erro ao carregar posts" onRetry={() => void latest.refetch()} retrying={latest.isFetching} />
      ) : rows.length === 0 ? (
        <p className="text-slate-500">Não há posts para exibir no momento.</p>
      ) : (
        <div className="space-y-4">
          {rows.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </div>
      )}
    </section>
  )
}

/** The sidebar's "Em Destaque": the featured posts beyond the cards, and "Ver todos os destaques". */
function MoreFeatured({ posts }: { posts: PostSummary[] }) {
  return (
    <section aria-labelledby="em-destaque-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="em-destaque-title" className="mb-3 text-lg font-semibold text-slate-900">
        Em Destaque
      </h2>
      {posts.length > 0 ? (
        <ul className="mb-3 space-y-1">
          {posts.map((post) => (
            <li key={post.id}>
              <Link
                to={paths.article.href(post.slug)}
                className="hover:text-brand-800 flex min-h-11 items-center text-sm text-slate-700 hover:underline"
              >
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-3 text-sm text-slate-600">Os artigos que a equipe editorial escolheu para você começar.</p>
      )}
      <Link
        to={paths.highlights.href()}
        className={buttonVariants({ variant: 'outline', size: 'touch', className: 'w-full' })}
      >
        Ver todos os destaques
        <ArrowRight aria-hidden="true" />
      </Link>
    </section>
  )
}

export function HomeRoute() {
  const featured = useFeaturedPosts(HOME_FEATURED_FETCH)
  const latest = useLatestPosts(HOME_LATEST_FETCH)
  // No post twice on the page: the newest posts skip the featured cards, the sidebar skips both.
  const { featuredCards, latestRows, moreFeatured } = homeSections(featured.data ?? [], latest.data ?? [])
  const sectionsPending = featured.isPending || latest.isPending
  // "Não há posts" only when the blog is really empty; otherwise a section with nothing new hides.
  const blogIsEmpty = !sectionsPending && !featured.isError && featuredCards.length === 0 && latestRows.length === 0

  return (
    <>
      <PublicPageMeta />
      <JsonLd
        data={{
          '@type': 'WebSite',
          name: env.siteName,
          url: `${env.siteUrl}/`,
          inLanguage: 'pt-BR',
          potentialAction: siteSearch(),
        }}
      />
      <JsonLd
        data={{
          '@type': 'Organization',
          name: env.siteName,
          url: `${env.siteUrl}/`,
          logo: `${env.siteUrl}/favicon.svg`,
        }}
      />
      <HomeHero />
      <FeaturedNews featured={featured} cards={featuredCards} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-12 sm:px-6 lg:grid-cols-[1fr_20rem]">
        {sectionsPending || latest.isError || latestRows.length > 0 || blogIsEmpty ? (
          <LatestNews latest={latest} rows={latestRows} pending={sectionsPending} />
        ) : null}
        <aside className="space-y-6 lg:col-start-2">
          {featuredCards.length > 0 ? <MoreFeatured posts={moreFeatured} /> : null}
          <Island name="newsletter" component={NewsletterBox} props={{ source: 'home' }} />
        </aside>
      </div>
    </>
  )
}
