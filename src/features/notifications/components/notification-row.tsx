import { formatBrasiliaDateTime } from '@/lib/brasilia-time'
import { cn } from '@/lib/cn'
import type { AppNotification } from '@/features/notifications/api/notifications'
import { notificationText } from '@/features/notifications/utils/notification-kinds'

/** A notification's sentence, when (Brasília time, as the back office shows times), and a dot while it is unread. */
export function NotificationRow({ notification }: { notification: AppNotification }) {
  const unread = !notification.read_at
  return (
    <span className="flex min-w-0 items-start gap-2 text-left">
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <span className="min-w-0">
        <span className={cn('block text-sm break-words', unread ? 'font-medium text-slate-900' : 'text-slate-600')}>
          {notificationText(notification.kind, notification.actor?.full_name ?? null, notification.post?.title ?? null)}
          {unread ? <span className="sr-only"> (não lida)</span> : null}
        </span>
        <span className="block text-xs text-slate-500">{formatBrasiliaDateTime(notification.created_at)}</span>
      </span>
    </span>
  )
}
