import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure, authJson } from './auth-errors.ts'
import { requireServiceRole } from './current-user.ts'
import { isUuid } from './factor-challenge.ts'
import { deleteFactor } from './factors.ts'
import { factorJson, findUserById } from './user-row.ts'

/**
 * `/admin/users/{user_id}/factors[/{factor_id}]` for the service role, as supabase-js
 * `auth.admin.mfa.listFactors` and `deleteFactor` call them (internal/api/admin.go loadUser,
 * loadFactor, adminUserGetFactors, adminUserDeleteFactor): GET lists the user's factors, DELETE
 * removes one whatever its status or the caller's aal, and answers the factor as it was.
 */
export async function adminFactors(
  deps: AuthDeps,
  request: Request,
  userId: string,
  factorId: string | undefined,
): Promise<Response> {
  await requireServiceRole(deps, request)
  const method = request.method
  if (!(factorId === undefined ? method === 'GET' : method === 'DELETE')) {
    throw new AuthFailure(405, 'method_not_allowed', 'Method not allowed')
  }
  if (!isUuid(userId)) throw new AuthFailure(404, 'validation_failed', 'user_id must be an UUID')
  const user = await findUserById(deps.ctx.db, userId)
  if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found')
  const factors = user.mfa_factors ?? []
  if (factorId === undefined) return authJson(factors.map(factorJson))
  if (!isUuid(factorId)) throw new AuthFailure(404, 'validation_failed', 'factor_id must be an UUID')
  const factor = factors.find((candidate) => candidate.id === factorId)
  if (!factor) throw new AuthFailure(404, 'mfa_factor_not_found', 'Factor not found')
  await deleteFactor(deps, { id: factor.id, user_id: user.id })
  return authJson(factorJson(factor))
}
