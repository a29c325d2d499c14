import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CompliancePack } from '@/lib/compliance/pack'
import { complianceRefusal, type StoredFinding } from '@/lib/compliance/post-compliance'
import { dashboardKeys, postKeys } from '@/lib/query-keys'
import { POST_EDIT_SELECT, type EditablePost } from '@/features/posts/api/get-post-for-edit'
import { findingsToPublish } from '@/features/posts/utils/publish-findings'
import { AppError, toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { MutationHookOptions } from '@/lib/query-client'

/** The database refused to publish over compliance findings without a justification: the screen asks for one. */
export class ComplianceFindingsError extends AppError {
  constructor(
    readonly findings: StoredFinding[],
    /** 'review': the person may not publish over findings (an author) and sends the post for review. */
    readonly need: 'justify' | 'review',
  ) {
    super('validation', 'O texto tem pontos de conformidade a revisar.', { hint: 'compliance_review_required' })
  }
}

export interface PublishPostInput {
  id: string
  /** An editor's or admin's reason to publish over compliance findings. */
  justification?: string
  /** The compliance rules, when loaded: findings are then asked about before any write. */
  pack?: CompliancePack
}

/**
 * The list's "Publicar": publishes the post now. The database checks its text (every field a reader
 * sees) and refuses findings without a justification; ComplianceFindingsError carries them — found
 * here first by the same rules when they are loaded, so nothing is sent. The version read goes with the
 * update, so a save made in between is not published unseen (PT409). A future date is cleared: "now"
 * is set by the database. RLS filters the row silently when the caller may not change it, hence the
 * check that one row came back.
 */
export async function publishPost({ id, justification, pack }: PublishPostInput): Promise<void> {
  const { data: post, error: readError } = await supabase
    .from('posts')
    .select('title,excerpt,content,seo_description,tags,reference_list,status,version,published_at')
    .eq('id', id)
    .single()
  if (readError) throw toAppError(readError)
  const findings = pack && !justification ? findingsToPublish(pack, { ...post, status: 'published' }, post) : []
  if (findings.length > 0) throw new ComplianceFindingsError(findings, 'justify')

  const future = post.published_at !== null && new Date(post.published_at) > new Date()
  const { data, error } = await supabase
    .from('posts')
    .update({
      status: 'published',
      ...(future ? { published_at: null } : {}),
      version: post.version,
      ...(justification ? { compliance_justification: justification } : {}),
    })
    .eq('id', id)
    .select('id')
  if (error) {
    const refusal = justification ? null : complianceRefusal(error)
    throw refusal ? new ComplianceFindingsError(refusal.findings, refusal.need) : toAppError(error)
  }
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para publicar este post.')
}

/** "Enviar para revisão": a draft goes to the editors' review queue. */
export async function submitPostForReview(id: string): Promise<void> {
  const { data, error } = await supabase.from('posts').update({ status: 'review' }).eq('id', id).select('id')
  if (error) throw toAppError(error)
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para alterar este post.')
}

export interface MoveToDraftInput {
  id: string
  /** The editor's loaded version: a save made in between is then not unpublished unseen (PT409). */
  version?: number
}

/**
 * "Despublicar" (editor) and "Mover para rascunho" (list): the post goes back to draft and leaves the
 * public site. The database refuses whoever may not unpublish it (posts_verify_publishing: an author,
 * while authors do not publish without review). The publication date is kept, as WordPress does.
 */
export async function moveToDraft({ id, version }: MoveToDraftInput): Promise<EditablePost> {
  const { data, error } = await supabase
    .from('posts')
    .update({ status: 'draft', ...(version === undefined ? {} : { version }) })
    .eq('id', id)
    .select(POST_EDIT_SELECT)
    .maybeSingle()
  if (error) throw toAppError(error)
  if (!data) throw new AppError('forbidden', 'Você não tem permissão para alterar este post.')
  return data as EditablePost
}

export interface ReschedulePostInput {
  id: string
  /** The version the calendar read: a change made in between refuses the move (PT409). */
  version: number
  /** The new publication time, ISO. */
  publishedAt: string
}

/**
 * The editorial calendar moves a scheduled post: the same update of the row as the editor's, with the
 * version read. The database decides: a time in the past (posts_schedule_in_future), the rights to
 * schedule and the compliance gate (posts_verify_publishing), a change in between (PT409).
 */
export async function reschedulePost({ id, version, publishedAt }: ReschedulePostInput): Promise<void> {
  const { data, error } = await supabase
    .from('posts')
    .update({ published_at: publishedAt, version })
    .eq('id', id)
    .select('id')
  if (error) throw toAppError(error)
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para agendar este post.')
}

/** What the calendar says when a move was refused; the post stays where the database has it. */
export function rescheduleRefusal(error: unknown): string {
  const e = toAppError(error)
  if (e.code === 'PT409')
    return 'Este post foi alterado por outra pessoa depois que o calendário foi carregado. Ele continua na data salva; confira e tente de novo.'
  // The database's own refusals (a past time, rights, compliance) and the network's are pt-BR already.
  if (e.code || e.kind === 'network' || e.kind === 'forbidden') return e.message
  return 'Não foi possível mover o post. Tente novamente.'
}

/** Deletes a post; as with publishing, zero rows back means the database refused it. */
export async function deletePost(id: string): Promise<void> {
  const { data, error } = await supabase.from('posts').delete().eq('id', id).select('id')
  if (error) throw toAppError(error)
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para excluir este post.')
}

/** docs/architecture.md#calls-and-caching: creating, changing or deleting a post clears posts, post-by-slug and dashboard entries. */
function useInvalidatePosts() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: postKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ])
}

export function usePublishPost({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidatePosts()
  // Not retried: a refusal (findings, rights, a newer save) will not change on a second try.
  return useMutation({ mutationFn: publishPost, onSuccess: invalidate, retry: false, meta })
}

export function useSubmitPostForReview({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidatePosts()
  return useMutation({ mutationFn: submitPostForReview, onSuccess: invalidate, meta })
}

export function useMoveToDraft({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidatePosts()
  return useMutation({ mutationFn: moveToDraft, onSuccess: invalidate, retry: false, meta })
}

export function useReschedulePost({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidatePosts()
  // Refreshed either way: after a refusal the calendar shows where the post is now.
  return useMutation({ mutationFn: reschedulePost, onSettled: invalidate, retry: false, meta })
}

export function useDeletePost({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidatePosts()
  return useMutation({ mutationFn: deletePost, onSuccess: invalidate, retry: false, meta })
}
