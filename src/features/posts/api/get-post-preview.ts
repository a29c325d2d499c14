import { queryOptions, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import { POST_DETAIL_SELECT } from '@/features/posts/api/public-selects'
import type { PostDetail } from '@/features/posts/api/types'
import { AppError, toAppError } from '@/lib/errors'
import type { MediaDetails } from '@/lib/media-ref'
import { supabase } from '@/lib/supabase'

/**
 * A post by slug in any status, read with the signed-in staff member's session (RLS lets staff read
 * drafts; anyone else gets not-found). Used by the article route's staff preview.
 */
export async function getPostPreview(slug: string): Promise<PostDetail> {
  // maybeSingle: a post the reader may not see is an answer (null), not a 406 logged by the browser.
  const [post, images] = await Promise.all([
    supabase.from('posts').select(POST_DETAIL_SELECT).eq('slug', slug).maybeSingle(),
    supabase.rpc('post_image_details', { p_slug: slug }),
  ])
  if (post.error) throw toAppError(post.error)
  if (!post.data) throw new AppError('not-found', 'Post não encontrado', { status: 404 })
  const image_details = images.error ? null : (images.data as unknown as MediaDetails[])
  return { ...(post.data as PostDetail), image_details } // image_credit: a JSON column our type narrows
}

export const postPreviewQuery = (slug: string) =>
  queryOptions({ queryKey: postKeys.preview(slug), queryFn: () => getPostPreview(slug), staleTime: 0 })

export const usePostPreview = (slug: string) => useQuery({ ...postPreviewQuery(slug), enabled: slug !== '' })
