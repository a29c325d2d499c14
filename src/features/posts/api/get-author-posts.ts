import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { authorKeys } from '@/lib/query-keys'
import { POST_CARD_SELECT } from '@/features/posts/api/public-selects'
import { BLOG_PAGE_SIZE } from '@/features/posts/api/search-posts'
import type { PostPage } from '@/features/posts/api/types'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

/** One page (the blog's 9 posts) of an author's published posts, newest first, with their total. */
export async function getAuthorPosts(authorId: string, page: number): Promise<PostPage> {
  const from = (page - 1) * BLOG_PAGE_SIZE
  const { data, error, count } = await publicDb
    .from('posts')
    .select(POST_CARD_SELECT, { count: 'exact' })
    .eq('author_id', authorId)
    .in('status', ['published', 'scheduled'])
    .order('published_at', { ascending: false, nullsFirst: false })
    .order('created_at', { ascending: false })
    .range(from, from + BLOG_PAGE_SIZE - 1)
  if (error) throw toAppError(error)
  return { posts: data, total: count ?? 0 }
}

const authorPostsQuery = (authorId: string, page: number) =>
  queryOptions({
    queryKey: authorKeys.posts(authorId, page),
    queryFn: () => getAuthorPosts(authorId, page),
    placeholderData: keepPreviousData,
  })

export const useAuthorPosts = (authorId: string | undefined, page: number) =>
  useQuery({ ...authorPostsQuery(authorId ?? '', page), enabled: Boolean(authorId) })
