import { Plus, Settings } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '@/config/paths'
import { DocumentMeta } from '@/components/layout/document-meta'
import { ErrorState } from '@/components/feedback/error-state'
import { buttonVariants } from '@/components/ui/button'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { useSession } from '@/lib/auth/session-context'
import { clio } from '@/lib/clio/clio'
import { oneLineParam } from '@/lib/one-line-param'
import { AiPostsCard } from '@/features/clio/components/ai-posts-card'
import { SocialGenerator } from '@/features/clio/components/social-generator'
import { useSocialPosts } from '@/features/clio/api/social-posts'
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats'
import { MyTasksCard } from '@/features/dashboard/components/my-tasks-card'
import { QuickActions } from '@/features/dashboard/components/quick-actions'
import { ReferenceProblemsCard } from '@/features/dashboard/components/reference-problems-card'
import { ReviewQueueCard } from '@/features/dashboard/components/review-queue-card'
import { ReviewsDueCard, RevokedCitationsCard } from '@/features/dashboard/components/reviews-due-card'
import { StatCards, StatCardsSkeleton } from '@/features/dashboard/components/stat-cards'
import { ViewsCard } from '@/features/dashboard/components/views-card'
import { RecentPostsCard } from '@/features/posts/components/recent-posts-card'

/**
 * /admin: numbers from the database, the review queue, technical reviews due, posts citing revoked
 * norms and references with a problem (editors and admins), views over 30 days, the
 * newest posts, Clio's cards ("Posts da IA"; the social generator joins it) and shortcuts.
 */
export function DashboardRoute() {
  const { profile } = useSession()
  const isAdmin = profile?.role === 'admin'
  const isReviewer = isAdmin || profile?.role === 'editor'
  const stats = useDashboardStats()
  const painted = useAfterFirstPaint()
  const socialPosts = useSocialPosts({ enabled: painted })
  // `?tema=`: "Rascunho com a Clio" of "Audiência" opens the draft generation with that theme.
  const [searchParams] = useSearchParams()
  const clioTopic = oneLineParam(searchParams.get('tema'), 100)

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <DocumentMeta title="Painel" />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Painel</h1>
          <p className="mt-1 text-slate-600">Olá, {profile?.full_name || 'Usuário'}. Este é o resumo do blog.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {isAdmin ? (
            <Link to={paths.admin.setup.href()} className={buttonVariants({ variant: 'outline' })}>
              <Settings aria-hidden="true" />
              Configurar Sistema
            </Link>
          ) : null}
          <Link to={paths.admin.newPost.href()} className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Novo Post
          </Link>
        </div>
      </div>

      <section aria-label="Números do blog" className="mt-8">
        {stats.isPending ? (
          <StatCardsSkeleton />
        ) : stats.isError ? (
          <ErrorState onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <StatCards stats={stats.data} />
        )}
      </section>

      <div className="mt-6">
        <MyTasksCard />
      </div>

      {isReviewer ? (
        <>
          <div className="mt-6">
            <ReviewQueueCard />
          </div>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <ReviewsDueCard />
            <RevokedCitationsCard />
          </div>
          <div className="mt-6">
            <ReferenceProblemsCard />
          </div>
        </>
      ) : null}

      {/* Below the numbers and the queues, from the second frame on: the first one, which the person
          waits for, holds what they see first (decision 032). */}
      {painted ? (
        <>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <ViewsCard />
            <RecentPostsCard />
          </div>

          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            {profile ? <AiPostsCard key={clioTopic} profile={profile} initialTopic={clioTopic} /> : null}
            <SocialGenerator client={clio} posts={socialPosts.data ?? []} />
          </div>

          <section aria-labelledby="acoes-rapidas" className="mt-8">
            <h2 id="acoes-rapidas" className="mb-3 text-lg font-semibold text-slate-900">
              Ações rápidas
            </h2>
            <QuickActions isAdmin={isAdmin} />
          </section>
        </>
      ) : (
        <div className="mt-6 min-h-[60rem]" aria-busy="true" />
      )}
    </div>
  )
}
