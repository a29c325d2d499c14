/** @vitest-environment node */
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { signup } from '../../../../local/supabase/auth/signup.ts'
import { fakeDeps, USER_ID, userRow } from './fake-deps.ts'

const post = (body: unknown, query = '') =>
  new Request(`http://h/auth/v1/signup${query}`, { method: 'POST', body: JSON.stringify(body) })

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e as { status: number; code: string; message: string },
  )
}

/** Deps with a database that holds `existing` (if any) and creates users as USER_ID. */
function depsFor(autoconfirm: boolean, existing?: ReturnType<typeof userRow>) {
  const { deps, db } = fakeDeps({ autoconfirm })
  let created: ReturnType<typeof userRow> | undefined
  db.on(/from auth\.users where lower\(email\)/, () => {
    const row = created ?? existing
    return row ? [row] : []
  })
  // Params: id, email, password hash, confirmed, app metadata, user metadata.
  db.on(/^insert into auth\.users/, (params) => {
    created = userRow({ email: params[1] as string, email_confirmed_at: params[3] ? new Date() : null })
    return []
  })
  db.on(/from auth\.users where id/, () => [created ?? existing ?? userRow()])
  return { deps, db }
}

describe('signup: input checks', () => {
  it('refuses an empty sign-up (anonymous sign-in) as disabled', async () => {
    const { deps } = depsFor(true)
    expect(await rejection(signup(deps, post({})))).toMatchObject({
      status: 422,
      code: 'anonymous_provider_disabled',
      message: 'Anonymous sign-ins are disabled',
    })
  })

  it('checks the e-mail first, also when only a password or phone is given', async () => {
    const { deps } = depsFor(true)
    for (const body of [{ password: 'segredo123' }, { phone: '5511999999999' }]) {
      expect(await rejection(signup(deps, post(body)))).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'missing email or phone',
      })
    }
    expect(await rejection(signup(deps, post({ email: 'bad', password: 'segredo123' })))).toMatchObject({
      message: 'Unable to validate email address: invalid format',
    })
  })

  it('requires a password', async () => {
    const { deps } = depsFor(true)
    expect(await rejection(signup(deps, post({ email: 'maria@example.com' })))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Signup requires a valid password',
    })
  })

  it('enforces the minimum password length', async () => {
    const { deps } = depsFor(true)
    expect(await rejection(signup(deps, post({ email: 'maria@example.com', password: '12345' })))).toMatchObject({
      status: 422,
      code: 'weak_password',
    })
  })
})

describe('signup with autoconfirm', () => {
  it('creates a confirmed user with the metadata and signs them in', async () => {
    const { deps, db } = depsFor(true)
    const response = await signup(
      deps,
      post({ email: 'Maria@Example.com', password: 'segredo123', data: { full_name: 'Maria' } }),
    )
    expect(response.status).toBe(200)
    const session = await response.json()
    expect(decodeJwt(session.access_token)).toMatchObject({ sub: USER_ID, amr: [{ method: 'password' }] })
    const insert = db.sql(/^insert into auth\.users/)[0]
    expect(insert.params[1]).toBe('maria@example.com')
    expect(insert.params[3]).toBe(true)
    expect(JSON.parse(insert.params[5] as string)).toEqual({ full_name: 'Maria', email_verified: true })
    expect(deps.mailbox.list()).toEqual([])
  })

  it('refuses an address that is already registered', async () => {
    const { deps } = depsFor(true, userRow())
    expect(await rejection(signup(deps, post({ email: 'maria@example.com', password: 'segredo123' })))).toMatchObject({
      status: 422,
      code: 'user_already_exists',
      message: 'User already registered',
    })
  })
})

describe('signup with e-mail confirmation', () => {
  it('creates an unconfirmed user and e-mails the confirmation link (redirect_to honoured)', async () => {
    const { deps, db } = depsFor(false)
    const response = await signup(
      deps,
      post(
        { email: 'nova@example.com', password: 'segredo123', data: { full_name: 'Nova' } },
        '?redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fbem-vindo',
      ),
    )
    expect(response.status).toBe(200)
    const user = await response.json()
    expect(user).toMatchObject({ id: USER_ID, email: 'nova@example.com' })
    expect(user).not.toHaveProperty('access_token')
    expect(db.sql(/^insert into auth\.users/)[0].params[3]).toBe(false)
    const [mail] = deps.mailbox.list('nova@example.com')
    expect(mail.type).toBe('signup')
    expect(new URL(mail.links[0]).searchParams.get('redirect_to')).toBe('http://localhost:5173/bem-vindo')
  })

  it('also takes email_redirect_to, and falls back to the site URL', async () => {
    const a = depsFor(false)
    await signup(
      a.deps,
      post(
        { email: 'nova@example.com', password: 'segredo123' },
        '?email_redirect_to=http%3A%2F%2Flocalhost%3A5173%2Fx',
      ),
    )
    expect(new URL(a.deps.mailbox.list()[0].links[0]).searchParams.get('redirect_to')).toBe('http://localhost:5173/x')
    const b = depsFor(false)
    await signup(b.deps, post({ email: 'nova@example.com', password: 'segredo123' }))
    expect(new URL(b.deps.mailbox.list()[0].links[0]).searchParams.get('redirect_to')).toBe('http://127.0.0.1:5173')
  })

  it('starts a PKCE flow when the client sends a code challenge', async () => {
    const { deps } = depsFor(false)
    await signup(
      deps,
      post({ email: 'nova@example.com', password: 'segredo123', code_challenge: 'c', code_challenge_method: 'plain' }),
    )
    const token = new URL(deps.mailbox.list()[0].links[0]).searchParams.get('token') ?? ''
    expect(token.startsWith('pkce_')).toBe(true)
    expect(deps.pkce.isPkce(token.slice(5))).toBe(true)
  })

  it('answers the user as stored after the e-mail was sent (with confirmation_sent_at)', async () => {
    const { deps, db } = depsFor(false)
    let sent: Date | undefined
    db.on(/^update auth\.users set confirmation_token/, () => {
      sent = new Date('2026-11-22T12:00:00.000Z')
      return []
    })
    db.on(/from auth\.users where lower\(email\)/, (params) =>
      sent ? [userRow({ email: params[0] as string, email_confirmed_at: null, confirmation_sent_at: sent })] : [],
    )
    const user = await (await signup(deps, post({ email: 'nova@example.com', password: 'segredo123' }))).json()
    expect(user.confirmation_sent_at).toBe('2026-11-22T12:00:00.000Z')
  })

  it('re-sends the link to an existing unconfirmed user instead of creating another', async () => {
    const { deps, db } = depsFor(false, userRow({ email: 'nova@example.com', email_confirmed_at: null }))
    const response = await signup(deps, post({ email: 'nova@example.com', password: 'segredo123' }))
    expect((await response.json()).id).toBe(USER_ID)
    expect(db.sql(/^insert into auth\.users/)).toEqual([])
    expect(deps.mailbox.list()).toHaveLength(1)
  })

  it('answers an already-confirmed address with a fake unconfirmed user and sends nothing', async () => {
    const existing = userRow({ raw_user_meta_data: { full_name: 'Real' } })
    const { deps, db } = depsFor(false, existing)
    const response = await signup(
      deps,
      post({ email: 'maria@example.com', password: 'segredo123', data: { full_name: 'Fake' } }),
    )
    expect(response.status).toBe(200)
    const user = await response.json()
    expect(user.id).not.toBe(USER_ID)
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(user.identities).toEqual([])
    expect(user.user_metadata).toEqual({ full_name: 'Fake' })
    expect(user).not.toHaveProperty('email_confirmed_at')
    expect(user).not.toHaveProperty('confirmed_at')
    expect(user.created_at).toBe(user.updated_at)
    expect(user.confirmation_sent_at).toBe(user.created_at)
    expect(Math.abs(Date.parse(user.created_at) - Date.now())).toBeLessThan(60_000)
    expect(deps.mailbox.list()).toEqual([])
    expect(db.sql(/^insert|^update/)).toEqual([])
  })
})
