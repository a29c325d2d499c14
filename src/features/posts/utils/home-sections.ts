/** How many posts each part of the home page shows (3 featured, 4 latest: docs/product-guide.md#limits). */
export const HOME_FEATURED_CARDS = 3
export const HOME_LATEST_ROWS = 4
export const HOME_MORE_FEATURED = 3

/**
 * What to fetch so that, once repeats are removed, each section can still fill up: at most the
 * featured cards can also be among the newest posts.
 */
export const HOME_FEATURED_FETCH = HOME_FEATURED_CARDS + HOME_MORE_FEATURED
export const HOME_LATEST_FETCH = HOME_FEATURED_CARDS + HOME_LATEST_ROWS

export interface HomeSections<Post> {
  /** "Notícias em Destaque": the newest featured posts. */
  featuredCards: Post[]
  /** "Últimas Notícias": the newest posts not already shown as featured cards. */
  latestRows: Post[]
  /** The "Em Destaque" sidebar: the next featured posts, none already on the page. */
  moreFeatured: Post[]
}

/**
 * Splits the home page's two lists (featured and newest, each newest first) so that no post shows
 * twice on the page. A section with nothing new left is simply shorter, or empty, never a repeat.
 */
export function homeSections<Post extends { id: string }>(featured: Post[], latest: Post[]): HomeSections<Post> {
  const featuredCards = featured.slice(0, HOME_FEATURED_CARDS)
  const shown = new Set(featuredCards.map((post) => post.id))
  const latestRows = latest.filter((post) => !shown.has(post.id)).slice(0, HOME_LATEST_ROWS)
  for (const post of latestRows) shown.add(post.id)
  const moreFeatured = featured
    .slice(HOME_FEATURED_CARDS)
    .filter((post) => !shown.has(post.id))
    .slice(0, HOME_MORE_FEATURED)
  return { featuredCards, latestRows, moreFeatured }
}
