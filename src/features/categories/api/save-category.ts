import { useMutation, useQueryClient } from '@tanstack/react-query'
import { categoryKeys, dashboardKeys, postKeys } from '@/lib/query-keys'
import type { CategoryValues } from '@/features/categories/schemas'
import { AppError, toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { MutationHookOptions } from '@/lib/query-client'

function toRow(values: CategoryValues) {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim() || null,
    color: values.color,
    is_active: values.is_active,
  }
}

/** Creates (no id) or updates a category; zero rows back means the database refused the change. */
export async function saveCategory({ id, values }: { id: string | null; values: CategoryValues }): Promise<void> {
  const query = id
    ? supabase.from('categories').update(toRow(values)).eq('id', id).select('id')
    : supabase.from('categories').insert(toRow(values)).select('id')
  const { data, error } = await query
  if (error) throw toAppError(error)
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para alterar categorias.')
}

/** Deletes a category; its posts stay, "Sem categoria" (foreign key ON DELETE SET NULL). */
export async function deleteCategory(id: string): Promise<void> {
  const { data, error } = await supabase.from('categories').delete().eq('id', id).select('id')
  if (error) throw toAppError(error)
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para excluir categorias.')
}

/** True when the slug is already used by another category (unique constraint). */
export function isCategorySlugTaken(error: unknown): boolean {
  const e = toAppError(error)
  return e.code === '23505' && /slug/i.test(e.message)
}

// docs/architecture.md#calls-and-caching: category changes clear categories entries; posts and the dashboard show them too.
function useInvalidateCategories() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      queryClient.invalidateQueries({ queryKey: postKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ])
}

export function useSaveCategory({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidateCategories()
  return useMutation({ mutationFn: saveCategory, onSuccess: invalidate, retry: false, meta })
}

export function useDeleteCategory({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidateCategories()
  return useMutation({ mutationFn: deleteCategory, onSuccess: invalidate, retry: false, meta })
}
