import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { ErrorState } from '@/components/feedback/error-state'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useDashboardViews, VIEWS_WINDOW_DAYS } from '@/features/dashboard/api/get-dashboard-views'

const ViewsChart = lazy(() => import('@/components/charts/views-chart'))

const chartSkeleton = <Skeleton className="h-56 w-full" />

/** "Visualizações nos últimos 30 dias": the daily chart and the 5 most viewed posts of the period. */
export function ViewsCard() {
  const views = useDashboardViews()
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Visualizações nos últimos {VIEWS_WINDOW_DAYS} dias</CardTitle>
      </CardHeader>
      <CardContent>
        {views.isPending ? (
          <>
            {chartSkeleton}
            <Skeleton className="mt-6 h-32 w-full" />
          </>
        ) : views.isError ? (
          <ErrorState onRetry={() => void views.refetch()} retrying={views.isFetching} />
        ) : (
          <>
            <Suspense fallback={chartSkeleton}>
              <ViewsChart daily={views.data.daily} />
            </Suspense>
            <h3 className="mt-6 text-sm font-semibold text-slate-900">Mais vistos no período</h3>
            {views.data.top.length === 0 ? (
              <p className="mt-2 text-sm text-slate-500">Nenhuma visualização no período.</p>
            ) : (
              <ol className="mt-2 divide-y divide-slate-100" data-testid="top-posts">
                {views.data.top.map((post, index) => (
                  <li key={post.id} className="flex items-center gap-3 py-2 text-sm">
                    <span className="w-5 shrink-0 text-right font-mono text-slate-400">{index + 1}</span>
                    <Link
                      to={paths.admin.editPost.href(post.id)}
                      className="hover:text-brand-800 min-w-0 flex-1 truncate text-slate-800 hover:underline"
                    >
                      {post.title}
                    </Link>
                    <span className="shrink-0 text-slate-600 tabular-nums">{post.views.toLocaleString('pt-BR')}</span>
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}
