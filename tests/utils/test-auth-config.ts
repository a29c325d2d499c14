import { configuredMfa, type AuthConfig } from '../../local/supabase/auth/auth-config.ts'
import { configuredHook } from '../../local/supabase/auth/pg-function-hooks.ts'

/**
 * The auth settings every test stack uses, spelled out so the LOCAL_AUTH_* variables a developer
 * may have exported never change what the tests see.
 */
export const TEST_AUTH_CONFIG: AuthConfig = {
  autoconfirm: true,
  jwtExpiry: 3600,
  refreshTokenReuseInterval: 10,
  siteUrl: 'http://127.0.0.1:5173',
  emailsPerHour: 60,
  emailMinIntervalSeconds: 60,
  otpExpirySeconds: 3600,
  minPasswordLength: 6,
  // Far above what a suite sends from 127.0.0.1; the limits themselves are tested with their own stack.
  requestLimits: { signInSignUp: 100_000, tokenRefresh: 100_000, verify: 100_000 },
  // The hooks supabase/config.toml declares (what a hosted project runs): tests see what is deployed.
  beforeUserCreatedHook: configuredHook('before_user_created'),
  mfaVerificationAttemptHook: configuredHook('mfa_verification_attempt'),
  // MFA as supabase/config.toml turns it on, with the per-address limit far away (tested on its own stack).
  mfa: { ...configuredMfa(), rateLimit: { perMinute: 100_000, burst: 100_000 } },
}
