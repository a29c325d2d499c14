import { Outlet } from 'react-router'
import { AdminHeader } from '@/components/layout/admin-header'
import { UserMenu } from '@/features/auth/components/user-menu'

/** Frame of the back office: the admin header above every admin screen. */
export function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader>
        <UserMenu />
      </AdminHeader>
      <main className="pb-12">
        <Outlet />
      </main>
    </div>
  )
}
