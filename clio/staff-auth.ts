// Only staff spend the AI budget. A POST carries the user's Supabase access token; we verify it
// (HS256 secret, else the project's Auth API) and read the caller's profile through REST with
// that same token, so RLS and Supabase's own token checks apply a second time.
import { createHash } from 'node:crypto'
import { decodeProtectedHeader, errors, jwtVerify } from 'jose'
import type { ClioConfig } from './config.ts'
import { ClioError, describeError, forbidden, unauthenticated } from './http/clio-error.ts'

export const STAFF_ROLES = ['author', 'editor', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export interface StaffUser {
  id: string
  role: StaffRole
}

const MAX_CACHED_TOKENS = 1000

function supabaseUnavailable(details: string): ClioError {
  return new ClioError(502, 'Falha ao verificar a sessão', details)
}

async function callSupabase(config: ClioConfig, path: string, token: string): Promise<Response> {
  try {
    return await config.fetch(`${config.supabaseUrl}${path}`, {
      headers: { apikey: config.supabaseAnonKey, authorization: `Bearer ${token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutsMs.auth),
    })
  } catch (error) {
    throw supabaseUnavailable(`Supabase (${config.supabaseUrl}) did not answer ${path}: ${describeError(error)}`)
  }
}

/** The user id of a valid, unexpired HS256 token of a signed-in user; throws 401 otherwise. */
async function verifyWithSecret(token: string, secret: Uint8Array): Promise<{ sub: string; exp: number | null }> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] })
    if (payload.role !== 'authenticated') {
      throw unauthenticated(`Access token role "${String(payload.role)}" is not a signed-in user`)
    }
    return { sub: payload.sub!, exp: payload.exp ?? null }
  } catch (error) {
    if (error instanceof ClioError) throw error
    if (error instanceof errors.JWTExpired) throw unauthenticated('Access token expired (JWT expired)')
    throw unauthenticated(`Invalid access token: ${describeError(error)}`)
  }
}

/** Asymmetric signing keys (or no secret configured): the project's Auth API decides. */
async function verifyWithAuthApi(config: ClioConfig, token: string): Promise<{ sub: string; exp: number | null }> {
  const response = await callSupabase(config, '/auth/v1/user', token)
  if (response.status === 401 || response.status === 403) {
    const body = await response.text().catch(() => '')
    throw unauthenticated(`Supabase Auth refused the access token (HTTP ${response.status}): ${body.slice(0, 300)}`)
  }
  if (!response.ok) throw supabaseUnavailable(`GET /auth/v1/user answered HTTP ${response.status}`)
  const user = (await response.json().catch(() => null)) as { id?: unknown; role?: unknown } | null
  if (typeof user?.id !== 'string') throw supabaseUnavailable('GET /auth/v1/user returned no user id')
  if (user.role !== undefined && user.role !== 'authenticated') {
    throw unauthenticated(`Access token role "${String(user.role)}" is not a signed-in user`)
  }
  const exp = Number((tryDecodePayload(token) as { exp?: unknown } | null)?.exp)
  return { sub: user.id, exp: Number.isFinite(exp) ? exp : null }
}

/** The user id of a valid, unexpired token of a signed-in user; throws 401 otherwise. */
async function verifyToken(config: ClioConfig, secret: Uint8Array | null, token: string) {
  let alg: string | undefined
  try {
    alg = decodeProtectedHeader(token).alg
  } catch {
    throw unauthenticated('Invalid access token: not a JWT')
  }
  return secret && alg === 'HS256' ? verifyWithSecret(token, secret) : verifyWithAuthApi(config, token)
}

async function readStaffRole(config: ClioConfig, sub: string, token: string): Promise<StaffRole> {
  const response = await callSupabase(config, `/rest/v1/profiles?select=role&id=eq.${encodeURIComponent(sub)}`, token)
  if (response.status === 401) throw unauthenticated('Supabase REST refused the access token (HTTP 401)')
  if (!response.ok) throw supabaseUnavailable(`GET /rest/v1/profiles answered HTTP ${response.status}`)
  const rows = (await response.json().catch(() => null)) as { role?: unknown }[] | null
  const role = Array.isArray(rows) ? rows[0]?.role : undefined
  if (role === undefined) throw forbidden(`No profile for user ${sub}: only staff (author, editor, admin) may use Clio`)
  if (!STAFF_ROLES.includes(role as StaffRole)) {
    throw forbidden(`Profile role "${String(role)}" is not staff (author, editor, admin)`)
  }
  return role as StaffRole
}

export function createStaffVerifier(config: ClioConfig) {
  const secret = config.jwtSecret ? new TextEncoder().encode(config.jwtSecret) : null
  // Keyed by a hash so the cache never holds usable tokens.
  const cache = new Map<string, { user: StaffUser; until: number }>()

  return async function requireStaff(authorization: string | undefined): Promise<StaffUser> {
    const token = authorization?.match(/^bearer\s+(\S+)\s*$/i)?.[1]
    if (!token) throw unauthenticated('Authorization: Bearer <Supabase access token> header missing')

    const key = createHash('sha256').update(token).digest('base64url')
    const now = Date.now()
    const cached = cache.get(key)
    if (cached && cached.until > now) return cached.user
    if (cached) cache.delete(key)

    const { sub, exp } = await verifyToken(config, secret, token)
    const user: StaffUser = { id: sub, role: await readStaffRole(config, sub, token) }

    if (cache.size >= MAX_CACHED_TOKENS) {
      for (const [k, entry] of cache) if (entry.until <= now) cache.delete(k)
      if (cache.size >= MAX_CACHED_TOKENS) cache.clear()
    }
    const until = Math.min(now + config.staffCacheMs, exp ? exp * 1000 : Infinity)
    if (until > now) cache.set(key, { user, until })
    return user
  }
}

function tryDecodePayload(token: string): unknown {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'))
  } catch {
    return null
  }
}
