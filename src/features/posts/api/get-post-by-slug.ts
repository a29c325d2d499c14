import { queryOptions, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import { POST_DETAIL_SELECT } from '@/features/posts/api/public-selects'
import type { PostDetail } from '@/features/posts/api/types'
import { AppError, toAppError } from '@/lib/errors'
import type { MediaDetails } from '@/lib/media-ref'
import { publicDb } from '@/lib/public-db'

/**
 * One published post by slug; a missing (or unpublished) post is an AppError of kind not-found. The alt
 * text, caption and credit of its images (post_image_details, decision 051) and the norms it cites
 * (post_legislation, decision 054) are asked for at the same time, not after: the article waits for no
 * second round trip.
 */
export async function getPostBySlug(slug: string): Promise<PostDetail> {
  // maybeSingle: no row is an answer (200, null), not a 406 the browser logs as a failed request.
  const [post, images, norms] = await Promise.all([
    publicDb.from('posts').select(POST_DETAIL_SELECT).eq('slug', slug).maybeSingle(),
    publicDb.rpc('post_image_details', { p_slug: slug }, { get: true }),
    publicDb.rpc('post_legislation', { p_slug: slug }, { get: true }),
  ])
  if (post.error) throw toAppError(post.error)
  if (!post.data) throw new AppError('not-found', 'Post não encontrado', { status: 404 })
  // Without its images' details the article still shows (alt falls back to the title, no captions).
  const image_details = images.error ? null : (images.data as unknown as MediaDetails[])
  // Without them, no "Legislação citada" (the norms' status is the database's: post_legislation).
  const cited_norms = norms.error ? null : norms.data
  return { ...(post.data as PostDetail), image_details, cited_norms } // image_credit: a JSON column our type narrows
}

export const postBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: postKeys.detailBySlug(slug), queryFn: () => getPostBySlug(slug) })

export const usePostBySlug = (slug: string) => useQuery({ ...postBySlugQuery(slug), enabled: slug !== '' })
