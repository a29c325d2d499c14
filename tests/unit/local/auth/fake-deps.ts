// Auth dependencies for unit tests: a recording stand-in for the database (answers queries with
// handlers matched on the SQL), the real mailbox, rate limiter and PKCE flows.
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../../../local/keys.ts'
import type { AuthConfig } from '../../../../local/supabase/auth/auth-config.ts'
import type { AuthDeps } from '../../../../local/supabase/auth/auth-deps.ts'
import { EmailRateLimiter } from '../../../../local/supabase/auth/email-rate-limit.ts'
import { PkceFlows } from '../../../../local/supabase/auth/pkce-flows.ts'
import { OtpGuesses, TokenBuckets } from '../../../../local/supabase/auth/request-limits.ts'
import type { UserRow } from '../../../../local/supabase/auth/user-row.ts'
import { Mailbox } from '../../../../local/supabase/mailbox/mailbox.ts'
import { TEST_AUTH_CONFIG } from '../../../utils/test-auth-config.ts'

export interface Query {
  sql: string
  params: unknown[]
}

type Handler = (params: unknown[]) => unknown[] | undefined

export class FakeDb {
  readonly queries: Query[] = []
  private handlers: Array<[RegExp, Handler]> = []

  /** Rows for queries whose SQL matches `pattern` (the latest registered handler wins). */
  on(pattern: RegExp, handler: Handler): this {
    this.handlers.unshift([pattern, handler])
    return this
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<{ rows: T[] }> {
    this.queries.push({ sql, params })
    const handler = this.handlers.find(([pattern]) => pattern.test(sql))
    return { rows: (handler?.[1](params) ?? []) as T[] }
  }

  async transaction<T>(fn: (tx: FakeDb) => Promise<T>): Promise<T> {
    return fn(this)
  }

  sql(pattern: RegExp): Query[] {
    return this.queries.filter((q) => pattern.test(q.sql))
  }
}

/** The test stack's pinned auth settings (tests/utils/test-auth-config.ts). */
export const TEST_CONFIG: AuthConfig = TEST_AUTH_CONFIG

export function fakeDeps(config: Partial<AuthConfig> = {}) {
  const db = new FakeDb()
  // The session's amr claims, which the access token is signed from (session-tokens.ts).
  const claims: Array<{ session: unknown; method: unknown; timestamp: number }> = []
  db.on(/^insert into auth\.mfa_amr_claims/, ([session, method]) => {
    claims.unshift({ session, method, timestamp: Math.floor(Date.now() / 1000) })
    return []
  })
  db.on(/from auth\.mfa_amr_claims where session_id/, ([session]) =>
    claims.filter((claim) => claim.session === session).map(({ method, timestamp }) => ({ method, timestamp })),
  )
  const resolved = { ...TEST_CONFIG, ...config }
  const deps = {
    ctx: {
      db: db as never,
      jwtSecret: LOCAL_JWT_SECRET,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      publicUrl: 'http://127.0.0.1:54321',
    },
    config: resolved,
    mailbox: new Mailbox(),
    emailRateLimit: new EmailRateLimiter(resolved.emailsPerHour, resolved.emailMinIntervalSeconds),
    pkce: new PkceFlows(),
    otpGuesses: new OtpGuesses(),
    mfaLimits: {
      challenge: new TokenBuckets(resolved.mfa.rateLimit),
      verify: new TokenBuckets(resolved.mfa.rateLimit),
    },
  } satisfies AuthDeps
  return { deps, db }
}

export const USER_ID = '11111111-2222-4333-8444-555555555555'

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: USER_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'maria@example.com',
    encrypted_password: null,
    email_confirmed_at: new Date('2026-01-02T03:04:05.000Z'),
    confirmation_token: null,
    confirmation_sent_at: null,
    recovery_token: null,
    recovery_sent_at: null,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: {},
    phone: null,
    phone_confirmed_at: null,
    is_anonymous: false,
    banned_until: null,
    created_at: new Date('2026-01-01T00:00:00.000Z'),
    updated_at: new Date('2026-01-01T00:00:00.000Z'),
    ...overrides,
  }
}
