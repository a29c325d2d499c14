import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type MenuItem } from '@/features/menu/api/get-active-menu-items'
import type { MenuItemValues } from '@/features/menu/schemas'
import type { TablesInsert } from '@/lib/database.types'
import { AppError, toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import { menuKeys } from '@/lib/query-keys'
import type { MutationHookOptions } from '@/lib/query-client'

const MENU_SELECT = 'id,label,href,position,is_active'

/** Every menu item, active or not, in order (staff). */
export async function getMenuItems(): Promise<MenuItem[]> {
  const { data, error } = await supabase.from('menu_items').select(MENU_SELECT).order('position')
  if (error) throw toAppError(error)
  return data
}

export const menuItemsQuery = () => queryOptions({ queryKey: menuKeys.list(), queryFn: getMenuItems })
export const useMenuItems = () => useQuery(menuItemsQuery())

function refused(data: unknown[]) {
  if (data.length === 0) throw new AppError('forbidden', 'Você não tem permissão para alterar o menu.')
}

/** Creates an item (the database puts it last) or changes one; zero rows back means RLS refused it. */
export async function saveMenuItem({
  id,
  values,
}: {
  id: string | null
  values: Partial<MenuItemValues>
}): Promise<void> {
  const row = {
    ...(values.label !== undefined ? { label: values.label.trim() } : {}),
    ...(values.href !== undefined ? { href: values.href.trim() } : {}),
    ...(values.is_active !== undefined ? { is_active: values.is_active } : {}),
  }
  const { data, error } = id
    ? await supabase.from('menu_items').update(row).eq('id', id).select('id')
    : await supabase
        .from('menu_items')
        // No position: a trigger puts the item last (the generated types cannot see it, so they ask for one).
        .insert({
          label: row.label ?? '',
          href: row.href ?? '',
          is_active: row.is_active ?? true,
        } as TablesInsert<'menu_items'>)
        .select('id')
  if (error) throw toAppError(error)
  refused(data)
}

export async function deleteMenuItem(id: string): Promise<void> {
  const { data, error } = await supabase.from('menu_items').delete().eq('id', id).select('id')
  if (error) throw toAppError(error)
  refused(data)
}

/** The whole new order in one call (positions 1..n, one transaction: `reorder_menu_items`). */
export async function reorderMenuItems(ids: string[]): Promise<MenuItem[]> {
  const { data, error } = await supabase.rpc('reorder_menu_items', { item_ids: ids })
  if (error) throw toAppError(error)
  return data
}

function useInvalidateMenu() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: menuKeys.all })
}

export function useSaveMenuItem({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidateMenu()
  // Settled, not only on success: a refusal (e.g. an address someone else just saved) refreshes the list too.
  return useMutation({ mutationFn: saveMenuItem, onSettled: invalidate, retry: false, meta })
}

export function useDeleteMenuItem({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidateMenu()
  return useMutation({ mutationFn: deleteMenuItem, onSuccess: invalidate, retry: false, meta })
}

/** Moves the rows at once (optimistic); a refused or failed reorder puts them back. */
export function useReorderMenuItems({ meta }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (items: MenuItem[]) => reorderMenuItems(items.map((item) => item.id)),
    retry: false,
    meta,
    onMutate: async (items) => {
      await queryClient.cancelQueries({ queryKey: menuKeys.list() })
      const previous = queryClient.getQueryData<MenuItem[]>(menuKeys.list())
      queryClient.setQueryData<MenuItem[]>(
        menuKeys.list(),
        items.map((item, index) => ({ ...item, position: index + 1 })),
      )
      return { previous }
    },
    onError: (_error, _items, context) => {
      if (context?.previous) queryClient.setQueryData(menuKeys.list(), context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: menuKeys.all }),
  })
}
