import { configuredBeforeUserCreatedHook, parseHookUri } from './before-user-created.ts'
import type { RequestLimits } from './request-limits.ts'

/** Knobs of the local GoTrue stand-in (Supabase CLI defaults unless noted). */
export interface AuthConfig {
  /** true (default, as in the Supabase CLI) = sign-ups are confirmed at once; false = e-mail confirmation. */
  autoconfirm: boolean
  /** Access-token lifetime in seconds. Well above 90 s, or supabase-js refreshes on every getSession(). */
  jwtExpiry: number
  /** A spent refresh token still works this long after rotation (CLI: refresh_token_reuse_interval). */
  refreshTokenReuseInterval: number
  /** Where e-mail links land when `redirect_to` is missing or not allowed. */
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
}

export type AuthConfigInput = Partial<AuthConfig>

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && process.env[name] !== '' ? value : fallback
}

export function resolveAuthConfig(input: AuthConfigInput = {}): AuthConfig {
  const beforeUserCreatedHook =
    input.beforeUserCreatedHook === undefined ? configuredBeforeUserCreatedHook() : input.beforeUserCreatedHook
  // A URI GoTrue (or the CLI) would refuse fails at start, not at the first sign-up.
  if (beforeUserCreatedHook !== null) parseHookUri(beforeUserCreatedHook)
  return {
    autoconfirm: input.autoconfirm ?? process.env.LOCAL_AUTH_AUTOCONFIRM !== 'false',
    jwtExpiry: input.jwtExpiry ?? envNumber('LOCAL_AUTH_JWT_EXPIRY', 3600),
    refreshTokenReuseInterval: input.refreshTokenReuseInterval ?? 10,
    siteUrl: input.siteUrl ?? process.env.LOCAL_SITE_URL ?? 'http://127.0.0.1:5173',
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
  }
}
