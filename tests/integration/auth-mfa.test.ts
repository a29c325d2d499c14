import { URI, type TOTP } from 'otpauth'
import { beforeAll, describe, expect, it } from 'vitest'
import { TEST_AUTH_CONFIG, type SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'
import { codeFor, enrolledUser as enrol, verifiedUser as verified } from './mfa-users.ts'

// TOTP MFA of the local Auth against the real supabase-js `auth.mfa` API, held to what GoTrue's
// internal/api/mfa.go answers. Codes are computed from the enrolled secret, as an authenticator app does.
// This stack runs GoTrue without the MFA Verification Attempt hook (a hosted project on Free or Pro);
// the hook supabase/config.toml turns on is tested in auth-mfa-hook.test.ts.

const t = useTestStack({ authConfig: { mfaVerificationAttemptHook: null } })
const enrolledUser = (friendlyName?: string) => enrol(t(), friendlyName)
const verifiedUser = () => verified(t())

beforeAll(async () => {
  await t().ensureAdmin()
})

function claimsOf(
  accessToken: string,
): { aal: string; amr: Array<{ method: string; timestamp: number }> } & Record<string, unknown> {
  return JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString())
}

async function accessTokenOf(user: SignedInUser): Promise<string> {
  const { data } = await user.client.auth.getSession()
  return data.session!.access_token
}

describe('auth MFA: enrolment', () => {
  it('enrolls a TOTP factor with GoTrue’s answer: SVG QR code, base32 secret and the otpauth URI', async () => {
    const user = await t().signUpUser()
    const { data, error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' })
    expect(error).toBeNull()
    expect(data).toMatchObject({ type: 'totp', friendly_name: 'Celular' })
    expect(data!.totp.secret).toMatch(/^[A-Z2-7]{32}$/)
    // GoTrue sends the SVG itself; supabase-js makes it a data URI.
    expect(data!.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg [^#]*<\/svg>$/)
    const email = user.email
    expect(data!.totp.uri).toBe(
      `otpauth://totp/127.0.0.1:5173:${email}?algorithm=SHA1&digits=6&issuer=127.0.0.1%3A5173&period=30&secret=${data!.totp.secret}`,
    )
    const parsed = URI.parse(data!.totp.uri) as TOTP
    expect(parsed.secret.base32).toBe(data!.totp.secret)
    const { data: factors } = await user.client.auth.mfa.listFactors()
    expect(factors!.all).toMatchObject([
      { id: data!.id, factor_type: 'totp', status: 'unverified', friendly_name: 'Celular' },
    ])
    expect(factors!.totp).toEqual([])
  })

  it('uses the issuer the app gives in the otpauth URI', async () => {
    const user = await t().signUpUser()
    const { data } = await user.client.auth.mfa.enroll({ factorType: 'totp', issuer: 'Blog Cannabis' })
    expect(data!.totp.uri).toMatch(/^otpauth:\/\/totp\/Blog%20Cannabis:[^?]+\?.*&issuer=Blog\+Cannabis&/)
  })

  it('leaves factors out of a user who has none', async () => {
    const user = await t().signUpUser()
    const { data } = await user.client.auth.getUser()
    expect(data.user).not.toHaveProperty('factors')
  })

  it('refuses a second factor with the same friendly name: 422 mfa_factor_name_conflict', async () => {
    const user = await enrolledUser('Celular')
    const { error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' })
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_factor_name_conflict',
      message: 'A factor with the friendly name "Celular" for this user already exists',
    })
  })

  it('refuses an eleventh factor: 422 too_many_enrolled_mfa_factors', async () => {
    const user = await t().signUpUser()
    for (let i = 1; i <= 10; i++) {
      const { error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: `App ${i}` })
      expect(error).toBeNull()
    }
    const { error } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'App 11' })
    expect(error).toMatchObject({
      status: 422,
      code: 'too_many_enrolled_mfa_factors',
      message: 'Maximum number of verified factors reached, unenroll to continue',
    })
  })

  it('needs an aal2 session to enroll another factor once one is verified: 403 insufficient_aal', async () => {
    const user = await verifiedUser()
    const aal1 = await t().signIn(user.email, user.password)
    const { error } = await aal1.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Outro' })
    expect(error).toMatchObject({
      status: 403,
      code: 'insufficient_aal',
      message: 'AAL2 required to enroll a new factor',
    })
    const { error: atAal2 } = await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Outro' })
    expect(atAal2).toBeNull()
  })

  it('answers phone and WebAuthn as disabled (the CLI’s defaults) and an unknown type with 400', async () => {
    const user = await t().signUpUser()
    const phone = await user.client.auth.mfa.enroll({ factorType: 'phone', phone: '+5511999999999' })
    expect(phone.error).toMatchObject({ status: 422, code: 'mfa_phone_enroll_not_enabled' })
    const other = await fetch(`${t().url}/auth/v1/factors`, {
      method: 'POST',
      headers: { apikey: t().anonKey, authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ factor_type: 'sms' }),
    })
    expect(other.status).toBe(400)
    expect(await other.json()).toEqual({
      code: 'validation_failed',
      message: 'factor_type needs to be totp, phone, or webauthn',
    })
  })
})

describe('auth MFA: challenge and verify', () => {
  it('verifies a code from the secret: the same session at aal2, amr totp then password, new refresh token', async () => {
    const user = await enrolledUser()
    const before = claimsOf(user.accessToken)
    expect(before).toMatchObject({ aal: 'aal1', amr: [{ method: 'password' }] })
    const { data: challenge, error: challengeError } = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    expect(challengeError).toBeNull()
    expect(challenge).toMatchObject({ type: 'totp' })
    expect(challenge!.expires_at - Date.now() / 1000).toBeGreaterThan(290)
    expect(challenge!.expires_at - Date.now() / 1000).toBeLessThanOrEqual(300)

    const { data, error } = await user.client.auth.mfa.verify({
      factorId: user.factorId,
      challengeId: challenge!.id,
      code: codeFor(user.secret),
    })
    expect(error).toBeNull()
    expect(data!.refresh_token).not.toBe(user.refreshToken)
    const after = claimsOf(data!.access_token)
    expect(after.aal).toBe('aal2')
    expect(after.session_id).toBe(before.session_id)
    expect(after.amr.map((entry) => entry.method)).toEqual(['totp', 'password'])
    expect(data!.user.factors).toMatchObject([{ id: user.factorId, status: 'verified' }])
  })

  it('lists the verified factor and reports aal2 now and next', async () => {
    const user = await verifiedUser()
    const { data: factors } = await user.client.auth.mfa.listFactors()
    expect(factors!.totp).toMatchObject([{ id: user.factorId, factor_type: 'totp', status: 'verified' }])
    const { data } = await user.client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' })
    expect(data!.currentAuthenticationMethods).toMatchObject([{ method: 'totp' }, { method: 'password' }])
  })

  it('keeps aal2 and the session’s amr when the token is refreshed', async () => {
    const user = await verifiedUser()
    const verifiedToken = claimsOf(await accessTokenOf(user))
    const { data, error } = await user.client.auth.refreshSession()
    expect(error).toBeNull()
    const refreshed = claimsOf(data.session!.access_token)
    expect(refreshed.aal).toBe('aal2')
    expect(refreshed.amr).toEqual(verifiedToken.amr)
  })

  it('signs a new password sign-in in at aal1, with aal2 as the next level', async () => {
    const user = await verifiedUser()
    const client = await t().signIn(user.email, user.password)
    const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' })
    const { data: session } = await client.auth.getSession()
    expect(claimsOf(session.session!.access_token).amr.map((entry) => entry.method)).toEqual(['password'])
  })

  it('ends the user’s other aal1 sessions once a factor is verified', async () => {
    const user = await enrolledUser()
    const other = await t().signIn(user.email, user.password)
    const { error } = await user.client.auth.mfa.challengeAndVerify({
      factorId: user.factorId,
      code: codeFor(user.secret),
    })
    expect(error).toBeNull()
    const { error: gone } = await other.auth.getUser()
    expect(gone?.name).toBe('AuthSessionMissingError')
  })

  it('removes the user’s other unverified factors once one is verified', async () => {
    const user = await enrolledUser('Primeiro')
    await user.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Segundo' })
    await user.client.auth.mfa.challengeAndVerify({ factorId: user.factorId, code: codeFor(user.secret) })
    const { data } = await user.client.auth.mfa.listFactors()
    expect(data!.all.map((factor) => factor.friendly_name)).toEqual(['Primeiro'])
  })

  it('refuses a wrong code with 422 mfa_verification_failed and leaves the challenge open for the right one', async () => {
    const user = await enrolledUser()
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    const right = codeFor(user.secret)
    const wrong = right === '000000' ? '000001' : '000000'
    const { error } = await user.client.auth.mfa.verify({
      factorId: user.factorId,
      challengeId: challenge!.id,
      code: wrong,
    })
    expect(error).toMatchObject({ status: 422, code: 'mfa_verification_failed', message: 'Invalid TOTP code entered' })
    const { error: ok } = await user.client.auth.mfa.verify({
      factorId: user.factorId,
      challengeId: challenge!.id,
      code: right,
    })
    expect(ok).toBeNull()
  })

  it('takes the code of the previous period and refuses one two periods old (GoTrue’s skew of one period)', async () => {
    const user = await enrolledUser()
    const stale = await user.client.auth.mfa.challengeAndVerify({
      factorId: user.factorId,
      code: codeFor(user.secret, -2),
    })
    expect(stale.error?.code).toBe('mfa_verification_failed')
    const previous = await user.client.auth.mfa.challengeAndVerify({
      factorId: user.factorId,
      code: codeFor(user.secret, -1),
    })
    expect(previous.error).toBeNull()
  })

  it('refuses a challenge that was verified once: 422 mfa_ip_address_mismatch, as GoTrue answers', async () => {
    const user = await enrolledUser()
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    const code = codeFor(user.secret)
    await user.client.auth.mfa.verify({ factorId: user.factorId, challengeId: challenge!.id, code })
    const { error } = await user.client.auth.mfa.verify({ factorId: user.factorId, challengeId: challenge!.id, code })
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_ip_address_mismatch',
      message: 'Challenge and verify IP addresses mismatch.',
    })
  })

  it('takes the same code on a new challenge, as GoTrue does: it keeps no record of spent time steps', async () => {
    const user = await verifiedUser()
    const client = await t().signIn(user.email, user.password)
    const code = codeFor(user.secret)
    const first = await client.auth.mfa.challengeAndVerify({ factorId: user.factorId, code })
    const second = await client.auth.mfa.challengeAndVerify({ factorId: user.factorId, code })
    expect([first.error, second.error]).toEqual([null, null])
  })

  it('refuses an expired challenge with 422 mfa_challenge_expired and deletes it', async () => {
    const user = await enrolledUser()
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    // As GoTrue's own test does: the challenge was made just over ChallengeExpiryDuration (300 s) ago.
    await t().stack.ctx.db.query(
      "update auth.mfa_challenges set created_at = now() - interval '301 seconds' where id = $1",
      [challenge!.id],
    )
    const code = codeFor(user.secret)
    const { error } = await user.client.auth.mfa.verify({ factorId: user.factorId, challengeId: challenge!.id, code })
    expect(error).toMatchObject({
      status: 422,
      code: 'mfa_challenge_expired',
      message: `MFA challenge ${challenge!.id} has expired, verify against another challenge or create a new challenge.`,
    })
    const again = await user.client.auth.mfa.verify({ factorId: user.factorId, challengeId: challenge!.id, code })
    expect(again.error?.code).toBe('mfa_factor_not_found')
  })

  it('answers a factor of another user with 404 mfa_factor_not_found, and an empty code with 400', async () => {
    const owner = await enrolledUser()
    const stranger = await t().signUpUser()
    const { error } = await stranger.client.auth.mfa.challenge({ factorId: owner.factorId })
    expect(error).toMatchObject({ status: 404, code: 'mfa_factor_not_found', message: 'Factor not found' })
    const { data: challenge } = await owner.client.auth.mfa.challenge({ factorId: owner.factorId })
    const empty = await owner.client.auth.mfa.verify({ factorId: owner.factorId, challengeId: challenge!.id, code: '' })
    expect(empty.error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Code needs to be non-empty' })
  })
})

describe('auth MFA: unenrol', () => {
  it('needs an aal2 session to unenroll a verified factor: 422 insufficient_aal', async () => {
    const user = await verifiedUser()
    const aal1 = await t().signIn(user.email, user.password)
    const { error } = await aal1.auth.mfa.unenroll({ factorId: user.factorId })
    expect(error).toMatchObject({
      status: 422,
      code: 'insufficient_aal',
      message: 'AAL2 required to unenroll verified factor',
    })
  })

  it('unenrolls at aal2: the factor is gone and the session is aal1 again from its next token', async () => {
    const user = await verifiedUser()
    const { data, error } = await user.client.auth.mfa.unenroll({ factorId: user.factorId })
    expect(error).toBeNull()
    expect(data).toEqual({ id: user.factorId })
    const { data: factors } = await user.client.auth.mfa.listFactors()
    expect(factors!.all).toEqual([])
    const { data: refreshed } = await user.client.auth.refreshSession()
    const claims = claimsOf(refreshed.session!.access_token)
    expect(claims.aal).toBe('aal1')
    expect(claims.amr.map((entry) => entry.method)).toEqual(['password'])
  })

  it('unenrolls an unverified factor from an aal1 session', async () => {
    const user = await enrolledUser()
    const { error } = await user.client.auth.mfa.unenroll({ factorId: user.factorId })
    expect(error).toBeNull()
  })
})

describe('auth MFA: the admin API (service role)', () => {
  it('lists a user’s factors and deletes a verified one; the user’s aal2 session is aal1 from its next token', async () => {
    const user = await verifiedUser()
    const admin = t().createTestClient(t().serviceKey).auth.admin.mfa
    const { data: listed, error } = await admin.listFactors({ userId: user.userId })
    expect(error).toBeNull()
    expect(listed!.factors).toMatchObject([{ id: user.factorId, factor_type: 'totp', status: 'verified' }])

    const { data: deleted, error: deleteError } = await admin.deleteFactor({ userId: user.userId, id: user.factorId })
    expect(deleteError).toBeNull()
    // GoTrue answers the deleted factor; supabase-js 2.109 hands it back wrapped once more in {data, error}.
    expect(deleted).toMatchObject({ data: { id: user.factorId, status: 'verified' } })
    expect((await admin.listFactors({ userId: user.userId })).data!.factors).toEqual([])
    const { data: refreshed } = await user.client.auth.refreshSession()
    expect(claimsOf(refreshed.session!.access_token).aal).toBe('aal1')

    const again = await admin.deleteFactor({ userId: user.userId, id: user.factorId })
    expect(again.error).toMatchObject({ status: 404, code: 'mfa_factor_not_found' })
  })

  it('refuses the admin factor endpoints to a signed-in user: 403 not_admin', async () => {
    const user = await enrolledUser()
    const response = await fetch(`${t().url}/auth/v1/admin/users/${user.userId}/factors`, {
      headers: { apikey: t().anonKey, authorization: `Bearer ${user.accessToken}` },
    })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ code: 'not_admin' })
  })
})

describe('auth MFA: credentials of a user with a verified factor', () => {
  it('needs an aal2 session to change the password or e-mail: 401 insufficient_aal; metadata still changes', async () => {
    const user = await verifiedUser()
    const aal1 = await t().signIn(user.email, user.password)
    const { error } = await aal1.auth.updateUser({ password: 'outra-senha-456' })
    expect(error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
      message: 'AAL2 session is required to update email or password when MFA is enabled.',
    })
    expect((await aal1.auth.updateUser({ email: `novo-${user.email}` })).error?.code).toBe('insufficient_aal')
    expect((await aal1.auth.updateUser({ data: { full_name: 'Ana' } })).error).toBeNull()
    expect((await user.client.auth.updateUser({ password: 'outra-senha-456' })).error).toBeNull()
  })
})

describe('auth MFA: per-address limit on challenges and verifications (low limit for the test)', () => {
  // GoTrue's limiters allow a burst of 30 and then 15 a minute; here a burst of 3 and no refill to speak of.
  const limited = useTestStack({
    authConfig: {
      mfaVerificationAttemptHook: null,
      mfa: { ...TEST_AUTH_CONFIG.mfa, rateLimit: { perMinute: 1, burst: 3 } },
    },
  })

  beforeAll(async () => {
    await limited().ensureAdmin()
  })

  it('answers 429 over_request_rate_limit once an address has used up its verifications, then its challenges', async () => {
    const user = await limited().signUpUser()
    const { data: enrolled } = await user.client.auth.mfa.enroll({ factorType: 'totp' })
    const factorId = enrolled!.id
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId })
    const right = codeFor(enrolled!.totp.secret)
    const wrong = right === '000000' ? '000001' : '000000'
    const statuses: Array<number | undefined> = []
    for (let i = 0; i < 4; i++) {
      const { error } = await user.client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: wrong })
      statuses.push(error?.status)
    }
    expect(statuses).toEqual([422, 422, 422, 429])
    const { error } = await user.client.auth.mfa.verify({ factorId, challengeId: challenge!.id, code: right })
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' })

    // Challenges count in a bucket of their own: one was taken above.
    const challenges: Array<number | undefined> = []
    for (let i = 0; i < 3; i++) challenges.push((await user.client.auth.mfa.challenge({ factorId })).error?.status)
    expect(challenges).toEqual([undefined, undefined, 429])
  })
})
