import { Link } from 'react-router'
import { paths } from '@/app/paths'
import { Logo } from '@/components/layout/logo'
import type * as React from 'react'

/** Header on admin screens: logo, "Admin Panel" → /admin, and a slot for the signed-in user's area. */
export function AdminHeader({ children }: { children?: React.ReactNode }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <div className="flex items-center gap-4">
          <Logo />
          <Link
            to={paths.admin.dashboard.href()}
            className="rounded-md px-2 py-1 text-sm font-semibold text-slate-700 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
          >
            Admin Panel
          </Link>
        </div>
        <div className="flex items-center gap-3">{children}</div>
      </div>
    </header>
  )
}
