/** @vitest-environment node */
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../../local/keys.ts'
import type { ServiceContext } from '../../../local/supabase/context.ts'
import { bearerToken, postgrestJwtError, verifyBearer } from '../../../local/supabase/http/verify-jwt.ts'

const ctx = {
  db: undefined as never,
  jwtSecret: LOCAL_JWT_SECRET,
  anonKey: LOCAL_ANON_KEY,
  serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
  publicUrl: 'http://127.0.0.1:54321',
} satisfies ServiceContext

const secret = (text: string) => new TextEncoder().encode(text)
async function sign(
  claims: Record<string, unknown>,
  options: { alg?: string; key?: string; exp?: string | number } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setExpirationTime(options.exp ?? '1h')
    .sign(secret(options.key ?? LOCAL_JWT_SECRET))
}

const req = (headers: Record<string, string> = {}, url = 'http://127.0.0.1:54321/rest/v1/posts') =>
  new Request(url, { headers })

describe('bearerToken', () => {
  it('takes the token after "Bearer", whatever the case and spacing', () => {
    expect(bearerToken(req({ authorization: 'Bearer abc.def.ghi' }))).toBe('abc.def.ghi')
    expect(bearerToken(req({ authorization: 'bearer abc' }))).toBe('abc')
    expect(bearerToken(req({ authorization: 'BEARER   abc' }))).toBe('abc')
    expect(bearerToken(req({ authorization: 'Bearer\tabc' }))).toBe('abc')
  })

  it('trims Unicode spaces after the token, which Headers leaves in place', () => {
    expect(bearerToken(req({ authorization: 'Bearer abc\u00a0' }))).toBe('abc')
  })

  it('keeps the whole token, not just its first character', () => {
    expect(bearerToken(req({ authorization: 'Bearer xyz', apikey: 'key' }))).toBe('xyz')
  })

  it('prefers the bearer token over the apikey', () => {
    expect(bearerToken(req({ authorization: 'Bearer tok', apikey: 'key' }, 'http://h/x?apikey=query'))).toBe('tok')
  })

  it('ignores an authorization header that is not a bearer one and falls back to the apikey header', () => {
    expect(bearerToken(req({ authorization: 'Basic dXNlcjpwYXNz', apikey: 'key' }))).toBe('key')
    expect(bearerToken(req({ authorization: 'Bearer', apikey: 'key' }))).toBe('key')
    expect(bearerToken(req({ authorization: 'Bearer ', apikey: 'key' }))).toBe('key')
    expect(bearerToken(req({ authorization: 'xBearer abc', apikey: 'key' }))).toBe('key')
    expect(bearerToken(req({ authorization: 'Bearerabc', apikey: 'key' }))).toBe('key')
  })

  it('falls back to the apikey query parameter, then to null', () => {
    expect(bearerToken(req({}, 'http://h/storage/v1/object?apikey=query'))).toBe('query')
    expect(bearerToken(req({ apikey: 'header' }, 'http://h/x?apikey=query'))).toBe('header')
    expect(bearerToken(req({}))).toBeNull()
  })
})

describe('verifyBearer', () => {
  it('treats no token, an empty one and the anon key as anon', async () => {
    const anon = { ok: true, auth: { role: 'anon', claims: { role: 'anon' } } }
    expect(await verifyBearer(null, ctx)).toEqual(anon)
    expect(await verifyBearer('', ctx)).toEqual(anon)
    expect(await verifyBearer(LOCAL_ANON_KEY, ctx)).toEqual(anon)
  })

  it('treats the anon key as anon even when it is not a JWT (publishable keys)', async () => {
    expect(await verifyBearer('sb_publishable_x', { ...ctx, anonKey: 'sb_publishable_x' })).toEqual({
      ok: true,
      auth: { role: 'anon', claims: { role: 'anon' } },
    })
  })

  it('refuses a token that is not made of three parts, saying how many it has', async () => {
    expect(await verifyBearer('sb_publishable_x', ctx)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'Expected 3 parts in JWT; got 1',
    })
    expect(await verifyBearer('a.b', ctx)).toMatchObject({ message: 'Expected 3 parts in JWT; got 2' })
    expect(await verifyBearer('a.b.c.d', ctx)).toMatchObject({ message: 'Expected 3 parts in JWT; got 4' })
  })

  it('accepts an HS256 token for each of the three roles, with its claims', async () => {
    for (const role of ['anon', 'authenticated', 'service_role'] as const) {
      const token = await sign({ role, sub: 'user-1' })
      const result = await verifyBearer(token, ctx)
      expect(result.ok, role).toBe(true)
      if (!result.ok) continue
      expect(result.auth.role).toBe(role)
      expect(result.auth.claims).toMatchObject({ role, sub: 'user-1' })
    }
    expect(await verifyBearer(LOCAL_SERVICE_ROLE_KEY, ctx)).toMatchObject({ ok: true, auth: { role: 'service_role' } })
  })

  it('refuses a token whose role is missing or not one of the three', async () => {
    for (const claims of [{ role: 'supabase_admin' }, { role: 'postgres' }, { role: '' }, { sub: 'user-1' }]) {
      expect(await verifyBearer(await sign(claims), ctx)).toEqual({
        ok: false,
        reason: 'invalid',
        message: 'JWT role is not allowed',
      })
    }
  })

  it('reports an expired token as expired', async () => {
    const token = await sign({ role: 'authenticated' }, { exp: Math.floor(Date.now() / 1000) - 60 })
    expect(await verifyBearer(token, ctx)).toEqual({ ok: false, reason: 'expired', message: 'JWT expired' })
  })

  it('reports a token signed with another secret as an invalid signature', async () => {
    const token = await sign({ role: 'service_role' }, { key: 'another-secret-another-secret-another-secret' })
    expect(await verifyBearer(token, ctx)).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'JWSError JWSInvalidSignature',
    })
  })

  it('refuses HS512 and alg none even with the right secret', async () => {
    const hs512 = await sign({ role: 'service_role' }, { alg: 'HS512' })
    const hs512Result = await verifyBearer(hs512, ctx)
    expect(hs512Result).toMatchObject({ ok: false, reason: 'invalid' })
    if (!hs512Result.ok) expect(hs512Result.message).toMatch(/alg/i)
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role' })}.`
    expect(await verifyBearer(none, ctx)).toMatchObject({ ok: false, reason: 'invalid' })
  })

  it('passes on the library message for a malformed token', async () => {
    const result = await verifyBearer('not.a.jwt', ctx)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.reason).toBe('invalid')
    expect(result.message).not.toBe('')
    expect(result.message).not.toBe('Invalid JWT')
    expect(result.message).not.toBe('JWSError JWSInvalidSignature')
  })
})

describe('postgrestJwtError', () => {
  it('answers an invalid token with PGRST301 and a WWW-Authenticate challenge', async () => {
    const response = postgrestJwtError({ ok: false, reason: 'invalid', message: 'JWT role is not allowed' })
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('www-authenticate')).toBe(
      'Bearer error="invalid_token", error_description="JWT role is not allowed"',
    )
    expect(await response.json()).toEqual({
      code: 'PGRST301',
      details: null,
      hint: null,
      message: 'JWT role is not allowed',
    })
  })

  it('answers an expired token with PGRST303', async () => {
    const response = postgrestJwtError({ ok: false, reason: 'expired', message: 'JWT expired' })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ code: 'PGRST303', details: null, hint: null, message: 'JWT expired' })
  })
})
