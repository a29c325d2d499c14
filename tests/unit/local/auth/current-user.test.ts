/** @vitest-environment node */
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../../../local/keys.ts'
import { AuthFailure } from '../../../../local/supabase/auth/auth-errors.ts'
import { requireClaims, requireServiceRole, requireUser } from '../../../../local/supabase/auth/current-user.ts'
import { fakeDeps, USER_ID, userRow } from './fake-deps.ts'

const SESSION_ID = '99999999-8888-4777-8666-555555555555'

async function sign(claims: Record<string, unknown>, exp: string | number = '1h', key = LOCAL_JWT_SECRET) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(key))
}

const req = (headers: Record<string, string>, url = 'http://h/auth/v1/user') => new Request(url, { headers })

async function failure(promise: Promise<unknown>): Promise<AuthFailure> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof AuthFailure)) throw new Error(`expected an AuthFailure, got ${String(error)}`)
  return error
}

describe('requireClaims', () => {
  it('returns the verified claims of the bearer token', async () => {
    const { deps } = fakeDeps()
    const token = await sign({ role: 'authenticated', sub: USER_ID })
    const auth = await requireClaims(deps, req({ authorization: `Bearer ${token}` }))
    expect(auth.role).toBe('authenticated')
    expect(auth.claims.sub).toBe(USER_ID)
  })

  it('accepts the scheme in any case and trims the token', async () => {
    const { deps } = fakeDeps()
    const token = await sign({ role: 'authenticated', sub: USER_ID })
    expect((await requireClaims(deps, req({ authorization: `bearer   ${token}\u00a0` }))).role).toBe('authenticated')
  })

  it('refuses a request without a bearer token with 401 no_authorization, even with an apikey', async () => {
    const { deps } = fakeDeps()
    const cases: Array<Record<string, string>> = [
      {},
      { apikey: LOCAL_ANON_KEY },
      { authorization: `Basic ${LOCAL_ANON_KEY}` },
      { authorization: 'Bearer ' },
    ]
    for (const headers of cases) {
      const error = await failure(requireClaims(deps, req(headers)))
      expect(error.status).toBe(401)
      expect(error.code).toBe('no_authorization')
      expect(error.message).toBe('This endpoint requires a valid Bearer token')
    }
    const prefixed = await failure(requireClaims(deps, req({ authorization: `xBearer ${LOCAL_ANON_KEY}` })))
    expect(prefixed.code).toBe('no_authorization')
  })

  it('refuses an expired token with GoTrue’s 403 bad_jwt message', async () => {
    const { deps } = fakeDeps()
    const token = await sign({ role: 'authenticated', sub: USER_ID }, Math.floor(Date.now() / 1000) - 60)
    const error = await failure(requireClaims(deps, req({ authorization: `Bearer ${token}` })))
    expect(error.status).toBe(403)
    expect(error.code).toBe('bad_jwt')
    expect(error.message).toBe(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
    )
  })

  it('refuses a forged token, passing on the verifier’s reason', async () => {
    const { deps } = fakeDeps()
    const token = await sign({ role: 'service_role' }, '1h', 'another-secret-another-secret-another-secret')
    const error = await failure(requireClaims(deps, req({ authorization: `Bearer ${token}` })))
    expect(error.status).toBe(403)
    expect(error.code).toBe('bad_jwt')
    expect(error.message).toBe('invalid JWT: unable to parse or verify signature, JWSError JWSInvalidSignature')
  })
})

describe('requireUser', () => {
  it('returns the user and session of the access token', async () => {
    const { deps, db } = fakeDeps()
    const row = userRow()
    db.on(/from auth\.sessions/, ([id]) => (id === SESSION_ID ? [{ '?column?': 1 }] : []))
    db.on(/from auth\.users where id/, ([id]) => (id === USER_ID ? [row] : []))
    const token = await sign({ role: 'authenticated', sub: USER_ID, session_id: SESSION_ID })
    const result = await requireUser(deps, req({ authorization: `Bearer ${token}` }))
    expect(result.user).toBe(row)
    expect(result.sessionId).toBe(SESSION_ID)
    expect(result.auth.claims.sub).toBe(USER_ID)
    expect(db.queries.map((q) => q.params)).toEqual([[SESSION_ID], [USER_ID]])
  })

  it('accepts a token without session_id (the session is then "")', async () => {
    const { deps, db } = fakeDeps()
    db.on(/from auth\.users where id/, () => [userRow()])
    for (const extra of [{}, { session_id: 42 }]) {
      const token = await sign({ role: 'authenticated', sub: USER_ID, ...extra })
      const result = await requireUser(deps, req({ authorization: `Bearer ${token}` }))
      expect(result.sessionId).toBe('')
    }
    expect(db.sql(/auth\.sessions/)).toEqual([])
  })

  it('refuses a token without a sub claim', async () => {
    const { deps } = fakeDeps()
    for (const sub of [undefined, '', 42]) {
      const token = await sign({ role: 'authenticated', ...(sub === undefined ? {} : { sub }) })
      const error = await failure(requireUser(deps, req({ authorization: `Bearer ${token}` })))
      expect(error.status).toBe(403)
      expect(error.code).toBe('bad_jwt')
      expect(error.message).toBe('invalid claim: missing sub claim')
    }
  })

  it('refuses a token whose session has ended', async () => {
    const { deps, db } = fakeDeps()
    db.on(/from auth\.users where id/, () => [userRow()])
    const token = await sign({ role: 'authenticated', sub: USER_ID, session_id: SESSION_ID })
    const error = await failure(requireUser(deps, req({ authorization: `Bearer ${token}` })))
    expect(error.status).toBe(403)
    expect(error.code).toBe('session_not_found')
    expect(error.message).toBe('Session from session_id claim in JWT does not exist')
  })

  it('refuses a token whose user no longer exists', async () => {
    const { deps, db } = fakeDeps()
    db.on(/from auth\.sessions/, () => [{}])
    const token = await sign({ role: 'authenticated', sub: USER_ID, session_id: SESSION_ID })
    const error = await failure(requireUser(deps, req({ authorization: `Bearer ${token}` })))
    expect(error.status).toBe(403)
    expect(error.code).toBe('user_not_found')
    expect(error.message).toBe('User from sub claim in JWT does not exist')
  })
})

describe('requireServiceRole', () => {
  it('accepts the service key as bearer token or as apikey (header or query)', async () => {
    const { deps } = fakeDeps()
    await expect(
      requireServiceRole(deps, req({ authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` })),
    ).resolves.toBeUndefined()
    await expect(requireServiceRole(deps, req({ apikey: LOCAL_SERVICE_ROLE_KEY }))).resolves.toBeUndefined()
    await expect(
      requireServiceRole(deps, req({}, `http://h/auth/v1/admin/users?apikey=${LOCAL_SERVICE_ROLE_KEY}`)),
    ).resolves.toBeUndefined()
  })

  it('prefers the bearer token over the apikey', async () => {
    const { deps } = fakeDeps()
    const error = await failure(
      requireServiceRole(deps, req({ authorization: `Bearer ${LOCAL_ANON_KEY}`, apikey: LOCAL_SERVICE_ROLE_KEY })),
    )
    expect(error.code).toBe('not_admin')
  })

  it('refuses anon and signed-in users with 403 not_admin', async () => {
    const { deps } = fakeDeps()
    const user = await sign({ role: 'authenticated', sub: USER_ID })
    const cases: Array<Record<string, string>> = [{}, { apikey: LOCAL_ANON_KEY }, { authorization: `Bearer ${user}` }]
    for (const headers of cases) {
      const error = await failure(requireServiceRole(deps, req(headers)))
      expect(error.status).toBe(403)
      expect(error.code).toBe('not_admin')
      expect(error.message).toBe('User not allowed')
    }
  })

  it('refuses a forged service token with 403 bad_jwt', async () => {
    const { deps } = fakeDeps()
    const forged = await sign({ role: 'service_role' }, '1h', 'another-secret-another-secret-another-secret')
    const error = await failure(requireServiceRole(deps, req({ authorization: `Bearer ${forged}` })))
    expect(error.status).toBe(403)
    expect(error.code).toBe('bad_jwt')
    expect(error.message).toBe('invalid JWT: unable to parse or verify signature, JWSError JWSInvalidSignature')
  })
})
