import { useQuery } from '@tanstack/react-query'
import { dashboardKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

/** How far ahead the dashboard looks for technical reviews coming due. */
export const REVIEWS_DUE_WITHIN_DAYS = 30

export type ReviewDueState = 'pending' | 'overdue' | 'due'

/** A post whose technical review is pending after an edit, overdue, or due soon (`reviews_due()`). */
export interface ReviewDueItem {
  post_id: string
  title: string
  state: ReviewDueState
  reviewer_name: string
  reviewed_on: string
  next_review_on: string
}

export async function getReviewsDue(withinDays: number): Promise<ReviewDueItem[]> {
  const { data, error } = await supabase.rpc('reviews_due', { p_within_days: withinDays })
  if (error) throw toAppError(error)
  return data as ReviewDueItem[] // state: a text column our type narrows
}

export const useReviewsDue = (enabled: boolean) =>
  useQuery({
    queryKey: dashboardKeys.reviewsDue(REVIEWS_DUE_WITHIN_DAYS),
    queryFn: () => getReviewsDue(REVIEWS_DUE_WITHIN_DAYS),
    enabled,
  })
