import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

// One view per page load: remembered per navigation entry so React's StrictMode double effects
// and re-renders never count twice, while a new visit (a new history entry) counts again.
const counted = new Set<string>()

/** Counts one view; resolves false when this visit was already counted. */
export async function incrementPostViews(postId: string, visitKey: string): Promise<boolean> {
  const key = `${visitKey}:${postId}`
  if (counted.has(key)) return false
  counted.add(key)
  const { error } = await publicDb.rpc('increment_post_views', { post_id: postId })
  if (error) throw toAppError(error)
  return true
}
