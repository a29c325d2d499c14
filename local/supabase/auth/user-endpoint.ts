import type { AuthDeps } from './auth-deps.ts'
import { requireUser } from './current-user.ts'
import { AuthFailure, authJson } from './auth-errors.ts'
import { hashPassword, passwordMatches } from './create-user.ts'
import {
  checkPasswordStrength,
  checkMetadata,
  mergeMetadata,
  optionalObject,
  optionalString,
  readJsonBody,
  validEmail,
} from './request-input.ts'
import { endSessions } from './session-tokens.ts'
import { findUserByEmail, findUserById, userJson, type UserRow } from './user-row.ts'

/** GET /user */
export async function getUser(deps: AuthDeps, request: Request): Promise<Response> {
  const { user } = await requireUser(deps, request)
  return authJson(userJson(user))
}

/**
 * GoTrue's UserUpdate: once the user has a verified factor, only an aal2 session changes the
 * password or the e-mail (internal/api/user.go; a recovery link's session is aal1 too).
 */
async function mayChangeCredentials(deps: AuthDeps, user: UserRow, sessionId: string): Promise<boolean> {
  if (!user.mfa_factors?.some((factor) => factor.status === 'verified')) return true
  const { rows } = await deps.ctx.db.query<{ aal: string | null }>('select aal from auth.sessions where id = $1', [
    sessionId,
  ])
  return rows[0]?.aal === 'aal2'
}

/** PUT /user: metadata (merged), password, e-mail. */
export async function updateUser(deps: AuthDeps, request: Request): Promise<Response> {
  const { user, sessionId } = await requireUser(deps, request)
  const body = await readJsonBody(request)
  const password = optionalString(body, 'password')
  const data = optionalObject(body, 'data')
  const email = optionalString(body, 'email')
  const changesEmail = email !== undefined && email.toLowerCase() !== (user.email ?? '').toLowerCase()
  if ((password !== undefined || changesEmail) && !(await mayChangeCredentials(deps, user, sessionId))) {
    throw new AuthFailure(
      401,
      'insufficient_aal',
      'AAL2 session is required to update email or password when MFA is enabled.',
    )
  }

  let passwordHash: string | null = null
  if (password !== undefined) {
    checkPasswordStrength(password, deps.config.minPasswordLength)
    if (await passwordMatches(password, user.encrypted_password)) {
      throw new AuthFailure(422, 'same_password', 'New password should be different from the old password.')
    }
    passwordHash = await hashPassword(password)
  }
  let newEmail: string | null = null
  if (changesEmail) {
    newEmail = validEmail(email)
    const taken = await findUserByEmail(deps.ctx.db, newEmail)
    if (taken && taken.id !== user.id) {
      throw new AuthFailure(422, 'email_exists', 'A user with this email address has already been registered')
    }
  }
  const metadata = data ? mergeMetadata(user.raw_user_meta_data, data) : null
  checkMetadata(metadata ?? undefined)
  // The local stack applies an e-mail change at once (no double-confirmation e-mails).
  await deps.ctx.db.query(
    `update auth.users
        set encrypted_password = coalesce($2, encrypted_password),
            raw_user_meta_data = coalesce($3::jsonb, raw_user_meta_data),
            email = coalesce($4, email),
            updated_at = now()
      where id = $1`,
    [user.id, passwordHash, metadata ? JSON.stringify(metadata) : null, newEmail],
  )
  const updated = await findUserById(deps.ctx.db, user.id)
  return authJson(userJson(updated ?? user))
}

/** POST /logout?scope=global|local|others — 204, empty body. */
export async function logout(deps: AuthDeps, request: Request): Promise<Response> {
  const { user, sessionId } = await requireUser(deps, request)
  await readJsonBody(request)
  const scope = new URL(request.url).searchParams.get('scope') ?? 'global'
  if (!['global', 'local', 'others'].includes(scope)) {
    throw new AuthFailure(400, 'validation_failed', `Unsupported logout scope "${scope}"`)
  }
  await endSessions(deps, user.id, sessionId, scope)
  return new Response(null, { status: 204, headers: { 'X-Supabase-Api-Version': '2024-01-01' } })
}
