import type { PostReference } from '@/lib/references/reference'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ClioGeneration, ClioImage, ClioProvenance } from '@/lib/clio/client'
import { suggestCategory, suggestTags } from '@/features/clio/utils/suggest-taxonomy'
import { getActiveCategories, type ActiveCategory } from '@/lib/active-categories'
import type { ImageStyle } from '@/lib/clio/constants'
import { aiDraftKeys, dashboardKeys, postKeys } from '@/lib/query-keys'
import { AppError, toAppError } from '@/lib/errors'
import { mediaUrl } from '@/lib/media-library'
import { supabase } from '@/lib/supabase'
import type { MutationHookOptions } from '@/lib/query-client'
import { keepClioImage } from '@/lib/post-images'

export interface AiDraft {
  id: string
  tema: string
  titulo: string
  subtitulo: string
  conteudo: string
  estilo_imagem: ImageStyle
  imagem: ClioImage | null
  imagem_error: string | null
  /** Which writer made it (offline or a model); null for drafts queued before issue 30. */
  proveniencia: ClioProvenance | null
  /** Structured references ([n] markers in `conteudo` point at them), when Clio sent any. */
  referencias: PostReference[]
  /** Clio's notes to the editor (never part of the body). */
  notas: string
  /** The writer's own category and tags, when it sent any; otherwise they come from the theme. */
  categoria_sugerida: string | null
  tags_sugeridas: string[]
  /** The key points Clio drafted (3–5), or none; approval copies them to the post. */
  pontos_chave: string[]
  created_by: string | null
  created_at: string
}

const DRAFT_SELECT =
  'id,tema,titulo,subtitulo,conteudo,estilo_imagem,imagem,imagem_error,proveniencia,referencias,notas,categoria_sugerida,tags_sugeridas,pontos_chave,created_by,created_at'

const REFERENCE_KEYS = ['authors', 'title', 'container', 'year', 'doi', 'pmid', 'url'] as const

/**
 * The optional parts of a draft newer Clio versions send (`references`, `notes`, a suggested
 * category and tags, `keyPoints`): kept when present, empty when not. Only the keys posts.reference_list accepts
 * are kept, so the database check holds.
 */
export function draftExtras(
  generation: object,
): Pick<AiDraft, 'referencias' | 'notas' | 'categoria_sugerida' | 'tags_sugeridas' | 'pontos_chave'> {
  const loose = generation as Record<string, unknown>
  const referencias = Array.isArray(loose.references)
    ? loose.references
        .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
        .map((item) => {
          const entry: Record<string, string | number> = {}
          for (const key of REFERENCE_KEYS) {
            const value = item[key]
            if (typeof value === 'string' ? value.trim() !== '' : typeof value === 'number')
              entry[key] = value as string | number
          }
          return entry as PostReference
        })
        .filter((entry) => Object.keys(entry).length > 0)
    : []
  const notes = loose.notes
  const notas = Array.isArray(notes)
    ? notes.filter((n): n is string => typeof n === 'string').join('\n')
    : typeof notes === 'string'
      ? notes
      : ''
  const category = [loose.suggested_category, loose.category, loose.categoria].find(
    (c) => typeof c === 'string' && c.trim() !== '',
  )
  const tags = [loose.suggested_tags, loose.tags].find(Array.isArray) as unknown[] | undefined
  return {
    referencias,
    notas: notas.trim(),
    categoria_sugerida: typeof category === 'string' ? category.trim() : null,
    tags_sugeridas: (tags ?? []).filter((t): t is string => typeof t === 'string' && t.trim() !== '').slice(0, 10),
    pontos_chave: Array.isArray(loose.keyPoints)
      ? loose.keyPoints
          .filter((point): point is string => typeof point === 'string' && point.trim() !== '')
          .map((point) => point.trim())
          .slice(0, 5)
      : [],
  }
}

/** The team's queue of Clio drafts, newest first. */
export async function getAiDrafts(): Promise<AiDraft[]> {
  const { data, error } = await supabase
    .from('ai_drafts')
    .select(DRAFT_SELECT)
    .order('created_at', { ascending: false })
  if (error) throw toAppError(error)
  return data as unknown as AiDraft[] // estilo_imagem, imagem, proveniencia, referencias: columns our type narrows
}

export const aiDraftsQuery = () =>
  queryOptions({ queryKey: aiDraftKeys.list(), queryFn: getAiDrafts, staleTime: 30_000 })
export const useAiDrafts = () => useQuery(aiDraftsQuery())

export async function queueAiDraft(input: {
  tema: string
  estilo_imagem: ImageStyle
  generation: ClioGeneration & { proveniencia?: ClioProvenance | null }
}): Promise<void> {
  const { generation } = input
  const { error } = await supabase.from('ai_drafts').insert({
    proveniencia: generation.proveniencia ?? null,
    ...draftExtras(generation),
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
  changes: Partial<
    Pick<
      AiDraft,
      | 'titulo'
      | 'subtitulo'
      | 'conteudo'
      | 'imagem'
      | 'imagem_error'
      | 'proveniencia'
      | 'notas'
      | 'referencias'
      | 'categoria_sugerida'
      | 'tags_sugeridas'
      | 'pontos_chave'
    >
  >,
) {
  const { data, error } = await supabase.from('ai_drafts').update(changes).eq('id', id).select('id')
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
 * Keeps Clio's image in the library through the media intake (docs/decisions/049-media-intake.md), so
 * the post never depends on the Clio service; null when that fails (the post is then saved without an image).
 */
async function copyImageToStorage(draft: AiDraft): Promise<string | null> {
  if (!draft.imagem?.url) return null
  // A library image (chosen with "Da biblioteca") is already stored: the post reuses it.
  if (draft.imagem.url.startsWith(mediaUrl(''))) return draft.imagem.url
  try {
    return (await keepClioImage(draft.imagem)).url
  } catch {
    return null
  }
}

/** Clio's suggestion for a draft: a category among the active ones and 3–5 short tags. */
export function suggestionFor(
  draft: Pick<AiDraft, 'tema' | 'categoria_sugerida' | 'tags_sugeridas'>,
  categories: readonly ActiveCategory[],
) {
  return {
    category: suggestCategory(draft.tema, categories, draft.categoria_sugerida),
    tags: suggestTags(draft.tema, draft.tags_sugeridas),
  }
}

/**
 * Aprovar: a draft post by the signed-in user (approve_ai_draft, one transaction) with Clio's
 * suggested category and tags (the editor changes them in the post editor), the draft's references
 * and its provenance as post metadata; returns the post id.
 */
export async function approveAiDraft(draft: AiDraft): Promise<{ postId: string; withImage: boolean }> {
  const [imageUrl, categories] = await Promise.all([copyImageToStorage(draft), getActiveCategories()])
  const { category, tags } = suggestionFor(draft, categories)
  const { data, error } = await supabase.rpc('approve_ai_draft', {
    draft_id: draft.id,
    image_url: imageUrl ?? undefined,
    category_id: category?.id,
    tags,
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
