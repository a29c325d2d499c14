import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { notificationKeys, notificationPreferenceKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import type { Delivery, NotificationKind } from '@/features/notifications/utils/notification-kinds'

/** The bell has no realtime channel: it asks again every minute and when the window regains focus. */
const POLL_MS = 60_000

export interface AppNotification {
  id: string
  kind: NotificationKind
  post_id: string | null
  note_id: string | null
  created_at: string
  read_at: string | null
  post: { title: string } | null
  actor: { full_name: string | null } | null
}

const NOTIFICATION_SELECT =
  'id,kind,post_id,note_id,created_at,read_at,post:posts(title),actor:profiles!notifications_actor_id_fkey(full_name)'

async function getNotifications(limit: number): Promise<AppNotification[]> {
  const { data, error } = await supabase
    .from('notifications')
    .select(NOTIFICATION_SELECT)
    .order('created_at', { ascending: false })
    .limit(limit)
  if (error) throw toAppError(error)
  return data as AppNotification[] // kind: a text column the database checks
}

async function getUnreadCount(): Promise<number> {
  const { count, error } = await supabase
    .from('notifications')
    .select('id', { count: 'exact', head: true })
    .is('read_at', null)
  if (error) throw toAppError(error)
  return count ?? 0
}

export const useNotifications = (limit: number, enabled = true) =>
  useQuery({
    queryKey: notificationKeys.latest(limit),
    queryFn: () => getNotifications(limit),
    enabled,
    refetchInterval: POLL_MS,
  })

export const useUnreadNotificationCount = () =>
  useQuery({ queryKey: notificationKeys.unread(), queryFn: getUnreadCount, refetchInterval: POLL_MS })

/** Marks the listed notifications read, or all of them (`null`); only the recipient can (the database checks). */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ids: string[] | null) => {
      const { error } = await supabase.rpc('mark_notifications_read', ids ? { p_ids: ids } : {})
      if (error) throw toAppError(error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  })
}

async function getMyPreferences(): Promise<Partial<Record<NotificationKind, Delivery>>> {
  const { data, error } = await supabase.from('notification_preferences').select('kind,delivery')
  if (error) throw toAppError(error)
  return Object.fromEntries(data.map((row) => [row.kind, row.delivery]))
}

export const useMyNotificationPreferences = () =>
  useQuery({ queryKey: notificationPreferenceKeys.mine(), queryFn: getMyPreferences })

/** Saves one kind's delivery for the signed-in person (RLS: their own row only). */
export function useSaveNotificationPreference() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ kind, delivery }: { kind: NotificationKind; delivery: Delivery }) => {
      const { error } = await supabase
        .from('notification_preferences')
        .upsert({ kind, delivery }, { onConflict: 'profile_id,kind' })
      if (error) throw toAppError(error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationPreferenceKeys.all }),
  })
}
