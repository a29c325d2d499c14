/** @vitest-environment node */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveAuthConfig } from '../../../../local/supabase/auth/auth-config.ts'
import {
  API_VERSION_HEADERS,
  AuthFailure,
  authError,
  authJson,
  uncodedFailure,
} from '../../../../local/supabase/auth/auth-errors.ts'

const ENV = [
  'LOCAL_AUTH_AUTOCONFIRM',
  'LOCAL_AUTH_JWT_EXPIRY',
  'LOCAL_SITE_URL',
  'APP_PORT',
  'LOCAL_AUTH_EMAILS_PER_HOUR',
  'LOCAL_AUTH_EMAIL_MIN_INTERVAL',
  'LOCAL_AUTH_RATE_LIMIT_SIGN_IN',
  'LOCAL_AUTH_RATE_LIMIT_TOKEN_REFRESH',
  'LOCAL_AUTH_RATE_LIMIT_VERIFY',
]

function clearEnv() {
  for (const name of ENV) vi.stubEnv(name, undefined as unknown as string)
}

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('resolveAuthConfig', () => {
  it('uses the Supabase CLI defaults when nothing is set', () => {
    clearEnv()
    expect(resolveAuthConfig()).toEqual({
      autoconfirm: true,
      jwtExpiry: 3600,
      refreshTokenReuseInterval: 10,
      siteUrl: 'http://127.0.0.1:5173',
      emailsPerHour: 60,
      emailMinIntervalSeconds: 60,
      otpExpirySeconds: 3600,
      minPasswordLength: 6,
      requestLimits: { signInSignUp: 30, tokenRefresh: 150, verify: 30 },
      // supabase/config.toml's [auth.hook.before_user_created]
      beforeUserCreatedHook: 'pg-functions://postgres/public/hook_before_user_created',
      // supabase/config.toml's [auth.hook.mfa_verification_attempt]
      mfaVerificationAttemptHook: 'pg-functions://postgres/public/hook_mfa_verification_attempt',
      // supabase/config.toml's [auth.mfa] and [auth.mfa.totp], and GoTrue's defaults
      mfa: {
        totpEnrollEnabled: true,
        totpVerifyEnabled: true,
        maxEnrolledFactors: 10,
        maxVerifiedFactors: 10,
        challengeExpirySeconds: 300,
        factorExpirySeconds: 300,
        rateLimit: { perMinute: 15, burst: 30 },
      },
    })
  })

  it('reads the per-IP request limits from LOCAL_AUTH_RATE_LIMIT_*', () => {
    clearEnv()
    vi.stubEnv('LOCAL_AUTH_RATE_LIMIT_SIGN_IN', '3')
    vi.stubEnv('LOCAL_AUTH_RATE_LIMIT_TOKEN_REFRESH', '4')
    vi.stubEnv('LOCAL_AUTH_RATE_LIMIT_VERIFY', '5')
    expect(resolveAuthConfig().requestLimits).toEqual({ signInSignUp: 3, tokenRefresh: 4, verify: 5 })
  })

  it('reads the LOCAL_* environment variables', () => {
    clearEnv()
    vi.stubEnv('LOCAL_AUTH_AUTOCONFIRM', 'false')
    vi.stubEnv('LOCAL_AUTH_JWT_EXPIRY', '120')
    vi.stubEnv('LOCAL_SITE_URL', 'http://localhost:4173')
    vi.stubEnv('LOCAL_AUTH_EMAILS_PER_HOUR', '5')
    vi.stubEnv('LOCAL_AUTH_EMAIL_MIN_INTERVAL', '0')
    expect(resolveAuthConfig()).toMatchObject({
      autoconfirm: false,
      jwtExpiry: 120,
      siteUrl: 'http://localhost:4173',
      emailsPerHour: 5,
      emailMinIntervalSeconds: 0,
    })
  })

  it('sends e-mail links to the app on APP_PORT unless LOCAL_SITE_URL says otherwise', () => {
    clearEnv()
    vi.stubEnv('APP_PORT', '5180')
    expect(resolveAuthConfig().siteUrl).toBe('http://127.0.0.1:5180')
    vi.stubEnv('LOCAL_SITE_URL', 'http://localhost:4173')
    expect(resolveAuthConfig().siteUrl).toBe('http://localhost:4173')
    vi.stubEnv('LOCAL_SITE_URL', ' ')
    expect(resolveAuthConfig().siteUrl).toBe('http://127.0.0.1:5180')
    vi.stubEnv('APP_PORT', '51730')
    expect(resolveAuthConfig({ siteUrl: 'http://127.0.0.1:3000' }).siteUrl).toBe('http://127.0.0.1:3000')
    vi.stubEnv('APP_PORT', 'cinco')
    expect(() => resolveAuthConfig()).toThrow('APP_PORT must be a whole number from 1 to 65535, got "cinco"')
  })

  it('keeps autoconfirm on for any value but "false"', () => {
    clearEnv()
    vi.stubEnv('LOCAL_AUTH_AUTOCONFIRM', 'true')
    expect(resolveAuthConfig().autoconfirm).toBe(true)
    vi.stubEnv('LOCAL_AUTH_AUTOCONFIRM', '0')
    expect(resolveAuthConfig().autoconfirm).toBe(true)
  })

  it('falls back to the default for an empty or non-numeric number variable', () => {
    clearEnv()
    vi.stubEnv('LOCAL_AUTH_JWT_EXPIRY', '')
    vi.stubEnv('LOCAL_AUTH_EMAILS_PER_HOUR', 'many')
    vi.stubEnv('LOCAL_AUTH_EMAIL_MIN_INTERVAL', 'Infinity')
    expect(resolveAuthConfig()).toMatchObject({ jwtExpiry: 3600, emailsPerHour: 60, emailMinIntervalSeconds: 60 })
  })

  it('prefers explicit input over the environment', () => {
    clearEnv()
    vi.stubEnv('LOCAL_AUTH_AUTOCONFIRM', 'false')
    vi.stubEnv('LOCAL_AUTH_JWT_EXPIRY', '120')
    vi.stubEnv('LOCAL_SITE_URL', 'http://localhost:4173')
    vi.stubEnv('LOCAL_AUTH_EMAILS_PER_HOUR', '5')
    vi.stubEnv('LOCAL_AUTH_EMAIL_MIN_INTERVAL', '7')
    const input = {
      autoconfirm: true,
      jwtExpiry: 900,
      refreshTokenReuseInterval: 0,
      siteUrl: 'http://127.0.0.1:3000',
      emailsPerHour: 1,
      emailMinIntervalSeconds: 2,
      otpExpirySeconds: 30,
      minPasswordLength: 10,
      requestLimits: { signInSignUp: 1, tokenRefresh: 2, verify: 3 },
      beforeUserCreatedHook: null,
      mfaVerificationAttemptHook: null,
      mfa: {
        totpEnrollEnabled: false,
        totpVerifyEnabled: false,
        maxEnrolledFactors: 1,
        maxVerifiedFactors: 1,
        challengeExpirySeconds: 300,
        factorExpirySeconds: 300,
        rateLimit: { perMinute: 1, burst: 2 },
      },
    }
    expect(resolveAuthConfig(input)).toEqual(input)
    expect(resolveAuthConfig({ autoconfirm: false }).autoconfirm).toBe(false)
  })
})

describe('authError', () => {
  it('answers GoTrue’s {code, message} body with the error-code and API-version headers', async () => {
    const response = authError(422, 'weak_password', 'Too short', { weak_password: { reasons: ['length'] } })
    expect(response.status).toBe(422)
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/json',
      'x-sb-error-code': 'weak_password',
      'x-supabase-api-version': '2024-01-01',
    })
    expect(await response.json()).toEqual({
      code: 'weak_password',
      message: 'Too short',
      weak_password: { reasons: ['length'] },
    })
  })

  it('has no extra fields by default', async () => {
    expect(await authError(400, 'c', 'm').json()).toEqual({ code: 'c', message: 'm' })
  })
})

describe('authJson', () => {
  it('answers 200 JSON with the API-version header by default', async () => {
    const response = authJson({ a: 1 })
    expect(response.status).toBe(200)
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    })
    expect(await response.json()).toEqual({ a: 1 })
  })

  it('takes a status and extra headers', () => {
    const response = authJson([], 201, { 'x-total-count': '3' })
    expect(response.status).toBe(201)
    expect(response.headers.get('x-total-count')).toBe('3')
    expect(response.headers.get('x-supabase-api-version')).toBe('2024-01-01')
  })

  it('exports the API version header GoTrue answers with', () => {
    expect(API_VERSION_HEADERS).toEqual({ 'X-Supabase-Api-Version': '2024-01-01' })
  })
})

describe('AuthFailure', () => {
  it('keeps status, code, message and extra, and turns into the error response', async () => {
    const failure = new AuthFailure(429, 'over_email_send_rate_limit', 'slow down', { retry: 1 })
    expect(failure).toBeInstanceOf(Error)
    expect(failure.message).toBe('slow down')
    const response = failure.toResponse()
    expect(response.status).toBe(429)
    expect(response.headers.get('x-sb-error-code')).toBe('over_email_send_rate_limit')
    expect(await response.json()).toEqual({ code: 'over_email_send_rate_limit', message: 'slow down', retry: 1 })
  })

  it('has no extra fields by default', async () => {
    const failure = new AuthFailure(400, 'c', 'm')
    expect(failure.extra).toEqual({})
    expect(await failure.toResponse().json()).toEqual({ code: 'c', message: 'm' })
  })
})

describe("uncodedFailure (a GoTrue HTTPError without an error code, e.g. a hook's refusal)", () => {
  it('says `unknown` for a status other than 500 and sends no x-sb-error-code header', async () => {
    const response = uncodedFailure(403, 'Cadastro somente por convite.').toResponse()
    expect(response.status).toBe(403)
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'application/json',
      'x-supabase-api-version': '2024-01-01',
    })
    expect(await response.json()).toEqual({ code: 'unknown', message: 'Cadastro somente por convite.' })
  })

  it('says `unexpected_failure` for a 500, still without the header', async () => {
    const response = uncodedFailure(500, 'falhou').toResponse()
    expect(response.status).toBe(500)
    expect(response.headers.get('x-sb-error-code')).toBeNull()
    expect(await response.json()).toEqual({ code: 'unexpected_failure', message: 'falhou' })
  })

  it('is an AuthFailure the router renders like any other', () => {
    expect(uncodedFailure(422, 'x')).toBeInstanceOf(AuthFailure)
    expect(new AuthFailure(400, 'c', 'm').codeHeader).toBe(true)
  })
})
