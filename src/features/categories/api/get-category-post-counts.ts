import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryKeys } from '@/lib/query-keys'
import type { PublicCategory } from '@/features/categories/api/types'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

/**
 * Active categories by name, each with the number of posts a visitor can see. The view runs with the
 * caller's rights, so row-level security decides what is counted (no aggregates needed in the API).
 * The frame's list without counts is lib/active-categories.ts.
 */
export async function getCategoryPostCounts(): Promise<PublicCategory[]> {
  const { data, error } = await publicDb
    .from('category_post_counts')
    .select('id,name,slug,description,color,post_count')
    .eq('is_active', true)
    .order('name')
  if (error) throw toAppError(error)
  return data as PublicCategory[]
}

export const categoryPostCountsQuery = () =>
  queryOptions({ queryKey: categoryKeys.postCounts(), queryFn: getCategoryPostCounts })

export const useCategoryPostCounts = () => useQuery(categoryPostCountsQuery())
