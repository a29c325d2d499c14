/** @vitest-environment node */
import { describe, expect, it, vi } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../../../local/keys.ts'
import { createAuthHandler } from '../../../../local/supabase/auth/handler.ts'
import { Mailbox } from '../../../../local/supabase/mailbox/mailbox.ts'
import { FakeDb, TEST_CONFIG, USER_ID, userRow } from './fake-deps.ts'

function handler(db = new FakeDb(), config = TEST_CONFIG) {
  const ctx = {
    db: db as never,
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    publicUrl: 'http://127.0.0.1:54321',
  }
  return createAuthHandler(ctx, new Mailbox(), config)
}

const call = (method: string, path: string, init: RequestInit = {}) =>
  new Request(`http://127.0.0.1:54321${path}`, { method, ...init })

describe('createAuthHandler', () => {
  it('resolves the config from its input', () => {
    expect(handler(new FakeDb(), { ...TEST_CONFIG, autoconfirm: false }).config.autoconfirm).toBe(false)
  })

  it('answers GET /settings with the providers and the autoconfirm setting', async () => {
    for (const autoconfirm of [true, false]) {
      const { handleAuth } = handler(new FakeDb(), { ...TEST_CONFIG, autoconfirm })
      const response = await handleAuth(call('GET', '/auth/v1/settings'))
      expect(response.status).toBe(200)
      expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
      expect(await response.json()).toEqual({
        external: { email: true, phone: false, anonymous_users: false },
        disable_signup: false,
        mailer_autoconfirm: autoconfirm,
        phone_autoconfirm: false,
        sms_provider: '',
        saml_enabled: false,
      })
    }
  })

  it('answers GET /health, with or without the /auth/v1 prefix and trailing slashes', async () => {
    const { handleAuth } = handler()
    for (const path of ['/auth/v1/health', '/auth/v1/health/', '/auth/v1/health//', '/health']) {
      const response = await handleAuth(call('GET', path))
      expect(response.status, path).toBe(200)
      expect(await response.json(), path).toEqual({
        version: 'local',
        name: 'GoTrue',
        description: 'Local GoTrue stand-in (development only)',
      })
    }
  })

  it('answers 404 not_found for an unknown route or a known path with the wrong method', async () => {
    const { handleAuth } = handler()
    for (const [method, path] of [
      ['GET', '/auth/v1/nope'],
      ['GET', '/auth/v1'],
      ['GET', '/auth/v1/'],
      ['POST', '/auth/v1/health'],
      ['GET', '/auth/v1/signup'],
      ['DELETE', '/auth/v1/user'],
      ['GET', '/auth/v1/x/health'],
      ['GET', '/x/auth/v1/health'],
    ]) {
      const response = await handleAuth(call(method, path))
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(await response.json()).toEqual({ code: 'not_found', message: 'Not found' })
    }
  })

  it('routes each endpoint to its flow', async () => {
    const { handleAuth } = handler()
    const json = (body: unknown) => ({ body: JSON.stringify(body) })
    const expectations: Array<[string, string, RequestInit, number, string]> = [
      ['POST', '/auth/v1/signup', json({}), 422, 'anonymous_provider_disabled'],
      ['POST', '/auth/v1/token', json({}), 400, 'unsupported_grant_type'],
      ['GET', '/auth/v1/user', {}, 401, 'no_authorization'],
      ['PUT', '/auth/v1/user', json({}), 401, 'no_authorization'],
      ['POST', '/auth/v1/logout', {}, 401, 'no_authorization'],
      ['POST', '/auth/v1/recover', json({}), 400, 'validation_failed'],
      ['POST', '/auth/v1/otp', json({}), 400, 'validation_failed'],
      ['POST', '/auth/v1/magiclink', json({}), 400, 'validation_failed'],
      ['POST', '/auth/v1/resend', json({ email: 'a@b.co' }), 400, 'validation_failed'],
      ['POST', '/auth/v1/verify', json({}), 400, 'validation_failed'],
      ['GET', '/auth/v1/admin/users', {}, 403, 'not_admin'],
      ['GET', `/auth/v1/admin/users/${USER_ID}`, {}, 403, 'not_admin'],
    ]
    for (const [method, path, init, status, code] of expectations) {
      const response = await handleAuth(call(method, path, init))
      expect(response.status, `${method} ${path}`).toBe(status)
      expect((await response.json()).code, `${method} ${path}`).toBe(code)
    }
    const verify = await handleAuth(call('GET', '/auth/v1/verify?type=signup&token=x'))
    expect(verify.status).toBe(303)
  })

  it('strips /auth/v1 only as a prefix', async () => {
    const { handleAuth } = handler()
    const response = await handleAuth(call('GET', '/health/auth/v1'))
    expect(response.status).toBe(404)
  })

  it('sends GET /user to getUser (no update) and PUT /user to updateUser (not logout)', async () => {
    const { SignJWT } = await import('jose')
    const token = await new SignJWT({ role: 'authenticated', sub: USER_ID })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
    const db = new FakeDb().on(/from auth\.users where id/, () => [userRow()])
    const { handleAuth } = handler(db)
    const headers = { authorization: `Bearer ${token}` }
    const get = await handleAuth(call('GET', '/auth/v1/user', { headers }))
    expect(get.status).toBe(200)
    expect((await get.json()).id).toBe(USER_ID)
    expect(db.sql(/^update|^delete/)).toEqual([])
    const put = await handleAuth(call('PUT', '/auth/v1/user', { headers, body: '{}' }))
    expect(put.status).toBe(200)
    expect((await put.json()).id).toBe(USER_ID)
    expect(db.sql(/^delete/)).toEqual([])
  })

  it('sends POST /recover to recovery and POST /magiclink to the magic link', async () => {
    const db = new FakeDb().on(/from auth\.users where lower\(email\)/, () => [userRow()])
    const { handleAuth } = handler(db)
    const recover = await handleAuth(call('POST', '/auth/v1/recover', { body: '{}' }))
    expect((await recover.json()).message).toBe('Password recovery requires an email')
    const magic = await handleAuth(
      call('POST', '/auth/v1/magiclink', { body: JSON.stringify({ email: 'maria@example.com' }) }),
    )
    expect(magic.status).toBe(200)
    expect(await magic.json()).toEqual({})
  })

  it('hands the decoded user id to the admin endpoint, and refuses deeper admin paths', async () => {
    const db = new FakeDb().on(/from auth\.users where id/, ([id]) => (id === USER_ID ? [userRow()] : []))
    const { handleAuth } = handler(db)
    const headers = { authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` }
    const response = await handleAuth(call('GET', `/auth/v1/admin/users/${USER_ID.replace('-', '%2D')}`, { headers }))
    expect(response.status).toBe(200)
    expect((await response.json()).id).toBe(USER_ID)
    const list = db.queries.length
    const deeper = await handleAuth(call('GET', `/auth/v1/admin/users/${USER_ID}/passkeys`, { headers }))
    expect(deeper.status).toBe(404)
    expect((await deeper.json()).code).toBe('not_found')
    expect(db.queries).toHaveLength(list)
    const prefixed = await handleAuth(call('GET', `/auth/v1/x/admin/users`, { headers }))
    expect(prefixed.status).toBe(404)
  })

  it('lists users at /admin/users (no id)', async () => {
    const db = new FakeDb().on(/count\(\*\)/, () => [{ n: 0 }])
    const { handleAuth } = handler(db)
    const response = await handleAuth(
      call('GET', '/auth/v1/admin/users/', { headers: { apikey: LOCAL_SERVICE_ROLE_KEY } }),
    )
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ users: [], aud: 'authenticated' })
  })

  it('turns an unexpected error into a logged 500 unexpected_failure', async () => {
    const db = new FakeDb().on(/from auth\.users/, () => {
      throw new Error('database down')
    })
    const { handleAuth } = handler(db)
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const response = await handleAuth(
        call('POST', '/auth/v1/recover', { body: JSON.stringify({ email: 'maria@example.com' }) }),
      )
      expect(response.status).toBe(500)
      expect(await response.json()).toEqual({
        code: 'unexpected_failure',
        message: 'Unexpected failure, please check server logs for more information',
      })
      expect(consoleError).toHaveBeenCalledWith('[auth] unexpected error', expect.any(Error))
    } finally {
      consoleError.mockRestore()
    }
  })
})

describe('createAuthHandler: per-IP request limits', () => {
  const limited = { ...TEST_CONFIG, requestLimits: { signInSignUp: 1, tokenRefresh: 1, verify: 1 } }
  const post = (path: string, body: unknown = {}) =>
    call('POST', path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })
  const status = async (response: Promise<Response>) => (await response).status

  it('counts each endpoint against its GoTrue bucket, per IP: the second request of a bucket from one IP answers 429', async () => {
    const buckets: [string, string[]][] = [
      [
        'signInSignUp',
        [
          '/auth/v1/token?grant_type=password',
          '/auth/v1/signup',
          '/auth/v1/recover',
          '/auth/v1/otp',
          '/auth/v1/magiclink',
          '/auth/v1/resend',
        ],
      ],
      ['tokenRefresh', ['/auth/v1/token?grant_type=refresh_token']],
      ['verify', ['/auth/v1/verify', '/auth/v1/token?grant_type=pkce']],
    ]
    for (const [bucket, paths] of buckets) {
      for (const path of paths) {
        const { handleAuth } = handler(new FakeDb(), limited)
        expect(await status(handleAuth(post(path), '10.0.0.1')), `${bucket} ${path} first`).not.toBe(429)
        const second = await handleAuth(post(path), '10.0.0.1')
        expect(second.status, `${bucket} ${path} second`).toBe(429)
        expect(await second.json()).toMatchObject({ code: 'over_request_rate_limit' })
        // Another IP has its own budget; the other buckets are untouched.
        expect(await status(handleAuth(post(path), '10.0.0.2')), `${bucket} ${path} other IP`).not.toBe(429)
        for (const [other, [otherPath]] of buckets) {
          if (other !== bucket)
            expect(await status(handleAuth(post(otherPath), '10.0.0.1')), `${other} after ${bucket}`).not.toBe(429)
        }
      }
    }
  })

  it('never limits health, settings or logout', async () => {
    const { handleAuth } = handler(new FakeDb(), limited)
    for (let i = 0; i < 3; i++) {
      expect(await status(handleAuth(call('GET', '/auth/v1/health'), '10.0.0.1'))).toBe(200)
      expect(await status(handleAuth(call('GET', '/auth/v1/settings'), '10.0.0.1'))).toBe(200)
      expect(await status(handleAuth(post('/auth/v1/logout'), '10.0.0.1'))).not.toBe(429)
    }
  })
})
