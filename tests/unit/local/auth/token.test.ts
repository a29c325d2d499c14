/** @vitest-environment node */
import bcrypt from 'bcryptjs'
import { createHash } from 'node:crypto'
import { decodeJwt } from 'jose'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { token } from '../../../../local/supabase/auth/token.ts'
import { fakeDeps, USER_ID, userRow } from './fake-deps.ts'

let HASH: string
beforeAll(async () => {
  HASH = await bcrypt.hash('right-password', 4)
})

const post = (grant: string | null, body: unknown) =>
  new Request(`http://h/auth/v1/token${grant === null ? '' : `?grant_type=${grant}`}`, {
    method: 'POST',
    body: JSON.stringify(body),
  })

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e as { status: number; code: string; message: string },
  )
}

function depsWithUser(overrides: Parameters<typeof userRow>[0] = {}) {
  const { deps, db } = fakeDeps()
  const row = userRow({ encrypted_password: HASH, ...overrides })
  db.on(/from auth\.users where lower\(email\)/, ([email]) => (String(email).toLowerCase() === row.email ? [row] : []))
  db.on(/from auth\.users where id/, () => [row])
  return { deps, db, row }
}

describe('POST /token?grant_type=password', () => {
  it('signs in with the right password: a session for the user, method password', async () => {
    const { deps, db } = depsWithUser()
    const response = await token(deps, post('password', { email: 'maria@example.com', password: 'right-password' }))
    expect(response.status).toBe(200)
    const session = await response.json()
    expect(session.user.id).toBe(USER_ID)
    expect(decodeJwt(session.access_token)).toMatchObject({ sub: USER_ID, amr: [{ method: 'password' }] })
    expect(db.sql(/insert into auth\.sessions/)).toHaveLength(1)
  })

  it('answers an unknown e-mail and a wrong or missing password the same way', async () => {
    const { deps } = depsWithUser()
    for (const body of [
      { email: 'nobody@example.com', password: 'right-password' },
      { email: 'maria@example.com', password: 'wrong-password' },
      { email: 'maria@example.com' },
    ]) {
      expect(await rejection(token(deps, post('password', body)))).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      })
    }
  })

  it('refuses a user without a password (e.g. invited) whatever is typed', async () => {
    const { deps } = depsWithUser({ encrypted_password: null })
    for (const password of ['', 'anything']) {
      expect(await rejection(token(deps, post('password', { email: 'maria@example.com', password })))).toMatchObject({
        code: 'invalid_credentials',
      })
    }
  })

  it('requires an e-mail', async () => {
    const { deps } = depsWithUser()
    expect(await rejection(token(deps, post('password', { password: 'right-password' })))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'missing email or phone',
    })
  })

  it('refuses an unconfirmed e-mail', async () => {
    const { deps } = depsWithUser({ email_confirmed_at: null })
    expect(
      await rejection(token(deps, post('password', { email: 'maria@example.com', password: 'right-password' }))),
    ).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' })
  })

  it('refuses a banned user until the ban ends', async () => {
    const banned = depsWithUser({ banned_until: new Date(Date.now() + 60_000) })
    expect(
      await rejection(token(banned.deps, post('password', { email: 'maria@example.com', password: 'right-password' }))),
    ).toMatchObject({ status: 400, code: 'user_banned', message: 'User is banned' })

    const expired = depsWithUser({ banned_until: new Date(Date.now() - 60_000) })
    const response = await token(
      expired.deps,
      post('password', { email: 'maria@example.com', password: 'right-password' }),
    )
    expect(response.status).toBe(200)
  })
})

describe('POST /token?grant_type=password: end of a ban', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('lets the user in the moment the ban ends', async () => {
    const now = Date.now()
    vi.useFakeTimers({ now, toFake: ['Date'] })
    const { deps } = depsWithUser({ banned_until: new Date(now) })
    const response = await token(deps, post('password', { email: 'maria@example.com', password: 'right-password' }))
    expect(response.status).toBe(200)
  })
})

describe('POST /token?grant_type=refresh_token', () => {
  it('requires the refresh token', async () => {
    const { deps } = depsWithUser()
    expect(await rejection(token(deps, post('refresh_token', {})))).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'refresh_token required',
    })
  })

  it('looks the token up and rotates it', async () => {
    const { deps, db } = depsWithUser()
    db.on(/from auth\.refresh_tokens t where t\.token/, ([t]) =>
      t === 'rt-1'
        ? [
            {
              id: 1,
              token: 'rt-1',
              user_id: USER_ID,
              session_id: 's-1',
              revoked: false,
              updated_at: new Date(),
              session_exists: true,
            },
          ]
        : [],
    )
    const session = await (await token(deps, post('refresh_token', { refresh_token: 'rt-1' }))).json()
    expect(session.refresh_token).not.toBe('rt-1')
    expect(await rejection(token(deps, post('refresh_token', { refresh_token: 'other' })))).toMatchObject({
      code: 'refresh_token_not_found',
    })
  })
})

describe('POST /token?grant_type=pkce', () => {
  it('exchanges the auth code and verifier for a session, method pkce', async () => {
    const { deps } = depsWithUser()
    const verifier = 'v'.repeat(43)
    deps.pkce.start('hash', createHash('sha256').update(verifier).digest('base64url'), 's256', 'signup')
    const code = deps.pkce.issueCode('hash', USER_ID)
    const session = await (await token(deps, post('pkce', { auth_code: code, code_verifier: verifier }))).json()
    expect(decodeJwt(session.access_token)).toMatchObject({ sub: USER_ID, amr: [{ method: 'pkce' }] })
  })

  it('requires both the auth code and the verifier', async () => {
    const { deps } = depsWithUser()
    for (const body of [{}, { auth_code: 'c' }, { code_verifier: 'v' }]) {
      expect(await rejection(token(deps, post('pkce', body)))).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'invalid request: both auth code and code verifier should be non-empty',
      })
    }
  })
})

describe('POST /token with another grant type', () => {
  it('answers unsupported_grant_type', async () => {
    const { deps } = depsWithUser()
    for (const grant of [null, 'client_credentials', 'id_token']) {
      expect(await rejection(token(deps, post(grant, {})))).toMatchObject({
        status: 400,
        code: 'unsupported_grant_type',
        message: 'unsupported_grant_type',
      })
    }
  })
})
