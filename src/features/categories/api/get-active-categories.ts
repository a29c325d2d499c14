import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryKeys } from '@/features/categories/api/keys'
import type { PublicCategory } from '@/features/categories/api/types'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

type CategoryRow = Omit<PublicCategory, 'post_count'> & { posts: { count: number }[] | null }

/** Active categories by name, each with the number of posts a visitor can see (RLS-filtered count). */
export async function getActiveCategories(): Promise<PublicCategory[]> {
  const { data, error } = await publicDb
    .from('categories')
    .select('id,name,slug,description,color,posts(count)')
    .eq('is_active', true)
    .order('name')
  if (error) throw toAppError(error)
  return (data as unknown as CategoryRow[]).map(({ posts, ...category }) => ({
    ...category,
    post_count: posts?.[0]?.count ?? 0,
  }))
}

export const activeCategoriesQuery = () =>
  queryOptions({ queryKey: categoryKeys.active(), queryFn: getActiveCategories })

export const useActiveCategories = () => useQuery(activeCategoriesQuery())
