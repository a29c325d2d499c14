// Issue 45: slow anonymous regex filters from 2 addresses put another visitor's reads at p50 1.6 s,
// from 8 addresses × 6 connections at p50 10.8 s — the limit of 4 per address still let a handful of
// addresses fill the pool of 8. The pool's lanes (decision 039) keep anonymous requests to half of it
// and give sign-in and cheap reads connections of their own. Bounded: about 15 s of flood, < 1,500
// requests, loopback addresses 127.0.0.2–127.0.0.9 as the hostile clients.
import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys.ts'
import { useTestStack } from './fixtures.ts'

const HOSTILE = '/rest/v1/posts?select=id&content=match.(.*)%5C1x'
const READ = '/rest/v1/posts?select=id,title,slug&order=published_at.desc&limit=6'
const HOSTILE_ADDRESSES = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`)
const CONNECTIONS_PER_ADDRESS = 6

/** One request from a chosen loopback address; its status and time. */
function send(
  base: string,
  method: string,
  path: string,
  localAddress: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const url = new URL(path, base)
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress,
        agent: false,
        signal,
        headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }))
      },
    )
    req.on('error', reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1]

describe('the pool under a flood of slow anonymous requests from 8 addresses × 6 connections (PostgreSQL-backed stack)', () => {
  const t = useTestStack({ database: 'postgres' })
  let credentials: { email: string; password: string }
  beforeAll(async () => {
    const user = await t().signUpUser()
    credentials = { email: user.email, password: user.password }
  })

  it('keeps another visitor’s reads under 500 ms at p95, sign-in under 2 s and a like under 1 s, and gives a search its turn', async () => {
    const flood = new AbortController()
    let hostileSent = 0
    const attacker = async (address: string) => {
      while (!flood.signal.aborted && hostileSent < 1_200) {
        hostileSent++
        await send(t().url, 'GET', HOSTILE, address, undefined, flood.signal).catch(() => undefined)
      }
    }
    const attackers = HOSTILE_ADDRESSES.flatMap((address) =>
      Array.from({ length: CONNECTIONS_PER_ADDRESS }, () => attacker(address)),
    )
    await new Promise((resolve) => setTimeout(resolve, 1_500)) // the anonymous lane is full by now

    const reads: number[] = []
    const signIns: { status: number; ms: number }[] = []
    const reading = (async () => {
      const ended = Date.now() + 12_000
      while (Date.now() < ended && reads.length < 300) {
        const { status, ms } = await send(t().url, 'GET', READ, '127.0.0.1')
        expect(status).toBe(200)
        reads.push(ms)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    const signingIn = (async () => {
      for (let i = 0; i < 5; i++) {
        signIns.push(await send(t().url, 'POST', '/auth/v1/token?grant_type=password', '127.0.0.10', credentials))
        await new Promise((resolve) => setTimeout(resolve, 1_000))
      }
    })()
    const { data: post } = await t().createTestClient().from('posts').select('id').limit(1).single()
    const like = await send(t().url, 'POST', '/rest/v1/rpc/set_post_like', '127.0.0.11', {
      post_id: post!.id,
      liked: true,
      visitor_key: crypto.randomUUID(),
    })
    // A search is not cheap: it waits in the anonymous lane, where addresses take turns.
    const search = await send(t().url, 'POST', '/rest/v1/rpc/search_posts', '127.0.0.12', {
      search_query: 'cannabis',
      page: 1,
      page_size: 9,
    })
    await Promise.all([reading, signingIn])
    flood.abort() // the flood's queued requests are dropped with their connections
    await Promise.all(attackers)

    expect(hostileSent).toBeGreaterThan(HOSTILE_ADDRESSES.length * CONNECTIONS_PER_ADDRESS)
    const summary = `reads p50 ${percentile(reads, 50).toFixed(0)} ms, p95 ${percentile(reads, 95).toFixed(0)} ms over ${reads.length}; sign-ins ${signIns.map((s) => s.ms.toFixed(0)).join(', ')} ms; like ${like.ms.toFixed(0)} ms; search ${search.ms.toFixed(0)} ms`
    console.info(`pool fairness: ${summary}`)
    expect(percentile(reads, 95), summary).toBeLessThan(500)
    expect(
      signIns.map((s) => s.status),
      summary,
    ).toEqual([200, 200, 200, 200, 200])
    expect(Math.max(...signIns.map((s) => s.ms)), summary).toBeLessThan(2_000)
    expect(like.status, summary).toBe(200)
    expect(like.ms, summary).toBeLessThan(1_000)
    // Nine addresses share 4 anonymous connections in turn, 3 s each at worst: about 7 s. First come,
    // first served, it would wait for the whole queue (48 requests, 4 at a time, 3 s each: 36 s).
    expect(search.status, summary).toBe(200)
    expect(search.ms, summary).toBeLessThan(12_000)
  }, 90_000)
})
