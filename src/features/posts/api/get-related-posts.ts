import { queryOptions, useQuery } from '@tanstack/react-query'
import { POST_CARD_SELECT } from '@/features/posts/api/public-selects'
import type { PostSummary } from '@/features/posts/api/types'
import { RELATED_COUNT } from '@/features/posts/utils/related-posts'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'
import { postKeys } from '@/lib/query-keys'

/**
 * "Artigos Relacionados" of the article at `slug`: the published posts nearest to it, its category first
 * (the database's related_posts; the rule is in src/features/posts/utils/related-posts.ts), newest first.
 * Read by the slug, not from the article's own data, so the article and its related posts are asked for
 * at once: no second round trip in the browser, no second render at build time (src/entry-server.tsx
 * renders until no new query is asked for).
 */
export async function getRelatedPosts(slug: string): Promise<PostSummary[]> {
  const { data, error } = await publicDb
    .rpc('related_posts', { post_slug: slug, how_many: RELATED_COUNT }, { get: true })
    .select(POST_CARD_SELECT)
    .order('published_at', { ascending: false })
    .order('id', { ascending: false })
  if (error) throw toAppError(error)
  return data as unknown as PostSummary[]
}

export const relatedPostsQuery = (slug: string) =>
  queryOptions({ queryKey: postKeys.related(slug), queryFn: () => getRelatedPosts(slug) })

export const useRelatedPosts = (slug: string) => useQuery(relatedPostsQuery(slug))
