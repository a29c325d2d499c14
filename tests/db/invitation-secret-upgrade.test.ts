// An installation with invitations from before decision 036 (invitations bound to their link) takes
// the migration as `supabase db push` would: no row changes, the old invitation's e-mail-only sign-up
// and its old link stop working, and "Reenviar" gives it a link that does work.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, databaseBefore, queryAs, type TestUser } from './helpers'

const FIRST_NEW_MIGRATION = '20250101123900'

let db: PGlite
let admin: TestUser
let invitationId: string
let rowsBefore: Record<string, unknown>[]

const signUp = async (email: string, metadata: Record<string, unknown> = {}) =>
  (await createUser(db, { email, metadata, invite: false })).id

beforeAll(async () => {
  const installation = await databaseBefore(FIRST_NEW_MIGRATION)
  db = installation.db

  // The installation as it was: an admin, and an invitation e-mailed with the old link (id only).
  admin = { id: await signUp('admin@example.com', { full_name: 'Ana Admin' }), email: 'admin@example.com' }
  const [invited] = await queryAs<{ id: string }>(
    db,
    admin,
    `select id from public.invite_staff('antiga@example.com', 'editor')`,
  )
  invitationId = invited.id
  rowsBefore = (await db.query<Record<string, unknown>>('select * from public.staff_invitations order by id')).rows

  await installation.upgrade()
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe('the invitation-secret migration on an installation with invitations', () => {
  it('changes no invitation; the old e-mail-only sign-up and old link stop working until "Reenviar" sends a working link', async () => {
    expect((await db.query('select * from public.staff_invitations order by id')).rows).toEqual(rowsBefore)
    const [row] = await queryAs<{ state: string }>(
      db,
      admin,
      'select state from public.staff_invitations_overview where id = $1',
      [invitationId],
    )
    expect(row.state).toBe('pending')
    expect((await db.query('select 1 from public.staff_invitation_secrets')).rows).toEqual([])

    // The invited address without a link is refused, and the old link (id only) shows nothing.
    await expect(signUp('antiga@example.com')).rejects.toMatchObject({ code: '42501' })
    expect(await queryAs(db, 'anon', 'select public.staff_invitation_preview($1, null) as p', [invitationId])).toEqual([
      { p: null },
    ])
    // The e-mail queued before the migration carries no secret: the mailer will not send it.
    const { rows } = await db.query<{ payload: Record<string, unknown> }>(
      `select payload from public.email_outbox where recipient = 'antiga@example.com'`,
    )
    expect(rows.map((row) => 'invitation_secret' in row.payload)).toEqual([false])

    // "Reenviar" e-mails a link with a secret that lets the invited person in with the role.
    await queryAs(db, admin, 'select public.resend_staff_invitation($1)', [invitationId])
    const resent = await db.query<{ secret: string }>(
      `select payload ->> 'invitation_secret' as secret from public.email_outbox
        where recipient = 'antiga@example.com' and payload ? 'invitation_secret'`,
    )
    expect(resent.rows).toHaveLength(1)
    const id = await signUp('antiga@example.com', { full_name: 'Antiga', invitation_secret: resent.rows[0].secret })
    const profile = await db.query<{ role: string }>('select role from public.profiles where id = $1', [id])
    expect(profile.rows).toEqual([{ role: 'editor' }])
  })
})
