// Two-step sign-in with an authenticator app (TOTP; docs/decisions/060-staff-mfa-in-the-database.md): what the session's
// token says, the site's rule for staff, and one way to check a code that every screen shares. The
// screens only show verdicts: the database refuses privileged writes without aal2, and Auth (with the
// MFA verification hook, docs/decisions/061-mfa-verification-hook.md) counts and refuses codes.
import type { Factor, Session } from '@supabase/supabase-js'
import { queryOptions } from '@tanstack/react-query'
import { authErrorMessage } from '@/lib/auth/auth-messages'
import type { Role } from '@/lib/auth/profile'
import { toAppError } from '@/lib/errors'
import { siteSettingsKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import { z } from '@/lib/zod'

export type AssuranceLevel = 'aal1' | 'aal2'

export interface Assurance {
  /** What the access token says now; null without a session. */
  current: AssuranceLevel | null
  /** What the person can reach: aal2 once they have a verified factor. */
  next: AssuranceLevel | null
}

/** The `aal` claim of a JWT (aal1 when it cannot be read). */
function tokenAal(token: string): AssuranceLevel {
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')
    return (JSON.parse(atob(payload)) as { aal?: unknown }).aal === 'aal2' ? 'aal2' : 'aal1'
  } catch {
    return 'aal1'
  }
}

export const verifiedFactors = (session: Session | null): Factor[] =>
  (session?.user?.factors ?? []).filter((factor) => factor.status === 'verified' && factor.factor_type === 'totp')

/** As supabase-js's mfa.getAuthenticatorAssuranceLevel() reads it, but at once (no promise to wait for). */
export function assuranceOf(session: Session | null): Assurance {
  if (!session) return { current: null, next: null }
  const current = tokenAal(session.access_token)
  return { current, next: verifiedFactors(session).length > 0 ? 'aal2' : current }
}

/** Signed in with the password, but the code of the authenticator app is still due. */
export const codeStepDue = (assurance: Assurance) => assurance.next === 'aal2' && assurance.current !== 'aal2'

/** The roles "2FA obrigatório para administradores e editores" applies to. */
export const roleNeedsMfaByPolicy = (role: Role | undefined) => role === 'admin' || role === 'editor'

/** The site's rule (site_settings.require_staff_mfa), which staff can read. */
export const staffMfaPolicyQuery = () =>
  queryOptions({
    queryKey: [...siteSettingsKeys.all, 'require_staff_mfa'] as const,
    queryFn: async () => {
      const { data, error } = await supabase.from('site_settings').select('require_staff_mfa').eq('id', true).single()
      if (error) throw toAppError(error)
      return data.require_staff_mfa
    },
    staleTime: 60_000,
  })

export const totpCodeSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Digite os 6 números do código.')),
})
export type TotpCodeValues = z.input<typeof totpCodeSchema>

export const REUSED_CODE = 'Este código já foi usado. Espere o próximo código do aplicativo.'

// The last code this tab had accepted (kept across reloads of the tab): typing it again inside its
// lifetime would be refused by Auth's hook, which also signs the person out everywhere — say so here
// instead, without sending it. A spent code is worth nothing to anyone who reads it.
const LAST_CODE_KEY = 'mfa:last-accepted-code'
const CODE_LIFETIME_MS = 90_000

function justAccepted(code: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(LAST_CODE_KEY) ?? 'null') as { code: string; at: number } | null
    return last?.code === code && Date.now() - last.at < CODE_LIFETIME_MS
  } catch {
    return false
  }
}

function rememberAccepted(code: string) {
  try {
    sessionStorage.setItem(LAST_CODE_KEY, JSON.stringify({ code, at: Date.now() }))
  } catch {
    // Storage refused (private mode, quota): the hook still refuses a reused code.
  }
}

export type CodeCheck = { ok: true } | { ok: false; message: string; signedOut: boolean }

const attemptsText = (left: number) =>
  left === 1 ? ' Resta 1 tentativa.' : left > 1 ? ` Restam ${left} tentativas.` : ''

/**
 * Checks a code against a verified (or just enrolled) factor: a fresh challenge each time, so that a
 * slow typist never meets an expired one. On success the session is aal2. A wrong code answers
 * "Código inválido" with the wrong codes left when Auth's hook counts them; a refusal by the hook (too
 * many wrong codes, a reused code) has already signed the person out everywhere, so this tab forgets
 * its session too.
 */
export async function checkTotpCode(factorId: string, code: string): Promise<CodeCheck> {
  if (justAccepted(code)) return { ok: false, message: REUSED_CODE, signedOut: false }
  const { error } = await supabase.auth.mfa.challengeAndVerify({ factorId, code })
  if (!error) {
    rememberAccepted(code)
    return { ok: true }
  }
  if (error.code === 'mfa_verification_failed') {
    const { data: left } = await supabase.rpc('mfa_attempts_left')
    return { ok: false, message: `Código inválido.${attemptsText(left ?? 0)}`, signedOut: false }
  }
  if (error.code === 'mfa_verification_rejected') {
    await supabase.auth.signOut({ scope: 'local' })
    return { ok: false, message: error.message, signedOut: true }
  }
  return { ok: false, message: authErrorMessage(error), signedOut: false }
}

/** What every code field takes: digits on a phone keyboard, and the one-time code a phone may offer. */
export const TOTP_INPUT_PROPS = { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 } as const
