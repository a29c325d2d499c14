import { queryOptions, useQuery } from '@tanstack/react-query'
import { categoryKeys } from '@/lib/query-keys'
import type { PublicCategory } from '@/features/categories/api/types'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

export interface StaffCategory extends PublicCategory {
  is_active: boolean
  created_at: string
}

/** Every category (active or not) by name with its number of posts, read with the staff session. */
export async function getAllCategories(): Promise<StaffCategory[]> {
  const { data, error } = await supabase
    .from('category_post_counts')
    .select('id,name,slug,description,color,is_active,created_at,post_count')
    .order('name')
  if (error) throw toAppError(error)
  return data as StaffCategory[]
}

export const allCategoriesQuery = () => queryOptions({ queryKey: categoryKeys.list(), queryFn: getAllCategories })

export const useAllCategories = () => useQuery(allCategoriesQuery())
