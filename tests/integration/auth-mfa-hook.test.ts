import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestStack } from './fixtures.ts'
import { codeFor, enrolledUser as enrol, verifiedUser as verified } from './mfa-users.ts'

// The MFA Verification Attempt hook (supabase/config.toml → public.hook_mfa_verification_attempt,
// docs/decisions/061-mfa-verification-hook.md) through the local Auth and the real supabase-js
// `auth.mfa` API: five wrong codes lock the user out, a code used once in its 30-s step is refused,
// and a refusal signs the user out everywhere, as GoTrue does.

const t = useTestStack()
const enrolledUser = () => enrol(t())
const verifiedUser = () => verified(t())

beforeAll(async () => {
  await t().ensureAdmin()
})

const LOCKED = 'Muitas tentativas com código inválido. Aguarde 15 minutos e entre de novo.'
const REUSED = 'Este código já foi usado. Espere o próximo código do aplicativo e entre de novo.'

const wrongCode = (secret: string) => (codeFor(secret) === '000000' ? '000001' : '000000')

/**
 * Waits for a fresh 30-s step when the current one ends within 12 s: what follows must happen in one
 * step of the clock (the stack's and the test's are the same machine's), even on a busy machine.
 */
async function awayFromStepEdge(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000)
  if (left < 12_000) await new Promise((resolve) => setTimeout(resolve, left + 200))
}

async function sessionsOf(userId: string): Promise<number> {
  const { rows } = await t().stack.ctx.db.query<{ n: number }>(
    'select count(*)::int as n from auth.sessions where user_id = $1',
    [userId],
  )
  return rows[0].n
}

async function attemptsLeft(client: SupabaseClient): Promise<number | null> {
  const { data, error } = await client.rpc('mfa_attempts_left')
  if (error) throw error
  return data as number | null
}

/** As if the user's recorded codes had been entered `seconds` earlier (the hook reads only its table). */
async function ageAttempts(userId: string, seconds: number): Promise<void> {
  await t().stack.ctx.db.query(
    `update public.mfa_verification_attempts
        set created_at = created_at - make_interval(secs => $2), time_step = time_step - ceil($2 / 30.0)::bigint
      where user_id = $1`,
    [userId, seconds],
  )
}

describe('auth MFA hook: wrong codes', () => {
  it('answers 422 and counts down four times, then the fifth is the 403 lock-out and signs the user out everywhere', async () => {
    const user = await verifiedUser()
    const client = await t().signIn(user.email, user.password)
    expect(await attemptsLeft(client)).toBeNull()
    const { data: challenge } = await client.auth.mfa.challenge({ factorId: user.factorId })
    const answers: Array<[number | undefined, string | undefined, number | null]> = []
    for (let i = 0; i < 4; i++) {
      const { error } = await client.auth.mfa.verify({
        factorId: user.factorId,
        challengeId: challenge!.id,
        code: wrongCode(user.secret),
      })
      answers.push([error?.status, error?.code, await attemptsLeft(client)])
    }
    expect(answers).toEqual([
      [422, 'mfa_verification_failed', 4],
      [422, 'mfa_verification_failed', 3],
      [422, 'mfa_verification_failed', 2],
      [422, 'mfa_verification_failed', 1],
    ])
    expect(await sessionsOf(user.userId)).toBe(2)

    const { error } = await client.auth.mfa.verify({
      factorId: user.factorId,
      challengeId: challenge!.id,
      code: wrongCode(user.secret),
    })
    expect(error).toMatchObject({ status: 403, code: 'mfa_verification_rejected', message: LOCKED })
    expect(await sessionsOf(user.userId)).toBe(0)
    expect((await user.client.auth.refreshSession()).error).not.toBeNull()

    // Signing in again works (the password is right), but every code is refused for 15 minutes.
    const again = await t().signIn(user.email, user.password)
    expect(await attemptsLeft(again)).toBe(0)
    const right = await again.auth.mfa.challengeAndVerify({ factorId: user.factorId, code: codeFor(user.secret) })
    expect(right.error).toMatchObject({ status: 403, code: 'mfa_verification_rejected', message: LOCKED })
    expect(await sessionsOf(user.userId)).toBe(0)
  })

  it('counts wrong codes at enrolment too: the fifth locks the new factor out', async () => {
    const user = await enrolledUser()
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    const statuses: Array<number | undefined> = []
    for (let i = 0; i < 5; i++) {
      const code = wrongCode(user.secret)
      const { error } = await user.client.auth.mfa.verify({ factorId: user.factorId, challengeId: challenge!.id, code })
      statuses.push(error?.status)
    }
    expect(statuses).toEqual([422, 422, 422, 422, 403])
    expect(await sessionsOf(user.userId)).toBe(0)
  })

  it('starts the count again after a right code', async () => {
    const user = await enrolledUser()
    const { data: challenge } = await user.client.auth.mfa.challenge({ factorId: user.factorId })
    for (let i = 0; i < 3; i++) {
      await user.client.auth.mfa.verify({
        factorId: user.factorId,
        challengeId: challenge!.id,
        code: wrongCode(user.secret),
      })
    }
    expect(await attemptsLeft(user.client)).toBe(2)
    const { error } = await user.client.auth.mfa.verify({
      factorId: user.factorId,
      challengeId: challenge!.id,
      code: codeFor(user.secret),
    })
    expect(error).toBeNull()
    expect(await attemptsLeft(user.client)).toBe(5)
    const other = await t().signIn(user.email, user.password)
    const wrong = await other.auth.mfa.challengeAndVerify({ factorId: user.factorId, code: wrongCode(user.secret) })
    expect(wrong.error?.status).toBe(422)
    expect(await attemptsLeft(other)).toBe(4)
  })
})

describe('auth MFA hook: a code used again', () => {
  it('refuses the code already used in this 30-s step on a new challenge: 403, signed out everywhere', async () => {
    await awayFromStepEdge()
    const user = await verifiedUser()
    const client = await t().signIn(user.email, user.password)
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: user.factorId, code: codeFor(user.secret) })
    expect(error).toMatchObject({ status: 403, code: 'mfa_verification_rejected', message: REUSED })
    expect(await sessionsOf(user.userId)).toBe(0)
  })

  it('takes the code of the next step', async () => {
    const user = await verifiedUser()
    await ageAttempts(user.userId, 30) // the next step has begun
    const client = await t().signIn(user.email, user.password)
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId: user.factorId, code: codeFor(user.secret) })
    expect(error).toBeNull()
    const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel()
    expect(data?.currentLevel).toBe('aal2')
  })
})
