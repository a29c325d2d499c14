import { queryOptions, useQuery } from '@tanstack/react-query'
import { dashboardKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

export const VIEWS_WINDOW_DAYS = 30
const TOP_POSTS = 5

/**
 * `dashboard_views()`: views per day (zero-filled, oldest first) and the most viewed posts.
 * A type rather than an interface, so the function's `json` answer converts to it without `unknown`.
 */
export type DashboardViews = {
  daily: { day: string; views: number }[]
  top: { id: string; title: string; slug: string; views: number }[]
}

export async function getDashboardViews(days: number): Promise<DashboardViews> {
  const { data, error } = await supabase.rpc('dashboard_views', { days, top_limit: TOP_POSTS })
  if (error) throw toAppError(error)
  return data as DashboardViews
}

export const dashboardViewsQuery = (days = VIEWS_WINDOW_DAYS) =>
  queryOptions({ queryKey: dashboardKeys.views(days), queryFn: () => getDashboardViews(days), staleTime: 2 * 60_000 })

export const useDashboardViews = (days = VIEWS_WINDOW_DAYS) => useQuery(dashboardViewsQuery(days))
