// Limits per client address, where hosted Supabase has its edge (docs/deployment.md, "Limits per
// address"): no client may run more than its share of requests at once, and likes, views and the
// newsletter form have a rate per address — a second line behind the database's own limits
// (decision 039), counted on decoded paths. Kept in memory: the local stack is one process.

/** Requests of one address that may use the database at once: half of the pool of eight. */
export const DEFAULT_PER_CLIENT_CONCURRENCY = 4
/** Requests of one address that may wait for their turn; more answer 429 at once. */
const MAX_WAITING_PER_CLIENT = 200

export class TooManyRequests extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

/**
 * Runs each address's requests at most `perClient` at a time, in arrival order. A flood from one
 * address then waits on itself (up to its statement time-outs) while everyone else keeps the rest of
 * the pool.
 */
export class ClientGate {
  private readonly running = new Map<string, number>()
  private readonly waiting = new Map<string, Array<() => void>>()

  constructor(private readonly perClient = DEFAULT_PER_CLIENT_CONCURRENCY) {}

  async run<T>(client: string, work: () => Promise<T>): Promise<T> {
    await this.enter(client)
    try {
      return await work()
    } finally {
      this.leave(client)
    }
  }

  private enter(client: string): Promise<void> {
    const running = this.running.get(client) ?? 0
    if (running < this.perClient) {
      this.running.set(client, running + 1)
      return Promise.resolve()
    }
    const queue = this.waiting.get(client) ?? []
    if (queue.length >= MAX_WAITING_PER_CLIENT) {
      return Promise.reject(new TooManyRequests('Too many requests from this address at once', 1))
    }
    this.waiting.set(client, queue)
    return new Promise((resolve) => queue.push(resolve))
  }

  private leave(client: string): void {
    const next = this.waiting.get(client)?.shift()
    if (next) return next() // the slot passes straight to the next request of this address
    if (this.waiting.get(client)?.length === 0) this.waiting.delete(client)
    const running = (this.running.get(client) ?? 1) - 1
    if (running > 0) this.running.set(client, running)
    else this.running.delete(client)
  }
}

/**
 * Calls per address per minute of the public functions a script could abuse: the counters (decision
 * 010) and the newsletter form, each e-mail of which lands in someone's inbox. A reader never comes near.
 */
export const PUBLIC_RPC_RATE_LIMITS: Record<string, number> = {
  '/rest/v1/rpc/set_post_like': 30,
  '/rest/v1/rpc/increment_post_views': 120,
  '/rest/v1/rpc/subscribe_newsletter': 10,
  '/rest/v1/rpc/resend_newsletter_confirmation': 10,
}

const MINUTE_MS = 60_000
const SWEEP_ABOVE = 10_000

/** A sliding one-minute window per address and route, for the routes in `limits`. */
export class RouteRateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly limits: Record<string, number> = PUBLIC_RPC_RATE_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call; throws TooManyRequests when the address used up the route's minute. */
  take(route: string, client: string): void {
    const limit = this.limits[route.replace(/\/+$/, '')]
    if (limit === undefined) return
    const key = `${route} ${client}`
    const now = this.now()
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < MINUTE_MS)
    if (recent.length >= limit) {
      this.hits.set(key, recent)
      throw new TooManyRequests(
        'Too many requests from this address; try again in a minute',
        Math.ceil((recent[0] + MINUTE_MS - now) / 1000),
      )
    }
    if (!this.hits.has(key) && this.hits.size >= SWEEP_ABOVE) this.sweep(now)
    recent.push(now)
    this.hits.set(key, recent)
  }

  private sweep(now: number): void {
    for (const [key, times] of this.hits) if (times.every((at) => now - at >= MINUTE_MS)) this.hits.delete(key)
  }
}
