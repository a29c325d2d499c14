import { queryOptions, useQuery } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'
import { menuKeys } from '@/lib/query-keys'

export interface MenuItem {
  id: string
  label: string
  href: string
  position: number
  is_active: boolean
}

/** The header menu a visitor sees: active items in position order. */
export async function getActiveMenuItems(): Promise<MenuItem[]> {
  const { data, error } = await publicDb
    .from('menu_items')
    .select('id,label,href,position,is_active')
    .eq('is_active', true)
    .order('position')
  if (error) throw toAppError(error)
  return data as MenuItem[]
}

export const activeMenuItemsQuery = () => queryOptions({ queryKey: menuKeys.active(), queryFn: getActiveMenuItems })

export const useActiveMenuItems = () => useQuery(activeMenuItemsQuery())
