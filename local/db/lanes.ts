// Lanes of the connection pool (decision 039): the gateway runs each request in a lane, and the pool
// hands out connections so that anonymous requests together never hold more than half of it and
// sign-in, token refresh and cheap reads always find a connection of their own. A flood of slow
// anonymous requests then waits on itself, whatever number of addresses it comes from.
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * `priority`: sign-in, token refresh and cheap reads (local/supabase/http/lanes.ts says which);
 * `anon`: every other request without a signed-in user; `staff`: every other signed-in request.
 */
export type Lane = 'priority' | 'staff' | 'anon'

interface LaneContext {
  lane: Lane
  /** The client address: anonymous requests take turns by address. */
  client: string
  /** Connections this request holds: a second one while holding one skips the lanes (no self-deadlock). */
  holding: number
}

const current = new AsyncLocalStorage<LaneContext>()

/** Runs `work` (one request) in `lane`: every connection it asks the pool for counts there. */
export function inLane<T>(lane: Lane, client: string, work: () => Promise<T>): Promise<T> {
  return current.run({ lane, client, holding: 0 }, work)
}

export interface LaneShares {
  /** Connections in the pool. */
  size: number
  /** At most this many anonymous requests hold a connection at once (default: half the pool). */
  anon: number
  /** Connections only the priority lane may take (default 2). */
  reserved: number
}

/** `arrival`: the order requests asked in; a free connection goes to the one that asked first among those it may go to. */
type Waiter = { context: LaneContext; arrival: number; grant: () => void }

/**
 * Admits at most `size` holders. A free connection goes to the request that has waited longest among
 * those whose lane may take it: priority always; staff and anon only while `reserved` connections stay
 * free for priority, anon only below its share. Within the anon lane, the turn goes to the waiting
 * address that holds the fewest (so a visitor is not queued behind a flood from other addresses).
 * Work outside any lane (start-up, tests) is bound by the size alone (decision 068: serving priority
 * strictly first left searches unanswered for as long as cheap reads kept coming).
 */
export class LaneGate {
  private inUse = 0
  private readonly held: Record<Lane, number> = { priority: 0, staff: 0, anon: 0 }
  private readonly waiting = { priority: [] as Waiter[], staff: [] as Waiter[] }
  /** Anonymous waiters by address, and the addresses in the order they get their next turn. */
  private readonly anonWaiting = new Map<string, Waiter[]>()
  private readonly anonTurns: string[] = []
  /** Connections each address holds in the anon lane. */
  private readonly anonHeldBy = new Map<string, number>()
  private arrivals = 0

  constructor(private readonly shares: LaneShares) {}

  /** Waits for a connection slot; the returned function gives it back (call it exactly once). */
  async acquire(): Promise<() => void> {
    const context = current.getStore()
    if (!context) {
      // Outside a request: only the pool's size applies (as before lanes existed).
      await this.enter({ lane: 'priority', client: '', holding: 0 }, false)
      return this.releaser(null)
    }
    if (context.holding > 0) {
      // A second connection for a request that holds one: it must not wait behind its own lane.
      context.holding++
      return () => void context.holding--
    }
    await this.enter(context, true)
    context.holding++
    return this.releaser(context)
  }

  private releaser(context: LaneContext | null): () => void {
    let released = false
    return () => {
      if (released) return
      released = true
      this.inUse--
      if (context) {
        context.holding--
        this.held[context.lane]--
        if (context.lane === 'anon') this.countAnon(context.client, -1)
      }
      this.pump()
    }
  }

  private enter(context: LaneContext, counted: boolean): Promise<void> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        context,
        arrival: this.arrivals++,
        grant: () => {
          this.inUse++
          if (counted) this.held[context.lane]++
          if (counted && context.lane === 'anon') this.countAnon(context.client, 1)
          resolve()
        },
      }
      if (!counted || context.lane === 'priority') this.waiting.priority.push(waiter)
      else if (context.lane === 'staff') this.waiting.staff.push(waiter)
      else {
        const queue = this.anonWaiting.get(context.client)
        if (queue) queue.push(waiter)
        else {
          this.anonWaiting.set(context.client, [waiter])
          this.anonTurns.push(context.client)
        }
      }
      this.pump()
    })
  }

  /** Hands free slots to the longest-waiting eligible requests, for as long as the shares allow. */
  private pump(): void {
    const { size, anon, reserved } = this.shares
    while (this.inUse < size) {
      const roomBeyondReserved = this.held.staff + this.held.anon < size - reserved
      const heads: [number, () => Waiter | undefined][] = []
      if (this.waiting.priority.length > 0)
        heads.push([this.waiting.priority[0].arrival, () => this.waiting.priority.shift()])
      if (roomBeyondReserved && this.waiting.staff.length > 0)
        heads.push([this.waiting.staff[0].arrival, () => this.waiting.staff.shift()])
      // The anon lane's place in line is its oldest request's; which address goes is nextAnon's rule.
      if (roomBeyondReserved && this.held.anon < anon && this.anonTurns.length > 0)
        heads.push([
          Math.min(...[...this.anonWaiting.values()].map((queue) => queue[0].arrival)),
          () => this.nextAnon(),
        ])
      if (heads.length === 0) return
      heads.sort((a, b) => a[0] - b[0])
      heads[0][1]()!.grant()
    }
  }

  private countAnon(client: string, change: number): void {
    const held = (this.anonHeldBy.get(client) ?? 0) + change
    if (held > 0) this.anonHeldBy.set(client, held)
    else this.anonHeldBy.delete(client)
  }

  /**
   * The first waiter of the waiting address that holds the fewest anon connections (the earliest in
   * the rotation among equals); that address goes to the back of the rotation.
   */
  private nextAnon(): Waiter | undefined {
    if (this.anonTurns.length === 0) return undefined
    let turn = 0
    for (let i = 1; i < this.anonTurns.length; i++) {
      if ((this.anonHeldBy.get(this.anonTurns[i]) ?? 0) < (this.anonHeldBy.get(this.anonTurns[turn]) ?? 0)) turn = i
    }
    const [client] = this.anonTurns.splice(turn, 1)
    const queue = this.anonWaiting.get(client)!
    const waiter = queue.shift()!
    if (queue.length > 0) this.anonTurns.push(client)
    else this.anonWaiting.delete(client)
    return waiter
  }
}

/** The shares of a pool of `size`: half for anonymous requests, two connections kept for the priority lane. */
export const laneShares = (size: number): LaneShares => ({
  size,
  anon: Math.floor(size / 2),
  reserved: Math.min(2, size - 1),
})
