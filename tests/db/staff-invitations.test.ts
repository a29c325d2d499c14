// Staff accounts by invitation only: invite_staff(), resend/revoke, the preview the link's page
// reads, the Before User Created hook and handle_new_user(), which takes the role from the invitation.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createCast,
  createUser,
  errorAs,
  errorCodeAs,
  freshDatabase,
  inviteEmail,
  queryAs,
  useFreshDatabase,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

type Invitation = { id: string; email: string; role: string; invited_by: string | null; expires_at: Date; state?: string }

const invite = (email: string, role = 'author', sendEmail = true) =>
  queryAs<Invitation>(db(), cast.admin, 'select * from public.invite_staff($1, $2, null, $3)', [email, role, sendEmail]).then((r) => r[0])

const outboxFor = (email: string) =>
  db().query<{ template: string; payload: Record<string, unknown> }>(
    'select template, payload from public.email_outbox where recipient = $1 order by created_at',
    [email],
  ).then((r) => r.rows)

/** Inserts an auth user as GoTrue would, without inviting first. */
async function signUpRaw(email: string | null, metadata: Record<string, unknown> = {}, phone: string | null = null) {
  const id = randomUUID()
  await db().query(
    `insert into auth.users (instance_id, id, aud, role, email, phone, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2, $3, now(),
             '{"provider":"email","providers":["email"]}', $4, now(), now())`,
    [id, email, phone, JSON.stringify(metadata)],
  )
  return id
}

async function signUpError(email: string | null, phone: string | null = null) {
  try {
    await signUpRaw(email, {}, phone)
    return undefined
  } catch (error) {
    return error as { code?: string; message: string }
  }
}

/** The hook as Supabase Auth calls it: as supabase_auth_admin, with the event of a new user. */
async function runHook(email: string): Promise<Record<string, unknown>> {
  return db().transaction(async (tx) => {
    await tx.query('set local role supabase_auth_admin')
    const event = {
      metadata: { uuid: randomUUID(), time: new Date().toISOString(), name: 'before-user-created', ip_address: '127.0.0.1' },
      user: { id: randomUUID(), aud: 'authenticated', role: '', email, phone: '', app_metadata: { provider: 'email' }, user_metadata: {}, identities: [], is_anonymous: false },
    }
    const { rows } = await tx.query<{ result: Record<string, unknown> }>('select public.hook_before_user_created($1::jsonb) as result', [
      JSON.stringify(event),
    ])
    return rows[0].result
  })
}

const profileOf = (id: string) =>
  db().query<{ role: string; full_name: string }>('select role, full_name from public.profiles where id = $1', [id]).then((r) => r.rows[0])

describe('invite_staff()', () => {
  it('lets an admin invite an e-mail with a role: pending for 7 days, e-mail queued for the mailer', async () => {
    const row = await invite('  Nova.Editora@Example.com ', 'editor')
    expect(row).toMatchObject({ email: 'nova.editora@example.com', role: 'editor', invited_by: cast.admin.id })
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(6.99 * 86_400_000)
    expect(row.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000)
    expect(await outboxFor('nova.editora@example.com')).toEqual([
      {
        template: 'staff_invitation',
        payload: expect.objectContaining({ invitation_id: row.id, role: 'editor', invited_by_name: 'Ana Admin' }),
      },
    ])
  })

  it('queues no e-mail when the admin creates the account at once (p_send_email false)', async () => {
    await invite('sem-email@example.com', 'author', false)
    expect(await outboxFor('sem-email@example.com')).toEqual([])
  })

  it('is refused to visitors, authors and editors; server-side tools (service role) may invite', async () => {
    expect(await errorCodeAs(db(), 'anon', `select public.invite_staff('a@example.com', 'author')`)).toBe('42501')
    for (const actor of [cast.authorA, cast.editor]) {
      expect(await errorAs(db(), actor, `select public.invite_staff('b@example.com', 'admin')`)).toMatchObject({
        code: '42501',
        message: 'Apenas administradores podem convidar pessoas para a equipe.',
      })
    }
    expect((await db().query(`select 1 from public.staff_invitations where email in ('a@example.com', 'b@example.com')`)).rows).toEqual([])
    const [row] = await queryAs<{ role: string }>(db(), 'service_role', `select role from public.invite_staff('ferramenta@example.com', 'author')`)
    expect(row.role).toBe('author')
  })

  it('refuses a bad e-mail, an unknown role, an e-mail that has an account or a pending invitation', async () => {
    expect(await errorAs(db(), cast.admin, `select public.invite_staff('sem-arroba', 'author')`)).toMatchObject({ code: '22023', hint: 'invalid_email' })
    expect(await errorAs(db(), cast.admin, `select public.invite_staff('ok@example.com', 'owner')`)).toMatchObject({ code: '22023', hint: 'invalid_role' })
    expect(await errorAs(db(), cast.admin, `select public.invite_staff($1, 'author')`, [cast.authorA.email.toUpperCase()])).toMatchObject({
      code: '23505',
      hint: 'account_exists',
      message: 'Já existe uma conta com este e-mail.',
    })
    expect(await errorAs(db(), cast.admin, `select public.invite_staff('nome@example.com', 'author', repeat('n', 121))`)).toMatchObject({
      code: '22023',
      hint: 'invalid_name',
    })
    await invite('duas-vezes@example.com')
    expect(await errorAs(db(), cast.admin, `select public.invite_staff('duas-vezes@example.com', 'editor')`)).toMatchObject({
      code: '23505',
      hint: 'invitation_pending',
      message: 'Já existe um convite pendente para este e-mail.',
    })
  })

  it('invites again once the earlier invitation expired or was revoked', async () => {
    const first = await invite('de-novo@example.com')
    await db().query(`update public.staff_invitations set expires_at = now() - interval '1 minute' where id = $1`, [first.id])
    const second = await invite('de-novo@example.com')
    await queryAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [second.id])
    const third = await invite('de-novo@example.com', 'editor')
    expect(third.role).toBe('editor')
  })
})

describe('staff_invitations and staff_invitations_overview', () => {
  it('admins read every invitation with its state; authors and editors read none; visitors are refused', async () => {
    const pending = await invite('estado@example.com')
    const rows = await queryAs<{ id: string; state: string; invited_by_name: string }>(
      db(),
      cast.admin,
      'select id, state, invited_by_name from public.staff_invitations_overview where id = $1',
      [pending.id],
    )
    expect(rows).toEqual([{ id: pending.id, state: 'pending', invited_by_name: 'Ana Admin' }])
    for (const actor of [cast.authorA, cast.editor]) {
      expect(await queryAs(db(), actor, 'select id from public.staff_invitations')).toEqual([])
      expect(await queryAs(db(), actor, 'select id from public.staff_invitations_overview')).toEqual([])
    }
    expect(await errorCodeAs(db(), 'anon', 'select id from public.staff_invitations')).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', 'select id from public.staff_invitations_overview')).toBe('42501')
  })

  it('no API role writes the table directly, not even an admin', async () => {
    const row = await invite('direto@example.com')
    for (const actor of [cast.admin, cast.editor, cast.authorA]) {
      expect(
        await errorCodeAs(db(), actor, `insert into public.staff_invitations (email, role) values ('forjado@example.com', 'admin')`),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, `update public.staff_invitations set role = 'admin' where id = $1`, [row.id])).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'delete from public.staff_invitations where id = $1', [row.id])).toBe('42501')
    }
  })

  it('states: pending, expired, revoked, accepted', async () => {
    const expired = await invite('expirado@example.com')
    await db().query(`update public.staff_invitations set expires_at = now() - interval '1 second' where id = $1`, [expired.id])
    const revoked = await invite('revogado@example.com')
    await queryAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [revoked.id])
    const accepted = await invite('aceito@example.com')
    await signUpRaw('aceito@example.com')
    const rows = await queryAs<{ email: string; state: string }>(
      db(),
      cast.admin,
      'select email, state from public.staff_invitations_overview where id = any($1::uuid[]) order by email',
      [[expired.id, revoked.id, accepted.id]],
    )
    expect(rows).toEqual([
      { email: 'aceito@example.com', state: 'accepted' },
      { email: 'expirado@example.com', state: 'expired' },
      { email: 'revogado@example.com', state: 'revoked' },
    ])
  })
})

describe('revoke_staff_invitation() and resend_staff_invitation()', () => {
  it('only admins revoke; an accepted or already revoked invitation cannot be revoked', async () => {
    const row = await invite('revogar@example.com')
    for (const actor of [cast.authorA, cast.editor]) {
      expect(await errorCodeAs(db(), actor, 'select public.revoke_staff_invitation($1)', [row.id])).toBe('42501')
    }
    expect(await errorCodeAs(db(), 'anon', 'select public.revoke_staff_invitation($1)', [row.id])).toBe('42501')
    const [revoked] = await queryAs<{ revoked_by: string }>(db(), cast.admin, 'select revoked_by from public.revoke_staff_invitation($1)', [row.id])
    expect(revoked.revoked_by).toBe(cast.admin.id)
    expect(await errorAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [row.id])).toMatchObject({ hint: 'invitation_revoked' })
    const used = await invite('usado@example.com')
    await signUpRaw('usado@example.com')
    expect(await errorAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [used.id])).toMatchObject({ hint: 'invitation_accepted' })
    expect(await errorAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [randomUUID()])).toMatchObject({ code: 'P0002' })
  })

  it('only admins resend; it gives an expired invitation 7 more days and queues the e-mail again', async () => {
    const row = await invite('reenviar@example.com')
    await db().query(`update public.staff_invitations set expires_at = now() - interval '1 day' where id = $1`, [row.id])
    for (const actor of [cast.authorA, cast.editor]) {
      expect(await errorCodeAs(db(), actor, 'select public.resend_staff_invitation($1)', [row.id])).toBe('42501')
    }
    const [again] = await queryAs<{ expires_at: Date }>(db(), cast.admin, 'select expires_at from public.resend_staff_invitation($1)', [row.id])
    expect(again.expires_at.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000)
    expect(await outboxFor('reenviar@example.com')).toHaveLength(2)
    await queryAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [row.id])
    expect(await errorAs(db(), cast.admin, 'select public.resend_staff_invitation($1)', [row.id])).toMatchObject({ hint: 'invitation_closed' })
    expect(await errorAs(db(), cast.admin, 'select public.resend_staff_invitation($1)', [randomUUID()])).toMatchObject({ code: 'P0002' })
  })

  it('does not resend an old invitation for an e-mail that has an account by now', async () => {
    const old = await invite('ja.tem.conta@example.com')
    await db().query(`update public.staff_invitations set expires_at = now() - interval '1 day' where id = $1`, [old.id])
    await invite('ja.tem.conta@example.com')
    await signUpRaw('ja.tem.conta@example.com')
    expect(await errorAs(db(), cast.admin, 'select public.resend_staff_invitation($1)', [old.id])).toMatchObject({
      code: '23505',
      hint: 'account_exists',
    })
  })
})

describe('staff_invitation_preview()', () => {
  it('shows anyone holding the link the e-mail, role and state; nothing for an unknown id', async () => {
    const row = await invite('previa@example.com', 'editor')
    expect(await queryAs(db(), 'anon', 'select public.staff_invitation_preview($1) as p', [row.id])).toEqual([
      { p: { email: 'previa@example.com', role: 'editor', full_name: null, expires_at: expect.any(String), state: 'pending' } },
    ])
    expect(await queryAs(db(), 'anon', 'select public.staff_invitation_preview($1) as p', [randomUUID()])).toEqual([{ p: null }])
  })
})

describe('hook_before_user_created()', () => {
  it('only Supabase Auth (supabase_auth_admin) may call it', async () => {
    for (const actor of ['anon', 'service_role', cast.admin] as const) {
      expect(await errorCodeAs(db(), actor, `select public.hook_before_user_created('{}'::jsonb)`)).toBe('42501')
    }
  })

  it('lets an invited e-mail through (any case) and refuses the rest with 403 and a pt-BR message', async () => {
    await invite('convidada@example.com')
    expect(await runHook('Convidada@Example.com')).toEqual({})
    expect(await runHook('estranho@example.com')).toEqual({
      error: { http_code: 403, message: 'Cadastro somente por convite. Peça um convite a um administrador.' },
    })
    const expired = await invite('venceu@example.com')
    await db().query(`update public.staff_invitations set expires_at = now() - interval '1 second' where id = $1`, [expired.id])
    expect(await runHook('venceu@example.com')).toEqual({
      error: { http_code: 403, message: 'Este convite expirou. Peça um novo convite a um administrador.' },
    })
    const revoked = await invite('cancelada@example.com')
    await queryAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [revoked.id])
    expect(await runHook('cancelada@example.com')).toEqual({
      error: { http_code: 403, message: 'Este convite foi revogado. Peça um novo convite a um administrador.' },
    })
  })

  it('lets anybody through while no admin exists (the first account becomes admin)', async () => {
    const empty = await freshDatabase()
    try {
      const result = await empty.transaction(async (tx) => {
        await tx.query('set local role supabase_auth_admin')
        const { rows } = await tx.query<{ r: unknown }>(
          `select public.hook_before_user_created('{"user": {"email": "primeira@example.com"}}'::jsonb) as r`,
        )
        return rows[0].r
      })
      expect(result).toEqual({})
    } finally {
      await empty.close()
    }
  })
})

describe('handle_new_user(): the role comes from the invitation', () => {
  it('gives the invited role whatever the sign-up metadata says, and marks the invitation accepted', async () => {
    const row = await invite('editora.convidada@example.com', 'editor')
    const id = await signUpRaw('Editora.Convidada@example.com', { full_name: 'Eva Editora', role: 'admin' })
    expect(await profileOf(id)).toEqual({ role: 'editor', full_name: 'Eva Editora' })
    const [accepted] = (
      await db().query<{ accepted_user_id: string; accepted: boolean }>(
        'select accepted_user_id, accepted_at is not null as accepted from public.staff_invitations where id = $1',
        [row.id],
      )
    ).rows
    expect(accepted).toEqual({ accepted_user_id: id, accepted: true })
  })

  it("takes the invitation's name when the sign-up sends none", async () => {
    await queryAs(db(), cast.admin, `select public.invite_staff('nomeado@example.com', 'author', 'Nina Nomeada')`)
    const id = await signUpRaw('nomeado@example.com')
    expect(await profileOf(id)).toEqual({ role: 'author', full_name: 'Nina Nomeada' })
  })

  it('refuses, with no account left behind: no invitation, an expired or revoked one, a phone-only sign-up', async () => {
    const expired = await inviteEmail(db(), 'tarde@example.com')
    await db().query(`update public.staff_invitations set expires_at = now() - interval '1 second' where id = $1`, [expired])
    const revoked = await invite('revogada.antes@example.com')
    await queryAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [revoked.id])
    for (const [email, phone] of [
      ['ninguem@example.com', null],
      ['tarde@example.com', null],
      ['revogada.antes@example.com', null],
      [null, '5511999990000'],
    ]) {
      expect(await signUpError(email, phone)).toMatchObject({
        code: '42501',
        message: 'Cadastro somente por convite. Peça um convite a um administrador.',
      })
    }
    const { rows } = await db().query(
      `select 1 from auth.users where email in ('ninguem@example.com', 'tarde@example.com', 'revogada.antes@example.com') or phone is not null`,
    )
    expect(rows).toEqual([])
  })

  it('an accepted invitation is spent: a second account for the same e-mail after deletion needs a new one', async () => {
    const user = await createUser(db(), { email: 'uma.vez@example.com' })
    await db().query('delete from auth.users where id = $1', [user.id])
    expect(await signUpError('uma.vez@example.com')).toMatchObject({ code: '42501' })
  })
})
