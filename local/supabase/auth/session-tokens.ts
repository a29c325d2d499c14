import { randomBytes, randomUUID } from 'node:crypto'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { SignJWT } from 'jose'
import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure } from './auth-errors.ts'
import { findUserById, userJson, type UserRow } from './user-row.ts'

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** Opaque refresh token (GoTrue uses short alphanumerics; a few more characters cost nothing). */
function newRefreshToken(): string {
  return Array.from(randomBytes(16), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')
}

export type AuthMethod = 'password' | 'otp' | 'recovery' | 'magiclink' | 'email/signup' | 'pkce' | 'totp'

type Queryable = Pick<PGlite | Transaction, 'query'>

/** Methods that make a session aal2 (internal/models/amr.go IsAAL2Claim). */
const AAL2_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn']

/**
 * Records how the session was authenticated (models.AddClaimToSession): one row per method, a repeat
 * only moves its time. The access token's `amr` and `aal` are read back from these rows.
 */
export async function addAmrClaim(tx: Queryable, sessionId: string, method: AuthMethod): Promise<void> {
  await tx.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey do update set updated_at = now()`,
    [sessionId, method],
  )
}

/**
 * The session's `aal` and `amr` as GoTrue computes them for every token it signs, refreshes included
 * (Session.CalculateAALAndAMR): aal2 once a second factor was verified in it, newest method first.
 */
async function sessionAssurance(db: Queryable, sessionId: string) {
  const { rows } = await db.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::bigint as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  )
  const amr = rows.map(({ method, timestamp }) => ({ method, timestamp: Number(timestamp) }))
  return { aal: amr.some((entry) => AAL2_METHODS.includes(entry.method)) ? 'aal2' : 'aal1', amr }
}

async function signAccessToken(
  deps: AuthDeps,
  db: Queryable,
  user: UserRow,
  sessionId: string,
  issuedAt: number,
): Promise<string> {
  const { aal, amr } = await sessionAssurance(db, sessionId)
  return new SignJWT({
    aud: 'authenticated',
    email: user.email ?? '',
    phone: user.phone ?? '',
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: Boolean(user.is_anonymous),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`${deps.ctx.publicUrl}/auth/v1`)
    .setSubject(user.id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + deps.config.jwtExpiry)
    .sign(new TextEncoder().encode(deps.ctx.jwtSecret))
}

function sessionJson(deps: AuthDeps, user: UserRow, accessToken: string, refreshToken: string, issuedAt: number) {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: deps.config.jwtExpiry,
    expires_at: issuedAt + deps.config.jwtExpiry,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

/** A new session (auth.sessions row + first refresh token) for a signed-in user. */
export async function issueSession(deps: AuthDeps, userId: string, method: AuthMethod) {
  const db = deps.ctx.db
  const sessionId = randomUUID()
  const refreshToken = newRefreshToken()
  const user = await db.transaction(async (tx) => {
    await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId])
    await tx.query(
      "insert into auth.sessions (id, user_id, aal, created_at, updated_at) values ($1, $2, 'aal1', now(), now())",
      [sessionId, userId],
    )
    await tx.query(
      `insert into auth.refresh_tokens (token, user_id, session_id, revoked, created_at, updated_at)
       values ($1, $2, $3, false, now(), now())`,
      [refreshToken, userId, sessionId],
    )
    await addAmrClaim(tx, sessionId, method)
    return findUserById(tx, userId)
  })
  if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found')
  const issuedAt = Math.floor(Date.now() / 1000)
  const accessToken = await signAccessToken(deps, db, user, sessionId, issuedAt)
  return sessionJson(deps, user, accessToken, refreshToken, issuedAt)
}

interface RefreshTokenRow {
  id: number
  token: string
  user_id: string
  session_id: string | null
  revoked: boolean
  updated_at: Date
  session_exists: boolean
}

/** grant_type=refresh_token: rotate the token (a spent one is honoured only within the reuse interval). */
export async function refreshSession(deps: AuthDeps, token: string) {
  const db = deps.ctx.db
  const { rows } = await db.query<RefreshTokenRow>(
    `select t.id, t.token, t.user_id::text as user_id, t.session_id::text as session_id, t.revoked, t.updated_at,
            exists (select 1 from auth.sessions s where s.id = t.session_id) as session_exists
       from auth.refresh_tokens t where t.token = $1`,
    [token],
  )
  const row = rows[0]
  if (!row) throw new AuthFailure(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
  if (!row.session_id || !row.session_exists) {
    throw new AuthFailure(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found')
  }
  const rotated = await db.transaction(async (tx) => {
    if (row.revoked) {
      const ageSeconds = (Date.now() - new Date(row.updated_at).getTime()) / 1000
      if (ageSeconds > deps.config.refreshTokenReuseInterval) {
        // A spent token replayed outside the window: treat the whole session as stolen.
        await tx.query('delete from auth.sessions where id = $1', [row.session_id])
        return null
      }
      // Within the window (e.g. two tabs refreshing at once): hand out the session's current token.
      const { rows: active } = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1`,
        [row.session_id],
      )
      if (active[0]) return { user: await findUserById(tx, row.user_id), token: active[0].token }
    }
    const next = await swapRefreshToken(tx, row)
    await tx.query('update auth.sessions set updated_at = now(), refreshed_at = now() where id = $1', [row.session_id])
    return { user: await findUserById(tx, row.user_id), token: next }
  })
  if (!rotated) throw new AuthFailure(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  if (!rotated.user) throw new AuthFailure(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found')
  const issuedAt = Math.floor(Date.now() / 1000)
  const accessToken = await signAccessToken(deps, db, rotated.user, row.session_id, issuedAt)
  return sessionJson(deps, rotated.user, accessToken, rotated.token, issuedAt)
}

/** Revokes a refresh token and issues its successor in the same session (GrantRefreshTokenSwap). */
async function swapRefreshToken(
  tx: Queryable,
  current: { id: number; token: string; user_id: string; session_id: string | null },
): Promise<string> {
  const next = newRefreshToken()
  await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [current.id])
  await tx.query(
    `insert into auth.refresh_tokens (token, user_id, session_id, revoked, parent, created_at, updated_at)
     values ($1, $2, $3, false, $4, now(), now())`,
    [next, current.user_id, current.session_id, current.token],
  )
  return next
}

/**
 * A second factor verified in this session (api.updateMFASessionAndClaims and what verifyTOTPFactor
 * does around it): the method joins the session's claims, the session becomes aal2 and remembers the
 * factor, its refresh token is swapped as GoTrue swaps a legacy one (GrantRefreshTokenSwap; the spent
 * one then follows the reuse interval like any other), and the user's other sessions below aal2 end
 * (InvalidateSessionsWithAALLessThan). Runs inside the caller's transaction.
 */
export async function upgradeSession(
  deps: AuthDeps,
  tx: Transaction,
  userId: string,
  sessionId: string,
  factorId: string,
  method: AuthMethod,
) {
  await addAmrClaim(tx, sessionId, method)
  const { rows } = await tx.query<{ id: number; token: string; user_id: string; session_id: string }>(
    `select id, token, user_id, session_id::text as session_id from auth.refresh_tokens
      where session_id = $1 and not revoked order by id desc limit 1`,
    [sessionId],
  )
  if (!rows[0]) throw new AuthFailure(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found')
  const refreshToken = await swapRefreshToken(tx, rows[0])
  const { aal } = await sessionAssurance(tx, sessionId)
  await tx.query('update auth.sessions set aal = $2, factor_id = $3, updated_at = now() where id = $1', [
    sessionId,
    aal,
    factorId,
  ])
  await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [userId])
  const user = await findUserById(tx, userId)
  if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found')
  const issuedAt = Math.floor(Date.now() / 1000)
  const accessToken = await signAccessToken(deps, tx, user, sessionId, issuedAt)
  return sessionJson(deps, user, accessToken, refreshToken, issuedAt)
}

/** Sign-out: `global` ends every session of the user, `local` this one, `others` all but this one. */
export async function endSessions(deps: AuthDeps, userId: string, sessionId: string, scope: string) {
  const [where, params] =
    scope === 'local'
      ? ['id = $1::uuid', [sessionId]]
      : scope === 'others'
        ? ['user_id = $1::uuid and id <> $2::uuid', [userId, sessionId]]
        : ['user_id = $1::uuid', [userId]]
  await deps.ctx.db.transaction(async (tx) => {
    // Spent tokens stay (revoked) so a later refresh says "No Valid Session Found", as GoTrue does.
    await tx.query(
      `update auth.refresh_tokens set revoked = true, updated_at = now()
        where session_id in (select id from auth.sessions where ${where})`,
      params,
    )
    await tx.query(`delete from auth.sessions where ${where}`, params)
  })
}

export async function sessionExists(deps: AuthDeps, sessionId: string): Promise<boolean> {
  const { rows } = await deps.ctx.db.query('select 1 from auth.sessions where id = $1', [sessionId])
  return rows.length > 0
}
