import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure, authJson } from './auth-errors.ts'
import { createUser } from './create-user.ts'
import { resolveRedirect, sendAuthEmail } from './email-links.ts'
import { checkMetadata, optionalObject, optionalString, pkceParams, readJsonBody, validEmail } from './request-input.ts'
import { findUserByEmail } from './user-row.ts'

function redirectParam(request: Request): string | null {
  const url = new URL(request.url)
  return url.searchParams.get('redirect_to') ?? url.searchParams.get('email_redirect_to')
}

/**
 * POST /recover: 200 `{}` whether or not the address exists, and whether or not an e-mail could be sent
 * just now (a 429 for known addresses only would tell which addresses have accounts).
 */
export async function recover(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readJsonBody(request)
  const rawEmail = optionalString(body, 'email')
  if (!rawEmail) throw new AuthFailure(400, 'validation_failed', 'Password recovery requires an email')
  const email = validEmail(rawEmail)
  const user = await findUserByEmail(deps.ctx.db, email)
  if (user) {
    try {
      await sendAuthEmail(deps, user, 'recovery', resolveRedirect(deps, redirectParam(request)), pkceParams(body))
    } catch (error) {
      if (!(error instanceof AuthFailure && error.status === 429)) throw error
    }
  }
  return authJson({})
}

/**
 * POST /otp: magic link for an e-mail (creating the user when `create_user` allows; GoTrue creates it
 * through its sign-up, so the Before User Created hook decides first).
 */
export async function otp(deps: AuthDeps, request: Request, clientIp = ''): Promise<Response> {
  const body = await readJsonBody(request)
  const email = validEmail(optionalString(body, 'email'))
  let user = await findUserByEmail(deps.ctx.db, email)
  if (!user) {
    if (body.create_user === false) throw new AuthFailure(422, 'otp_disabled', 'Signups not allowed for otp')
    const data = optionalObject(body, 'data')
    checkMetadata(data)
    user = await createUser(deps, { email, confirmed: false, userMetadata: data ?? {} }, { via: 'signup', clientIp })
  }
  await sendAuthEmail(deps, user, 'magiclink', resolveRedirect(deps, redirectParam(request)), pkceParams(body))
  return authJson({})
}

/** POST /resend: the sign-up confirmation again (only for an unconfirmed address). */
export async function resend(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readJsonBody(request)
  const type = optionalString(body, 'type')
  const email = validEmail(optionalString(body, 'email'))
  if (type !== 'signup' && type !== 'email_change') {
    throw new AuthFailure(
      400,
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    )
  }
  const user = await findUserByEmail(deps.ctx.db, email)
  if (type === 'signup' && user && !user.email_confirmed_at) {
    await sendAuthEmail(deps, user, 'signup', resolveRedirect(deps, redirectParam(request)), pkceParams(body))
  }
  return authJson({})
}
