import { AuthApiError, type Session } from '@supabase/supabase-js'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { assuranceOf, checkTotpCode, codeStepDue, REUSED_CODE } from '@/lib/auth/mfa'
import { supabase } from '@/lib/supabase'
import { buildSession, buildUser } from '../../../factories/user'

// No Auth in jsdom: supabase-js's auth.mfa and rpc are answered at their boundary, as Auth and the
// database answer them (codes and messages of GoTrue and of the verification hook).

function sessionAt(aal: 'aal1' | 'aal2' | undefined, factorStatus?: 'verified' | 'unverified'): Session {
  const payload = Buffer.from(JSON.stringify(aal ? { aal } : {})).toString('base64url')
  const factors = factorStatus
    ? [{ id: 'f', friendly_name: 'Celular', factor_type: 'totp', status: factorStatus, created_at: '', updated_at: '' }]
    : []
  return { ...buildSession(buildUser({ factors } as never)), access_token: `e30.${payload}.sig` }
}

afterEach(() => vi.restoreAllMocks())

describe('assuranceOf', () => {
  it.each([
    ['no session', null, { current: null, next: null }, false],
    ['a password session without an app', sessionAt('aal1'), { current: 'aal1', next: 'aal1' }, false],
    [
      'a password session with an unverified app',
      sessionAt('aal1', 'unverified'),
      { current: 'aal1', next: 'aal1' },
      false,
    ],
    ['a password session with a verified app', sessionAt('aal1', 'verified'), { current: 'aal1', next: 'aal2' }, true],
    ['a session that passed the code', sessionAt('aal2', 'verified'), { current: 'aal2', next: 'aal2' }, false],
    ['a token without aal', sessionAt(undefined, 'verified'), { current: 'aal1', next: 'aal2' }, true],
  ] as const)('reads %s', (_name, session, expected, due) => {
    expect(assuranceOf(session)).toEqual(expected)
    expect(codeStepDue(assuranceOf(session))).toBe(due)
  })
})

describe('checkTotpCode', () => {
  const verify = () => vi.spyOn(supabase.auth.mfa, 'challengeAndVerify')
  const refusal = (code: string, message: string, status: number) =>
    ({ data: null, error: new AuthApiError(message, status, code) }) as never

  it('answers "Código inválido." with the wrong codes left that the hook counts', async () => {
    verify().mockResolvedValue(refusal('mfa_verification_failed', 'Invalid TOTP code entered', 422))
    const rpc = vi.spyOn(supabase, 'rpc').mockResolvedValue({ data: 4, error: null } as never)
    expect(await checkTotpCode('f', '111111')).toEqual({
      ok: false,
      message: 'Código inválido. Restam 4 tentativas.',
      signedOut: false,
    })
    expect(rpc).toHaveBeenCalledWith('mfa_attempts_left')
    rpc.mockResolvedValue({ data: 1, error: null } as never)
    expect(await checkTotpCode('f', '111111')).toMatchObject({ message: 'Código inválido. Resta 1 tentativa.' })
  })

  it('answers "Código inválido." without a count where no hook counts (NULL)', async () => {
    verify().mockResolvedValue(refusal('mfa_verification_failed', 'Invalid TOTP code entered', 422))
    vi.spyOn(supabase, 'rpc').mockResolvedValue({ data: null, error: null } as never)
    expect(await checkTotpCode('f', '222222')).toMatchObject({ message: 'Código inválido.' })
  })

  it("shows the hook's refusal and forgets this tab's session, which Auth has already ended", async () => {
    const message = 'Muitas tentativas com código inválido. Aguarde 15 minutos e entre de novo.'
    verify().mockResolvedValue(refusal('mfa_verification_rejected', message, 403))
    const signOut = vi.spyOn(supabase.auth, 'signOut').mockResolvedValue({ error: null })
    expect(await checkTotpCode('f', '333333')).toEqual({ ok: false, message, signedOut: true })
    expect(signOut).toHaveBeenCalledWith({ scope: 'local' })
  })

  it('refuses, without asking Auth, the code this tab just had accepted', async () => {
    const challengeAndVerify = verify().mockResolvedValue({ data: {}, error: null } as never)
    expect(await checkTotpCode('f', '444444')).toEqual({ ok: true })
    expect(await checkTotpCode('f', '444444')).toEqual({ ok: false, message: REUSED_CODE, signedOut: false })
    expect(challengeAndVerify).toHaveBeenCalledTimes(1)
  })
})
