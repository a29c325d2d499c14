/** @vitest-environment node */
import { createHash } from 'node:crypto'
import { decodeJwt } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { tokenHash } from '../../../../local/supabase/auth/email-links.ts'
import { verifyGet, verifyPost } from '../../../../local/supabase/auth/verify.ts'
import { fakeDeps, USER_ID, userRow } from './fake-deps.ts'

const NOW = new Date('2026-11-22T12:00:00.000Z').getTime()
const HASH = 'a'.repeat(56)

afterEach(() => {
  vi.useRealTimers()
})

/** Deps whose database holds one user with `hash` in `column`, sent `ageSeconds` ago. */
function depsWithToken(
  column: 'confirmation' | 'recovery',
  options: { ageSeconds?: number | null; hash?: string; confirmed?: boolean } = {},
) {
  const { deps, db } = fakeDeps({ otpExpirySeconds: 3600 })
  const hash = options.hash ?? HASH
  const now = Date.now()
  const sentAt = options.ageSeconds === null ? null : new Date(now - (options.ageSeconds ?? 60) * 1000)
  const row = userRow({ email_confirmed_at: options.confirmed === false ? null : new Date(now - 86_400_000) })
  db.on(
    new RegExp(`^select \\*, ${column}_sent_at as sent_at from auth\\.users where ${column}_token = \\$1`),
    ([h]) => (h === hash ? [{ ...row, sent_at: sentAt }] : []),
  )
  db.on(/from auth\.users where id/, () => [row])
  return { deps, db, row }
}

const postVerify = (body: unknown) =>
  new Request('http://h/auth/v1/verify', { method: 'POST', body: JSON.stringify(body) })
const getVerify = (params: Record<string, string>) =>
  new Request(`http://h/auth/v1/verify?${new URLSearchParams(params).toString()}`)

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e as { status: number; code: string; message: string },
  )
}

describe('verifyPost', () => {
  const cases = [
    ['signup', 'confirmation', 'otp'],
    ['invite', 'confirmation', 'otp'],
    ['recovery', 'recovery', 'recovery'],
    ['magiclink', 'recovery', 'magiclink'],
    ['email', 'confirmation', 'otp'],
    ['email', 'recovery', 'otp'],
  ] as const
  for (const [type, column, method] of cases) {
    it(`type ${type}: finds the token in the ${column} column, spends it and signs in with method ${method}`, async () => {
      vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
      const { deps, db } = depsWithToken(column)
      const response = await verifyPost(deps, postVerify({ type, token_hash: HASH }))
      expect(response.status).toBe(200)
      const session = await response.json()
      expect(decodeJwt(session.access_token)).toMatchObject({ sub: USER_ID, amr: [{ method }] })
      expect(db.sql(new RegExp(`^update auth\\.users set ${column}_token = ''`))).toEqual([
        { sql: `update auth.users set ${column}_token = '', updated_at = now() where id = $1`, params: [USER_ID] },
      ])
    })
  }

  it('only looks in the column of the type', async () => {
    const { deps, db } = depsWithToken('recovery')
    expect(await rejection(verifyPost(deps, postVerify({ type: 'signup', token_hash: HASH })))).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    })
    expect(db.queries.map((q) => q.sql.split(' where ')[1])).toEqual(["confirmation_token = $1 and $1 <> '' limit 1"])
  })

  it('does not look for a magic link in the confirmation column', async () => {
    const { deps, db } = depsWithToken('confirmation')
    expect(await rejection(verifyPost(deps, postVerify({ type: 'magiclink', token_hash: HASH })))).toMatchObject({
      code: 'otp_expired',
    })
    expect(db.queries.map((q) => q.sql.split(' where ')[1])).toEqual(["recovery_token = $1 and $1 <> '' limit 1"])
  })

  it('confirms the e-mail of an unconfirmed user', async () => {
    const { deps, db } = depsWithToken('confirmation', { confirmed: false })
    await verifyPost(deps, postVerify({ type: 'signup', token_hash: HASH }))
    expect(db.sql(/set email_confirmed_at = now\(\)/)).toHaveLength(1)
  })

  it('computes the hash from e-mail and OTP', async () => {
    const hash = tokenHash('maria@example.com', '123456')
    const { deps } = depsWithToken('recovery', { hash })
    const response = await verifyPost(
      deps,
      postVerify({ type: 'recovery', email: 'maria@example.com', token: '123456' }),
    )
    expect(response.status).toBe(200)
  })

  it('prefers token_hash over e-mail and OTP', async () => {
    const { deps } = depsWithToken('recovery')
    const response = await verifyPost(
      deps,
      postVerify({ type: 'recovery', token_hash: HASH, email: 'maria@example.com', token: '000000' }),
    )
    expect(response.status).toBe(200)
  })

  it('accepts the pkce_ prefix of a PKCE link in token_hash', async () => {
    const { deps } = depsWithToken('confirmation')
    expect((await verifyPost(deps, postVerify({ type: 'signup', token_hash: `pkce_${HASH}` }))).status).toBe(200)
  })

  it('requires a token hash, or both e-mail and OTP', async () => {
    const { deps } = depsWithToken('recovery')
    for (const body of [
      { type: 'recovery' },
      { type: 'recovery', email: 'maria@example.com' },
      { type: 'recovery', token: '123456' },
    ]) {
      expect(await rejection(verifyPost(deps, postVerify(body)))).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Verify requires either a token or a token hash',
      })
    }
  })

  it('requires a known verification type', async () => {
    const { deps } = depsWithToken('recovery')
    for (const type of [undefined, 'sms', 'email_change']) {
      expect(await rejection(verifyPost(deps, postVerify({ type, token_hash: HASH })))).toMatchObject({
        status: 400,
        code: 'validation_failed',
        message: 'Verify requires a verification type',
      })
    }
  })

  it('refuses a token older than the OTP lifetime, and one without a sent time', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const fresh = depsWithToken('recovery', { ageSeconds: 3600 })
    expect((await verifyPost(fresh.deps, postVerify({ type: 'recovery', token_hash: HASH }))).status).toBe(200)
    for (const ageSeconds of [3601, null]) {
      const { deps, db } = depsWithToken('recovery', { ageSeconds })
      expect(await rejection(verifyPost(deps, postVerify({ type: 'recovery', token_hash: HASH })))).toMatchObject({
        status: 403,
        code: 'otp_expired',
      })
      expect(db.sql(/^update/)).toEqual([])
    }
  })

  it('stops at an expired token instead of trying the next column (type email)', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const { deps, db } = depsWithToken('confirmation', { ageSeconds: 7200 })
    db.on(/^select \*, recovery_sent_at/, () => [{ ...userRow(), sent_at: new Date(NOW) }])
    expect(await rejection(verifyPost(deps, postVerify({ type: 'email', token_hash: HASH })))).toMatchObject({
      code: 'otp_expired',
    })
    expect(db.queries).toHaveLength(1)
  })
})

describe('verifyGet', () => {
  it('redirects (303) to redirect_to with the session in the fragment, keys sorted', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const { deps } = depsWithToken('confirmation')
    const response = await verifyGet(
      deps,
      getVerify({ token: HASH, type: 'signup', redirect_to: 'http://localhost:5173/bem-vindo#old' }),
    )
    expect(response.status).toBe(303)
    const location = response.headers.get('location') ?? ''
    const [base, fragment] = location.split('#')
    expect(base).toBe('http://localhost:5173/bem-vindo')
    const params = new URLSearchParams(fragment)
    expect([...params.keys()]).toEqual([
      'access_token',
      'expires_at',
      'expires_in',
      'refresh_token',
      'sb',
      'token_type',
      'type',
    ])
    expect(params.get('expires_at')).toBe(String(NOW / 1000 + 3600))
    expect(params.get('expires_in')).toBe('3600')
    expect(params.get('refresh_token')).toMatch(/^[a-zA-Z0-9]{16}$/)
    expect(params.get('sb')).toBe('')
    expect(params.get('token_type')).toBe('bearer')
    expect(params.get('type')).toBe('signup')
    expect(decodeJwt(params.get('access_token') ?? '')).toMatchObject({ sub: USER_ID, amr: [{ method: 'otp' }] })
    expect(await response.text()).toBe('')
  })

  it('uses the site URL for a missing or foreign redirect_to', async () => {
    const { deps } = depsWithToken('recovery')
    const response = await verifyGet(
      deps,
      getVerify({ token: HASH, type: 'recovery', redirect_to: 'https://evil.example/' }),
    )
    expect(response.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:5173#access_token=/)
    const { deps: again } = depsWithToken('recovery')
    const noRedirect = await verifyGet(again, getVerify({ token: HASH, type: 'magiclink' }))
    const fragment = new URLSearchParams((noRedirect.headers.get('location') ?? '').split('#')[1])
    expect(decodeJwt(fragment.get('access_token') ?? '')).toMatchObject({ amr: [{ method: 'magiclink' }] })
  })

  it('redirects a PKCE link with ?code= for the client to exchange', async () => {
    const { deps } = depsWithToken('confirmation')
    const verifier = 'v'.repeat(43)
    deps.pkce.start(HASH, createHash('sha256').update(verifier).digest('base64url'), 's256', 'signup')
    const response = await verifyGet(
      deps,
      getVerify({
        token: `pkce_${HASH}`,
        type: 'signup',
        redirect_to: 'http://localhost:5173/auth/callback?next=%2Fconta',
      }),
    )
    expect(response.status).toBe(303)
    const location = new URL(response.headers.get('location') ?? '')
    expect(location.origin + location.pathname).toBe('http://localhost:5173/auth/callback')
    expect(location.searchParams.get('next')).toBe('/conta')
    const code = location.searchParams.get('code') ?? ''
    expect(location.hash).toBe('')
    expect(deps.pkce.exchange(code, verifier)).toEqual({ userId: USER_ID, type: 'signup' })
  })

  it('signs in directly when a pkce_ link has no stored flow (e.g. after a restart)', async () => {
    const { deps } = depsWithToken('confirmation')
    const response = await verifyGet(
      deps,
      getVerify({ token: `pkce_${HASH}`, type: 'signup', redirect_to: 'http://localhost:5173/' }),
    )
    expect(response.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/#access_token=/)
  })

  it('does not start a PKCE exchange for a link without the pkce_ prefix', async () => {
    const { deps } = depsWithToken('confirmation')
    deps.pkce.start(HASH, 'challenge', 'plain', 'signup')
    const response = await verifyGet(
      deps,
      getVerify({ token: HASH, type: 'signup', redirect_to: 'http://localhost:5173/' }),
    )
    expect(response.headers.get('location')).toMatch(/^http:\/\/localhost:5173\/#access_token=/)
    expect(deps.pkce.isPkce(HASH)).toBe(true)
  })

  it('puts an expired link’s error in the fragment with GoTrue’s wording', async () => {
    const { deps } = depsWithToken('confirmation')
    const response = await verifyGet(
      deps,
      getVerify({ token: 'b'.repeat(56), type: 'signup', redirect_to: 'http://localhost:5173/x#frag' }),
    )
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(
      'http://localhost:5173/x#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
    )
  })

  it('passes on other errors (a bad type) with their own code and message', async () => {
    const { deps } = depsWithToken('confirmation')
    const response = await verifyGet(
      deps,
      getVerify({ token: HASH, type: 'bogus', redirect_to: 'http://localhost:5173/' }),
    )
    expect(response.headers.get('location')).toBe(
      'http://localhost:5173/#error=access_denied&error_code=validation_failed&error_description=Verify+requires+a+verification+type&sb=',
    )
  })

  it('for a PKCE link, also puts the error in the query', async () => {
    const { deps } = depsWithToken('confirmation')
    const response = await verifyGet(
      deps,
      getVerify({ token: `pkce_${'b'.repeat(56)}`, type: 'signup', redirect_to: 'http://localhost:5173/cb' }),
    )
    const params =
      'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb='
    expect(response.headers.get('location')).toBe(`http://localhost:5173/cb?${params}#${params}`)
  })

  it('treats missing token and type as an invalid link', async () => {
    const { deps } = depsWithToken('confirmation')
    const response = await verifyGet(deps, getVerify({}))
    expect(response.headers.get('location')).toBe(
      'http://127.0.0.1:5173/#error=access_denied&error_code=validation_failed&error_description=Verify+requires+a+verification+type&sb=',
    )
  })

  it('rethrows errors that are not auth failures', async () => {
    const { deps, db } = depsWithToken('confirmation')
    db.on(/^select \*, confirmation_sent_at/, () => {
      throw new Error('database down')
    })
    await expect(verifyGet(deps, getVerify({ token: HASH, type: 'signup' }))).rejects.toThrow('database down')
  })
})
