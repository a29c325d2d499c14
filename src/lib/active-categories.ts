import { queryOptions, useQuery } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'
import { categoryKeys } from '@/lib/query-keys'

/** An active category as the site names and links it. */
export interface ActiveCategory {
  id: string
  name: string
  slug: string
}

/**
 * The active categories by name, read once for every screen that names them: the site's header
 * fallback and footer, the menu editor's "Categoria" picker and its link check, and Clio's category
 * suggestion. Without counts: every page carries the frame, so a count in it would make each new post
 * change every page (docs/decisions/029-incremental-prerendering.md). Read anonymously, so RLS answers
 * as for a visitor; one key under `categoryKeys.all`, so saving a category refreshes every reader.
 */
export async function getActiveCategories(): Promise<ActiveCategory[]> {
  const { data, error } = await publicDb.from('categories').select('id,name,slug').eq('is_active', true).order('name')
  if (error) throw toAppError(error)
  return data
}

export const activeCategoriesQuery = () =>
  queryOptions({ queryKey: categoryKeys.active(), queryFn: getActiveCategories })

export const useActiveCategories = () => useQuery(activeCategoriesQuery())
