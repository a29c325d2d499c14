import type { PostReviewRef } from '@/features/posts/api/types'
import { formatLongDate } from '@/lib/dates'

/** "CRM-SP 123456, RQE 7788 (Neurologia)": the reviewer's credentials as recorded with the review. */
export function reviewerCredentials(review: Pick<PostReviewRef, 'reviewer_registry' | 'reviewer_rqe' | 'reviewer_specialty'>): string {
  const rqe = review.reviewer_rqe ? `, RQE ${review.reviewer_rqe}` : ''
  const specialty = review.reviewer_specialty ? ` (${review.reviewer_specialty})` : ''
  return `${review.reviewer_registry}${rqe}${specialty}`
}

/** "12 de novembro de 2026" for a calendar day ("2026-11-12"), whatever the reader's time zone. */
export const formatReviewDay = (day: string) => formatLongDate(`${day}T12:00:00`)

/**
 * Whether the article may claim the review: there is one and the text has not changed since
 * (review_pending). A post whose text changed says nothing until someone reviews it again.
 */
export function claimedReview(post: { review: PostReviewRef | null; review_pending: boolean }): PostReviewRef | null {
  return post.review && !post.review_pending ? post.review : null
}
