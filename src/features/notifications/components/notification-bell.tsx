import { Bell } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import {
  useMarkNotificationsRead,
  useNotifications,
  useUnreadNotificationCount,
} from '@/features/notifications/api/notifications'
import { notificationHref } from '@/features/notifications/utils/notification-link'
import { NotificationRow } from '@/features/notifications/components/notification-row'
import { countLabel } from '@/lib/counts'

const BELL_LIMIT = 8

/** The header's bell: the unread count, and the latest notifications once opened (each a link to its post or note). */
export function NotificationBell() {
  const [open, setOpen] = useState(false)
  const unread = useUnreadNotificationCount()
  const latest = useNotifications(BELL_LIMIT, open)
  const markRead = useMarkNotificationsRead()
  const count = unread.data ?? 0
  const label = count ? `Notificações: ${countLabel(count, 'não lida', 'não lidas')}` : 'Notificações'

  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative size-7 shrink-0 sm:size-9"
          aria-label={label}
          data-testid="notification-bell"
        >
          <Bell className="size-5" aria-hidden="true" />
          {count ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[0.7rem] leading-5 font-semibold text-white"
            >
              {count > 99 ? '99+' : count}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(22rem,calc(100vw-1.5rem))]">
        <div className="flex items-center justify-between gap-2 px-2 py-1.5">
          <span className="text-sm font-semibold">Notificações</span>
          {count ? (
            <Button variant="link" size="sm" className="h-auto p-0" onClick={() => markRead.mutate(null)}>
              Marcar todas como lidas
            </Button>
          ) : null}
        </div>
        <DropdownMenuSeparator />
        {latest.isPending ? (
          <p className="px-2 py-3 text-sm text-slate-500">Carregando…</p>
        ) : latest.isError ? (
          <p role="alert" className="px-2 py-3 text-sm text-red-700">
            Não foi possível carregar as notificações.
          </p>
        ) : latest.data.length === 0 ? (
          <p className="px-2 py-3 text-sm text-slate-500">Nenhuma notificação por enquanto.</p>
        ) : (
          latest.data.map((notification) => (
            <DropdownMenuItem key={notification.id} asChild className="cursor-pointer">
              <Link
                to={notificationHref(notification)}
                onClick={() => (notification.read_at ? undefined : markRead.mutate([notification.id]))}
              >
                <NotificationRow notification={notification} />
              </Link>
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild className="text-brand-700 cursor-pointer justify-center font-medium">
          <Link to={paths.admin.notifications.href()}>Ver todas e preferências</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
