import { Badge } from '@/components/ui/badge'
import { formatShortDate } from '@/lib/dates'
import { useRevokedCitations } from '@/lib/compliance/use-revoked-citations'
import { ListCard, PostLink } from '@/features/dashboard/components/list-card'
import { REVIEWS_DUE_WITHIN_DAYS, useReviewsDue, type ReviewDueState } from '@/features/dashboard/api/get-reviews-due'

const STATE_LABELS: Record<ReviewDueState, { text: string; className: string }> = {
  pending: { text: 'Revisão pendente', className: 'border-amber-300 bg-amber-50 text-amber-900' },
  overdue: { text: 'Revisão vencida', className: 'border-red-300 bg-red-50 text-red-800' },
  due: { text: 'Revisão a vencer', className: 'border-blue-300 bg-blue-50 text-blue-800' },
}

const day = (value: string) => formatShortDate(`${value}T12:00:00`)

/**
 * "Revisões técnicas": posts whose review is pending after an edit, overdue, or due within 30 days,
 * pending and overdue first. For editors and admins, who record reviews.
 */
export function ReviewsDueCard() {
  const reviews = useReviewsDue(true)
  return (
    <ListCard
      title="Revisões técnicas"
      query={reviews}
      empty={`Nenhuma revisão pendente ou a vencer nos próximos ${REVIEWS_DUE_WITHIN_DAYS} dias.`}
      testId="reviews-due"
    >
      {reviews.data?.map((item) => (
        <li key={item.post_id} className="flex flex-col gap-1 py-3">
          <PostLink id={item.post_id} title={item.title} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
            <Badge variant="outline" className={STATE_LABELS[item.state].className}>
              {STATE_LABELS[item.state].text}
            </Badge>
            <span>
              {item.reviewer_name}, {day(item.reviewed_on)}
            </span>
            {item.state === 'pending' ? null : <span>Próxima: {day(item.next_review_on)}</span>}
          </div>
        </li>
      ))}
    </ListCard>
  )
}

/** "Normas revogadas": posts that cite a revoked norm as current, so an editor can update them. */
export function RevokedCitationsCard() {
  const revoked = useRevokedCitations()
  return (
    <ListCard
      title="Normas revogadas"
      query={revoked}
      empty="Nenhum post cita norma revogada como vigente."
      testId="revoked-citations"
    >
      {revoked.data?.map((item) => (
        <li key={item.id} className="flex flex-col gap-1 py-3">
          <PostLink id={item.id} title={item.title} />
          {item.labels.map((label) => (
            <Badge
              key={label}
              variant="outline"
              className="h-auto w-fit border-amber-300 bg-amber-50 whitespace-normal text-amber-900"
            >
              {label}
            </Badge>
          ))}
        </li>
      ))}
    </ListCard>
  )
}
