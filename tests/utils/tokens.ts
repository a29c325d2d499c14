// Access tokens minted for tests: valid ones, expired ones and ones signed with another secret.
import { SignJWT } from 'jose'
import { LOCAL_JWT_SECRET } from '../../local/keys.ts'

/** A user access token like GoTrue's (HS256, aud authenticated, a session id). */
export async function userToken(
  sub: string,
  opts: { expiresIn?: number; role?: string; secret?: string } = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000)
  const expiresIn = opts.expiresIn ?? 3600
  return new SignJWT({ role: opts.role ?? 'authenticated', aud: 'authenticated', session_id: crypto.randomUUID() })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt(Math.min(now - 10, now + expiresIn - 3600))
    .setExpirationTime(now + expiresIn)
    .sign(new TextEncoder().encode(opts.secret ?? LOCAL_JWT_SECRET))
}

/** The same token, expired an hour ago. */
export const expiredUserToken = (sub: string) => userToken(sub, { expiresIn: -3600 })
