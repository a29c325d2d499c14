import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryKeys } from '@/lib/query-keys'
import type { PublicCategory, SiteCategory } from '@/features/categories/api/types'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

/**
 * Active categories by name, each with the number of posts a visitor can see. The view runs with the
 * caller's rights, so row-level security decides what is counted (no aggregates needed in the API).
 */
export async function getActiveCategories(): Promise<PublicCategory[]> {
  const { data, error } = await publicDb
    .from('category_post_counts')
    .select('id,name,slug,description,color,post_count')
    .eq('is_active', true)
    .order('name')
  if (error) throw toAppError(error)
  return data as PublicCategory[]
}

export const activeCategoriesQuery = () =>
  queryOptions({ queryKey: categoryKeys.active(), queryFn: getActiveCategories })

export const useActiveCategories = () => useQuery(activeCategoriesQuery())

/**
 * Active categories by name for the site's frame (header fallback and footer), without counts: every
 * page carries the frame, so a count in it would make each new post change every page
 * (docs/decisions/029-incremental-prerendering.md).
 */
export async function getSiteCategories(): Promise<SiteCategory[]> {
  const { data, error } = await publicDb.from('categories').select('id,name,slug').eq('is_active', true).order('name')
  if (error) throw toAppError(error)
  return data
}

export const siteCategoriesQuery = () => queryOptions({ queryKey: categoryKeys.site(), queryFn: getSiteCategories })

export const useSiteCategories = () => useQuery(siteCategoriesQuery())
