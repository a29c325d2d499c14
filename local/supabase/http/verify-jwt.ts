import { errors, jwtVerify } from 'jose'
import type { RequestAuth, ServiceContext } from '../context.ts'

export type BearerResult =
  { ok: true; auth: RequestAuth } | { ok: false; reason: 'expired' | 'invalid'; message: string }

const ROLES = new Set<RequestAuth['role']>(['anon', 'authenticated', 'service_role'])

/** The bearer token of a request, else the apikey (what PostgREST sees behind the gateway). */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header?.match(/^bearer\s+(.+)$/i)
  if (match) return match[1].trim()
  return request.headers.get('apikey') ?? new URL(request.url).searchParams.get('apikey')
}

/**
 * Verifies an HS256 token with the local secret. `Bearer <anon key>` is anon even if the key were
 * not a JWT (publishable keys are sent the same way).
 */
export async function verifyBearer(token: string | null, ctx: ServiceContext): Promise<BearerResult> {
  if (!token || token === ctx.anonKey) return { ok: true, auth: { role: 'anon', claims: { role: 'anon' } } }
  const parts = token.split('.')
  if (parts.length !== 3) {
    return { ok: false, reason: 'invalid', message: `Expected 3 parts in JWT; got ${parts.length}` }
  }
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(ctx.jwtSecret), {
      algorithms: ['HS256'],
    })
    const role = payload.role as RequestAuth['role']
    if (!ROLES.has(role)) return { ok: false, reason: 'invalid', message: 'JWT role is not allowed' }
    return { ok: true, auth: { role, claims: payload as Record<string, unknown> } }
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'invalid', message: 'JWSError JWSInvalidSignature' }
    }
    return { ok: false, reason: 'invalid', message: error instanceof Error ? error.message : 'Invalid JWT' }
  }
}

/** PostgREST's 401 for a bad token (PGRST301 / PGRST303, with WWW-Authenticate). */
export function postgrestJwtError(result: Extract<BearerResult, { ok: false }>): Response {
  const code = result.reason === 'expired' ? 'PGRST303' : 'PGRST301'
  return new Response(JSON.stringify({ code, details: null, hint: null, message: result.message }), {
    status: 401,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'www-authenticate': `Bearer error="invalid_token", error_description="${result.message}"`,
    },
  })
}
