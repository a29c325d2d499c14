import { Outlet } from 'react-router'
import { SessionProvider } from '@/features/auth/session-context'

/** Wraps every staff route (admin, auth screens, auth callback) in the session; visitors never load it. */
export function StaffRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  )
}
