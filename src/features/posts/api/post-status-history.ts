import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { POST_EDIT_SELECT, type EditablePost } from '@/features/posts/api/get-post-for-edit'
import type { PostStatus } from '@/lib/post-status'
import { AppError, toAppError } from '@/lib/errors'
import type { MutationHookOptions } from '@/lib/query-client'
import { dashboardKeys, noteKeys, postKeys, statusChangeKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

/** One change of a post's status, as the database's trigger recorded it (post_status_changes). */
export interface PostStatusChange {
  id: string
  from_status: PostStatus | null
  to_status: PostStatus
  changed_at: string
  note: string | null
  changed_by_profile: { full_name: string | null } | null
}

/** The post's status changes, newest first (staff read them; only the trigger writes them). */
export async function getPostStatusChanges(postId: string): Promise<PostStatusChange[]> {
  const { data, error } = await supabase
    .from('post_status_changes')
    .select('id,from_status,to_status,changed_at,note,changed_by_profile:profiles(full_name)')
    .eq('post_id', postId)
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false })
  if (error) throw toAppError(error)
  return data as PostStatusChange[]
}

export const postStatusChangesQuery = (postId: string) =>
  queryOptions({
    queryKey: statusChangeKeys.ofPost(postId),
    queryFn: () => getPostStatusChanges(postId),
    staleTime: 0,
  })

export const usePostStatusChanges = (postId: string, enabled: boolean) =>
  useQuery({ ...postStatusChangesQuery(postId), enabled })

/**
 * "Devolver ao autor": `return_post_to_author` (editors and admins, a post in review, a note of 1 to
 * 2,000 characters) moves the post back to draft and keeps the note as the post's general note and on
 * the status change. Answers the post as it is now, for the editor's form.
 */
export async function returnPostToAuthor({ id, note }: { id: string; note: string }): Promise<EditablePost> {
  const { error } = await supabase.rpc('return_post_to_author', { p_post: id, p_note: note })
  if (error) throw toAppError(error)
  const { data, error: readError } = await supabase.from('posts').select(POST_EDIT_SELECT).eq('id', id).maybeSingle()
  if (readError) throw toAppError(readError)
  if (!data) throw new AppError('not-found', 'O post não foi encontrado.')
  return data as EditablePost
}

export function useReturnPostToAuthor({ meta }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: returnPostToAuthor,
    meta,
    retry: false,
    onSuccess: (_row, { id }) =>
      Promise.all(
        [postKeys.all, dashboardKeys.all, noteKeys.ofPost(id), statusChangeKeys.ofPost(id)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
