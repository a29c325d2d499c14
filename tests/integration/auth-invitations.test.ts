// Issue 27: once an admin exists, accounts exist by invitation only, enforced by Auth. The local Auth
// calls public.hook_before_user_created() as GoTrue does ([auth.hook.before_user_created] of
// supabase/config.toml) and handle_new_user() refuses what the hook lets through (hook off, admin API).
// Issue 45 (decision 036): knowing the invited address is not enough — the sign-up must carry the
// secret of the invitation e-mail's link in its metadata (`options.data.invitation_secret`).
// Real supabase-js against the local stack; raw fetch where the exact body and headers matter.
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../local/keys.ts'
import { uniqueEmail, type SignedInUser, type StaffRole, type TestStack } from '../utils/local-stack.ts'
import { startTestMailer, TEST_SITE_URL, type TestMailer } from '../utils/mailer-test-env.ts'
import { useTestStack } from './fixtures.ts'

const INVITE_ONLY =
  'Cadastro somente por convite. Se você foi convidado, crie sua conta pelo link do e-mail de convite; se não, peça um convite a um administrador.'
const LINK_INVALID =
  'Este link de convite não é válido ou foi substituído por um mais recente. Use o link do último e-mail de convite ou peça um novo convite a um administrador.'
const USED = 'Este convite já foi usado. Faça login.'
const EXPIRED = 'Este convite expirou. Peça um novo convite a um administrador.'
const REVOKED = 'Este convite foi revogado. Peça um novo convite a um administrador.'
const HOOK_URI = 'pg-functions://postgres/public/hook_before_user_created'
const PASSWORD = 'senha-segura-123'

async function usersWithEmail(t: TestStack, email: string): Promise<number> {
  const { rows } = await t.stack.ctx.db.query<{ n: number }>(
    'select count(*)::int as n from auth.users where lower(email) = lower($1)',
    [email],
  )
  return rows[0].n
}

async function roleOf(t: TestStack, userId: string): Promise<string | undefined> {
  const { data, error } = await t
    .createTestClient(LOCAL_SERVICE_ROLE_KEY)
    .from('profiles')
    .select('role')
    .eq('id', userId)
  if (error) throw error
  return (data as { role: string }[])[0]?.role
}

async function invitationOf(t: TestStack, email: string) {
  const { data, error } = await t
    .createTestClient(LOCAL_SERVICE_ROLE_KEY)
    .from('staff_invitations_overview')
    .select('id, role, state, accepted_user_id')
    .eq('email', email.toLowerCase())
    .order('created_at', { ascending: false })
  if (error) throw error
  return (data as { id: string; role: StaffRole; state: string; accepted_user_id: string | null }[])[0]
}

/** The claims of an access token (no check of the signature: only what it carries matters here). */
function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>
}

/** POST /auth/v1/<path> as supabase-js sends it, to read the exact answer. */
function rawPost(t: TestStack, path: string, body: unknown, key = LOCAL_ANON_KEY) {
  return fetch(`${t.url}/auth/v1${path}`, {
    method: 'POST',
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json;charset=UTF-8',
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  })
}

describe('accounts by invitation (the Before User Created hook on, as supabase/config.toml declares it)', () => {
  const t = useTestStack()
  let firstAdmin: SignedInUser
  const mailers: TestMailer[] = []
  afterEach(async () => {
    await Promise.all(mailers.splice(0).map((m) => m.stop()))
  })
  beforeAll(async () => {
    // The seed's byline is an author with no e-mail: nobody is admin yet, so this uninvited sign-up
    // is let through and becomes the admin (the bootstrap rule).
    const email = uniqueEmail('primeira')
    const client = t().createTestClient()
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Primeira Admin' } },
    })
    if (error || !data.session || !data.user) throw error ?? new Error('the first sign-up gave no session')
    firstAdmin = {
      client,
      userId: data.user.id,
      email,
      password: PASSWORD,
      accessToken: data.session.access_token,
      refreshToken: data.session.refresh_token,
    }
  })

  it('lets the first sign-up on a database without an admin through, uninvited, as admin', async () => {
    expect(await roleOf(t(), firstAdmin.userId)).toBe('admin')
    expect(await invitationOf(t(), firstAdmin.email)).toBeUndefined()
  })

  it('refuses an uninvited sign-up with 403 and the pt-BR message, and creates no user', async () => {
    const email = uniqueEmail('estranho')
    const { data, error } = await t()
      .createTestClient()
      .auth.signUp({ email, password: PASSWORD, options: { data: { full_name: 'Estranho' } } })
    expect(error?.status).toBe(403)
    expect(error?.message).toBe(INVITE_ONLY)
    expect(error?.code).toBe('unknown')
    expect(data.user).toBeNull()
    expect(data.session).toBeNull()
    expect(await usersWithEmail(t(), email)).toBe(0)

    // GoTrue's rendering of a hook error: no error code of its own, so `unknown` and no x-sb-error-code.
    const raw = await rawPost(t(), '/signup', { email: uniqueEmail('estranho'), password: PASSWORD, data: {} })
    expect(raw.status).toBe(403)
    expect(await raw.json()).toEqual({ code: 'unknown', message: INVITE_ONLY })
    expect(raw.headers.get('x-sb-error-code')).toBeNull()
    expect(raw.headers.get('x-supabase-api-version')).toBe('2024-01-01')
  })

  it('re-tries the break: NEWHIRE@… without the link is refused like a stranger (no session, no user); the invitee with the e-mailed link gets the role', async () => {
    const mailer = startTestMailer(t(), { poll: false })
    mailers.push(mailer)
    const email = uniqueEmail('newhire')
    const invited = await firstAdmin.client.rpc('invite_staff', {
      p_email: email,
      p_role: 'editor',
      p_full_name: 'Nina Nova',
    })
    expect(invited.error).toBeNull()
    const invitationId = (invited.data as { id: string }).id
    expect(await mailer.flush()).toMatchObject({ sent: 1 })

    // Someone who knows (or guessed) the address, in any case, without the link.
    for (const attempt of [email.toUpperCase(), email]) {
      const { data, error } = await t()
        .createTestClient()
        .auth.signUp({
          email: attempt,
          password: 'senha-do-intruso',
          options: { data: { full_name: 'Intruso', role: 'editor' } },
        })
      expect(error?.status, attempt).toBe(403)
      expect(error?.message, attempt).toBe(INVITE_ONLY)
      expect(data.session, attempt).toBeNull()
      expect(data.user, attempt).toBeNull()
    }
    const raw = await rawPost(t(), '/signup', { email: email.toUpperCase(), password: 'senha-do-intruso', data: {} })
    expect(raw.status).toBe(403)
    expect(await raw.json()).toEqual({ code: 'unknown', message: INVITE_ONLY })
    const forged = await t()
      .createTestClient()
      .auth.signUp({ email, password: 'senha-do-intruso', options: { data: { invitation_secret: 'A'.repeat(43) } } })
    expect(forged.error?.message).toBe(LINK_INVALID)
    expect(forged.data.session).toBeNull()
    expect(await usersWithEmail(t(), email)).toBe(0)
    expect((await invitationOf(t(), email)).state).toBe('pending')

    // The invitee opens the link of the e-mail: its fragment is the secret.
    const [message] = await t().mailbox(email)
    const link = new URL(message.links.find((href) => href.includes('/admin/convite/'))!)
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_SITE_URL}/admin/convite/${invitationId}`)
    const secret = decodeURIComponent(link.hash.slice(1))
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const preview = await t()
      .createTestClient()
      .rpc('staff_invitation_preview', { p_id: invitationId, p_secret: secret })
    expect(preview.data).toMatchObject({ email, role: 'editor', full_name: 'Nina Nova', state: 'pending' })
    const { data, error } = await t()
      .createTestClient()
      .auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { full_name: 'Nina Nova', invitation_secret: secret } },
      })
    expect(error).toBeNull()
    expect(data.session?.access_token).toBeTruthy()
    expect(await roleOf(t(), data.user!.id)).toBe('editor')
    expect((await invitationOf(t(), email)).state).toBe('accepted')

    // The link is single use: with the account gone, the same link creates nothing.
    expect((await t().createTestClient(LOCAL_SERVICE_ROLE_KEY).auth.admin.deleteUser(data.user!.id)).error).toBeNull()
    const reused = await t()
      .createTestClient()
      .auth.signUp({ email, password: PASSWORD, options: { data: { invitation_secret: secret } } })
    expect(reused.error?.status).toBe(403)
    expect(reused.error?.message).toBe(USED)
    expect(await usersWithEmail(t(), email)).toBe(0)
  })

  it("gives an invited e-mail the invitation's role, whatever role the client sends, and accepts the invitation", async () => {
    for (const [invited, forged] of [
      ['editor', 'admin'],
      ['admin', 'author'],
      ['author', 'admin'],
    ] as const) {
      const email = uniqueEmail(`convidado-${invited}`)
      const { secret } = await t().invite(email, invited)
      expect((await invitationOf(t(), email)).state).toBe('pending')
      // Upper case on purpose: invitations are stored lower-case and Auth lower-cases the address.
      const { data, error } = await t()
        .createTestClient()
        .auth.signUp({
          email: email.toUpperCase(),
          password: PASSWORD,
          options: { data: { full_name: `Convidado ${invited}`, role: forged, invitation_secret: secret } },
        })
      expect(error, invited).toBeNull()
      expect(data.session?.access_token, invited).toBeTruthy()
      // The spent secret is gone from the account: not in the answer, nor in the token's metadata.
      expect(data.user?.user_metadata, invited).not.toHaveProperty('invitation_secret')
      expect(JSON.stringify(jwtPayload(data.session!.access_token)), invited).not.toContain(secret)
      expect(await roleOf(t(), data.user!.id), invited).toBe(invited)
      expect(await invitationOf(t(), email), invited).toMatchObject({
        role: invited,
        state: 'accepted',
        accepted_user_id: data.user!.id,
      })
      expect((await t().signIn(email, PASSWORD)).auth, invited).toBeTruthy()
    }
  })

  it('refuses an expired invitation\'s link with 403 "Este convite expirou…"', async () => {
    const email = uniqueEmail('expirado')
    const { secret } = await t().invite(email, 'editor')
    await t().stack.ctx.db.query(
      `update public.staff_invitations set expires_at = now() - interval '1 minute' where email = $1`,
      [email],
    )
    expect((await invitationOf(t(), email)).state).toBe('expired')
    const { data, error } = await t()
      .createTestClient()
      .auth.signUp({ email, password: PASSWORD, options: { data: { invitation_secret: secret } } })
    expect(error?.status).toBe(403)
    expect(error?.message).toBe(EXPIRED)
    expect(data.user).toBeNull()
    expect(await usersWithEmail(t(), email)).toBe(0)
  })

  it('refuses a revoked invitation\'s link with 403 "Este convite foi revogado…"', async () => {
    const email = uniqueEmail('revogado')
    const { id, secret } = await t().invite(email, 'editor')
    const revoked = await firstAdmin.client.rpc('revoke_staff_invitation', { p_id: id })
    expect(revoked.error).toBeNull()
    const { error } = await t()
      .createTestClient()
      .auth.signUp({ email, password: PASSWORD, options: { data: { invitation_secret: secret } } })
    expect(error?.status).toBe(403)
    expect(error?.message).toBe(REVOKED)
    expect(await usersWithEmail(t(), email)).toBe(0)
  })

  it("refuses a second sign-up of an accepted invitation's e-mail as usual, and the invitation does not come back with the account gone", async () => {
    const user = await t().signUpUser({ role: 'editor' })
    const again = await t().createTestClient().auth.signUp({ email: user.email, password: 'outra-senha-123' })
    expect(again.error?.status).toBe(422)
    expect(again.error?.code).toBe('user_already_exists')
    expect(await usersWithEmail(t(), user.email)).toBe(1)

    const deleted = await t().createTestClient(LOCAL_SERVICE_ROLE_KEY).auth.admin.deleteUser(user.userId)
    expect(deleted.error).toBeNull()
    const afterDelete = await t().createTestClient().auth.signUp({ email: user.email, password: PASSWORD })
    expect(afterDelete.error?.status).toBe(403)
    expect(afterDelete.error?.message).toBe(INVITE_ONLY)
    expect(await usersWithEmail(t(), user.email)).toBe(0)
  })

  it('keeps the role when the user forges one in updateUser({data})', async () => {
    const user = await t().signUpUser({ role: 'author' })
    const { data, error } = await user.client.auth.updateUser({ data: { role: 'admin' } })
    expect(error).toBeNull()
    expect(data.user?.user_metadata.role).toBe('admin')
    expect(await roleOf(t(), user.userId)).toBe('author')
    // A fresh session carries the forged metadata, and still no power: the profile decides.
    const fresh = await t().signIn(user.email, user.password)
    const { error: denied } = await fresh.rpc('invite_staff', {
      p_email: uniqueEmail('x'),
      p_role: 'admin',
      p_send_email: false,
    })
    expect(denied?.code).toBe('42501')
  })

  it('refuses signInWithOtp (create_user) for an uninvited e-mail: no user, no e-mail; an invited one gets its link and role', async () => {
    const stranger = uniqueEmail('otp-estranho')
    const { error } = await t()
      .createTestClient()
      .auth.signInWithOtp({ email: stranger, options: { shouldCreateUser: true } })
    expect(error?.status).toBe(403)
    expect(error?.message).toBe(INVITE_ONLY)
    expect(await usersWithEmail(t(), stranger)).toBe(0)
    expect(await t().mailbox(stranger)).toEqual([])

    const invited = uniqueEmail('otp-convidado')
    const { secret } = await t().invite(invited, 'editor')
    const withoutLink = await t()
      .createTestClient()
      .auth.signInWithOtp({ email: invited, options: { shouldCreateUser: true } })
    expect(withoutLink.error?.message).toBe(INVITE_ONLY)
    expect(await t().mailbox(invited)).toEqual([])
    const ok = await t()
      .createTestClient()
      .auth.signInWithOtp({ email: invited, options: { shouldCreateUser: true, data: { invitation_secret: secret } } })
    expect(ok.error).toBeNull()
    expect(await t().mailbox(invited)).toHaveLength(1)
    const { rows } = await t().stack.ctx.db.query<{ role: string }>(
      'select p.role from public.profiles p join auth.users u on u.id = p.id where u.email = $1',
      [invited],
    )
    expect(rows).toEqual([{ role: 'editor' }])
  })

  it("refuses auth.admin.createUser for an uninvited e-mail (the admin API skips the hook; the trigger refuses): GoTrue's 500", async () => {
    const admin = t().createTestClient(LOCAL_SERVICE_ROLE_KEY).auth.admin
    const email = uniqueEmail('admin-api')
    const { data, error } = await admin.createUser({ email, password: PASSWORD, email_confirm: true })
    expect(error?.status).toBe(500)
    expect(data.user).toBeNull()
    expect(await usersWithEmail(t(), email)).toBe(0)

    const raw = await rawPost(
      t(),
      '/admin/users',
      { email, password: PASSWORD, email_confirm: true },
      LOCAL_SERVICE_ROLE_KEY,
    )
    expect(raw.status).toBe(500)
    expect(await raw.json()).toEqual({ code: 'unexpected_failure', message: 'Database error creating new user' })
    expect(raw.headers.get('x-sb-error-code')).toBe('unexpected_failure')
    expect(await usersWithEmail(t(), email)).toBe(0)

    const { secret } = await t().invite(email, 'editor')
    const withoutLink = await admin.createUser({ email, password: PASSWORD, email_confirm: true })
    expect(withoutLink.error?.status).toBe(500)
    expect(await usersWithEmail(t(), email)).toBe(0)
    const created = await admin.createUser({
      email,
      password: PASSWORD,
      email_confirm: true,
      user_metadata: { role: 'admin', invitation_secret: secret },
    })
    expect(created.error).toBeNull()
    expect(await roleOf(t(), created.data.user!.id)).toBe('editor')
  })

  it("calls the function as supabase_auth_admin: without that role's EXECUTE grant, sign-up fails with GoTrue's hook error", async () => {
    const email = uniqueEmail('sem-grant')
    const { secret } = await t().invite(email)
    const data = { invitation_secret: secret }
    const db = t().stack.ctx.db
    await db.query('revoke execute on function public.hook_before_user_created(jsonb) from supabase_auth_admin')
    try {
      const { error } = await t().createTestClient().auth.signUp({ email, password: PASSWORD, options: { data } })
      expect(error?.status).toBe(500)
      const raw = await rawPost(t(), '/signup', { email, password: PASSWORD, data })
      expect(raw.status).toBe(500)
      expect(await raw.json()).toEqual({ code: 'unexpected_failure', message: `Error running hook URI: ${HOOK_URI}` })
      expect(await usersWithEmail(t(), email)).toBe(0)
    } finally {
      await db.query('grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin')
    }
    const { error } = await t().createTestClient().auth.signUp({ email, password: PASSWORD, options: { data } })
    expect(error).toBeNull()
  })
})

describe('accounts by invitation with the hook turned off in the Auth config (the trigger still refuses)', () => {
  const t = useTestStack({ authConfig: { beforeUserCreatedHook: null } })
  beforeAll(async () => {
    await t().ensureAdmin()
  })

  it('refuses an uninvited sign-up with GoTrue\'s 500 "Database error saving new user", and no row exists', async () => {
    const email = uniqueEmail('sem-hook')
    const { data, error } = await t().createTestClient().auth.signUp({ email, password: PASSWORD })
    expect(error?.status).toBe(500)
    expect(data.user).toBeNull()
    expect(await usersWithEmail(t(), email)).toBe(0)

    const raw = await rawPost(t(), '/signup', { email, password: PASSWORD, data: {} })
    expect(raw.status).toBe(500)
    expect(await raw.json()).toEqual({ code: 'unexpected_failure', message: 'Database error saving new user' })
    expect(raw.headers.get('x-sb-error-code')).toBe('unexpected_failure')
    expect(await usersWithEmail(t(), email)).toBe(0)
  })

  it('refuses signInWithOtp for an uninvited e-mail the same way', async () => {
    const email = uniqueEmail('sem-hook-otp')
    const { error } = await t().createTestClient().auth.signInWithOtp({ email })
    expect(error?.status).toBe(500)
    expect(await usersWithEmail(t(), email)).toBe(0)
    expect(await t().mailbox(email)).toEqual([])
  })

  it("refuses an invited e-mail without its link's secret (the trigger alone): no account", async () => {
    const email = uniqueEmail('sem-hook-convidado')
    await t().invite(email, 'editor')
    const { data, error } = await t().createTestClient().auth.signUp({ email: email.toUpperCase(), password: PASSWORD })
    expect(error?.status).toBe(500)
    expect(data.session).toBeNull()
    expect(await usersWithEmail(t(), email)).toBe(0)
  })

  it("still lets an invited e-mail sign up with its link's secret and the invitation's role", async () => {
    const user = await t().signUpUser({ role: 'editor', data: { role: 'admin' } })
    expect(await roleOf(t(), user.userId)).toBe('editor')
  })
})

describe('the hook on the PostgreSQL-backed stack (real statement time-outs)', () => {
  const SLOW_URI = 'pg-functions://postgres/public/slow_before_user_created'
  const t = useTestStack({ database: 'postgres', authConfig: { beforeUserCreatedHook: SLOW_URI } })
  beforeAll(async () => {
    await t().stack.ctx.db.exec(`
      create function public.slow_before_user_created(event jsonb) returns jsonb language sql as $$
        select pg_sleep(5);
        select '{}'::jsonb;
      $$;
      grant execute on function public.slow_before_user_created(jsonb) to supabase_auth_admin;
    `)
  })

  it('cancels a hook that runs over GoTrue\'s 2 s: 500 "Error running hook URI: …", and no user', async () => {
    const email = uniqueEmail('lento')
    const started = performance.now()
    const raw = await rawPost(t(), '/signup', { email, password: PASSWORD, data: {} })
    const ms = performance.now() - started
    expect(raw.status).toBe(500)
    expect(await raw.json()).toEqual({ code: 'unexpected_failure', message: `Error running hook URI: ${SLOW_URI}` })
    expect(ms).toBeGreaterThan(1900)
    expect(ms).toBeLessThan(4500)
    expect(await usersWithEmail(t(), email)).toBe(0)
  })
})
