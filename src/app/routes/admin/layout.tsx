import { Outlet } from 'react-router'
import { AdminHeader } from '@/components/layout/admin-header'

/** Frame of the back office: the admin header above every admin screen. */
export function AdminLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader />
      <main className="pb-12">
        <Outlet />
      </main>
    </div>
  )
}
