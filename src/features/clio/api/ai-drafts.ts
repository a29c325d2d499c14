import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ClioGeneration, ClioImage } from '@/lib/clio/client'
import type { ImageStyle } from '@/lib/clio/constants'
import { aiDraftKeys, dashboardKeys, postKeys } from '@/lib/query-keys'
import { AppError, toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { MutationHookOptions } from '@/lib/query-client'

export interface AiDraft {
  id: string
  tema: string
  titulo: string
  subtitulo: string
  conteudo: string
  estilo_imagem: ImageStyle
  imagem: ClioImage | null
  imagem_error: string | null
  created_by: string | null
  created_at: string
}

const DRAFT_SELECT = 'id,tema,titulo,subtitulo,conteudo,estilo_imagem,imagem,imagem_error,created_by,created_at'


/** The team's queue of Clio drafts, newest first. */
export async function getAiDrafts(): Promise<AiDraft[]> {
  const { data, error } = await supabase
    .from('ai_drafts')
    .select(DRAFT_SELECT)
    .order('created_at', { ascending: false })
  if (error) throw toAppError(error)
  return data as AiDraft[] // estilo_imagem and imagem: text and JSON columns our type narrows
}

export const aiDraftsQuery = () =>
  queryOptions({ queryKey: aiDraftKeys.list(), queryFn: getAiDrafts, staleTime: 30_000 })
export const useAiDrafts = () => useQuery(aiDraftsQuery())

export async function queueAiDraft(input: {
  tema: string
  estilo_imagem: ImageStyle
  generation: ClioGeneration
}): Promise<void> {
  const { generation } = input
  const { error } = await supabase.from('ai_drafts').insert({
    tema: input.tema,
    estilo_imagem: input.estilo_imagem,
    titulo: generation.titulo,
    subtitulo: generation.subtitulo,
    conteudo: generation.conteudo,
    imagem: generation.imagem,
    imagem_error: generation.imagem_error,
  })
  if (error) throw toAppError(error)
}

export async function updateAiDraft(
  id: string,
  changes: Partial<Pick<AiDraft, 'titulo' | 'subtitulo' | 'conteudo' | 'imagem' | 'imagem_error'>>,
) {
  const { data, error } = await supabase
    .from('ai_drafts')
    .update(changes)
    .eq('id', id)
    .select('id')
  if (error) throw toAppError(error)
  if (data.length === 0)
    throw new AppError('forbidden', 'Apenas quem gerou o rascunho, editores e administradores podem alterá-lo.')
}

export async function rejectAiDraft(id: string) {
  const { data, error } = await supabase.from('ai_drafts').delete().eq('id', id).select('id')
  if (error) throw toAppError(error)
  if (data.length === 0)
    throw new AppError('forbidden', 'Apenas quem gerou o rascunho, editores e administradores podem rejeitá-lo.')
}

/**
 * Copies Clio's image into post-images as `ai-post-{timestamp}-{id}.jpg` (docs/architecture.md#calls-and-caching), so the post never
 * depends on the Clio service; null when that fails (the post is then saved without an image).
 */
async function copyImageToStorage(draft: AiDraft): Promise<string | null> {
  if (!draft.imagem?.url) return null
  try {
    const response = await fetch(draft.imagem.url)
    if (!response.ok) return null
    const blob = await response.blob()
    const path = `ai-post-${Date.now()}-${draft.id}.jpg`
    const { error } = await supabase.storage
      .from('post-images')
      .upload(path, blob, { cacheControl: '3600', upsert: false, contentType: blob.type || 'image/jpeg' })
    if (error) return null
    return supabase.storage.from('post-images').getPublicUrl(path).data.publicUrl || null
  } catch {
    return null
  }
}

/** Aprovar: a draft post by the signed-in user (approve_ai_draft, one transaction); returns the post id. */
export async function approveAiDraft(draft: AiDraft): Promise<{ postId: string; withImage: boolean }> {
  const imageUrl = await copyImageToStorage(draft)
  const { data, error } = await supabase.rpc('approve_ai_draft', {
    draft_id: draft.id,
    image_url: imageUrl ?? undefined,
  })
  if (error) throw toAppError(error)
  return { postId: data, withImage: imageUrl !== null }
}

function useInvalidate(alsoPosts = false) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: aiDraftKeys.all }),
      ...(alsoPosts
        ? [
            queryClient.invalidateQueries({ queryKey: postKeys.all }),
            queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
          ]
        : []),
    ])
}

export function useQueueAiDraft() {
  const invalidate = useInvalidate()
  return useMutation({ mutationFn: queueAiDraft, onSuccess: invalidate, retry: false })
}

export function useUpdateAiDraft() {
  const invalidate = useInvalidate()
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Parameters<typeof updateAiDraft>[1] }) =>
      updateAiDraft(id, changes),
    onSuccess: invalidate,
  })
}

export function useRejectAiDraft({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidate()
  return useMutation({ mutationFn: rejectAiDraft, onSuccess: invalidate, retry: false, meta })
}

export function useApproveAiDraft({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidate(true)
  return useMutation({ mutationFn: approveAiDraft, onSuccess: invalidate, retry: false, meta })
}
