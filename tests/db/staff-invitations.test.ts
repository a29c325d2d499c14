// Staff accounts by invitation only: invite_staff(), resend/revoke, the preview the link's page
// reads, the Before User Created hook and handle_new_user(), which takes the role from the invitation
// — and, since decision 036, only for a sign-up that carries the secret of the invitation's link.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createCast,
  createUser,
  errorAs,
  errorCodeAs,
  freshDatabase,
  invitationSecretSentTo,
  issueInvitationSecret,
  queryAs,
  useFreshDatabase,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

type Invitation = {
  id: string
  email: string
  role: string
  invited_by: string | null
  expires_at: Date
  state?: string
}

const invite = (email: string, role = 'author', sendEmail = true) =>
  queryAs<Invitation>(db(), cast.admin, 'select * from public.invite_staff($1, $2, null, $3)', [
    email,
    role,
    sendEmail,
  ]).then((r) => r[0])

/** The link secret of the newest invitation e-mail queued for the address. */
const secretOf = (email: string) => invitationSecretSentTo(db(), email)

const outboxFor = (email: string) =>
  db()
    .query<{ template: string; payload: Record<string, unknown> }>(
      'select template, payload from public.email_outbox where recipient = $1 order by created_at',
      [email],
    )
    .then((r) => r.rows)

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

async function signUpError(email: string | null, phone: string | null = null, metadata: Record<string, unknown> = {}) {
  try {
    await signUpRaw(email, metadata, phone)
    return undefined
  } catch (error) {
    return error as { code?: string; message: string }
  }
}

/** The hook as Supabase Auth calls it: as supabase_auth_admin, with the event of a new user. */
async function runHook(email: string, userMetadata: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return db().transaction(async (tx) => {
    await tx.query('set local role supabase_auth_admin')
    const event = {
      metadata: {
        uuid: randomUUID(),
        time: new Date().toISOString(),
        name: 'before-user-created',
        ip_address: '127.0.0.1',
      },
      user: {
        id: randomUUID(),
        aud: 'authenticated',
        role: '',
        email,
        phone: '',
        app_metadata: { provider: 'email' },
        user_metadata: userMetadata,
        identities: [],
        is_anonymous: false,
      },
    }
    const { rows } = await tx.query<{ result: Record<string, unknown> }>(
      'select public.hook_before_user_created($1::jsonb) as result',
      [JSON.stringify(event)],
    )
    return rows[0].result
  })
}

const profileOf = (id: string) =>
  db()
    .query<{ role: string; full_name: string }>('select role, full_name from public.profiles where id = $1', [id])
    .then((r) => r.rows[0])

describe('invite_staff()', () => {
  it('lets an admin invite an e-mail with a role: pending for 7 days, e-mail queued for the mailer', async () => {
    const row = await invite('  Nova.Editora@Example.com ', 'editor')
    expect(row).toMatchObject({ email: 'nova.editora@example.com', role: 'editor', invited_by: cast.admin.id })
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(6.99 * 86_400_000)
    expect(row.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000)
    expect(await outboxFor('nova.editora@example.com')).toEqual([
      {
        template: 'staff_invitation',
        payload: expect.objectContaining({
          invitation_id: row.id,
          invitation_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          role: 'editor',
          invited_by_name: 'Ana Admin',
        }),
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
    expect(
      (await db().query(`select 1 from public.staff_invitations where email in ('a@example.com', 'b@example.com')`))
        .rows,
    ).toEqual([])
    const [row] = await queryAs<{ role: string }>(
      db(),
      'service_role',
      `select role from public.invite_staff('ferramenta@example.com', 'author')`,
    )
    expect(row.role).toBe('author')
  })

  it('refuses a bad e-mail, an unknown role, an e-mail that has an account or a pending invitation', async () => {
    expect(await errorAs(db(), cast.admin, `select public.invite_staff('sem-arroba', 'author')`)).toMatchObject({
      code: '22023',
      hint: 'invalid_email',
    })
    expect(await errorAs(db(), cast.admin, `select public.invite_staff('ok@example.com', 'owner')`)).toMatchObject({
      code: '22023',
      hint: 'invalid_role',
    })
    expect(
      await errorAs(db(), cast.admin, `select public.invite_staff($1, 'author')`, [cast.authorA.email.toUpperCase()]),
    ).toMatchObject({
      code: '23505',
      hint: 'account_exists',
      message: 'Já existe uma conta com este e-mail.',
    })
    expect(
      await errorAs(db(), cast.admin, `select public.invite_staff('nome@example.com', 'author', repeat('n', 121))`),
    ).toMatchObject({
      code: '22023',
      hint: 'invalid_name',
    })
    await invite('duas-vezes@example.com')
    expect(
      await errorAs(db(), cast.admin, `select public.invite_staff('duas-vezes@example.com', 'editor')`),
    ).toMatchObject({
      code: '23505',
      hint: 'invitation_pending',
      message: 'Já existe um convite pendente para este e-mail.',
    })
  })

  it('invites again once the earlier invitation expired or was revoked', async () => {
    const first = await invite('de-novo@example.com')
    await db().query(`update public.staff_invitations set expires_at = now() - interval '1 minute' where id = $1`, [
      first.id,
    ])
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
        await errorCodeAs(
          db(),
          actor,
          `insert into public.staff_invitations (email, role) values ('forjado@example.com', 'admin')`,
        ),
      ).toBe('42501')
      expect(
        await errorCodeAs(db(), actor, `update public.staff_invitations set role = 'admin' where id = $1`, [row.id]),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'delete from public.staff_invitations where id = $1', [row.id])).toBe(
        '42501',
      )
    }
  })

  it('states: pending, expired, revoked, accepted', async () => {
    const expired = await invite('expirado@example.com')
    await db().query(`update public.staff_invitations set expires_at = now() - interval '1 second' where id = $1`, [
      expired.id,
    ])
    const revoked = await invite('revogado@example.com')
    await queryAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [revoked.id])
    const accepted = await invite('aceito@example.com')
    await signUpRaw('aceito@example.com', { invitation_secret: await secretOf('aceito@example.com') })
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
    const [revoked] = await queryAs<{ revoked_by: string }>(
      db(),
      cast.admin,
      'select revoked_by from public.revoke_staff_invitation($1)',
      [row.id],
    )
    expect(revoked.revoked_by).toBe(cast.admin.id)
    expect(await errorAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [row.id])).toMatchObject({
      hint: 'invitation_revoked',
    })
    const used = await invite('usado@example.com')
    await signUpRaw('usado@example.com', { invitation_secret: await secretOf('usado@example.com') })
    expect(await errorAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [used.id])).toMatchObject({
      hint: 'invitation_accepted',
    })
    expect(await errorAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [randomUUID()])).toMatchObject({
      code: 'P0002',
    })
  })

  it('only admins resend; it gives an expired invitation 7 more days and queues the e-mail again', async () => {
    const row = await invite('reenviar@example.com')
    await db().query(`update public.staff_invitations set expires_at = now() - interval '1 day' where id = $1`, [
      row.id,
    ])
    for (const actor of [cast.authorA, cast.editor]) {
      expect(await errorCodeAs(db(), actor, 'select public.resend_staff_invitation($1)', [row.id])).toBe('42501')
    }
    const [again] = await queryAs<{ expires_at: Date }>(
      db(),
      cast.admin,
      'select expires_at from public.resend_staff_invitation($1)',
      [row.id],
    )
    expect(again.expires_at.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000)
    expect(await outboxFor('reenviar@example.com')).toHaveLength(2)
    await queryAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [row.id])
    expect(await errorAs(db(), cast.admin, 'select public.resend_staff_invitation($1)', [row.id])).toMatchObject({
      hint: 'invitation_closed',
    })
    expect(await errorAs(db(), cast.admin, 'select public.resend_staff_invitation($1)', [randomUUID()])).toMatchObject({
      code: 'P0002',
    })
  })

  it('does not resend an old invitation for an e-mail that has an account by now', async () => {
    const old = await invite('ja.tem.conta@example.com')
    await db().query(`update public.staff_invitations set expires_at = now() - interval '1 day' where id = $1`, [
      old.id,
    ])
    await invite('ja.tem.conta@example.com')
    await signUpRaw('ja.tem.conta@example.com', { invitation_secret: await secretOf('ja.tem.conta@example.com') })
    expect(await errorAs(db(), cast.admin, 'select public.resend_staff_invitation($1)', [old.id])).toMatchObject({
      code: '23505',
      hint: 'account_exists',
    })
  })
})

const INVITE_ONLY =
  'Cadastro somente por convite. Se você foi convidado, crie sua conta pelo link do e-mail de convite; se não, peça um convite a um administrador.'
const LINK_INVALID =
  'Este link de convite não é válido ou foi substituído por um mais recente. Use o link do último e-mail de convite ou peça um novo convite a um administrador.'
const OTHER_EMAIL = 'Este link de convite é de outro e-mail. Cadastre-se com o e-mail que recebeu o convite.'
const USED = 'Este convite já foi usado. Faça login.'
const EXPIRED = 'Este convite expirou. Peça um novo convite a um administrador.'
const REVOKED = 'Este convite foi revogado. Peça um novo convite a um administrador.'
const refusal = (message: string) => ({ error: { http_code: 403, message } })

/** A secret in the links' format (43 base64url characters) that no invitation has. */
const FORGED = 'A'.repeat(43)

/** The invitations of one test: pending, expired, revoked and accepted, each with its link's secret. */
async function invitationsInEveryState(prefix: string) {
  const make = async (name: string) => {
    const row = await invite(`${prefix}.${name}@example.com`, 'editor')
    return { ...row, secret: await secretOf(row.email) }
  }
  const pending = await make('pendente')
  const other = await make('outra')
  const expired = await make('expirada')
  await db().query(`update public.staff_invitations set expires_at = now() - interval '1 second' where id = $1`, [
    expired.id,
  ])
  const revoked = await make('revogada')
  await queryAs(db(), cast.admin, 'select public.revoke_staff_invitation($1)', [revoked.id])
  const used = await make('usada')
  await signUpRaw(used.email, { invitation_secret: used.secret })
  return { pending, other, expired, revoked, used }
}

describe("the invitation link's secret", () => {
  it('is queued for the mailer with each invitation e-mail: 256 random bits, base64url; only its SHA-256 is stored', async () => {
    const row = await invite('segredo@example.com', 'editor')
    const secret = await secretOf('segredo@example.com')
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const { rows } = await db().query<{ secret_hash: string; plain: boolean }>(
      `select secret_hash, secret_hash = encode(sha256(convert_to($2, 'UTF8')), 'hex') as plain
         from public.staff_invitation_secrets where invitation_id = $1`,
      [row.id, secret],
    )
    expect(rows).toEqual([{ secret_hash: expect.stringMatching(/^[0-9a-f]{64}$/), plain: true }])
    const stored = await db().query(`select 1 from public.staff_invitation_secrets where secret_hash = $1`, [secret])
    expect(stored.rows).toEqual([])
    expect(await secretOf('segredo@example.com')).not.toBe(
      await invite('outro.segredo@example.com').then((r) => secretOf(r.email)),
    )
  })

  it('is not issued for an invitation without e-mail: nobody can accept it until it is resent', async () => {
    const row = await invite('sem.link@example.com', 'author', false)
    expect(
      (await db().query('select 1 from public.staff_invitation_secrets where invitation_id = $1', [row.id])).rows,
    ).toEqual([])
    expect(await runHook('sem.link@example.com')).toEqual(refusal(INVITE_ONLY))
  })

  it('is renewed by a resend: the previous link stops working (hook, trigger and preview), the new one works', async () => {
    const row = await invite('reenvio.segredo@example.com', 'editor')
    const first = await secretOf(row.email)
    await queryAs(db(), cast.admin, 'select public.resend_staff_invitation($1)', [row.id])
    const second = await secretOf(row.email)
    expect(second).not.toBe(first)
    expect(await runHook(row.email, { invitation_secret: first })).toEqual(refusal(LINK_INVALID))
    expect(await queryAs(db(), 'anon', 'select public.staff_invitation_preview($1, $2) as p', [row.id, first])).toEqual(
      [{ p: null }],
    )
    expect(await signUpError(row.email, null, { invitation_secret: first })).toMatchObject({
      code: '42501',
      message: INVITE_ONLY,
    })
    expect(await runHook(row.email, { invitation_secret: second })).toEqual({})
    const id = await signUpRaw(row.email, { invitation_secret: second })
    expect(await profileOf(id)).toMatchObject({ role: 'editor' })
  })

  it('is erased from the queued e-mail once it is sent or given up, and kept while the e-mail is retried', async () => {
    const emails = ['enviado@example.com', 'falhou@example.com', 'tentar.de.novo@example.com']
    for (const email of emails) await invite(email)
    const secretIn = async (email: string) =>
      (
        await db().query<{ s: string | null }>(
          `select payload ->> 'invitation_secret' as s from public.email_outbox where recipient = $1`,
          [email],
        )
      ).rows[0].s
    const outboxId = async (email: string) =>
      (await db().query<{ id: string }>('select id from public.email_outbox where recipient = $1', [email])).rows[0].id
    await queryAs(db(), 'service_role', 'select public.complete_email_outbox($1)', [await outboxId(emails[0])])
    await queryAs(db(), 'service_role', `select public.complete_email_outbox($1, 'recusado', true)`, [
      await outboxId(emails[1]),
    ])
    await queryAs(db(), 'service_role', `select public.complete_email_outbox($1, 'tente mais tarde')`, [
      await outboxId(emails[2]),
    ])
    expect(await secretIn(emails[0])).toBeNull()
    expect(await secretIn(emails[1])).toBeNull()
    expect(await secretIn(emails[2])).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [sent] = (
      await db().query<{ payload: Record<string, unknown> }>(
        'select payload from public.email_outbox where recipient = $1',
        [emails[0]],
      )
    ).rows
    expect(sent.payload).toMatchObject({ invitation_id: expect.any(String), role: 'author' })
  })

  it('nobody but the service role reads a plain secret, and no API role reads, writes or issues the hashes', async () => {
    await invite('fechado@example.com')
    const [invitation] = (
      await db().query<{ id: string }>(`select id from public.staff_invitations where email = 'fechado@example.com'`)
    ).rows
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as const) {
      expect(await errorCodeAs(db(), actor, 'select payload from public.email_outbox')).toBe('42501')
    }
    expect(
      await queryAs<{ s: string }>(
        db(),
        'service_role',
        `select payload ->> 'invitation_secret' as s from public.email_outbox where recipient = 'fechado@example.com'`,
      ),
    ).toEqual([{ s: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) }])
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin, 'service_role'] as const) {
      expect(await errorCodeAs(db(), actor, 'select secret_hash from public.staff_invitation_secrets')).toBe('42501')
      expect(
        await errorCodeAs(db(), actor, `update public.staff_invitation_secrets set secret_hash = repeat('0', 64)`),
      ).toBe('42501')
      expect(await errorCodeAs(db(), actor, 'select public.issue_staff_invitation_secret($1)', [invitation.id])).toBe(
        '42501',
      )
      expect(await errorCodeAs(db(), actor, 'select public.staff_invitation_for_secret($1)', [FORGED])).toBe('42501')
    }
  })
})

describe('invite_staff_for_signup() ("Criar Novo Usuário")', () => {
  it('gives the admin who creates the account the secret for the sign-up right away, and queues no e-mail', async () => {
    const [answer] = await queryAs<{ r: Record<string, string> }>(
      db(),
      cast.admin,
      `select public.invite_staff_for_signup('Criada.Direta@Example.com', 'editor', 'Dora Direta') as r`,
    )
    expect(answer.r).toEqual({
      id: expect.any(String),
      email: 'criada.direta@example.com',
      role: 'editor',
      expires_at: expect.any(String),
      invitation_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    })
    expect(await outboxFor('criada.direta@example.com')).toEqual([])
    const id = await signUpRaw('criada.direta@example.com', { invitation_secret: answer.r.invitation_secret })
    expect(await profileOf(id)).toEqual({ role: 'editor', full_name: 'Dora Direta' })
  })

  it('is refused to visitors, authors and editors like invite_staff(); the service role may use it', async () => {
    expect(await errorCodeAs(db(), 'anon', `select public.invite_staff_for_signup('x1@example.com', 'author')`)).toBe(
      '42501',
    )
    for (const actor of [cast.authorA, cast.editor]) {
      expect(
        await errorAs(db(), actor, `select public.invite_staff_for_signup('x2@example.com', 'admin')`),
      ).toMatchObject({
        code: '42501',
        message: 'Apenas administradores podem convidar pessoas para a equipe.',
      })
    }
    expect(
      (await db().query(`select 1 from public.staff_invitations where email in ('x1@example.com', 'x2@example.com')`))
        .rows,
    ).toEqual([])
    const [row] = await queryAs<{ r: { role: string } }>(
      db(),
      'service_role',
      `select public.invite_staff_for_signup('x3@example.com', 'author') as r`,
    )
    expect(row.r.role).toBe('author')
  })
})

describe('staff_invitation_preview()', () => {
  it("shows whoever holds the link (id and secret) the e-mail, role and state; nothing with the id alone or another link's secret", async () => {
    const row = await invite('previa@example.com', 'editor')
    const secret = await secretOf(row.email)
    expect(
      await queryAs(db(), 'anon', 'select public.staff_invitation_preview($1, $2) as p', [row.id, secret]),
    ).toEqual([
      {
        p: {
          email: 'previa@example.com',
          role: 'editor',
          full_name: null,
          expires_at: expect.any(String),
          state: 'pending',
        },
      },
    ])
    const other = await invite('outra.previa@example.com')
    const otherSecret = await secretOf(other.email)
    for (const [id, candidate] of [
      [row.id, null],
      [row.id, ''],
      [row.id, FORGED],
      [row.id, otherSecret],
      [randomUUID(), secret],
    ]) {
      expect(
        await queryAs(db(), 'anon', 'select public.staff_invitation_preview($1, $2) as p', [id, candidate]),
      ).toEqual([{ p: null }])
    }
    expect(await errorCodeAs(db(), 'anon', 'select public.staff_invitation_preview($1::uuid) as p', [row.id])).toBe(
      '42883',
    )
  })
})

describe('hook_before_user_created()', () => {
  it('only Supabase Auth (supabase_auth_admin) may call it', async () => {
    for (const actor of ['anon', 'service_role', cast.admin] as const) {
      expect(await errorCodeAs(db(), actor, `select public.hook_before_user_created('{}'::jsonb)`)).toBe('42501')
    }
  })

  it("lets through the invited e-mail (any case) with its link's secret", async () => {
    await invite('convidada@example.com')
    const secret = await secretOf('convidada@example.com')
    expect(await runHook('Convidada@Example.com', { full_name: 'Clara', invitation_secret: secret })).toEqual({})
  })

  it('refuses an invited e-mail without the secret (any case) with the same answer as a stranger: 403 and the pt-BR message', async () => {
    await invite('sem.link.convidada@example.com')
    expect(await runHook('estranho@example.com')).toEqual(refusal(INVITE_ONLY))
    for (const email of ['sem.link.convidada@example.com', 'SEM.LINK.CONVIDADA@example.com']) {
      expect(await runHook(email)).toEqual(refusal(INVITE_ONLY))
      expect(await runHook(email, { invitation_secret: '   ' })).toEqual(refusal(INVITE_ONLY))
    }
  })

  it("refuses a forged secret, another invitation's secret, and a used, expired or revoked invitation's, each with its pt-BR reason", async () => {
    const { pending, other, expired, revoked, used } = await invitationsInEveryState('gancho')
    expect(await runHook(pending.email, { invitation_secret: FORGED })).toEqual(refusal(LINK_INVALID))
    expect(await runHook(pending.email, { invitation_secret: other.secret })).toEqual(refusal(OTHER_EMAIL))
    expect(await runHook('estranho2@example.com', { invitation_secret: pending.secret })).toEqual(refusal(OTHER_EMAIL))
    expect(await runHook(used.email, { invitation_secret: used.secret })).toEqual(refusal(USED))
    expect(await runHook(expired.email, { invitation_secret: expired.secret })).toEqual(refusal(EXPIRED))
    expect(await runHook(revoked.email, { invitation_secret: revoked.secret })).toEqual(refusal(REVOKED))
    // The secret of a closed invitation says nothing about the open one of the same address.
    expect(await runHook(pending.email, { invitation_secret: pending.secret })).toEqual({})
  })

  it('lets anybody through while no admin exists (the first account becomes admin), without a secret', async () => {
    const empty = await freshDatabase()
    try {
      const result = await empty.transaction(async (tx) => {
        await tx.query('set local role supabase_auth_admin')
        const { rows } = await tx.query<{ r: unknown }>(
          `select public.hook_before_user_created('{"user": {"email": "primeira@example.com", "user_metadata": {}}}'::jsonb) as r`,
        )
        return rows[0].r
      })
      expect(result).toEqual({})
    } finally {
      await empty.close()
    }
  })
})

describe("handle_new_user(): the role comes from the invitation whose link's secret the sign-up carries", () => {
  it('gives the invited role whatever the sign-up metadata says, marks the invitation accepted and forgets the secret', async () => {
    const row = await invite('editora.convidada@example.com', 'editor')
    const secret = await secretOf(row.email)
    const id = await signUpRaw('Editora.Convidada@example.com', {
      full_name: 'Eva Editora',
      role: 'admin',
      invitation_secret: secret,
    })
    expect(await profileOf(id)).toEqual({ role: 'editor', full_name: 'Eva Editora' })
    const [accepted] = (
      await db().query<{ accepted_user_id: string; accepted: boolean }>(
        'select accepted_user_id, accepted_at is not null as accepted from public.staff_invitations where id = $1',
        [row.id],
      )
    ).rows
    expect(accepted).toEqual({ accepted_user_id: id, accepted: true })
    const [user] = (
      await db().query<{ meta: Record<string, unknown> }>(
        'select raw_user_meta_data as meta from auth.users where id = $1',
        [id],
      )
    ).rows
    expect(user.meta).toEqual({ full_name: 'Eva Editora', role: 'admin' })
  })

  it("takes the invitation's name when the sign-up sends none", async () => {
    await queryAs(db(), cast.admin, `select public.invite_staff('nomeado@example.com', 'author', 'Nina Nomeada')`)
    const id = await signUpRaw('nomeado@example.com', { invitation_secret: await secretOf('nomeado@example.com') })
    expect(await profileOf(id)).toEqual({ role: 'author', full_name: 'Nina Nomeada' })
  })

  it("refuses, with no account left behind: no secret (any case), a forged, another, a used, expired or revoked invitation's secret, a phone-only sign-up", async () => {
    const { pending, other, expired, revoked, used } = await invitationsInEveryState('gatilho')
    const tries: [string | null, string | null, Record<string, unknown>][] = [
      ['ninguem@example.com', null, {}],
      [pending.email, null, {}],
      [pending.email.toUpperCase(), null, {}],
      [pending.email, null, { invitation_secret: FORGED }],
      [pending.email, null, { invitation_secret: other.secret }],
      ['ninguem@example.com', null, { invitation_secret: pending.secret }],
      [expired.email, null, { invitation_secret: expired.secret }],
      [revoked.email, null, { invitation_secret: revoked.secret }],
      [null, '5511999990000', { invitation_secret: pending.secret }],
    ]
    for (const [email, phone, metadata] of tries) {
      expect(await signUpError(email, phone, metadata), `${email} ${JSON.stringify(metadata)}`).toMatchObject({
        code: '42501',
        message: INVITE_ONLY,
      })
    }
    // The used one: its e-mail has an account; a second account for it (another address spelling is
    // not possible) would need the same secret, which the accepted invitation no longer honours.
    await db().query('delete from auth.users where email = $1', [used.email])
    expect(await signUpError(used.email, null, { invitation_secret: used.secret })).toMatchObject({ code: '42501' })
    const { rows } = await db().query(
      `select email from auth.users where email in ($1, $2, $3, $4, 'ninguem@example.com') or phone is not null`,
      [pending.email, expired.email, revoked.email, used.email],
    )
    expect(rows).toEqual([])
    // The pending invitation is still there for its real owner.
    const id = await signUpRaw(pending.email, { invitation_secret: pending.secret })
    expect(await profileOf(id)).toMatchObject({ role: 'editor' })
  })

  it('lets the first account in without a secret while no admin exists, as admin', async () => {
    const empty = await freshDatabase()
    try {
      const id = randomUUID()
      await empty.query(
        `insert into auth.users (instance_id, id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
         values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', 'primeira@example.com',
                 '{}', '{}', now(), now())`,
        [id],
      )
      const { rows } = await empty.query<{ role: string }>('select role from public.profiles where id = $1', [id])
      expect(rows).toEqual([{ role: 'admin' }])
    } finally {
      await empty.close()
    }
  })

  it('an accepted invitation is spent: a second account for the same e-mail after deletion needs a new one', async () => {
    const user = await createUser(db(), { email: 'uma.vez@example.com' })
    await db().query('delete from auth.users where id = $1', [user.id])
    expect(await signUpError('uma.vez@example.com')).toMatchObject({ code: '42501' })
    const { id } = (
      await db().query<{ id: string }>(`select id from public.staff_invitations where email = 'uma.vez@example.com'`)
    ).rows[0]
    const secret = await issueInvitationSecret(db(), id)
    expect(await signUpError('uma.vez@example.com', null, { invitation_secret: secret })).toMatchObject({
      code: '42501',
    })
  })
})
