import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryKeys } from '@/lib/query-keys'
import type { PublicCategory } from '@/features/categories/api/types'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

/** One active category by slug, or null when it does not exist (or is inactive). */
export async function getCategoryBySlug(slug: string): Promise<Omit<PublicCategory, 'post_count'> | null> {
  const { data, error } = await publicDb
    .from('categories')
    .select('id,name,slug,description,color')
    .eq('slug', slug)
    .eq('is_active', true)
    .maybeSingle()
  if (error) throw toAppError(error)
  return data as Omit<PublicCategory, 'post_count'> | null
}

export const categoryBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: categoryKeys.bySlug(slug), queryFn: () => getCategoryBySlug(slug) })

export const useCategoryBySlug = (slug: string) => useQuery(categoryBySlugQuery(slug))
