import { AuthFailure } from './auth-errors.ts'

// Per-IP request limits and one-time-code guesses, with GoTrue's defaults as the reference (Supabase
// CLI `[auth.rate_limit]`: sign_in_sign_ups = 30, token_refresh = 150, token_verifications = 30, each
// per 5 minutes per IP). Kept in memory: the local stack is one process.

export type RequestBucket = 'signInSignUp' | 'tokenRefresh' | 'verify'

export type RequestLimits = Record<RequestBucket, number>

const WINDOW_MS = 5 * 60_000
/** Above this many tracked keys, expired ones are swept before adding another. */
const SWEEP_ABOVE = 10_000

/** Counts requests per bucket and IP over a sliding 5-minute window. */
export class IpRateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly limits: RequestLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request, or throws 429 `over_request_rate_limit` when this IP has used up the bucket. */
  take(bucket: RequestBucket, ip: string): void {
    const key = `${bucket} ${ip}`
    const now = this.now()
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < WINDOW_MS)
    if (recent.length >= this.limits[bucket]) {
      this.hits.set(key, recent)
      throw new AuthFailure(429, 'over_request_rate_limit', 'Request rate limit reached')
    }
    if (!this.hits.has(key) && this.hits.size >= SWEEP_ABOVE) this.sweep(now)
    recent.push(now)
    this.hits.set(key, recent)
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) if (times.every((at) => now - at >= WINDOW_MS)) this.hits.delete(key)
  }
}

/** Wrong guesses a one-time code survives; the next verification fails even with the right code. */
export const MAX_OTP_GUESSES = 5

/**
 * One-time-code guesses per e-mail address since the last code was sent. A guess takes its attempt
 * before the (asynchronous) lookup, so guesses sent at once cannot all pass a check made before any
 * of them failed: the sixth is refused whatever the interleaving.
 */
export class OtpGuesses {
  private readonly taken = new Map<string, number>()
  private readonly wrong = new Map<string, number>()

  /** Takes one attempt; false when the address's code has none left (dead even for the right code). */
  take(email: string): boolean {
    const key = email.toLowerCase()
    const count = (this.taken.get(key) ?? 0) + 1
    if (count > MAX_OTP_GUESSES) return false
    this.taken.set(key, count)
    return true
  }

  /**
   * Counts a wrong guess; true once all five attempts came back wrong, so the codes must die (not
   * earlier: a right guess among the five may still be on its way to the database).
   */
  fail(email: string): boolean {
    const key = email.toLowerCase()
    const count = (this.wrong.get(key) ?? 0) + 1
    this.wrong.set(key, count)
    return count === MAX_OTP_GUESSES
  }

  /** A new code was sent, or the right one used: attempts start again. */
  reset(email: string): void {
    this.taken.delete(email.toLowerCase())
    this.wrong.delete(email.toLowerCase())
  }
}

/**
 * GoTrue's FactorChallenge and FactorVerify limiters (internal/api/apilimiter/apilimiter.go): a
 * tollbooth token bucket per address, `perMinute` tokens a minute up to `burst` at once, which
 * tollbooth forgets a minute after it was made (ExpirableOptions DefaultExpirationTTL: time.Minute),
 * so an address starts again with a full bucket. Beyond it: 429 `over_request_rate_limit`.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number; createdAt: number }>()

  constructor(
    private readonly limit: { perMinute: number; burst: number },
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): void {
    const now = this.now()
    let bucket = this.buckets.get(key)
    if (!bucket || now - bucket.createdAt >= 60_000) {
      if (!bucket && this.buckets.size >= SWEEP_ABOVE) this.sweep(now)
      bucket = { tokens: this.limit.burst, at: now, createdAt: now }
    }
    bucket.tokens = Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) / 60_000) * this.limit.perMinute)
    bucket.at = now
    this.buckets.set(key, bucket)
    if (bucket.tokens < 1) throw new AuthFailure(429, 'over_request_rate_limit', 'Request rate limit reached')
    bucket.tokens -= 1
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (now - bucket.createdAt >= 60_000) this.buckets.delete(key)
  }
}
