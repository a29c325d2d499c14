import { Menu } from 'lucide-react'
import { useState } from 'react'
import { Outlet } from 'react-router'
import { AdminHeader } from '@/components/layout/admin-header'
import { AdminNav } from '@/components/layout/admin-nav'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { UserMenu } from '@/features/auth/components/user-menu'
import { NotificationBell } from '@/features/notifications/components/notification-bell'
import { useSession } from '@/lib/auth/session-context'

/**
 * Frame of the back office: the admin header on every admin screen and, for a signed-in user, the
 * navigation — a sidebar from 768 px, a drawer (menu button) below.
 */
export function AdminLayout() {
  const { user, profile } = useSession()
  const role = profile?.role ?? null
  const [drawerOpen, setDrawerOpen] = useState(false)

  const menuButton = user ? (
    <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="size-9 md:hidden" aria-label="Abrir menu">
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="pt-1">Navegação</SheetTitle>
        <SheetDescription>Telas do painel administrativo</SheetDescription>
        <AdminNav role={role} onNavigate={() => setDrawerOpen(false)} />
      </SheetContent>
    </Sheet>
  ) : null

  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader menuButton={menuButton}>
        {user ? <NotificationBell /> : null}
        <UserMenu />
      </AdminHeader>
      <div className="mx-auto flex min-h-[calc(100vh-4rem)] max-w-screen-2xl">
        {user ? (
          <aside className="hidden w-56 shrink-0 border-r border-slate-200 bg-white md:block">
            <div className="sticky top-16 max-h-[calc(100vh-4rem)] overflow-y-auto p-3">
              <AdminNav role={role} />
            </div>
          </aside>
        ) : null}
        <main className="min-w-0 flex-1 pb-12">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
