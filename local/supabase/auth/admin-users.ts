import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure, authJson } from './auth-errors.ts'
import { createUser, hashPassword } from './create-user.ts'
import { requireServiceRole } from './current-user.ts'
import {
  checkMetadata,
  checkPasswordStrength,
  mergeMetadata,
  optionalObject,
  optionalString,
  readJsonBody,
  validEmail,
} from './request-input.ts'
import { findUserByEmail, findUserById, userJson, type UserRow } from './user-row.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function userOr404(deps: AuthDeps, id: string): Promise<UserRow> {
  const user = UUID.test(id) ? await findUserById(deps.ctx.db, id) : null
  if (!user) throw new AuthFailure(404, 'user_not_found', 'User not found')
  return user
}

/** `/admin/users[/<id>]` for the service role. */
export async function adminUsers(deps: AuthDeps, request: Request, id: string | undefined): Promise<Response> {
  await requireServiceRole(deps, request)
  const method = request.method
  if (!id && method === 'GET') return listUsers(deps, request)
  if (!id && method === 'POST') return createAdminUser(deps, request)
  if (id && method === 'GET') return authJson(userJson(await userOr404(deps, id)))
  if (id && method === 'PUT') return updateAdminUser(deps, request, id)
  if (id && method === 'DELETE') {
    const user = await userOr404(deps, id)
    await readJsonBody(request)
    // Sessions, tokens, identities and the profile go with the user (on delete cascade).
    await deps.ctx.db.query('delete from auth.users where id = $1', [user.id])
    // GoTrue answers `{}`; supabase-js 2.109 reads this body as the deleted User, so send that.
    return authJson(userJson(user))
  }
  throw new AuthFailure(405, 'method_not_allowed', 'Method not allowed')
}

async function listUsers(deps: AuthDeps, request: Request): Promise<Response> {
  const url = new URL(request.url)
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1)
  const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page')) || 50))
  const { rows } = await deps.ctx.db.query<UserRow>(
    'select * from auth.users order by created_at desc, id limit $1 offset $2',
    [perPage, (page - 1) * perPage],
  )
  const { rows: count } = await deps.ctx.db.query<{ n: number }>('select count(*)::int as n from auth.users')
  const total = count[0].n
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const link = (p: number, rel: string) => `</admin/users?page=${p}&per_page=${perPage}>; rel="${rel}"`
  const links = [link(lastPage, 'last')]
  if (page < lastPage) links.unshift(link(page + 1, 'next'))
  return authJson({ users: rows.map(userJson), aud: 'authenticated' }, 200, {
    'x-total-count': String(total),
    link: links.join(', '),
  })
}

async function createAdminUser(deps: AuthDeps, request: Request): Promise<Response> {
  const body = await readJsonBody(request)
  const email = validEmail(optionalString(body, 'email'))
  const password = optionalString(body, 'password')
  if (password !== undefined) checkPasswordStrength(password, deps.config.minPasswordLength)
  if (await findUserByEmail(deps.ctx.db, email)) {
    throw new AuthFailure(422, 'email_exists', 'A user with this email address has already been registered')
  }
  const userMetadata = optionalObject(body, 'user_metadata') ?? optionalObject(body, 'data') ?? {}
  const appMetadata = optionalObject(body, 'app_metadata') ?? {}
  checkMetadata(userMetadata, 'user_metadata')
  checkMetadata(appMetadata, 'app_metadata')
  // The admin API skips the Before User Created hook, as GoTrue's adminUserCreate does.
  const user = await createUser(
    deps,
    { email, password, confirmed: body.email_confirm === true, userMetadata, appMetadata },
    { via: 'admin' },
  )
  return authJson(userJson(user))
}

async function updateAdminUser(deps: AuthDeps, request: Request, id: string): Promise<Response> {
  const user = await userOr404(deps, id)
  const body = await readJsonBody(request)
  const password = optionalString(body, 'password')
  if (password !== undefined) checkPasswordStrength(password, deps.config.minPasswordLength)
  const rawEmail = optionalString(body, 'email')
  const email = rawEmail ? validEmail(rawEmail) : null
  if (email) {
    const taken = await findUserByEmail(deps.ctx.db, email)
    if (taken && taken.id !== user.id) {
      throw new AuthFailure(422, 'email_exists', 'A user with this email address has already been registered')
    }
  }
  const userMeta = optionalObject(body, 'user_metadata')
  const appMeta = optionalObject(body, 'app_metadata')
  checkMetadata(userMeta, 'user_metadata')
  checkMetadata(appMeta, 'app_metadata')
  const banDuration = optionalString(body, 'ban_duration')
  const bannedUntil =
    banDuration === 'none'
      ? 'none'
      : banDuration
        ? new Date(Date.now() + parseDuration(banDuration)).toISOString()
        : null
  await deps.ctx.db.query(
    `update auth.users
        set encrypted_password = coalesce($2, encrypted_password),
            email = coalesce($3, email),
            raw_user_meta_data = coalesce($4::jsonb, raw_user_meta_data),
            raw_app_meta_data = coalesce($5::jsonb, raw_app_meta_data),
            email_confirmed_at = case when $6::boolean and email_confirmed_at is null then now() else email_confirmed_at end,
            banned_until = case when $7::text = 'none' then null when $7::text is not null then $7::text::timestamptz else banned_until end,
            updated_at = now()
      where id = $1`,
    [
      user.id,
      password ? await hashPassword(password) : null,
      email,
      userMeta ? JSON.stringify(mergeMetadata(user.raw_user_meta_data, userMeta)) : null,
      appMeta ? JSON.stringify(mergeMetadata(user.raw_app_meta_data, appMeta)) : null,
      body.email_confirm === true,
      bannedUntil,
    ],
  )
  return authJson(userJson(await userOr404(deps, id)))
}

/** Go-style durations as GoTrue's ban_duration takes them: "24h", "30m", "1h30m", "10s". */
function parseDuration(text: string): number {
  let ms = 0
  for (const [, n, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    ms += Number(n) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as 'ms' | 's' | 'm' | 'h']
  }
  if (!ms) throw new AuthFailure(400, 'validation_failed', 'invalid format for ban duration')
  return ms
}
