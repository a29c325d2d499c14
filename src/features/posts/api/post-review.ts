import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { addMonths, format, parseISO } from 'date-fns'
import type { PostReviewRef } from '@/features/posts/api/types'
import { dashboardKeys, postKeys, profileKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import type { MutationHookOptions } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'

/** What the editor shows of a post's technical review. */
export interface PostReviewState {
  review_pending: boolean
  review: PostReviewRef | null
}

export async function getPostReview(postId: string): Promise<PostReviewState> {
  const { data, error } = await supabase
    .from('posts')
    .select(
      'review_pending,review:post_reviews!posts_review_id_fkey(reviewer_name,reviewer_slug,reviewer_registry,reviewer_rqe,reviewer_specialty,reviewed_on,next_review_on)',
    )
    .eq('id', postId)
    .single()
  if (error) throw toAppError(error)
  return data
}

export const postReviewQuery = (postId: string) =>
  queryOptions({ queryKey: postKeys.review(postId), queryFn: () => getPostReview(postId), staleTime: 0 })

export const usePostReview = (postId: string) => useQuery(postReviewQuery(postId))

/** Someone who can sign a technical review: a profile whose registry an admin has verified. */
export interface Reviewer {
  id: string
  full_name: string | null
  public_registry: string
}

/** Only verified registries are offered; the database refuses anyone else anyway (record_post_review). */
export async function listReviewers(): Promise<Reviewer[]> {
  const { data, error } = await supabase
    .from('profiles')
    .select('id,full_name,public_registry')
    .not('public_registry', 'is', null)
    .order('full_name')
  if (error) throw toAppError(error)
  return data as Reviewer[] // public_registry is non-null by the filter
}

export const useReviewers = (enabled: boolean) =>
  useQuery({ queryKey: profileKeys.reviewers(), queryFn: listReviewers, enabled })

/** The day after which a review is due again by default: 12 months after it ("2027-11-25"). */
export function defaultNextReview(reviewedOn: string): string {
  return format(addMonths(parseISO(reviewedOn), 12), 'yyyy-MM-dd')
}

export interface RecordReviewInput {
  postId: string
  reviewerId: string
  reviewedOn: string
  nextReviewOn: string
}

export async function recordPostReview({ postId, reviewerId, reviewedOn, nextReviewOn }: RecordReviewInput) {
  const { error } = await supabase.rpc('record_post_review', {
    p_post_id: postId,
    p_reviewer_id: reviewerId,
    p_reviewed_on: reviewedOn,
    p_next_review_on: nextReviewOn,
  })
  if (error) throw toAppError(error)
}

export function useRecordPostReview({ meta }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: recordPostReview,
    meta,
    onSuccess: (_data, { postId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.review(postId) }),
        queryClient.invalidateQueries({ queryKey: postKeys.details() }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]),
  })
}
