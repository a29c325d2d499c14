import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import type { PostDetail } from '@/features/posts/api/types'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'
import { visitorKey } from '@/lib/visitor-key'
import type { MutationHookOptions } from '@/lib/query-client'

const LIKED_KEY_PREFIX = 'liked-post:'

/** Whether this browser has liked the post (the database holds one like per visitor key too). */
export function isLikedHere(postId: string): boolean {
  try {
    return window.localStorage.getItem(LIKED_KEY_PREFIX + postId) === '1'
  } catch {
    return false
  }
}

function rememberLike(postId: string, liked: boolean) {
  try {
    if (liked) window.localStorage.setItem(LIKED_KEY_PREFIX + postId, '1')
    else window.localStorage.removeItem(LIKED_KEY_PREFIX + postId)
  } catch {
    // Private mode without storage: the count still changes, the browser just won't remember it.
  }
}

export async function setPostLike(postId: string, liked: boolean): Promise<number> {
  const { data, error } = await publicDb.rpc('set_post_like', { post_id: postId, liked, visitor_key: visitorKey() })
  if (error) throw toAppError(error)
  return Number(data ?? 0)
}

/** Likes or unlikes a post, then writes the server's count into the cached article. */
export function useSetPostLike(slug: string, { meta }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ postId, liked }: { postId: string; liked: boolean }) => setPostLike(postId, liked),
    meta,
    onSuccess: (likes, { postId, liked }) => {
      rememberLike(postId, liked)
      queryClient.setQueryData<PostDetail>(postKeys.detailBySlug(slug), (post) => (post ? { ...post, likes } : post))
    },
  })
}
