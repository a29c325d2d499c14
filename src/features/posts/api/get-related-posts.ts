import { queryOptions, useQuery } from '@tanstack/react-query'
import { listPublishedPosts } from '@/features/posts/api/get-post-lists'
import { postKeys } from '@/lib/query-keys'

const RELATED_COUNT = 2

/** Two published posts: same category first, then any other (docs/architecture.md#calls-and-caching "related"). */
export async function getRelatedPosts(postId: string, categoryId: string | null) {
  const sameCategory = categoryId
    ? await listPublishedPosts({ limit: RELATED_COUNT, categoryId, excludeId: postId })
    : []
  if (sameCategory.length >= RELATED_COUNT) return sameCategory
  const others = await listPublishedPosts({ limit: RELATED_COUNT + sameCategory.length, excludeId: postId })
  const seen = new Set(sameCategory.map((post) => post.id))
  return [...sameCategory, ...others.filter((post) => !seen.has(post.id))].slice(0, RELATED_COUNT)
}

export const relatedPostsQuery = (postId: string, categoryId: string | null) =>
  queryOptions({ queryKey: postKeys.related(postId, categoryId), queryFn: () => getRelatedPosts(postId, categoryId) })

export const useRelatedPosts = (postId: string | undefined, categoryId: string | null) =>
  useQuery({ ...relatedPostsQuery(postId ?? '', categoryId), enabled: Boolean(postId) })
