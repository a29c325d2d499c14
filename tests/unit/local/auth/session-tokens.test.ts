/** @vitest-environment node */
import { jwtVerify } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LOCAL_JWT_SECRET } from '../../../../local/keys.ts'
import {
  endSessions,
  issueSession,
  refreshSession,
  sessionExists,
} from '../../../../local/supabase/auth/session-tokens.ts'
import { USER_COLUMNS, userJson } from '../../../../local/supabase/auth/user-row.ts'
import { fakeDeps, USER_ID, userRow } from './fake-deps.ts'

const SESSION = '99999999-8888-4777-8666-555555555555'
const NOW = new Date('2026-11-22T12:00:00.000Z').getTime()

afterEach(() => {
  vi.useRealTimers()
})

async function claims(token: string) {
  const { payload, protectedHeader } = await jwtVerify(token, new TextEncoder().encode(LOCAL_JWT_SECRET))
  return { payload, protectedHeader }
}

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error('expected a rejection')
    },
    (e: unknown) => e as { status: number; code: string; message: string },
  )
}

describe('issueSession', () => {
  it('records the sign-in, the session and its refresh token, and signs the access token', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const { deps, db } = fakeDeps({ jwtExpiry: 900 })
    const row = userRow({ raw_user_meta_data: { full_name: 'Maria' }, phone: '5511' })
    db.on(/from auth\.users where id/, () => [row])
    const session = await issueSession(deps, USER_ID, 'magiclink')
    const issuedAt = NOW / 1000

    expect(session).toEqual({
      access_token: session.access_token,
      token_type: 'bearer',
      expires_in: 900,
      expires_at: issuedAt + 900,
      refresh_token: session.refresh_token,
      user: userJson(row),
    })
    expect(session.refresh_token).toMatch(/^[a-zA-Z0-9]{16}$/)

    const { payload, protectedHeader } = await claims(session.access_token)
    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' })
    const sessionId = payload.session_id as string
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/)
    expect(payload).toEqual({
      aud: 'authenticated',
      email: 'maria@example.com',
      phone: '5511',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { full_name: 'Maria' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'magiclink', timestamp: issuedAt }],
      session_id: sessionId,
      is_anonymous: false,
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: USER_ID,
      iat: issuedAt,
      exp: issuedAt + 900,
    })

    expect(db.queries).toEqual([
      { sql: 'update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', params: [USER_ID] },
      {
        sql: "insert into auth.sessions (id, user_id, aal, created_at, updated_at) values ($1, $2, 'aal1', now(), now())",
        params: [sessionId, USER_ID],
      },
      {
        sql: expect.stringMatching(
          /^insert into auth\.refresh_tokens \(token, user_id, session_id, revoked, created_at, updated_at\)\s+values \(\$1, \$2, \$3, false, now\(\), now\(\)\)$/,
        ),
        params: [session.refresh_token, USER_ID, sessionId],
      },
      { sql: expect.stringMatching(/^insert into auth\.mfa_amr_claims /), params: [sessionId, 'magiclink'] },
      { sql: `select ${USER_COLUMNS} from auth.users where id = $1`, params: [USER_ID] },
      { sql: expect.stringMatching(/from auth\.mfa_amr_claims where session_id = \$1/), params: [sessionId] },
    ])
  })

  it('fills in empty e-mail, phone and metadata in the token of a bare user', async () => {
    const { deps, db } = fakeDeps()
    db.on(/from auth\.users where id/, () => [
      userRow({ email: null, phone: null, raw_app_meta_data: null, raw_user_meta_data: null, is_anonymous: true }),
    ])
    const { payload } = await claims((await issueSession(deps, USER_ID, 'password')).access_token)
    expect(payload).toMatchObject({ email: '', phone: '', app_metadata: {}, user_metadata: {}, is_anonymous: true })
  })

  it('gives every session its own id and refresh token', async () => {
    const { deps, db } = fakeDeps()
    db.on(/from auth\.users where id/, () => [userRow()])
    const a = await issueSession(deps, USER_ID, 'password')
    const b = await issueSession(deps, USER_ID, 'password')
    expect(a.refresh_token).not.toBe(b.refresh_token)
    expect((await claims(a.access_token)).payload.session_id).not.toBe(
      (await claims(b.access_token)).payload.session_id,
    )
  })

  it('fails with 404 user_not_found when the user is gone', async () => {
    const { deps } = fakeDeps()
    expect(await rejection(issueSession(deps, USER_ID, 'password'))).toMatchObject({
      status: 404,
      code: 'user_not_found',
      message: 'User not found',
    })
  })
})

type TokenRow = {
  id: number
  token: string
  user_id: string
  session_id: string | null
  revoked: boolean
  updated_at: Date
  session_exists: boolean
}

function refreshDeps(row: Partial<TokenRow> | null, options: { active?: string; user?: boolean } = {}) {
  const { deps, db } = fakeDeps({ refreshTokenReuseInterval: 10 })
  const full: TokenRow = {
    id: 7,
    token: 'old-token',
    user_id: USER_ID,
    session_id: SESSION,
    revoked: false,
    updated_at: new Date(NOW),
    session_exists: true,
    ...row,
  }
  db.on(/from auth\.refresh_tokens t where t\.token = \$1/, () => (row ? [full] : []))
  db.on(/select token from auth\.refresh_tokens where session_id/, () =>
    options.active ? [{ token: options.active }] : [],
  )
  db.on(/from auth\.users where id/, () => (options.user === false ? [] : [userRow()]))
  // The session was signed in with a password at NOW: a refresh signs that method and time again.
  db.on(/from auth\.mfa_amr_claims where session_id/, () => [{ method: 'password', timestamp: NOW / 1000 }])
  return { deps, db }
}

describe('refreshSession', () => {
  it('rotates a live token: revokes it, issues its child and touches the session', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const { deps, db } = refreshDeps({})
    const session = await refreshSession(deps, 'old-token')
    expect(session.refresh_token).toMatch(/^[a-zA-Z0-9]{16}$/)
    expect(session.refresh_token).not.toBe('old-token')
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, expires_at: NOW / 1000 + 3600 })
    const { payload } = await claims(session.access_token)
    expect(payload).toMatchObject({
      sub: USER_ID,
      session_id: SESSION,
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: NOW / 1000 }],
    })

    expect(db.queries[0].params).toEqual(['old-token'])
    expect(db.queries.slice(1)).toEqual([
      { sql: 'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', params: [7] },
      {
        sql: expect.stringMatching(
          /^insert into auth\.refresh_tokens \(token, user_id, session_id, revoked, parent, created_at, updated_at\)\s+values \(\$1, \$2, \$3, false, \$4, now\(\), now\(\)\)$/,
        ),
        params: [session.refresh_token, USER_ID, SESSION, 'old-token'],
      },
      { sql: 'update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1', params: [SESSION] },
      { sql: `select ${USER_COLUMNS} from auth.users where id = $1`, params: [USER_ID] },
      { sql: expect.stringMatching(/from auth\.mfa_amr_claims where session_id = \$1/), params: [SESSION] },
    ])
  })

  it('refuses an unknown token', async () => {
    const { deps } = refreshDeps(null)
    expect(await rejection(refreshSession(deps, 'nope'))).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    })
  })

  it('refuses a token whose session has ended (or that has none)', async () => {
    for (const row of [{ session_exists: false }, { session_id: null }]) {
      const { deps, db } = refreshDeps(row)
      expect(await rejection(refreshSession(deps, 'old-token'))).toMatchObject({
        status: 400,
        code: 'session_not_found',
        message: 'Invalid Refresh Token: No Valid Session Found',
      })
      expect(db.queries).toHaveLength(1)
    }
  })

  it('hands out the session’s current token for a spent one replayed within the reuse interval', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const { deps, db } = refreshDeps({ revoked: true, updated_at: new Date(NOW - 10_000) }, { active: 'current-token' })
    const session = await refreshSession(deps, 'old-token')
    expect(session.refresh_token).toBe('current-token')
    expect(db.sql(/^update|^insert|^delete/)).toEqual([])
    expect(db.sql(/select token from auth\.refresh_tokens/)[0].params).toEqual([SESSION])
  })

  it('rotates again when a spent token within the interval has no live successor', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const { deps, db } = refreshDeps({ revoked: true, updated_at: new Date(NOW - 1_000) })
    const session = await refreshSession(deps, 'old-token')
    expect(session.refresh_token).not.toBe('old-token')
    expect(db.sql(/^update auth\.refresh_tokens set revoked = true/)).toHaveLength(1)
  })

  it('ends the whole session when a spent token is replayed after the reuse interval', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const { deps, db } = refreshDeps({ revoked: true, updated_at: new Date(NOW - 10_001) }, { active: 'current-token' })
    expect(await rejection(refreshSession(deps, 'old-token'))).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    })
    expect(db.sql(/^delete/)).toEqual([{ sql: 'delete from auth.sessions where id = $1', params: [SESSION] }])
    expect(db.sql(/^insert/)).toEqual([])
  })

  it('refuses the refresh when the user is gone', async () => {
    const { deps } = refreshDeps({}, { user: false })
    expect(await rejection(refreshSession(deps, 'old-token'))).toMatchObject({
      status: 400,
      code: 'session_not_found',
      message: 'Invalid Refresh Token: No Valid Session Found',
    })
  })
})

describe('endSessions', () => {
  const cases = [
    ['global', 'user_id = $1::uuid', [USER_ID]],
    ['local', 'id = $1::uuid', [SESSION]],
    ['others', 'user_id = $1::uuid and id <> $2::uuid', [USER_ID, SESSION]],
  ] as const
  for (const [scope, where, params] of cases) {
    it(`scope ${scope}: revokes the tokens of the chosen sessions, then deletes them`, async () => {
      const { deps, db } = fakeDeps()
      await endSessions(deps, USER_ID, SESSION, scope)
      expect(db.queries).toHaveLength(2)
      expect(db.queries[0].sql.replace(/\s+/g, ' ')).toBe(
        `update auth.refresh_tokens set revoked = true, updated_at = now() where session_id in (select id from auth.sessions where ${where})`,
      )
      expect(db.queries[0].params).toEqual(params)
      expect(db.queries[1]).toEqual({ sql: `delete from auth.sessions where ${where}`, params })
    })
  }
})

describe('sessionExists', () => {
  it('is true only when the session row exists', async () => {
    const { deps, db } = fakeDeps()
    db.on(/from auth\.sessions where id = \$1/, ([id]) => (id === SESSION ? [{}] : []))
    expect(await sessionExists(deps, SESSION)).toBe(true)
    expect(await sessionExists(deps, 'other')).toBe(false)
    expect(db.queries[0]).toEqual({ sql: 'select 1 from auth.sessions where id = $1', params: [SESSION] })
  })
})
