import { Link } from 'react-router'
import { QueryList } from '@/components/feedback/query-list'
import { EmptyState } from '@/components/feedback/empty-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useMarkNotificationsRead, useNotifications } from '@/features/notifications/api/notifications'
import { notificationHref } from '@/features/notifications/utils/notification-link'
import { NotificationRow } from '@/features/notifications/components/notification-row'

const PAGE_LIMIT = 50

/** The signed-in person's latest notifications, newest first; opening one marks it read. */
export function NotificationList() {
  const notifications = useNotifications(PAGE_LIMIT)
  const markRead = useMarkNotificationsRead()
  const unread = notifications.data?.some((notification) => !notification.read_at) ?? false

  return (
    <section aria-labelledby="notification-list-title" className="rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h2 id="notification-list-title" className="text-lg font-semibold text-slate-900">
          Recentes
        </h2>
        {unread ? (
          <Button variant="outline" size="sm" onClick={() => markRead.mutate(null)} disabled={markRead.isPending}>
            Marcar todas como lidas
          </Button>
        ) : null}
      </div>
      <QueryList
        query={notifications}
        loading={<Skeleton className="m-4 h-24" />}
        errorTitle="Erro ao carregar as notificações"
        empty={
          <EmptyState
            className="m-4"
            title="Nenhuma notificação por enquanto"
            description="Quando alguém enviar um post para revisão, devolver um post seu, mencionar você numa nota ou atribuir um post a você, aparece aqui."
          />
        }
      >
        {(items) => (
          <ul className="divide-y divide-slate-100">
            {items.map((notification) => (
              <li key={notification.id}>
                <Link
                  to={notificationHref(notification)}
                  onClick={() => (notification.read_at ? undefined : markRead.mutate([notification.id]))}
                  className="focus-visible:ring-brand-500 block px-4 py-3 hover:bg-slate-50 focus-visible:ring-2 focus-visible:outline-none focus-visible:ring-inset"
                >
                  <NotificationRow notification={notification} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryList>
    </section>
  )
}
