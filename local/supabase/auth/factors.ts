import { randomUUID } from 'node:crypto'
import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure, authJson } from './auth-errors.ts'
import { requireUser } from './current-user.ts'
import { challengeFactor, isUuid, verifyFactor, type FactorCaller, type FactorRow } from './factor-challenge.ts'
import { optionalString, readJsonBody } from './request-input.ts'
import { newTotpSecret, totpQrSvg, totpUri } from './totp.ts'

// TOTP factors as GoTrue serves them (internal/api/mfa.go, routes in internal/api/api.go): every
// route needs a signed-in, non-anonymous user; `{id}` routes load the user's own factor first, and
// only then do challenge and verify count against the per-address MFA limit.

async function requireCaller(deps: AuthDeps, request: Request): Promise<FactorCaller> {
  const { user, sessionId, auth } = await requireUser(deps, request)
  if (auth.claims.is_anonymous === true) {
    throw new AuthFailure(403, 'no_authorization', 'Anonymous user not allowed to perform these actions')
  }
  // A token without a session (none this stack signs in with) fails as GoTrue's EnrollFactor says.
  if (!sessionId) {
    throw new AuthFailure(
      500,
      'unexpected_failure',
      'A valid session and a registered user are required to enroll a factor',
    )
  }
  const { rows } = await deps.ctx.db.query<{ aal: string | null }>('select aal from auth.sessions where id = $1', [
    sessionId,
  ])
  return { user, sessionId, aal: rows[0]?.aal ?? null }
}

/** loadFactor (internal/api/admin.go): only the caller's own factor, else 404. */
async function loadFactor(deps: AuthDeps, userId: string, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw new AuthFailure(404, 'validation_failed', 'factor_id must be an UUID')
  const { rows } = await deps.ctx.db.query<FactorRow>(
    `select id, user_id, friendly_name, factor_type::text as factor_type, status::text as status, secret
       from auth.mfa_factors where id = $1 and user_id = $2`,
    [factorId, userId],
  )
  if (!rows[0]) throw new AuthFailure(404, 'mfa_factor_not_found', 'Factor not found')
  return rows[0]
}

/** `POST /factors`, `POST /factors/{id}/challenge|verify`, `DELETE /factors/{id}`. */
export async function factorRoute(
  deps: AuthDeps,
  request: Request,
  clientIp: string,
  factorId: string | undefined,
  action: string | undefined,
): Promise<Response> {
  const route = `${request.method} ${factorId === undefined ? '' : '{id}'}${action ? `/${action}` : ''}`
  if (!['POST ', 'POST {id}/challenge', 'POST {id}/verify', 'DELETE {id}'].includes(route)) {
    throw new AuthFailure(404, 'not_found', 'Not found')
  }
  const caller = await requireCaller(deps, request)
  if (factorId === undefined) return enrollFactor(deps, request, caller)
  const factor = await loadFactor(deps, caller.user.id, factorId)
  if (action === 'challenge') {
    deps.mfaLimits.challenge.take(clientIp)
    return challengeFactor(deps, factor, clientIp)
  }
  if (action === 'verify') {
    deps.mfaLimits.verify.take(clientIp)
    return verifyFactor(deps, request, factor, caller, clientIp)
  }
  return unenrollFactor(deps, factor, caller)
}

/** validateFactors: expired unverified factors go, then the name, the limits and the aal are checked. */
async function checkNewFactor(deps: AuthDeps, caller: FactorCaller, friendlyName: string): Promise<void> {
  const { mfa } = deps.config
  // DeleteExpiredFactors: unverified, never challenged and older than FactorExpiryDuration (all users).
  await deps.ctx.db.query(
    `delete from auth.mfa_factors f
      where f.status <> 'verified' and f.created_at + make_interval(secs => $1) < now()
        and not exists (select 1 from auth.mfa_challenges c where c.factor_id = f.id)`,
    [mfa.factorExpirySeconds],
  )
  const { rows } = await deps.ctx.db.query<{ friendly_name: string | null; status: string }>(
    'select friendly_name, status::text as status from auth.mfa_factors where user_id = $1',
    [caller.user.id],
  )
  // As GoTrue compares, an empty name conflicts with another empty name.
  if (rows.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
    throw new AuthFailure(
      422,
      'mfa_factor_name_conflict',
      `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
    )
  }
  const verified = rows.filter((factor) => factor.status === 'verified').length
  if (rows.length >= mfa.maxEnrolledFactors || verified >= mfa.maxVerifiedFactors) {
    throw new AuthFailure(
      422,
      'too_many_enrolled_mfa_factors',
      'Maximum number of verified factors reached, unenroll to continue',
    )
  }
  if (verified > 0 && caller.aal !== 'aal2') {
    throw new AuthFailure(403, 'insufficient_aal', 'AAL2 required to enroll a new factor')
  }
}

/** `POST /factors` {factor_type, friendly_name, issuer} → {id, type, friendly_name, totp}. */
async function enrollFactor(deps: AuthDeps, request: Request, caller: FactorCaller): Promise<Response> {
  const body = await readJsonBody(request)
  const factorType = optionalString(body, 'factor_type') ?? ''
  const friendlyName = optionalString(body, 'friendly_name') ?? ''
  // Phone and WebAuthn stay off, as the CLI's template and supabase/config.toml leave them.
  if (factorType === 'phone')
    throw new AuthFailure(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
  if (factorType === 'webauthn') {
    throw new AuthFailure(422, 'mfa_webauthn_enroll_not_enabled', 'MFA enroll is disabled for WebAuthn')
  }
  if (factorType !== 'totp') {
    throw new AuthFailure(400, 'validation_failed', 'factor_type needs to be totp, phone, or webauthn')
  }
  if (!deps.config.mfa.totpEnrollEnabled) {
    throw new AuthFailure(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP')
  }
  // Without an issuer GoTrue names the site: the host (and port) of its SITE_URL.
  const issuer = optionalString(body, 'issuer') ?? new URL(deps.config.siteUrl).host
  await checkNewFactor(deps, caller, friendlyName)
  const accountName = caller.user.email ?? ''
  if (!accountName) throw new AuthFailure(500, 'unexpected_failure', 'Error generating QR Code')
  const secret = newTotpSecret()
  const uri = totpUri(issuer, accountName, secret)
  const qrCode = await totpQrSvg(uri)
  const id = randomUUID()
  await deps.ctx.db.query(
    `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
     values ($1, $2, $3, 'totp', 'unverified', now(), now(), $4)`,
    [id, caller.user.id, friendlyName, secret],
  )
  return authJson({ id, type: 'totp', friendly_name: friendlyName, totp: { qr_code: qrCode, secret, uri } })
}

/**
 * `DELETE /factors/{id}` → {id}. A verified factor needs an aal2 session (422, as GoTrue answers);
 * the sessions it raised to aal2 fall back to aal1 (Factor.DowngradeSessionsToAAL1): their next
 * token, at the latest on refresh, says so.
 */
async function unenrollFactor(deps: AuthDeps, factor: FactorRow, caller: FactorCaller): Promise<Response> {
  if (factor.status === 'verified' && caller.aal !== 'aal2') {
    throw new AuthFailure(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor')
  }
  await deleteFactor(deps, factor)
  return authJson({ id: factor.id })
}

/** Deletes a factor and drops the sessions it raised back to aal1 (Factor.DowngradeSessionsToAAL1). */
export async function deleteFactor(deps: AuthDeps, factor: { id: string; user_id: string }): Promise<void> {
  await deps.ctx.db.transaction(async (tx) => {
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id])
    await tx.query(
      `delete from auth.mfa_amr_claims
        where authentication_method = 'totp' and session_id in (select id from auth.sessions where factor_id = $1)`,
      [factor.id],
    )
    await tx.query(`update auth.sessions set aal = 'aal1', factor_id = null where user_id = $1 and factor_id = $2`, [
      factor.user_id,
      factor.id,
    ])
  })
}
