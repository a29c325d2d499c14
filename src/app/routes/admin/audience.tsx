import { AccessDenied } from '@/components/feedback/access-denied'
import { ErrorState } from '@/components/feedback/error-state'
import { PageHeading } from '@/components/layout/page-heading'
import { Skeleton } from '@/components/ui/skeleton'
import { useAudienceReport } from '@/features/audience/api/get-audience-report'
import {
  AudienceTotals,
  AudienceViewsCard,
  OriginsCards,
  SourcesCard,
  TopPostsCard,
} from '@/features/audience/components/audience-sections'
import { ExportAudienceButton } from '@/features/audience/components/export-audience-button'
import { PeriodChoice } from '@/features/audience/components/period-choice'
import { SearchesCard, SearchesWithoutResultsCard } from '@/features/audience/components/search-cards'
import { useAudiencePeriod } from '@/features/audience/hooks/use-audience-period'
import { useSession } from '@/lib/auth/session-context'
import { toAppError } from '@/lib/errors'

/** "2026-10-31" as "31/10/2026" (already a Brasília day: no time zone to convert). */
const dayLabel = (day: string) => day.split('-').reverse().join('/')

/**
 * /admin/audiencia (editors and admins): who reads the site over 7, 30 or 90 days, counted without
 * cookies (docs/decisions/062-audience-without-cookies.md) — views, visits and where they came from,
 * newsletter sign-ups, and what readers searched for, with the searches that found nothing as pautas.
 * The database refuses authors whatever this screen shows (42501).
 */
export function AudienceRoute() {
  const { profile } = useSession()
  const allowed = profile?.role === 'editor' || profile?.role === 'admin'
  const period = useAudiencePeriod()
  const report = useAudienceReport(period.days, allowed)

  if (!allowed || (report.isError && toAppError(report.error).kind === 'forbidden')) return <AccessDenied />

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeading
        title="Audiência"
        description="Quem lê o blog, contado sem cookies e sem identificar ninguém. Dias no horário de Brasília."
        actions={<ExportAudienceButton report={report.data} />}
        className="items-start"
      />
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <PeriodChoice value={period.days} onChange={period.change} />
        {report.data ? (
          <p className="text-sm text-slate-600">
            De {dayLabel(report.data.from)} a {dayLabel(report.data.to)}
          </p>
        ) : null}
      </div>
      <div className="mt-6">
        {report.isPending ? (
          <div className="space-y-6" aria-busy="true">
            <Skeleton className="h-24 w-full" />
            <Skeleton className="h-72 w-full" />
          </div>
        ) : report.isError ? (
          <ErrorState
            title="Erro ao carregar a audiência"
            onRetry={() => void report.refetch()}
            retrying={report.isFetching}
          />
        ) : (
          <div className={`space-y-6 ${report.isPlaceholderData ? 'opacity-60' : ''}`}>
            <AudienceTotals report={report.data} />
            <AudienceViewsCard report={report.data} />
            <div className="grid gap-6 lg:grid-cols-2">
              <TopPostsCard report={report.data} />
              <SourcesCard report={report.data} />
              <OriginsCards report={report.data} />
              <SearchesCard report={report.data} />
              <SearchesWithoutResultsCard report={report.data} />
            </div>
          </div>
        )}
      </div>
    </div>
  )
}
