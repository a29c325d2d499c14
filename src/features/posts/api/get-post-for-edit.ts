import { queryOptions, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import type { ImageCredit, PostReference } from '@/features/posts/api/types'
import type { PostStatus } from '@/lib/post-status'
import type { PostAssignment } from '@/features/posts/utils/assignment'
import { AppError, toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

export const POST_EDIT_SELECT =
  'id,title,slug,excerpt,content,image,image_credit,status,featured,category_id,author_id,tags,key_points,read_time,seo_description,published_at,created_at,updated_at,updated_by,version,reference_list,glossary_links,page_changed_at,editor_id,technical_reviewer_id,due_at'

/** A post as the editor loads and saves it (select string above). */
export interface EditablePost extends PostAssignment {
  id: string
  title: string
  slug: string
  excerpt: string | null
  content: string
  image: string | null
  image_credit: ImageCredit | null
  status: PostStatus
  featured: boolean
  glossary_links: boolean
  category_id: string | null
  author_id: string | null
  tags: string[]
  /** "Pontos-chave": none, or 3–5. */
  key_points: string[]
  read_time: number
  seo_description: string | null
  published_at: string | null
  created_at: string
  updated_at: string
  updated_by: string | null
  version: number
  /** When anything the public page shows last changed: the page is current once it was written from this. */
  page_changed_at: string
  /** Ordered references; markers [n] in the content point at the n-th. */
  reference_list: PostReference[]
}

/** One post in any status, by id, for the editor (staff read every post; RLS refuses anyone else). */
export async function getPostForEdit(id: string): Promise<EditablePost> {
  // maybeSingle: no row is an answer (200, null), not a 406 the browser logs as a failed request.
  const { data, error } = await supabase.from('posts').select(POST_EDIT_SELECT).eq('id', id).maybeSingle()
  if (error) throw toAppError(error)
  if (!data) throw new AppError('not-found', 'Post não encontrado', { status: 404 })
  return data as EditablePost // image_credit, reference_list and status: JSON and text columns our types narrow
}

// Always fresh when the editor opens: someone may have saved since.
export const postForEditQuery = (id: string) =>
  queryOptions({ queryKey: postKeys.editor(id), queryFn: () => getPostForEdit(id), staleTime: 0 })

// The editor's route loader reads the post afresh each time the editor opens (src/app/routes/admin/loaders.ts);
// reading it again when the screen mounts, moments later, would ask twice. Without a copy it still reads.
export const usePostForEdit = (id: string | null) =>
  useQuery({ ...postForEditQuery(id ?? ''), enabled: Boolean(id), refetchOnMount: false })
