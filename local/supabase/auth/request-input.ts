import { AuthFailure } from './auth-errors.ts'

/** The JSON body; supabase-js sends `content-type: application/json` with an empty body on /logout. */
export async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text()
  if (!text.trim()) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>
  } catch {
    // fall through
  }
  throw new AuthFailure(400, 'bad_json', 'Could not parse request body as JSON')
}

export function optionalString(body: Record<string, unknown>, key: string): string | undefined {
  const value = body[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

export function optionalObject(body: Record<string, unknown>, key: string): Record<string, unknown> | undefined {
  const value = body[key]
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

/** User and app metadata travel inside every access token: kept small and plain (see checkMetadata). */
export const MAX_METADATA_BYTES = 16 * 1024
export const MAX_METADATA_DEPTH = 16

function depthOf(value: unknown, limit: number, depth = 0): number {
  if (depth > limit || value === null || typeof value !== 'object') return depth
  let deepest = depth + 1
  for (const child of Object.values(value)) deepest = Math.max(deepest, depthOf(child, limit, depth + 1))
  return deepest
}

/**
 * Refuses metadata that would break the user's tokens or the database with a 400: over 16 KB as JSON
 * (it is copied into every JWT), nested more than 16 levels, or holding a NUL character (jsonb
 * cannot store one).
 */
export function checkMetadata(metadata: Record<string, unknown> | undefined, field = 'data'): void {
  if (metadata === undefined) return
  if (depthOf(metadata, MAX_METADATA_DEPTH) > MAX_METADATA_DEPTH) {
    throw new AuthFailure(400, 'validation_failed', `${field} is nested too deeply`)
  }
  const json = JSON.stringify(metadata)
  if (Buffer.byteLength(json, 'utf8') > MAX_METADATA_BYTES) {
    throw new AuthFailure(400, 'validation_failed', `${field} is too large (at most ${MAX_METADATA_BYTES} bytes)`)
  }
  if (json.includes('\\u0000'))
    throw new AuthFailure(400, 'validation_failed', `${field} cannot contain NUL characters`)
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/

/** Whether a value could be an e-mail address at all (no control characters, e.g. the NUL Postgres refuses). */
export function plausibleEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email) && email.length <= 255 && !CONTROL_CHARACTERS.test(email)
}

export function validEmail(email: string | undefined): string {
  if (!email) throw new AuthFailure(400, 'validation_failed', 'missing email or phone')
  if (!plausibleEmail(email)) {
    throw new AuthFailure(400, 'validation_failed', 'Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}

/** bcrypt reads only the first 72 bytes of a password: GoTrue refuses longer ones (MaxPasswordLength). */
export const MAX_PASSWORD_BYTES = 72

export const passwordTooLong = (password: string) => Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES

/** GoTrue's password policy here: a minimum length (reason `length`) and bcrypt's 72-byte maximum. */
export function checkPasswordStrength(password: string, minLength: number): void {
  if (passwordTooLong(password)) {
    throw new AuthFailure(400, 'validation_failed', `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`)
  }
  if (password.length < minLength) {
    throw new AuthFailure(422, 'weak_password', `Password should be at least ${minLength} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }
}

/** `{code_challenge, code_challenge_method}` when the client runs the PKCE flow, else undefined. */
export function pkceParams(body: Record<string, unknown>): { challenge: string; method: string } | undefined {
  const challenge = optionalString(body, 'code_challenge')
  if (!challenge) return undefined
  return { challenge, method: optionalString(body, 'code_challenge_method') ?? 's256' }
}

/** Merges metadata as GoTrue does: keys are added or replaced, a null value removes the key. */
export function mergeMetadata(
  current: Record<string, unknown> | null | undefined,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...(current ?? {}) }
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return merged
}
