import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'
import { visitorKey } from '@/lib/visitor-key'

/** Likes or unlikes a post for this browser's visitor key; resolves the post's like count. */
export async function setPostLike(postId: string, liked: boolean): Promise<number> {
  const { data, error } = await publicDb.rpc('set_post_like', { post_id: postId, liked, visitor_key: visitorKey() })
  if (error) throw toAppError(error)
  return Number(data ?? 0)
}
