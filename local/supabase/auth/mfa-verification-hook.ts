// GoTrue's "MFA Verification Attempt" hook (Postgres-function hooks only, run by pg-function-hooks.ts),
// as internal/api/mfa.go verifyTOTPFactor calls it: after the challenge was validated and the code
// checked, before a wrong code is answered, for the enrolment's first verification and every sign-in
// alike. {decision: "reject"} signs the user out everywhere (models.Logout) and answers 403
// mfa_verification_rejected with the hook's message (v0hooks.DefaultMFAHookRejectionMessage if none).
import type { AuthDeps } from './auth-deps.ts'
import { AuthFailure } from './auth-errors.ts'
import { goField, hookInternalError, hookMetadata, runPgFunctionHook } from './pg-function-hooks.ts'

const DEFAULT_REJECTION_MESSAGE = 'Further MFA verification attempts will be rejected.'

export interface MfaAttempt {
  userId: string
  factorId: string
  factorType: string
  valid: boolean
}

/** MFAVerificationAttemptInput, field for field. */
export function mfaVerificationAttemptInput(attempt: MfaAttempt, clientIp: string, now = new Date()) {
  return {
    metadata: hookMetadata('mfa-verification', clientIp, now),
    user_id: attempt.userId,
    factor_id: attempt.factorId,
    factor_type: attempt.factorType,
    valid: attempt.valid,
  }
}

/**
 * The unmarshal into MFAVerificationAttemptOutput {decision, message}: a field that is neither a
 * string nor null fails it ("Error unmarshaling JSON output.", 500).
 */
export function mfaHookDecision(output: Record<string, unknown> | null): { decision: string; message: string } {
  const field = (name: string) => {
    const value = output ? goField(output, name) : undefined
    if (value === undefined || value === null) return ''
    if (typeof value !== 'string') throw hookInternalError('Error unmarshaling JSON output.')
    return value
  }
  return { decision: field('decision'), message: field('message') }
}

/**
 * Asks the configured hook about one verification attempt. Returns when Auth may answer as usual;
 * on "reject" deletes every session of the user (their refresh tokens and amr claims cascade) and
 * throws 403 mfa_verification_rejected.
 */
export async function runMfaVerificationAttemptHook(
  deps: Pick<AuthDeps, 'config' | 'ctx'>,
  attempt: MfaAttempt,
  clientIp: string,
): Promise<void> {
  const uri = deps.config.mfaVerificationAttemptHook
  if (!uri) return
  const output = await runPgFunctionHook(
    deps.ctx.db,
    uri,
    'mfa_verification_attempt',
    mfaVerificationAttemptInput(attempt, clientIp),
  )
  const { decision, message } = mfaHookDecision(output)
  if (decision !== 'reject') return
  await deps.ctx.db.query('delete from auth.sessions where user_id = $1', [attempt.userId])
  throw new AuthFailure(403, 'mfa_verification_rejected', message || DEFAULT_REJECTION_MESSAGE)
}
