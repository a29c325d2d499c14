import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { ErrorState } from '@/components/feedback/error-state'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useReviewQueue, type ReviewQueueItem } from '@/features/dashboard/api/get-review-queue'
import { formatShortDate } from '@/lib/dates'
import { countLabel } from '@/lib/counts'

function ComplianceStatus({ item }: { item: ReviewQueueItem }) {
  if (!item.compliance_checked) {
    return (
      <Badge variant="outline" className="gap-1 border-slate-300 text-slate-700">
        <ShieldQuestion className="size-3.5" aria-hidden="true" />
        Não verificado
      </Badge>
    )
  }
  if (item.findings_count === 0) {
    return (
      <Badge variant="outline" className="gap-1 border-green-300 bg-green-50 text-green-800">
        <ShieldCheck className="size-3.5" aria-hidden="true" />
        Sem pontos de conformidade
      </Badge>
    )
  }
  return (
    <Badge variant="outline" className="gap-1 border-amber-300 bg-amber-50 text-amber-900">
      <ShieldAlert className="size-3.5" aria-hidden="true" />
      {countLabel(item.findings_count, 'ponto a revisar', 'pontos a revisar')}
    </Badge>
  )
}

/**
 * "Fila de revisão": posts Em Revisão, oldest first, each with its compliance status and one click
 * to open it in the editor. For editors and admins, who decide what is published.
 */
export function ReviewQueueCard() {
  const queue = useReviewQueue(true)
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>Fila de revisão</CardTitle>
      </CardHeader>
      <CardContent>
        {queue.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-12 w-full" />
            ))}
          </div>
        ) : queue.isError ? (
          <ErrorState onRetry={() => void queue.refetch()} retrying={queue.isFetching} />
        ) : queue.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">Nenhum post aguardando revisão.</p>
        ) : (
          <ol className="divide-y divide-slate-100" data-testid="review-queue">
            {queue.data.map((item) => (
              <li key={item.id} className="flex flex-col gap-1 py-3">
                <Link
                  to={paths.admin.editPost.href(item.id)}
                  className="hover:text-brand-800 text-sm font-medium break-words text-slate-900 hover:underline"
                >
                  {item.title}
                </Link>
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                  <span>{item.author_name || 'Autor desconhecido'}</span>
                  <span>Enviado em {formatShortDate(item.submitted_at)}</span>
                  <ComplianceStatus item={item} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
