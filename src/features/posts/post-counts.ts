import { useSyncExternalStore } from 'react'

// The newest views and likes the database answered on this page (a view counted, a like), by post: the
// like button and the view count show them over the counts the page was rendered with. A store of its
// own, not the query cache, so a prerendered page's islands need no query client
// (docs/decisions/065-islands-on-prerendered-pages.md).

export interface PostCounts {
  views: number
  likes: number
}

const counts = new Map<string, Partial<PostCounts>>()
const listeners = new Set<() => void>()

export function setPostCounts(postId: string, next: Partial<PostCounts>): void {
  counts.set(postId, { ...counts.get(postId), ...next })
  for (const listener of listeners) listener()
}

/** Forgets every answer (tests). */
export function forgetPostCounts(): void {
  counts.clear()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The post's newest `which` count, or `rendered` (the page's own) until the database has answered one.
 * Prerendered HTML has the rendered count: hydration starts from it (the server snapshot).
 */
export function usePostCount(postId: string, which: keyof PostCounts, rendered: number): number {
  return useSyncExternalStore(
    subscribe,
    () => counts.get(postId)?.[which] ?? rendered,
    () => rendered,
  )
}
