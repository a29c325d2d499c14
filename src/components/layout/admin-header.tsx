import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Logo } from '@/components/layout/logo'
import type * as React from 'react'

/**
 * Header on admin screens: an optional menu button (mobile), logo, "Admin Panel" → /admin, and a
 * slot for the signed-in user's area. One line at every width: nothing wraps or hides the user.
 */
export function AdminHeader({ menuButton, children }: { menuButton?: React.ReactNode; children?: React.ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center justify-between gap-1 px-2 sm:gap-4 sm:px-6">
        <div className="flex shrink-0 items-center gap-1.5 sm:gap-4">
          {menuButton}
          <Logo compactBelowMd />
          <Link
            to={paths.admin.dashboard.href()}
            className="hover:text-brand-800 focus-visible:ring-brand-500 rounded-md px-1 py-1 text-sm font-semibold whitespace-nowrap text-slate-700 focus-visible:ring-2 focus-visible:outline-none sm:px-2"
          >
            Admin Panel
          </Link>
        </div>
        <div className="flex min-w-0 items-center gap-1 sm:gap-3">{children}</div>
      </div>
    </header>
  )
}
