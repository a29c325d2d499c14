import { sendCount } from '@/lib/audience'
import { publicDb } from '@/lib/public-db'
import type { PostCounts } from '@/features/posts/post-counts'

// One view per page load: remembered per navigation entry so React's StrictMode double effects
// and re-renders never count twice, while a new visit (a new history entry) counts again.
const counted = new Set<string>()

/**
 * Counts one view of the post once the browser is idle, with no visitor key or other identifier
 * (docs/decisions/062-audience-without-cookies.md), and resolves the post's current views and likes
 * (a prerendered page carries the counts of its build). Null when this visit was already counted,
 * the post is not public, the reader asks not to be tracked (Do Not Track, Global Privacy Control:
 * the page keeps its prerendered counts) or the count failed — a reader never sees a counting error.
 */
export async function incrementPostViews(postId: string, visitKey: string): Promise<PostCounts | null> {
  const key = `${visitKey}:${postId}`
  if (counted.has(key)) return null
  counted.add(key)
  const rows = await sendCount(() => publicDb.rpc('increment_post_views', { post_id: postId }))
  const [row] = rows ?? []
  return row ? { views: row.views, likes: row.likes } : null
}
