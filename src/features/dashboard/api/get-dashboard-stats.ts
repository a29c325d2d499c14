import { queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

/**
 * `dashboard_stats()`: totals, and what changed in the last 30 days.
 * A type rather than an interface, so the function's `json` answer converts to it without `unknown`.
 */
export type DashboardStats = {
  totalPosts: number
  totalCategories: number
  totalComments: number
  totalViews: number
  postsPublishedLast30Days: number
  categoriesLast30Days: number
  commentsLast30Days: number
  viewsLast30Days: number
}

export async function getDashboardStats(): Promise<DashboardStats> {
  const { data, error } = await supabase.rpc('dashboard_stats')
  if (error) throw toAppError(error)
  return data as DashboardStats
}

// Dashboard stats are kept 2 minutes (docs/product-guide.md#limits).
export const dashboardStatsQuery = () =>
  queryOptions({ queryKey: dashboardKeys.stats(), queryFn: getDashboardStats, staleTime: 2 * 60_000 })

export const useDashboardStats = () => useQuery(dashboardStatsQuery())
