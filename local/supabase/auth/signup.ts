import { randomUUID } from 'node:crypto'
import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure, authJson } from './auth-errors.ts'
import { createUser } from './create-user.ts'
import { resolveRedirect, sendAuthEmail } from './email-links.ts'
import {
  checkMetadata,
  checkPasswordStrength,
  optionalObject,
  optionalString,
  pkceParams,
  readJsonBody,
  validEmail,
} from './request-input.ts'
import { issueSession } from './session-tokens.ts'
import { findUserByEmail, userJson } from './user-row.ts'

/**
 * POST /signup: the response variants GoTrue sends. A new address goes through the Before User
 * Created hook first (`clientIp` is its metadata.ip_address); an existing one never does.
 */
export async function signup(deps: AuthDeps, request: Request, clientIp = ''): Promise<Response> {
  const body = await readJsonBody(request)
  const rawEmail = optionalString(body, 'email')
  const password = optionalString(body, 'password')
  if (!rawEmail && !password && !optionalString(body, 'phone')) {
    // signInAnonymously(): off, as in a Supabase CLI project's default config.
    throw new AuthFailure(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
  const email = validEmail(rawEmail)
  if (!password) throw new AuthFailure(400, 'validation_failed', 'Signup requires a valid password')
  checkPasswordStrength(password, deps.config.minPasswordLength)
  const data = optionalObject(body, 'data') ?? {}
  checkMetadata(data)
  const url = new URL(request.url)
  const redirectTo = resolveRedirect(
    deps,
    url.searchParams.get('redirect_to') ?? url.searchParams.get('email_redirect_to'),
  )

  const existing = await findUserByEmail(deps.ctx.db, email)
  if (deps.config.autoconfirm) {
    if (existing) throw new AuthFailure(422, 'user_already_exists', 'User already registered')
    const user = await createUser(
      deps,
      { email, password, confirmed: true, userMetadata: data },
      { via: 'signup', clientIp },
    )
    return authJson(await issueSession(deps, user.id, 'password'))
  }

  if (existing?.email_confirmed_at) {
    // An already-confirmed address gets a fake user and no e-mail, so sign-up can't enumerate accounts.
    const now = new Date().toISOString()
    return authJson({
      ...userJson({
        ...existing,
        id: randomUUID(),
        raw_user_meta_data: data,
        email_confirmed_at: null,
        mfa_factors: null,
      }),
      identities: [],
      created_at: now,
      updated_at: now,
      confirmation_sent_at: now,
    })
  }
  const user =
    existing ??
    (await createUser(deps, { email, password, confirmed: false, userMetadata: data }, { via: 'signup', clientIp }))
  await sendAuthEmail(deps, user, 'signup', redirectTo, pkceParams(body))
  const fresh = (await findUserByEmail(deps.ctx.db, email)) ?? user
  return authJson(userJson(fresh))
}
