import type { SupabaseClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

// The second step for privileged writes (decision 060) through the real supabase-js and the local
// Auth: the `aal` of the token GoTrue signs is what the database reads. An admin with a verified factor
// is refused a settings update from a password-only session (aal1) and allowed after
// auth.mfa.challengeAndVerify (aal2). Codes are computed from the enrolment secret, as an app does.

const t = useTestStack()

const codeFor = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate()

const aalOf = async (client: SupabaseClient) => {
  const { data } = await client.auth.getSession()
  return JSON.parse(Buffer.from(data.session!.access_token.split('.')[1], 'base64url').toString()).aal as string
}

const updateSettings = (client: SupabaseClient, values: Record<string, unknown>) =>
  client.from('site_settings').update(values).eq('id', true).select('id')

let admin: SignedInUser
/** The admin's session after the code: aal2. */
let confirmed: SupabaseClient
/** The same admin signed in again with the password alone: aal1. */
let passwordOnly: SupabaseClient

beforeAll(async () => {
  await t().ensureAdmin()
  admin = await t().signUpUser({ role: 'admin' })
  const { data, error } = await admin.client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' })
  if (error) throw error
  const verified = await admin.client.auth.mfa.challengeAndVerify({
    factorId: data.id,
    code: codeFor(data.totp.secret),
  })
  if (verified.error) throw verified.error
  confirmed = admin.client
  passwordOnly = await t().signIn(admin.email, admin.password)
})

describe('staff MFA policy through the API', () => {
  it('the local Auth signs aal1 after the password and aal2 after the code', async () => {
    expect(await aalOf(passwordOnly)).toBe('aal1')
    expect(await aalOf(confirmed)).toBe('aal2')
  })

  it('an admin with a factor is refused a settings update at aal1 and allowed at aal2', async () => {
    const refused = await updateSettings(passwordOnly, { authors_publish_without_review: false })
    expect(refused.error).toMatchObject({ code: '42501' })
    const allowed = await updateSettings(confirmed, { authors_publish_without_review: false })
    expect(allowed.error).toBeNull()
    expect(allowed.data).toEqual([{ id: true }])
  })

  it('mfa_requirement_met() answers false at aal1 and true at aal2', async () => {
    expect((await passwordOnly.rpc('mfa_requirement_met')).data).toBe(false)
    expect((await confirmed.rpc('mfa_requirement_met')).data).toBe(true)
  })

  it('turning the requirement on is refused at aal1 with the enrolment message and made at aal2', async () => {
    const refused = await updateSettings(passwordOnly, { require_staff_mfa: true })
    expect(refused.error).toMatchObject({
      code: '42501',
      message: 'Ative a verificação em duas etapas na sua conta antes de exigi-la da equipe.',
    })
    const allowed = await updateSettings(confirmed, { require_staff_mfa: true })
    expect(allowed.error).toBeNull()
    const off = await updateSettings(confirmed, { require_staff_mfa: false })
    expect(off.error).toBeNull()
  })

  it('an invitation from an admin at aal1 with a factor is refused with the code request', async () => {
    const { error } = await passwordOnly.rpc('invite_staff', { p_email: 'novo-mfa@example.com', p_role: 'author' })
    expect(error).toMatchObject({
      code: '42501',
      message: 'Confirme o código do aplicativo autenticador para fazer esta alteração.',
    })
  })
})
