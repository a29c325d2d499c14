import { Outlet } from 'react-router'
import { SessionProvider } from '@/lib/auth/session-context'

/** Wraps every staff route (admin, auth screens, auth callback) in the session; visitors never load it. */
export function StaffRoot() {
  return (
    <SessionProvider>
      {/* Staff screens are never for search engines (robots.txt disallows them too). */}
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
    </SessionProvider>
  )
}
