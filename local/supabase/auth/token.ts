import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure, authJson } from './auth-errors.ts'
import { passwordMatches } from './create-user.ts'
import { optionalString, passwordTooLong, plausibleEmail, readJsonBody } from './request-input.ts'
import { issueSession, refreshSession } from './session-tokens.ts'
import { findUserByEmail } from './user-row.ts'

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token(deps: AuthDeps, request: Request): Promise<Response> {
  const grantType = new URL(request.url).searchParams.get('grant_type')
  const body = await readJsonBody(request)
  switch (grantType) {
    case 'password': {
      const email = optionalString(body, 'email')
      const password = optionalString(body, 'password') ?? ''
      if (!email) throw new AuthFailure(400, 'validation_failed', 'missing email or phone')
      const user = plausibleEmail(email) ? await findUserByEmail(deps.ctx.db, email) : null
      // Same answer, and the same bcrypt work, for an unknown e-mail and a wrong password: no account
      // enumeration. Over 72 bytes bcrypt would compare only the start: such a password never matches.
      const matches = await passwordMatches(password, user?.encrypted_password ?? null)
      if (!user || !matches || passwordTooLong(password)) {
        throw new AuthFailure(400, 'invalid_credentials', 'Invalid login credentials')
      }
      if (!user.email_confirmed_at) throw new AuthFailure(400, 'email_not_confirmed', 'Email not confirmed')
      if (user.banned_until && new Date(user.banned_until).getTime() > Date.now()) {
        throw new AuthFailure(400, 'user_banned', 'User is banned')
      }
      return authJson(await issueSession(deps, user.id, 'password'))
    }
    case 'refresh_token': {
      const refreshToken = optionalString(body, 'refresh_token')
      if (!refreshToken) throw new AuthFailure(400, 'validation_failed', 'refresh_token required')
      return authJson(await refreshSession(deps, refreshToken))
    }
    case 'pkce': {
      const authCode = optionalString(body, 'auth_code')
      const verifier = optionalString(body, 'code_verifier')
      if (!authCode || !verifier) {
        throw new AuthFailure(
          400,
          'validation_failed',
          'invalid request: both auth code and code verifier should be non-empty',
        )
      }
      const { userId } = deps.pkce.exchange(authCode, verifier)
      return authJson(await issueSession(deps, userId, 'pkce'))
    }
    default:
      throw new AuthFailure(400, 'unsupported_grant_type', 'unsupported_grant_type')
  }
}
