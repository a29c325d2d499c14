/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { AuthFailure } from '../../../../local/supabase/auth/auth-errors.ts'
import { IpRateLimiter, MAX_OTP_GUESSES, OtpGuesses } from '../../../../local/supabase/auth/request-limits.ts'
import {
  checkMetadata,
  checkPasswordStrength,
  MAX_METADATA_BYTES,
  passwordTooLong,
  plausibleEmail,
} from '../../../../local/supabase/auth/request-input.ts'

const failure = (fn: () => void) => {
  try {
    fn()
  } catch (error) {
    if (error instanceof AuthFailure) return { status: error.status, code: error.code, message: error.message }
    throw error
  }
  return null
}

describe('IpRateLimiter', () => {
  it('lets an IP make the bucket’s number of requests in 5 minutes, then answers 429 over_request_rate_limit', () => {
    let now = 0
    const limiter = new IpRateLimiter({ signInSignUp: 2, tokenRefresh: 5, verify: 1 }, () => now)
    limiter.take('signInSignUp', '10.0.0.1')
    limiter.take('signInSignUp', '10.0.0.1')
    expect(failure(() => limiter.take('signInSignUp', '10.0.0.1'))).toEqual({
      status: 429,
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    })
    // Other IPs and other buckets count separately.
    limiter.take('signInSignUp', '10.0.0.2')
    limiter.take('tokenRefresh', '10.0.0.1')
    // The window slides: the first requests expire after 5 minutes, not before.
    now = 5 * 60_000 - 1
    expect(failure(() => limiter.take('signInSignUp', '10.0.0.1'))?.status).toBe(429)
    now = 5 * 60_000
    limiter.take('signInSignUp', '10.0.0.1')
  })

  it('a refused request does not count: waiting out the window is enough', () => {
    let now = 0
    const limiter = new IpRateLimiter({ signInSignUp: 1, tokenRefresh: 1, verify: 1 }, () => now)
    limiter.take('verify', 'ip')
    for (let i = 0; i < 10; i++) expect(failure(() => limiter.take('verify', 'ip'))?.status).toBe(429)
    now = 5 * 60_000
    expect(failure(() => limiter.take('verify', 'ip'))).toBeNull()
  })
})

describe('OtpGuesses', () => {
  it(`grants ${MAX_OTP_GUESSES} attempts per address, case-insensitively, before any of them has failed, until a new code resets them`, () => {
    const guesses = new OtpGuesses()
    for (let i = 0; i < MAX_OTP_GUESSES; i++)
      expect(guesses.take(i % 2 ? 'Ana@Example.com' : 'ana@example.com')).toBe(true)
    expect(guesses.take('ANA@example.com')).toBe(false)
    expect(guesses.take('bia@example.com')).toBe(true)
    guesses.reset('ana@EXAMPLE.com')
    expect(guesses.take('ana@example.com')).toBe(true)
  })

  it(`says the codes must die on the ${MAX_OTP_GUESSES}th wrong answer, not before`, () => {
    const guesses = new OtpGuesses()
    for (let i = 1; i < MAX_OTP_GUESSES; i++) expect(guesses.fail('Ana@Example.com')).toBe(false)
    expect(guesses.fail('ana@example.com')).toBe(true)
    expect(guesses.fail('bia@example.com')).toBe(false)
  })
})

describe('request input limits', () => {
  it('refuses passwords over 72 bytes (not characters) with GoTrue’s message', () => {
    expect(passwordTooLong('a'.repeat(72))).toBe(false)
    expect(passwordTooLong('é'.repeat(37))).toBe(true)
    expect(failure(() => checkPasswordStrength('é'.repeat(37), 6))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Password cannot be longer than 72 characters',
    })
    expect(failure(() => checkPasswordStrength('a'.repeat(72), 6))).toBeNull()
  })

  it('takes an e-mail with a control character for no e-mail at all', () => {
    expect(plausibleEmail('ana@example.com')).toBe(true)
    expect(plausibleEmail('a\u0000na@example.com')).toBe(false)
    expect(plausibleEmail('ana@example.com\n')).toBe(false)
    expect(plausibleEmail(`${'a'.repeat(250)}@b.com`)).toBe(false)
  })

  it('caps metadata at 16 KB of JSON and 16 levels, and refuses NUL characters', () => {
    expect(failure(() => checkMetadata({ bio: 'x'.repeat(MAX_METADATA_BYTES - 20) }))).toBeNull()
    expect(failure(() => checkMetadata({ bio: 'x'.repeat(MAX_METADATA_BYTES) }))?.message).toBe(
      'data is too large (at most 16384 bytes)',
    )
    const nest = (levels: number): Record<string, unknown> => (levels === 1 ? { a: 1 } : { a: nest(levels - 1) })
    expect(failure(() => checkMetadata(nest(16)))).toBeNull()
    expect(failure(() => checkMetadata(nest(17), 'user_metadata'))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'user_metadata is nested too deeply',
    })
    expect(failure(() => checkMetadata({ name: 'a\u0000b' }))?.message).toBe('data cannot contain NUL characters')
    expect(failure(() => checkMetadata(undefined))).toBeNull()
  })
})
