import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure, authJson } from './auth-errors.ts'
import { confirmEmail } from './create-user.ts'
import { resolveRedirect, tokenHash } from './email-links.ts'
import { optionalString, readJsonBody } from './request-input.ts'
import { issueSession, type AuthMethod } from './session-tokens.ts'
import type { UserRow } from './user-row.ts'

const OTP_EXPIRED = 'Token has expired or is invalid'

/** Which token column a verification type is checked against (GoTrue keeps both on auth.users). */
function columnsFor(type: string): Array<'confirmation' | 'recovery'> {
  switch (type) {
    case 'signup':
    case 'invite':
      return ['confirmation']
    case 'recovery':
    case 'magiclink':
      return ['recovery']
    case 'email':
      return ['confirmation', 'recovery']
    default:
      throw new AuthFailure(400, 'validation_failed', `Verify requires a verification type`)
  }
}

/** Finds the user holding this token hash, checks expiry, spends the token and confirms the e-mail. */
async function consumeToken(deps: AuthDeps, type: string, hash: string): Promise<UserRow> {
  for (const column of columnsFor(type)) {
    const { rows } = await deps.ctx.db.query<UserRow & { sent_at: Date | null }>(
      `select *, ${column}_sent_at as sent_at from auth.users where ${column}_token = $1 and $1 <> '' limit 1`,
      [hash],
    )
    const user = rows[0]
    if (!user) continue
    const age = user.sent_at ? (Date.now() - new Date(user.sent_at).getTime()) / 1000 : Infinity
    if (age > deps.config.otpExpirySeconds) break
    await deps.ctx.db.query(`update auth.users set ${column}_token = '', updated_at = now() where id = $1`, [user.id])
    await confirmEmail(deps, user)
    return user
  }
  throw new AuthFailure(403, 'otp_expired', OTP_EXPIRED)
}

/** Spends every code e-mailed to this address: the link in the e-mail stops working too. */
async function killCodes(deps: AuthDeps, email: string): Promise<void> {
  await deps.ctx.db.query(
    `update auth.users set confirmation_token = '', recovery_token = '', updated_at = now() where lower(email) = lower($1)`,
    [email],
  )
}

function methodFor(type: string): AuthMethod {
  return type === 'recovery' ? 'recovery' : type === 'magiclink' ? 'magiclink' : 'otp'
}

/** POST /verify `{type, token_hash}` or `{type, email, token}` → Session (verifyOtp). */
export async function verifyPost(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readJsonBody(request)
  const type = optionalString(body, 'type') ?? ''
  let hash = optionalString(body, 'token_hash')
  const email = optionalString(body, 'email')
  const token = optionalString(body, 'token')
  const guessing = !hash && email !== undefined && token !== undefined
  if (guessing) hash = tokenHash(email, token)
  if (!hash) throw new AuthFailure(400, 'validation_failed', 'Verify requires either a token or a token hash')
  // A six-digit code can be guessed: after MAX_OTP_GUESSES wrong ones it is dead, even the right one fails.
  if (guessing && !deps.otpGuesses.take(email)) throw new AuthFailure(403, 'otp_expired', OTP_EXPIRED)
  let user: UserRow
  try {
    // Stryker disable next-line Regex: equivalent — token hashes are hex, so `pkce_` can only appear as the prefix
    user = await consumeToken(deps, type, hash.replace(/^pkce_/, ''))
  } catch (error) {
    if (guessing && error instanceof AuthFailure && deps.otpGuesses.fail(email)) await killCodes(deps, email)
    throw error
  }
  if (guessing) deps.otpGuesses.reset(email)
  return authJson(await issueSession(deps, user.id, methodFor(type)))
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location } })
}

/**
 * GET /verify (the e-mailed link): 303 to `redirect_to` with the session in the fragment (implicit
 * flow, keys sorted as GoTrue sorts them) or `?code=` (PKCE), or the error in the fragment.
 */
export async function verifyGet(deps: AuthDeps, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const type = url.searchParams.get('type') ?? ''
  const token = url.searchParams.get('token') ?? ''
  const target = resolveRedirect(deps, url.searchParams.get('redirect_to'))
  const isPkce = token.startsWith('pkce_')
  // Stryker disable next-line Regex: equivalent — token hashes are hex, so `pkce_` can only appear as the prefix
  const hash = token.replace(/^pkce_/, '')
  try {
    const user = await consumeToken(deps, type, hash)
    if (isPkce && deps.pkce.isPkce(hash)) {
      const code = deps.pkce.issueCode(hash, user.id)
      const next = new URL(target)
      next.searchParams.set('code', code)
      return redirect(next.toString())
    }
    const session = await issueSession(deps, user.id, methodFor(type))
    const fragment = new URLSearchParams([
      ['access_token', session.access_token],
      ['expires_at', String(session.expires_at)],
      ['expires_in', String(session.expires_in)],
      ['refresh_token', session.refresh_token],
      ['sb', ''],
      ['token_type', 'bearer'],
      ['type', type],
    ])
    return redirect(`${target.split('#')[0]}#${fragment.toString()}`)
  } catch (error) {
    if (!(error instanceof AuthFailure)) throw error
    const params = new URLSearchParams([
      ['error', 'access_denied'],
      ['error_code', error.code === 'otp_expired' ? 'otp_expired' : error.code],
      ['error_description', error.code === 'otp_expired' ? 'Email link is invalid or has expired' : error.message],
      ['sb', ''],
    ])
    const base = new URL(target.split('#')[0])
    if (isPkce) for (const [k, v] of params) base.searchParams.set(k, v)
    return redirect(`${base.toString()}#${params.toString()}`)
  }
}
