import { randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure, authJson } from './auth-errors.ts'
import { runMfaVerificationAttemptHook } from './mfa-verification-hook.ts'
import { readJsonBody } from './request-input.ts'
import { upgradeSession } from './session-tokens.ts'
import { totpCodeMatches } from './totp.ts'
import type { UserRow } from './user-row.ts'

// Challenge and verify of a TOTP factor (internal/api/mfa.go challengeTOTPFactor, validateChallenge,
// verifyTOTPFactor; internal/models/challenge.go). GoTrue keeps no count of wrong codes per factor or
// challenge: a wrong code leaves the challenge usable until it expires, and guessing is held back
// only by the per-address limit on these two routes (factors.ts). A challenge verifies once; the
// code is checked against the time only, so GoTrue takes the same code again on a new challenge
// while it is current (±30 s). The MFA Verification Attempt hook (mfa-verification-hook.ts), when
// configured, is what may refuse those (supabase/config.toml turns it on; decision 061).

export interface FactorRow {
  id: string
  user_id: string
  friendly_name: string | null
  factor_type: string
  status: string
  secret: string | null
}

/** The signed-in user and the aal of the session their token names (GoTrue reads it from the row). */
export interface FactorCaller {
  user: UserRow
  sessionId: string
  aal: string | null
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isUuid(value: string): boolean {
  return UUID.test(value)
}

function verifyDisabled(deps: AuthDeps): void {
  if (!deps.config.mfa.totpVerifyEnabled) {
    throw new AuthFailure(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP')
  }
}

/** The connection's address as the challenge stores it (`inet not null`). */
function challengeIp(clientIp: string): string {
  return isIP(clientIp) ? clientIp : '0.0.0.0'
}

/** `POST /factors/{id}/challenge` → {id, type, expires_at}; the challenge is bound to the caller's address. */
export async function challengeFactor(deps: AuthDeps, factor: FactorRow, clientIp: string): Promise<Response> {
  verifyDisabled(deps)
  const id = randomUUID()
  const createdAt = await deps.ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ created_at: Date }>(
      `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address) values ($1, $2, now(), $3::inet)
       returning created_at`,
      [id, factor.id, challengeIp(clientIp)],
    )
    await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id])
    return new Date(rows[0].created_at)
  })
  const expiresAt = Math.floor(createdAt.getTime() / 1000) + deps.config.mfa.challengeExpirySeconds
  return authJson({ id, type: factor.factor_type, expires_at: expiresAt })
}

/** validateChallenge: the factor's own challenge, not yet verified, from this address, not expired. */
async function validChallenge(deps: AuthDeps, factor: FactorRow, challengeId: string, clientIp: string) {
  const { rows } = await deps.ctx.db.query<{ id: string; verified: boolean; same_ip: boolean; expired: boolean }>(
    `select id, verified_at is not null as verified, ip_address = $3::inet as same_ip,
            now() > created_at + make_interval(secs => $4) as expired
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
    [challengeId, factor.id, challengeIp(clientIp), deps.config.mfa.challengeExpirySeconds],
  )
  const challenge = rows[0]
  if (!challenge) {
    throw new AuthFailure(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found')
  }
  // GoTrue answers a spent challenge with the same words as one from another address.
  if (challenge.verified || !challenge.same_ip) {
    throw new AuthFailure(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
  }
  if (challenge.expired) {
    await deps.ctx.db.query('delete from auth.mfa_challenges where id = $1', [challenge.id])
    throw new AuthFailure(
      422,
      'mfa_challenge_expired',
      `MFA challenge ${challenge.id} has expired, verify against another challenge or create a new challenge.`,
    )
  }
}

/** `POST /factors/{id}/verify` {challenge_id, code} → a Session at aal2 (the same session, new tokens). */
export async function verifyFactor(
  deps: AuthDeps,
  request: Request,
  factor: FactorRow,
  caller: FactorCaller,
  clientIp: string,
): Promise<Response> {
  const body = await readJsonBody(request)
  const challengeId = body.challenge_id ?? '00000000-0000-0000-0000-000000000000'
  // GoTrue decodes challenge_id into a UUID: anything else fails as a body it cannot parse.
  if (typeof challengeId !== 'string' || !isUuid(challengeId)) {
    throw new AuthFailure(400, 'bad_json', 'Could not parse request body as JSON')
  }
  const code = typeof body.code === 'string' ? body.code : ''
  if (!code) throw new AuthFailure(400, 'validation_failed', 'Code needs to be non-empty')
  verifyDisabled(deps)
  await validChallenge(deps, factor, challengeId, clientIp)
  const valid = totpCodeMatches(factor.secret ?? '', code)
  const attempt = { userId: caller.user.id, factorId: factor.id, factorType: factor.factor_type, valid }
  await runMfaVerificationAttemptHook(deps, attempt, clientIp)
  if (!valid) {
    throw new AuthFailure(422, 'mfa_verification_failed', 'Invalid TOTP code entered')
  }
  const session = await deps.ctx.db.transaction(async (tx) => {
    // Spent once: of two verifications racing on one challenge, the second finds it verified.
    const { rows } = await tx.query(
      'update auth.mfa_challenges set verified_at = now() where id = $1 and verified_at is null returning id',
      [challengeId],
    )
    if (!rows.length)
      throw new AuthFailure(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.')
    await tx.query(
      `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'`,
      [factor.id],
    )
    const upgraded = await upgradeSession(deps, tx, caller.user.id, caller.sessionId, factor.id, 'totp')
    // DeleteUnverifiedFactors, after the session (and its user JSON) was made, as GoTrue orders it.
    await tx.query(
      `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = 'totp'`,
      [caller.user.id],
    )
    return upgraded
  })
  return authJson(session)
}
