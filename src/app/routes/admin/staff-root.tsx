import { Outlet, useLoaderData } from 'react-router'
import type { StaffLoaderData } from '@/app/routes/admin/loaders'
import { SessionProvider } from '@/lib/auth/session-context'

/**
 * Wraps every staff route (admin, auth screens, auth callback) in the session; visitors never load it.
 * The route's loader has read the stored session already (src/app/router.tsx): the provider starts from it.
 */
export function StaffRoot() {
  const data = useLoaderData<StaffLoaderData | null | undefined>()
  return (
    <SessionProvider initialSession={data?.session}>
      {/* Staff screens are never for search engines (robots.txt disallows them too). */}
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
    </SessionProvider>
  )
}
