/** @vitest-environment node */
// The MFA Verification Attempt hook of the local Auth, against what supabase/auth does
// (v0hooks.MFAVerificationAttemptInput/Output, hookspgfunc, api/mfa.go verifyTOTPFactor, models.Logout).
import { describe, expect, it, vi } from 'vitest'
import { resolveAuthConfig } from '../../../../local/supabase/auth/auth-config.ts'
import {
  mfaHookDecision,
  mfaVerificationAttemptInput,
  runMfaVerificationAttemptHook,
} from '../../../../local/supabase/auth/mfa-verification-hook.ts'
import { configuredHook, hookUriFromToml } from '../../../../local/supabase/auth/pg-function-hooks.ts'
import { fakeDeps, USER_ID } from './fake-deps.ts'

const URI = 'pg-functions://postgres/public/hook_mfa_verification_attempt'
const HOOK_SQL = /^select "public"\."hook_mfa_verification_attempt"\(\$1\);$/
const FACTOR_ID = '0b7a6c1e-5d4f-4e3a-9b2c-1d0e9f8a7b6c'
const attempt = { userId: USER_ID, factorId: FACTOR_ID, factorType: 'totp', valid: false }

describe('the hook configuration', () => {
  it('is declared in supabase/config.toml as the CLI reads it, and is the local default', () => {
    expect(configuredHook('mfa_verification_attempt')).toBe(URI)
    expect(resolveAuthConfig().mfaVerificationAttemptHook).toBe(URI)
    expect(resolveAuthConfig({ mfaVerificationAttemptHook: null }).mfaVerificationAttemptHook).toBeNull()
    const toml = (body: string) => `[auth.hook.mfa_verification_attempt]\n${body}\n[auth.mfa]\nenabled = true\n`
    expect(hookUriFromToml('mfa_verification_attempt', toml(`enabled = false\nuri = "${URI}"`))).toBeNull()
    expect(hookUriFromToml('before_user_created', toml(`enabled = true\nuri = "${URI}"`))).toBeNull()
  })

  it('refuses at start a URI GoTrue would refuse, naming the section', () => {
    expect(() => resolveAuthConfig({ mfaVerificationAttemptHook: 'https://example.com/hook' })).toThrow(
      'auth.hook.mfa_verification_attempt: the local Auth runs Postgres-function hooks only',
    )
    expect(() => resolveAuthConfig({ mfaVerificationAttemptHook: '' })).toThrow(
      'Missing required field in config: auth.hook.mfa_verification_attempt.uri',
    )
  })
})

describe('the hook input and output', () => {
  it("is GoTrue's MFAVerificationAttemptInput: metadata, user_id, factor_id, factor_type, valid", () => {
    const now = new Date('2026-11-28T12:00:00Z')
    const input = mfaVerificationAttemptInput({ ...attempt, valid: true }, '10.0.0.7', now)
    expect(input).toEqual({
      metadata: {
        uuid: expect.any(String),
        time: '2026-11-28T12:00:00.000Z',
        name: 'mfa-verification',
        ip_address: '10.0.0.7',
      },
      user_id: USER_ID,
      factor_id: FACTOR_ID,
      factor_type: 'totp',
      valid: true,
    })
    expect(mfaVerificationAttemptInput(attempt, 'unknown').metadata).not.toHaveProperty('ip_address')
  })

  it('decodes {decision, message} as encoding/json does: any case, null or absent as empty', () => {
    expect(mfaHookDecision(null)).toEqual({ decision: '', message: '' })
    expect(mfaHookDecision({ Decision: 'reject', MESSAGE: null })).toEqual({ decision: 'reject', message: '' })
    expect(mfaHookDecision({ decision: 'continue', other: 1 })).toEqual({ decision: 'continue', message: '' })
  })

  it('answers "Error unmarshaling JSON output." (500) for a decision or message that is not a string', () => {
    for (const output of [{ decision: true }, { decision: 'reject', message: 42 }, { message: {} }]) {
      expect(() => mfaHookDecision(output), JSON.stringify(output)).toThrow(
        expect.objectContaining({
          status: 500,
          code: 'unexpected_failure',
          message: 'Error unmarshaling JSON output.',
        }),
      )
    }
  })
})

describe('runMfaVerificationAttemptHook', () => {
  it('runs the function as supabase_auth_admin with the 2 s time-out, and lets Auth go on for "continue"', async () => {
    const { deps, db } = fakeDeps({ mfaVerificationAttemptHook: URI })
    db.on(HOOK_SQL, () => [{ hook_mfa_verification_attempt: { decision: 'continue' } }])
    await runMfaVerificationAttemptHook(deps, attempt, '10.0.0.7')
    expect(db.queries.map((q) => q.sql)).toEqual([
      'set local role supabase_auth_admin',
      "set local statement_timeout TO '2000';",
      'select "public"."hook_mfa_verification_attempt"($1);',
      'set local statement_timeout TO default;',
    ])
    expect(JSON.parse(db.queries[2].params[0] as string)).toMatchObject({ user_id: USER_ID, valid: false })
  })

  it('does nothing when no hook is configured', async () => {
    const { deps, db } = fakeDeps({ mfaVerificationAttemptHook: null })
    await runMfaVerificationAttemptHook(deps, attempt, '')
    expect(db.queries).toEqual([])
  })

  it('on "reject" deletes every session of the user and answers 403 mfa_verification_rejected with the message', async () => {
    const { deps, db } = fakeDeps({ mfaVerificationAttemptHook: URI })
    db.on(HOOK_SQL, () => [{ h: { decision: 'reject', message: 'Aguarde.' } }])
    await expect(runMfaVerificationAttemptHook(deps, attempt, '')).rejects.toMatchObject({
      status: 403,
      code: 'mfa_verification_rejected',
      message: 'Aguarde.',
    })
    expect(db.sql(/^delete /)).toEqual([{ sql: 'delete from auth.sessions where user_id = $1', params: [USER_ID] }])
  })

  it("uses GoTrue's default message for a rejection without one", async () => {
    const { deps, db } = fakeDeps({ mfaVerificationAttemptHook: URI })
    db.on(HOOK_SQL, () => [{ h: { decision: 'reject' } }])
    await expect(runMfaVerificationAttemptHook(deps, attempt, '')).rejects.toMatchObject({
      status: 403,
      message: 'Further MFA verification attempts will be rejected.',
    })
  })

  it('passes on an {error} of the hook and answers 500 "Error running hook URI" when it raises; nobody is signed out', async () => {
    const { deps, db } = fakeDeps({ mfaVerificationAttemptHook: URI })
    db.on(HOOK_SQL, () => [{ h: { error: { http_code: 429, message: 'Devagar.' } } }])
    await expect(runMfaVerificationAttemptHook(deps, attempt, '')).rejects.toMatchObject({
      status: 429,
      message: 'Devagar.',
    })
    db.on(HOOK_SQL, () => {
      throw new Error('canceling statement due to statement timeout')
    })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(runMfaVerificationAttemptHook(deps, attempt, '')).rejects.toMatchObject({
      status: 500,
      code: 'unexpected_failure',
      message: `Error running hook URI: ${URI}`,
    })
    log.mockRestore()
    expect(db.sql(/^delete /)).toEqual([])
  })
})
