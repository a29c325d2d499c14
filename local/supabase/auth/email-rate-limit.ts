import { AuthFailure } from './auth-errors.ts'

/**
 * GoTrue limits e-mail sending twice: a global budget per hour and a minimum interval per address.
 * Both answer 429 `over_email_send_rate_limit`.
 */
export class EmailRateLimiter {
  // Stryker disable next-line ArrayDeclaration: equivalent — a non-number entry gives a NaN age, so the first filter drops it
  private sent: number[] = []
  private lastByAddress = new Map<string, number>()

  constructor(
    private readonly perHour: number,
    private readonly minIntervalSeconds: number,
  ) {}

  /** Throws when sending to `email` now would exceed a limit; otherwise records the send. */
  take(email: string, now = Date.now()): void {
    // Stryker disable next-line MethodExpression: equivalent — upper-casing normalises the address just as well
    const address = email.toLowerCase()
    const last = this.lastByAddress.get(address)
    if (last !== undefined && now - last < this.minIntervalSeconds * 1000) {
      const wait = Math.ceil((this.minIntervalSeconds * 1000 - (now - last)) / 1000)
      throw new AuthFailure(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
      )
    }
    this.sent = this.sent.filter((t) => now - t < 3_600_000)
    if (this.sent.length >= this.perHour) {
      throw new AuthFailure(429, 'over_email_send_rate_limit', 'email rate limit exceeded')
    }
    this.sent.push(now)
    this.lastByAddress.set(address, now)
  }
}
