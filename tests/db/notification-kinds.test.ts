// The kinds of notification are named in three places that ship apart: the database's check
// (public.is_notification_kind, newsroom migration), the app's bell and preferences
// (src/features/notifications/utils/notification-kinds.ts) and the mailer's e-mail
// (mailer/templates/staff-notifications.ts). A kind one of them does not know would be a blank line
// in the bell, a preference nobody can choose, or an e-mail that can never be sent.
import { describe, expect, it } from 'vitest'
import { NOTIFICATION_KINDS, KIND_LABELS } from '@/features/notifications/utils/notification-kinds'
import { renderStaffNotifications } from '../../mailer/templates/staff-notifications'
import { useFreshDatabase } from './helpers'

const db = useFreshDatabase({ seed: false })

async function databaseKinds(): Promise<string[]> {
  const { rows } = await db().query<{ source: string }>(
    `select pg_get_functiondef('public.is_notification_kind(text)'::regprocedure) as source`,
  )
  return [...rows[0].source.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]).sort()
}

describe('notification kinds', () => {
  it('are the same in the database, the app and the mailer', async () => {
    expect(await databaseKinds()).toEqual([...NOTIFICATION_KINDS].sort())
    expect(Object.keys(KIND_LABELS).sort()).toEqual([...NOTIFICATION_KINDS].sort())
    for (const kind of NOTIFICATION_KINDS) {
      const email = renderStaffNotifications(
        {
          items: [
            {
              kind,
              post_id: null,
              post_title: 'T',
              note_id: null,
              actor_name: 'A',
              created_at: '2026-01-01T00:00:00Z',
            },
          ],
        },
        { siteUrl: 'https://blog.example.org', siteName: 'Blog' },
      )
      expect(email.subject).toContain('“T”')
    }
  })

  it('refuses a kind none of them knows', async () => {
    const { rows } = await db().query<{ ok: boolean }>(`select public.is_notification_kind('gossip') as ok`)
    expect(rows[0].ok).toBe(false)
  })
})
