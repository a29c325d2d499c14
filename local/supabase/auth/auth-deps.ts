import type { ServiceContext } from '../context.ts'
import type { Mailbox } from '../mailbox/mailbox.ts'
import type { AuthConfig } from './auth-config.ts'
import type { EmailRateLimiter } from './email-rate-limit.ts'
import type { PkceFlows } from './pkce-flows.ts'
import type { OtpGuesses, TokenBuckets } from './request-limits.ts'

/** What every auth endpoint needs. */
export interface AuthDeps {
  ctx: ServiceContext
  config: AuthConfig
  mailbox: Mailbox
  emailRateLimit: EmailRateLimiter
  pkce: PkceFlows
  otpGuesses: OtpGuesses
  /** GoTrue's per-address limits on MFA challenges and verifications (one bucket each). */
  mfaLimits: { challenge: TokenBuckets; verify: TokenBuckets }
}
