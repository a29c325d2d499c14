import { queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

/** A post waiting in review, with its compliance status (`review_queue()`). */
export interface ReviewQueueItem {
  id: string
  title: string
  author_name: string | null
  submitted_at: string
  /** Findings of the last check of the current text. */
  findings_count: number
  /** False when the text changed after its last check (or was never checked). */
  compliance_checked: boolean
}

export const REVIEW_QUEUE_LIMIT = 20

/** Posts Em Revisão, oldest first: what editors and admins decide on next. */
export async function getReviewQueue(): Promise<ReviewQueueItem[]> {
  const { data, error } = await supabase.rpc('review_queue', { p_limit: REVIEW_QUEUE_LIMIT })
  if (error) throw toAppError(error)
  return data
}

export const reviewQueueQuery = () => queryOptions({ queryKey: dashboardKeys.reviewQueue(), queryFn: getReviewQueue })

export const useReviewQueue = (enabled: boolean) => useQuery({ ...reviewQueueQuery(), enabled })
