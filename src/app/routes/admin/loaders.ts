import type { QueryClient } from '@tanstack/react-query'
import type { Session, User } from '@supabase/supabase-js'
import type { Params } from 'react-router'
import { adminPostFilters } from '@/app/routes/admin/post-list-url'
import { allCategoriesQuery } from '@/features/categories/api/get-all-categories'
import { dashboardStatsQuery } from '@/features/dashboard/api/get-dashboard-stats'
import { adminPostsQuery } from '@/features/posts/api/get-admin-posts'
import { postForEditQuery } from '@/features/posts/api/get-post-for-edit'
import { siteSettingsQuery } from '@/features/settings/api/site-settings'
import { profileQuery } from '@/lib/auth/profile'
import { supabase } from '@/lib/supabase'

// What the back office's routes read first, started by their loaders (src/app/router.tsx) while the
// routes' code downloads rather than after it has rendered
// (docs/decisions/028-admin-routes-load-code-and-data-together.md). Each starts the very query its
// screen reads (the same queryOptions, so the same key): the screen finds it under way or done.
// Nothing is awaited: a screen shows its skeleton as before, and a failure is the screen's to show.

export interface StaffDataArgs {
  queryClient: QueryClient
  url: URL
  params: Params
}

type StartData = (user: User, args: StaffDataArgs) => void

export const staffData = {
  /** Every staff route: the profile the session guard, the header and every screen wait for. */
  session: (user, { queryClient }) => {
    void queryClient.prefetchQuery(profileQuery(user))
  },
  /** /admin: the numbers at the top. */
  dashboard: (_user, { queryClient }) => {
    void queryClient.prefetchQuery(dashboardStatsQuery())
  },
  /** /admin/posts: the page of posts the URL's filters ask for, the categories of its filter and the site setting that decides who may publish. */
  posts: (_user, { queryClient, url }) => {
    void queryClient.prefetchQuery(adminPostsQuery(adminPostFilters(url.searchParams)))
    void queryClient.prefetchQuery(allCategoriesQuery())
    void queryClient.prefetchQuery(siteSettingsQuery())
  },
  /** /admin/posts/new: the editor waits for the site setting that decides who may publish. */
  newPost: (_user, { queryClient }) => {
    void queryClient.prefetchQuery(siteSettingsQuery())
  },
  /** /admin/posts/{id}: the post, read afresh each time the editor opens, and the site setting. */
  editPost: (_user, { queryClient, params }) => {
    if (params.id) void queryClient.prefetchQuery(postForEditQuery(params.id))
    void queryClient.prefetchQuery(siteSettingsQuery())
  },
  /**
   * /admin/calendario: only the profile. Its posts depend on the weeks on screen, known once the
   * calendar has drawn them, and a read bound to today's date cannot be captured in early-requests.json;
   * its filter's categories are read anonymously (lib/active-categories.ts), which the shell's reads,
   * sent with the session's token, would never answer.
   */
  calendar: () => {},
} satisfies Record<string, StartData>

export type StaffDataName = keyof typeof staffData

/** A staff route's loader data: the stored session as the loader found it (the session provider starts from it). */
export interface StaffLoaderData {
  session: Session | null
}

/**
 * Starts a route's data for a signed-in person only: a visitor gets the sign-in redirect, and no query
 * runs as anon. The session comes from storage (a request only when its token must be refreshed).
 */
export async function startStaffData(name: StaffDataName, args: StaffDataArgs): Promise<StaffLoaderData> {
  const { data } = await supabase.auth.getSession()
  if (data.session) staffData[name](data.session.user, args)
  return { session: data.session }
}
