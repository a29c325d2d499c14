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

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function validEmail(email: string | undefined): string {
  if (!email) throw new AuthFailure(400, 'validation_failed', 'missing email or phone')
  if (!EMAIL_PATTERN.test(email) || email.length > 255) {
    throw new AuthFailure(400, 'validation_failed', 'Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}

/** GoTrue's password policy here: only a minimum length (reason `length`). */
export function checkPasswordStrength(password: string, minLength: number): void {
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
