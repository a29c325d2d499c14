import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dashboardKeys } from '@/features/dashboard/api/keys'
import { postKeys } from '@/features/posts/api/keys'
import { AppError, toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

/**
 * Publishes a draft or a post in review now. A date in the future would keep it off the public
 * lists' order, so it is cleared and the database sets "now". RLS filters the row silently when the
 * caller may not change it, hence the check that one row came back.
 */
export async function publishPost(post: { id: string; published_at: string | null }): Promise<void> {
  const future = post.published_at !== null && new Date(post.published_at) > new Date()
  const { data, error } = await supabase
    .from('posts')
    .update(future ? { status: 'published', published_at: null } : { status: 'published' })
    .eq('id', post.id)
    .select('id')
  if (error) throw toAppError(error)
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para publicar este post.')
}

/** Deletes a post; as with publishing, zero rows back means the database refused it. */
export async function deletePost(id: string): Promise<void> {
  const { data, error } = await supabase.from('posts').delete().eq('id', id).select('id')
  if (error) throw toAppError(error)
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para excluir este post.')
}

/** Spec §4: creating, changing or deleting a post clears posts, post-by-slug and dashboard entries. */
function useInvalidatePosts() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: postKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ])
}

export function usePublishPost() {
  const invalidate = useInvalidatePosts()
  return useMutation({ mutationFn: publishPost, onSuccess: invalidate })
}

export function useDeletePost() {
  const invalidate = useInvalidatePosts()
  return useMutation({ mutationFn: deletePost, onSuccess: invalidate, retry: false })
}
