import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { GlossaryTermValues } from '@/features/glossary/schemas'
import { AppError, toAppError } from '@/lib/errors'
import type { MutationHookOptions } from '@/lib/query-client'
import { glossaryKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

function toRow(values: GlossaryTermValues) {
  return {
    term: values.term.trim(),
    slug: values.slug.trim(),
    variants: values.variants.map((variant) => variant.trim()).filter(Boolean),
    definition: values.definition.trim(),
    source_url: values.source_url.trim(),
    source_title: values.source_title.trim() || null,
    source_publisher: values.source_publisher.trim() || null,
  }
}

/** Creates (no id) or updates a term; zero rows back means the database refused the change. */
export async function saveGlossaryTerm({ id, values }: { id: string | null; values: GlossaryTermValues }) {
  const query = id
    ? supabase.from('glossary_terms').update(toRow(values)).eq('id', id).select('id')
    : supabase.from('glossary_terms').insert(toRow(values)).select('id')
  const { data, error } = await query
  if (error) throw toAppError(error)
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para alterar o glossário.')
}

export async function deleteGlossaryTerm(id: string): Promise<void> {
  const { data, error } = await supabase.from('glossary_terms').delete().eq('id', id).select('id')
  if (error) throw toAppError(error)
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para alterar o glossário.')
}

/** Which constraint of public.glossary_terms refused a save (its name is in the error), or null. */
export function glossaryConstraint(error: unknown): string | null {
  const e = toAppError(error)
  if (e.code !== '23505' && e.code !== '23514') return null
  return /glossary_terms_\w+/.exec(e.message)?.[0] ?? null
}

function useInvalidateGlossary() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: glossaryKeys.all })
}

export function useSaveGlossaryTerm({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidateGlossary()
  return useMutation({ mutationFn: saveGlossaryTerm, onSuccess: invalidate, retry: false, meta })
}

export function useDeleteGlossaryTerm({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidateGlossary()
  return useMutation({ mutationFn: deleteGlossaryTerm, onSuccess: invalidate, retry: false, meta })
}
