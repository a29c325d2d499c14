import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import { POST_CARD_SELECT } from '@/features/posts/api/public-selects'
import type { PostPage } from '@/features/posts/api/types'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

export const CATEGORY_PAGE_SIZE = 6

/** The first `limit` published posts of a category, with the category's total for the count line. */
export async function getCategoryPosts(categoryId: string, limit: number): Promise<PostPage> {
  const { data, error, count } = await publicDb
    .from('posts')
    .select(POST_CARD_SELECT, { count: 'exact' })
    .eq('category_id', categoryId)
    .in('status', ['published', 'scheduled'])
    .order('published_at', { ascending: false, nullsFirst: false })
    .limit(limit)
  if (error) throw toAppError(error)
  return { posts: data, total: count ?? 0 }
}

export const categoryPostsQuery = (categoryId: string, limit: number) =>
  queryOptions({
    queryKey: postKeys.byCategory(categoryId, limit),
    queryFn: () => getCategoryPosts(categoryId, limit),
    placeholderData: keepPreviousData,
  })

export const useCategoryPosts = (categoryId: string | undefined, limit: number) =>
  useQuery({ ...categoryPostsQuery(categoryId ?? '', limit), enabled: Boolean(categoryId) })
