import { lazy, Suspense } from 'react'
import { Card, CardContent, CardHeader } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { AUDIENCE_SOURCE_LABELS } from '@/config/labels'
import { paths } from '@/config/paths'
import type { AudienceReport } from '@/features/audience/api/get-audience-report'
import { FigureCard, formatCount, ReportCard } from '@/features/audience/components/report-card'

const ViewsChart = lazy(() => import('@/components/charts/views-chart'))

const plural = (value: number, one: string, many: string) => `${formatCount(value)} ${value === 1 ? one : many}`

/** Visualizações, Visitas and Inscrições na newsletter over the period. */
export function AudienceTotals({ report }: { report: AudienceReport }) {
  const tiles = [
    { label: 'Visualizações', value: report.total_views },
    { label: 'Visitas', value: report.total_visits },
    { label: 'Inscrições na newsletter', value: report.total_signups },
  ]
  return (
    <dl className="grid gap-4 sm:grid-cols-3" aria-label="Totais do período">
      {tiles.map((tile) => (
        <div key={tile.label} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{tile.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{formatCount(tile.value)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** The dashboard's chart of views per day, over the report's period. */
export function AudienceViewsCard({ report }: { report: AudienceReport }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-3">
        <h2 className="text-lg leading-tight font-semibold">Visualizações por dia</h2>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton className="h-56 w-full" />}>
          <ViewsChart daily={report.views} />
        </Suspense>
      </CardContent>
    </Card>
  )
}

/** "Posts mais lidos": the article's public page, its views and the newsletter sign-ups made on it. */
export function TopPostsCard({ report }: { report: AudienceReport }) {
  return (
    <FigureCard
      title="Posts mais lidos"
      emptyText="Nenhuma visualização neste período."
      units={['visualização', 'visualizações']}
      items={report.top_posts.map((post) => ({
        key: post.id,
        name: (
          <a
            href={paths.article.href(post.slug)}
            target="_blank"
            rel="noopener"
            className="text-brand-800 hover:underline"
          >
            {post.title}
          </a>
        ),
        value: post.views,
        extra: plural(post.signups, 'inscrição na newsletter', 'inscrições na newsletter'),
      }))}
    />
  )
}

/** "Origem das visitas": the five groups, always all of them, each with its share of the visits. */
export function SourcesCard({ report }: { report: AudienceReport }) {
  const total = report.sources.reduce((sum, item) => sum + item.visits, 0)
  return (
    <ReportCard
      title="Origem das visitas"
      description="De onde veio cada visita: o site anterior ou a campanha do link."
      emptyText="Nenhuma visita neste período."
      isEmpty={total === 0}
    >
      <ul className="space-y-3" aria-label="Origem das visitas">
        {report.sources.map((item) => {
          const share = total ? Math.round((item.visits / total) * 100) : 0
          return (
            <li key={item.source} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="text-slate-800">{AUDIENCE_SOURCE_LABELS[item.source]}</span>
                <span className="text-slate-700 tabular-nums">
                  {formatCount(item.visits)} ({share}%)
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-100" aria-hidden="true">
                <div className="bg-brand-600 h-2 rounded-full" style={{ width: `${share}%` }} />
              </div>
            </li>
          )
        })}
      </ul>
    </ReportCard>
  )
}

/** "Sites de origem", "Campanhas (UTM)" and "Inscrições na newsletter por página". */
export function OriginsCards({ report }: { report: AudienceReport }) {
  return (
    <>
      <FigureCard
        title="Sites de origem"
        emptyText="Nenhum site de origem neste período."
        units={['visita', 'visitas']}
        items={report.referrers.map((item) => ({ key: item.host, name: item.host, value: item.visits }))}
      />
      <FigureCard
        title="Campanhas (UTM)"
        emptyText="Nenhuma campanha neste período."
        units={['visita', 'visitas']}
        items={report.campaigns.map((item) => {
          const name = [item.source, item.medium, item.campaign].map((part) => part ?? '—').join(' / ')
          return { key: name, name, value: item.visits }
        })}
      />
      <FigureCard
        title="Inscrições na newsletter por página"
        emptyText="Nenhuma inscrição na newsletter neste período."
        units={['inscrição', 'inscrições']}
        items={report.signups.map((item) => ({
          key: item.path,
          name: item.title ?? item.path,
          extra: item.title ? item.path : undefined,
          value: item.signups,
        }))}
      />
    </>
  )
}
