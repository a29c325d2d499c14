import { ShieldCheck } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import type { PostReviewRef } from '@/features/posts/api/types'
import { formatReviewDay, reviewerCredentials } from '@/features/posts/utils/review-text'
import { htmlDateTime } from '@/lib/dates'

/**
 * "Revisão técnica: Dra. …, Médico(a), CRM-SP 123456, Neurologia, RQE 4567 — revisado em 12 de novembro de
 * 2026" and "Próxima revisão: …", as health publishers print them, with the credentials in the order of
 * CFM 2.336/2023 art. 4º. Only for a review the text still matches (claimedReview); visitors read only
 * reviews whose registry an admin had verified (the post_reviews policy).
 */
export function ArticleReview({ review }: { review: PostReviewRef }) {
  return (
    <aside
      aria-label="Revisão técnica"
      data-testid="article-review"
      className="mt-5 flex gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-slate-700"
    >
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
      <div className="min-w-0 space-y-0.5">
        <p>
          <span className="font-medium text-slate-900">Revisão técnica: </span>
          {review.reviewer_slug ? (
            <Link
              to={paths.author.href(review.reviewer_slug)}
              className="text-brand-800 font-medium underline-offset-2 hover:underline"
            >
              {review.reviewer_name}
            </Link>
          ) : (
            <span className="font-medium">{review.reviewer_name}</span>
          )}
          , {reviewerCredentials(review)} — revisado em{' '}
          <time dateTime={htmlDateTime(review.reviewed_on)}>{formatReviewDay(review.reviewed_on)}</time>
        </p>
        <p>
          Próxima revisão:{' '}
          <time dateTime={htmlDateTime(review.next_review_on)}>{formatReviewDay(review.next_review_on)}</time>
        </p>
      </div>
    </aside>
  )
}
