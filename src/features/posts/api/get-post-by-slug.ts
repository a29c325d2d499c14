import { queryOptions, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import { POST_DETAIL_SELECT } from '@/features/posts/api/public-selects'
import type { PostDetail } from '@/features/posts/api/types'
import { AppError, toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

/** One published post by slug; a missing (or unpublished) post is an AppError of kind not-found. */
export async function getPostBySlug(slug: string): Promise<PostDetail> {
  // maybeSingle: no row is an answer (200, null), not a 406 the browser logs as a failed request.
  const { data, error } = await publicDb.from('posts').select(POST_DETAIL_SELECT).eq('slug', slug).maybeSingle()
  if (error) throw toAppError(error)
  if (!data) throw new AppError('not-found', 'Post não encontrado', { status: 404 })
  return data as PostDetail // image_credit: a JSON column our type narrows
}

export const postBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: postKeys.detailBySlug(slug), queryFn: () => getPostBySlug(slug) })

export const usePostBySlug = (slug: string) => useQuery({ ...postBySlugQuery(slug), enabled: slug !== '' })
