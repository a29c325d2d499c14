import { paths } from '@/config/paths'
import type { AppNotification } from '@/features/notifications/api/notifications'

/** Where a notification leads: its post in the editor, a note's notification at the note. */
export function notificationHref(notification: Pick<AppNotification, 'post_id' | 'note_id'>): string {
  if (!notification.post_id) return paths.admin.notifications.href()
  return paths.admin.editPost.href(notification.post_id, notification.note_id ?? undefined)
}
