import type { PostReviewRef } from '@/features/posts/api/types'
import { credentialParts } from '@/lib/auth/registry'
import { formatLongDate } from '@/lib/dates'

/**
 * "Médico(a), CRM-SP 123456, Neurologia, RQE 7788": the reviewer's credentials as recorded with the
 * review, in the order of CFM 2.336/2023 art. 4º (lib/auth/registry.ts credentialParts).
 */
export function reviewerCredentials(
  review: Pick<PostReviewRef, 'reviewer_registry' | 'reviewer_rqe' | 'reviewer_specialty'>,
): string {
  return credentialParts({
    registry: review.reviewer_registry,
    rqe: review.reviewer_rqe,
    specialty: review.reviewer_specialty,
  }).join(', ')
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
