import { readFileSync } from 'node:fs'
import { appUrl } from '../../app-port.ts'
import { configuredHook, parseHookUri, SUPABASE_CONFIG_TOML } from './pg-function-hooks.ts'
import type { RequestLimits } from './request-limits.ts'

/** Knobs of the local GoTrue stand-in (Supabase CLI defaults unless noted). */
export interface AuthConfig {
  /** true (default, as in the Supabase CLI) = sign-ups are confirmed at once; false = e-mail confirmation. */
  autoconfirm: boolean
  /** Access-token lifetime in seconds. Well above 90 s, or supabase-js refreshes on every getSession(). */
  jwtExpiry: number
  /** A spent refresh token still works this long after rotation (CLI: refresh_token_reuse_interval). */
  refreshTokenReuseInterval: number
  /**
   * Where e-mail links land when `redirect_to` is missing or not allowed (GoTrue's SITE_URL).
   * Default: env LOCAL_SITE_URL, else the app's dev server, http://127.0.0.1:<APP_PORT> (local/app-port.ts).
   */
  siteUrl: string
  /** E-mails auth may send per hour, all addresses together (GoTrue RATE_LIMIT_EMAIL_SENT). */
  emailsPerHour: number
  /** Minimum seconds between two e-mails to the same address (GoTrue SMTP_MAX_FREQUENCY). */
  emailMinIntervalSeconds: number
  /** How long an e-mailed link/OTP stays valid (GoTrue MAILER_OTP_EXP). */
  otpExpirySeconds: number
  minPasswordLength: number
  /** Requests per IP per 5 minutes (Supabase CLI `[auth.rate_limit]` defaults: 30, 150 and 30). */
  requestLimits: RequestLimits
  /**
   * The Before User Created hook's `pg-functions://postgres/<schema>/<function>` URI, or null for none.
   * Default: `[auth.hook.before_user_created]` of supabase/config.toml (what the CLI hands GoTrue as
   * GOTRUE_HOOK_BEFORE_USER_CREATED_ENABLED/URI), so turning it off there turns it off here.
   */
  beforeUserCreatedHook: string | null
  /**
   * The MFA Verification Attempt hook's URI, or null for none. Default: `[auth.hook.mfa_verification_attempt]`
   * of supabase/config.toml (the CLI's GOTRUE_HOOK_MFA_VERIFICATION_ATTEMPT_ENABLED/URI).
   */
  mfaVerificationAttemptHook: string | null
  mfa: MfaConfig
}

/** GoTrue's MFA settings (internal/conf/configuration.go MFAConfiguration and its defaults). */
export interface MfaConfig {
  /** `[auth.mfa.totp] enroll_enabled` (GoTrue's default true; the CLI's template says false). */
  totpEnrollEnabled: boolean
  /** `[auth.mfa.totp] verify_enabled`: challenge and verify. */
  totpVerifyEnabled: boolean
  /** `[auth.mfa] max_enrolled_factors` (10): factors of any status a user may hold. */
  maxEnrolledFactors: number
  /** MaxVerifiedFactors (10). */
  maxVerifiedFactors: number
  /** ChallengeExpiryDuration: 300 s, and GoTrue raises anything lower to 300. */
  challengeExpirySeconds: number
  /** FactorExpiryDuration: an unverified factor with no challenge is deleted after 300 s. */
  factorExpirySeconds: number
  /**
   * MFA_RATE_LIMIT_CHALLENGE_AND_VERIFY (15 a minute) and the burst of 30 that
   * internal/api/apilimiter/apilimiter.go gives the FactorChallenge and FactorVerify limiters.
   */
  rateLimit: { perMinute: number; burst: number }
}

/** `[auth.mfa]` and `[auth.mfa.totp]` of supabase/config.toml, what the CLI hands GoTrue. */
export function mfaConfigFromToml(
  toml: string,
): Pick<MfaConfig, 'totpEnrollEnabled' | 'totpVerifyEnabled' | 'maxEnrolledFactors'> {
  const section = (name: string) =>
    new RegExp(`^\\[${name.replace(/\./g, '\\.')}\\][ \t]*(?:#.*)?$([\\s\\S]*?)(?=^\\s*\\[|$(?![\\s\\S]))`, 'm').exec(
      toml,
    )?.[1] ?? ''
  const flag = (text: string, key: string) => new RegExp(`^\\s*${key}\\s*=\\s*true\\b`, 'm').test(text)
  const totp = section('auth.mfa.totp')
  const max = /^\s*max_enrolled_factors\s*=\s*(\d+)/m.exec(section('auth.mfa'))?.[1]
  return {
    totpEnrollEnabled: flag(totp, 'enroll_enabled'),
    totpVerifyEnabled: flag(totp, 'verify_enabled'),
    maxEnrolledFactors: max ? Number(max) : 10,
  }
}

/** GoTrue's MFA settings as supabase/config.toml sets them for a hosted project. */
export function configuredMfa(path = SUPABASE_CONFIG_TOML): MfaConfig {
  let toml = ''
  try {
    toml = readFileSync(path, 'utf8')
  } catch {
    // No config.toml: the CLI's template, where TOTP is off.
  }
  return {
    ...mfaConfigFromToml(toml),
    maxVerifiedFactors: 10,
    challengeExpirySeconds: 300,
    factorExpirySeconds: 300,
    rateLimit: { perMinute: 15, burst: 30 },
  }
}

export type AuthConfigInput = Partial<AuthConfig>

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && process.env[name] !== '' ? value : fallback
}

/** GoTrue's SITE_URL here: env LOCAL_SITE_URL, else the app's dev server on APP_PORT. */
export function localSiteUrl(): string {
  return process.env.LOCAL_SITE_URL?.trim() || appUrl()
}

export function resolveAuthConfig(input: AuthConfigInput = {}): AuthConfig {
  const beforeUserCreatedHook =
    input.beforeUserCreatedHook === undefined ? configuredHook('before_user_created') : input.beforeUserCreatedHook
  const mfaVerificationAttemptHook =
    input.mfaVerificationAttemptHook === undefined
      ? configuredHook('mfa_verification_attempt')
      : input.mfaVerificationAttemptHook
  // A URI GoTrue (or the CLI) would refuse fails at start, not at the first sign-up.
  if (beforeUserCreatedHook !== null) parseHookUri(beforeUserCreatedHook)
  if (mfaVerificationAttemptHook !== null) parseHookUri(mfaVerificationAttemptHook, 'mfa_verification_attempt')
  return {
    autoconfirm: input.autoconfirm ?? process.env.LOCAL_AUTH_AUTOCONFIRM !== 'false',
    jwtExpiry: input.jwtExpiry ?? envNumber('LOCAL_AUTH_JWT_EXPIRY', 3600),
    refreshTokenReuseInterval: input.refreshTokenReuseInterval ?? 10,
    siteUrl: input.siteUrl ?? localSiteUrl(),
    emailsPerHour: input.emailsPerHour ?? envNumber('LOCAL_AUTH_EMAILS_PER_HOUR', 60),
    emailMinIntervalSeconds: input.emailMinIntervalSeconds ?? envNumber('LOCAL_AUTH_EMAIL_MIN_INTERVAL', 60),
    otpExpirySeconds: input.otpExpirySeconds ?? 3600,
    minPasswordLength: input.minPasswordLength ?? 6,
    requestLimits: input.requestLimits ?? {
      signInSignUp: envNumber('LOCAL_AUTH_RATE_LIMIT_SIGN_IN', 30),
      tokenRefresh: envNumber('LOCAL_AUTH_RATE_LIMIT_TOKEN_REFRESH', 150),
      verify: envNumber('LOCAL_AUTH_RATE_LIMIT_VERIFY', 30),
    },
    beforeUserCreatedHook,
    mfaVerificationAttemptHook,
    mfa: input.mfa ?? configuredMfa(),
  }
}
