import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

// One view per page load: remembered per navigation entry so React's StrictMode double effects
// and re-renders never count twice, while a new visit (a new history entry) counts again.
const counted = new Set<string>()

export interface PostCounts {
  views: number
  likes: number
}

/**
 * Counts one view and resolves the post's current views and likes (a prerendered page carries the
 * counts of its build); null when this visit was already counted or the post is not public.
 */
export async function incrementPostViews(postId: string, visitKey: string): Promise<PostCounts | null> {
  const key = `${visitKey}:${postId}`
  if (counted.has(key)) return null
  counted.add(key)
  const { data, error } = await publicDb.rpc('increment_post_views', { post_id: postId })
  if (error) throw toAppError(error)
  const [row] = data ?? []
  return row ? { views: row.views, likes: row.likes } : null
}
