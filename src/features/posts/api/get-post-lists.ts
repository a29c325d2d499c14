import { queryOptions, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import { POST_CARD_SELECT } from '@/features/posts/api/public-selects'
import type { PostSummary } from '@/features/posts/api/types'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

interface ListOptions {
  limit: number
  featured?: boolean
  orderBy?: 'published_at' | 'views'
  categoryId?: string
  excludeId?: string
}

/** Published posts for cards and sidebars. RLS limits anon to published (and due scheduled) posts. */
export async function listPublishedPosts({
  limit,
  featured,
  orderBy = 'published_at',
  categoryId,
  excludeId,
}: ListOptions): Promise<PostSummary[]> {
  let query = publicDb.from('posts').select(POST_CARD_SELECT).in('status', ['published', 'scheduled'])
  if (featured) query = query.eq('featured', true)
  if (categoryId) query = query.eq('category_id', categoryId)
  if (excludeId) query = query.neq('id', excludeId)
  const { data, error } = await query
    .order(orderBy, { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false })
    .limit(limit)
  if (error) throw toAppError(error)
  return data
}

export const featuredPostsQuery = (limit = 3) =>
  queryOptions({ queryKey: postKeys.featured(limit), queryFn: () => listPublishedPosts({ limit, featured: true }) })
export const latestPostsQuery = (limit = 4) =>
  queryOptions({ queryKey: postKeys.latest(limit), queryFn: () => listPublishedPosts({ limit }) })
export const recentPostsQuery = (limit = 5) =>
  queryOptions({ queryKey: postKeys.recent(limit), queryFn: () => listPublishedPosts({ limit }) })
export const popularPostsQuery = (limit = 5) =>
  queryOptions({ queryKey: postKeys.popular(limit), queryFn: () => listPublishedPosts({ limit, orderBy: 'views' }) })

export const useFeaturedPosts = (limit?: number) => useQuery(featuredPostsQuery(limit))
export const useLatestPosts = (limit?: number) => useQuery(latestPostsQuery(limit))
export const useRecentPosts = (limit?: number) => useQuery(recentPostsQuery(limit))
export const usePopularPosts = (limit?: number) => useQuery(popularPostsQuery(limit))
