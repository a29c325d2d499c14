import type { RequestAuth } from '../context.ts'
import { bearerToken, verifyBearer } from '../http/verify-jwt.ts'
import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure } from './auth-errors.ts'
import { sessionExists } from './session-tokens.ts'
import { findUserById, type UserRow } from './user-row.ts'

function authorizationBearer(request: Request): string | null {
  const match = request.headers.get('authorization')?.match(/^bearer\s+(.+)$/i)
  return match ? match[1].trim() : null
}

/** The verified claims of `Authorization: Bearer …`, with GoTrue's errors for a bad token. */
export async function requireClaims(deps: AuthDeps, request: Request): Promise<RequestAuth> {
  const token = authorizationBearer(request)
  if (!token) throw new AuthFailure(401, 'no_authorization', 'This endpoint requires a valid Bearer token')
  const result = await verifyBearer(token, deps.ctx)
  if (!result.ok) {
    const detail = result.reason === 'expired' ? 'token has invalid claims: token is expired' : result.message
    throw new AuthFailure(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)
  }
  return result.auth
}

/** `/user`, `/logout`: the signed-in user and session of the access token. */
export async function requireUser(
  deps: AuthDeps,
  request: Request,
): Promise<{ user: UserRow; sessionId: string; auth: RequestAuth }> {
  const auth = await requireClaims(deps, request)
  const sub = auth.claims.sub
  if (typeof sub !== 'string' || !sub) throw new AuthFailure(403, 'bad_jwt', 'invalid claim: missing sub claim')
  const sessionId = typeof auth.claims.session_id === 'string' ? auth.claims.session_id : ''
  if (sessionId && !(await sessionExists(deps, sessionId))) {
    throw new AuthFailure(403, 'session_not_found', 'Session from session_id claim in JWT does not exist')
  }
  const user = await findUserById(deps.ctx.db, sub)
  if (!user) throw new AuthFailure(403, 'user_not_found', 'User from sub claim in JWT does not exist')
  return { user, sessionId, auth }
}

/** Admin endpoints: only the service role (the service key, or a JWT with role service_role). */
export async function requireServiceRole(deps: AuthDeps, request: Request): Promise<void> {
  const token = authorizationBearer(request) ?? bearerToken(request)
  const result = await verifyBearer(token, deps.ctx)
  if (!result.ok) {
    throw new AuthFailure(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${result.message}`)
  }
  if (result.auth.role !== 'service_role') throw new AuthFailure(403, 'not_admin', 'User not allowed')
}
