// "Artigos Relacionados": the posts published nearest to this one, its category first. The article
// reads them from the database (api/get-related-posts.ts) and the build predicts them from its list of
// posts (build/prerender/page-plan.ts): both pick with `pickRelated`, so they agree.
//
// Nearest, not newest: a new post is then related only to its neighbours, and publishing it changes a
// handful of article pages rather than every article of its category (docs/decisions/029-incremental-prerendering.md).

export const RELATED_COUNT = 2

/** Posts on either side of the current one, each list nearest first. */
export interface Neighbours<T> {
  before: T[]
  after: T[]
}

/**
 * Up to RELATED_COUNT posts: the category's posts published before the current one (nearest first),
 * then after it; when the category has too few, the same from every category (the spec's retry
 * without the category filter).
 */
export function pickRelated<T extends { id: string }>(sameCategory: Neighbours<T>, anyCategory?: Neighbours<T>): T[] {
  const chosen: T[] = []
  const add = (posts: T[]) => {
    for (const post of posts) {
      if (chosen.length === RELATED_COUNT) return
      if (!chosen.some((other) => other.id === post.id)) chosen.push(post)
    }
  }
  add(sameCategory.before)
  add(sameCategory.after)
  if (anyCategory) {
    add(anyCategory.before)
    add(anyCategory.after)
  }
  return chosen
}

/** How many of each side to read from every category when the category has too few: the ones it gave may be among them. */
export const anyCategoryLimit = (fromCategory: number) => RELATED_COUNT + fromCategory

/**
 * A timestamp from the database as microseconds since 1970 (the database keeps microseconds; a JS Date
 * only milliseconds), so two posts published in the same millisecond still order as the database orders them.
 */
export function timestampMicros(timestamp: string): number {
  const match = /^(.*?T\d{2}:\d{2}:\d{2})(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/.exec(timestamp.replace(' ', 'T'))
  if (!match) return Date.parse(timestamp) * 1000
  const [, seconds, fraction = '', zone = 'Z'] = match
  const zoneText =
    zone === 'Z' || zone.includes(':')
      ? zone
      : zone.length === 3
        ? `${zone}:00`
        : `${zone.slice(0, 3)}:${zone.slice(3)}`
  return Date.parse(`${seconds}${zoneText}`) * 1000 + Number(fraction.padEnd(6, '0').slice(0, 6))
}

/**
 * `posts` in the order they were published: by date, then by id (as the database sorts uuids). Each date
 * is read once: reading both at every comparison took 2 s for 100,000 posts listed in id order.
 */
export function inPublicationOrder<T extends { published_at: string; id: string }>(posts: T[]): T[] {
  return posts
    .map((post) => ({ post, at: timestampMicros(post.published_at) }))
    .sort((a, b) => a.at - b.at || (a.post.id < b.post.id ? -1 : a.post.id > b.post.id ? 1 : 0))
    .map(({ post }) => post)
}
