// Users with a TOTP factor for the MFA integration tests (auth-mfa.test.ts, auth-mfa-hook.test.ts):
// codes are computed from the enrolled secret, as an authenticator app does.
import { Secret, TOTP } from 'otpauth'
import type { SignedInUser, TestStack } from '../utils/local-stack.ts'

/** The authenticator app: the current code (or one `steps` periods away) for a base32 secret. */
export function codeFor(secret: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 })
  return totp.generate({ timestamp: Date.now() + steps * 30_000 })
}

export interface Enrolled extends SignedInUser {
  factorId: string
  secret: string
}

/** A new user with an unverified TOTP factor. */
export async function enrolledUser(stack: TestStack, friendlyName = 'Celular'): Promise<Enrolled> {
  const user = await stack.signUpUser()
  const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName })
  if (error) throw error
  return { ...user, factorId: data.id, secret: data.totp.secret }
}

/** A user whose factor is verified; their client holds the aal2 session the verification gave. */
export async function verifiedUser(stack: TestStack): Promise<Enrolled> {
  const user = await enrolledUser(stack)
  const { error } = await user.client.auth.mfa.challengeAndVerify({
    factorId: user.factorId,
    code: codeFor(user.secret),
  })
  if (error) throw error
  return user
}
