// What this browser remembers of its likes, apart from the request that sets one (set-post-like.ts), so
// the like button shows it without loading the data client (docs/decisions/065-islands-on-prerendered-pages.md).
const LIKED_KEY_PREFIX = 'liked-post:'

/** Whether this browser has liked the post (the database holds one like per visitor key too). */
export function isLikedHere(postId: string): boolean {
  try {
    return window.localStorage.getItem(LIKED_KEY_PREFIX + postId) === '1'
  } catch {
    return false
  }
}

export function rememberLike(postId: string, liked: boolean) {
  try {
    if (liked) window.localStorage.setItem(LIKED_KEY_PREFIX + postId, '1')
    else window.localStorage.removeItem(LIKED_KEY_PREFIX + postId)
  } catch {
    // Private mode without storage: the count still changes, the browser just won't remember it.
  }
}
