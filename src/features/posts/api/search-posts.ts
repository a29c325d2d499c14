import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import type { PostPage, PostSummary } from '@/features/posts/api/types'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

export const BLOG_PAGE_SIZE = 9

export interface BlogFilters {
  q: string
  category: string | null
  page: number
}

type SearchRow = PostSummary & { total_count: number }

/** Server-side search over every published post (accent- and case-insensitive), one page at a time. */
export async function searchPosts({ q, category, page }: BlogFilters): Promise<PostPage> {
  const { data, error } = await publicDb.rpc('search_posts', {
    search_query: q.trim() || undefined,
    category_slug: category ?? undefined,
    page,
    page_size: BLOG_PAGE_SIZE,
  })
  if (error) throw toAppError(error)
  const rows = (data ?? []) as SearchRow[] // author and category arrive as JSON
  return {
    posts: rows.map(({ total_count: _total, ...post }) => post),
    total: rows.length > 0 ? Number(rows[0].total_count) : 0,
  }
}

export const searchPostsQuery = (filters: BlogFilters) =>
  queryOptions({
    queryKey: postKeys.blog(filters),
    queryFn: () => searchPosts(filters),
    placeholderData: keepPreviousData,
  })

export const useSearchPosts = (filters: BlogFilters) => useQuery(searchPostsQuery(filters))
