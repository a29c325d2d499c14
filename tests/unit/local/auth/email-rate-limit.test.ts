/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { AuthFailure } from '../../../../local/supabase/auth/auth-errors.ts'
import { EmailRateLimiter } from '../../../../local/supabase/auth/email-rate-limit.ts'
import { failure } from '../../../utils/auth-failure.ts'

const T0 = 1_700_000_000_000

describe('EmailRateLimiter: per address', () => {
  it('refuses a second e-mail to the same address within the interval, saying how long to wait', () => {
    const limiter = new EmailRateLimiter(100, 60)
    limiter.take('a@example.com', T0)
    const error = failure(() => limiter.take('a@example.com', T0 + 1_500))
    expect(error.status).toBe(429)
    expect(error.code).toBe('over_email_send_rate_limit')
    // 58.5 s left, rounded up.
    expect(error.message).toBe('For security purposes, you can only request this after 59 seconds.')
    expect(failure(() => limiter.take('a@example.com', T0 + 59_999)).message).toBe(
      'For security purposes, you can only request this after 1 seconds.',
    )
  })

  it('treats the address case-insensitively', () => {
    const limiter = new EmailRateLimiter(100, 60)
    limiter.take('A@Example.com', T0)
    expect(failure(() => limiter.take('a@example.COM', T0 + 10)).code).toBe('over_email_send_rate_limit')
  })

  it('allows the next e-mail once the interval has passed exactly', () => {
    const limiter = new EmailRateLimiter(100, 60)
    limiter.take('a@example.com', T0)
    expect(() => limiter.take('a@example.com', T0 + 60_000)).not.toThrow()
    // …and the interval then counts from that second e-mail.
    expect(() => limiter.take('a@example.com', T0 + 60_001)).toThrow(AuthFailure)
  })

  it('does not limit other addresses', () => {
    const limiter = new EmailRateLimiter(100, 60)
    limiter.take('a@example.com', T0)
    expect(() => limiter.take('b@example.com', T0 + 1)).not.toThrow()
  })

  it('does not limit at all with an interval of 0', () => {
    const limiter = new EmailRateLimiter(100, 0)
    limiter.take('a@example.com', T0)
    expect(() => limiter.take('a@example.com', T0)).not.toThrow()
  })
})

describe('EmailRateLimiter: per hour', () => {
  it('allows perHour e-mails in an hour and refuses the next one', () => {
    const limiter = new EmailRateLimiter(3, 0)
    limiter.take('a@example.com', T0)
    limiter.take('b@example.com', T0 + 1)
    limiter.take('c@example.com', T0 + 2)
    const error = failure(() => limiter.take('d@example.com', T0 + 3))
    expect(error.status).toBe(429)
    expect(error.code).toBe('over_email_send_rate_limit')
    expect(error.message).toBe('email rate limit exceeded')
  })

  it('forgets e-mails sent an hour or more ago', () => {
    const limiter = new EmailRateLimiter(2, 0)
    limiter.take('a@example.com', T0)
    limiter.take('b@example.com', T0 + 1_000)
    expect(() => limiter.take('c@example.com', T0 + 3_599_999)).toThrow(AuthFailure)
    expect(() => limiter.take('c@example.com', T0 + 3_600_000)).not.toThrow()
    expect(() => limiter.take('d@example.com', T0 + 3_600_001)).toThrow(AuthFailure)
  })

  it('does not count a refused e-mail', () => {
    const limiter = new EmailRateLimiter(2, 60)
    limiter.take('a@example.com', T0)
    expect(() => limiter.take('a@example.com', T0 + 1)).toThrow(AuthFailure)
    expect(() => limiter.take('b@example.com', T0 + 2)).not.toThrow()
  })

  it('does not restart the address interval on a refused e-mail', () => {
    const limiter = new EmailRateLimiter(1, 60)
    limiter.take('a@example.com', T0)
    expect(() => limiter.take('b@example.com', T0 + 1)).toThrow('email rate limit exceeded')
    // b was never sent to: after the hour it is allowed even though it was refused 1 ms in.
    expect(() => limiter.take('b@example.com', T0 + 3_600_000)).not.toThrow()
  })

  it('uses the current time by default', () => {
    const limiter = new EmailRateLimiter(10, 60)
    limiter.take('a@example.com')
    expect(() => limiter.take('a@example.com')).toThrow('For security purposes')
  })
})
