import { useMutation, useQueryClient } from '@tanstack/react-query'
import { dashboardKeys, postKeys } from '@/lib/query-keys'
import { POST_EDIT_SELECT, type EditablePost } from '@/features/posts/api/get-post-for-edit'
import type { PostEditorValues } from '@/features/posts/schemas'
import { postPayloadFromForm } from '@/features/posts/utils/post-form-values'
import { assignmentChanges, type PostAssignment } from '@/features/posts/utils/assignment'
import { AppError, toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { MutationHookOptions } from '@/lib/query-client'

export interface SavePostInput {
  /** null for a new post */
  post: Pick<EditablePost, 'id' | 'version' | 'published_at' | keyof PostAssignment> | null
  values: PostEditorValues
  /** An editor's or admin's reason to publish over compliance findings. */
  justification?: string
}

/**
 * Creates or updates a post. The database checks the text of every save (and keeps the findings for the
 * review queue); publishing over findings needs `justification` (an editor or admin), else it is
 * refused (complianceRefusal). An update carries the version the editor loaded, so the database
 * refuses it (PT409 → AppError 'conflict') when somebody saved in between; zero rows back means RLS
 * refused it (not the author, or no longer staff).
 */
export async function savePost({ post, values, justification }: SavePostInput): Promise<EditablePost> {
  const form = postPayloadFromForm(values, post?.published_at ?? null)
  const payload = {
    ...form,
    ...assignmentChanges(values, post),
    ...(justification ? { compliance_justification: justification } : {}),
  }
  if (!post) {
    const { data, error } = await supabase.from('posts').insert(payload).select(POST_EDIT_SELECT).single()
    if (error) throw toAppError(error)
    return data as EditablePost
  }
  const { data, error } = await supabase
    .from('posts')
    .update({ ...payload, version: post.version })
    .eq('id', post.id)
    .select(POST_EDIT_SELECT)
    .maybeSingle()
  if (error) throw toAppError(error)
  if (!data) throw new AppError('forbidden', 'Você não tem permissão para editar este post.')
  return data as EditablePost
}

/** True when a save failed because the slug is taken (the posts_slug_key unique constraint). */
export function isSlugTaken(error: unknown): boolean {
  const e = toAppError(error)
  return e.code === '23505' && /slug/i.test(e.message)
}

/**
 * The "Responsáveis" field a save was refused for (posts_guard_assignment's hints): an editor who is not
 * one, a reviewer whose registry is not verified, or someone who may not assign. Null for other errors.
 */
export function assignmentRefusal(error: unknown): 'editor_id' | 'technical_reviewer_id' | null {
  const { hint } = toAppError(error)
  if (hint === 'assignment_reviewer_unverified') return 'technical_reviewer_id'
  if (hint === 'assignment_editor_role' || hint === 'assignment_forbidden') return 'editor_id'
  return null
}

/** An image the database found undescribed when publishing (posts_verify_publishing, decision 051). */
export interface UndescribedImage {
  place: 'capa' | 'texto'
  name: string
  library: boolean
}

/** The images a publish was refused for (hint image_alt_required; the message names them), or null. */
export function imageAltRefusal(error: unknown): { message: string; images: UndescribedImage[] } | null {
  const { hint, details, message } = toAppError(error)
  if (hint !== 'image_alt_required') return null
  try {
    return { message, images: JSON.parse(details ?? '[]') as UndescribedImage[] }
  } catch {
    return { message, images: [] }
  }
}

/** True when a save was refused because somebody else saved the post after it was opened. */
export function isVersionConflict(error: unknown): boolean {
  return toAppError(error).code === 'PT409'
}

export interface LatestEdit {
  version: number
  updated_at: string
  /** Who saved it last (null when unknown), to tell "you, in another tab" from somebody else. */
  editorId: string | null
  editorName: string | null
}

/** Who saved the post last, and when: what the conflict message tells. */
export async function getLatestEdit(postId: string): Promise<LatestEdit> {
  const { data, error } = await supabase.from('posts').select('version,updated_at,updated_by').eq('id', postId).single()
  if (error) throw toAppError(error)
  let editorName: string | null = null
  if (data.updated_by) {
    const { data: profile } = await supabase
      .from('profiles')
      .select('full_name')
      .eq('id', data.updated_by)
      .maybeSingle()
    editorName = profile?.full_name ?? null
  }
  return { version: data.version, updated_at: data.updated_at, editorId: data.updated_by, editorName }
}

/** Saving refreshes the lists, public pages and dashboard; the editor's own copy is set, not refetched. */
export function useSavePost({ meta }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePost,
    retry: false,
    meta,
    onSuccess: async (saved) => {
      queryClient.setQueryData(postKeys.editor(saved.id), saved)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: postKeys.details() }),
        queryClient.invalidateQueries({ queryKey: postKeys.revisions(saved.id) }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ])
    },
  })
}
