/** @vitest-environment node */
// The pool's lanes (local/db/lanes.ts) and how the gateway picks one (local/supabase/http/lanes.ts).
import { describe, expect, it } from 'vitest'
import { inLane, LaneGate, laneShares, type Lane } from '../../../local/db/lanes.ts'
import { isCheapRead, laneFor } from '../../../local/supabase/http/lanes.ts'

const tick = () => new Promise((resolve) => setImmediate(resolve))

/** Starts a request in `lane` from `client` that takes a slot and keeps it until `release()`. */
function hold(gate: LaneGate, lane: Lane, client: string) {
  let granted = false
  let release!: () => void
  const done = inLane(lane, client, async () => {
    const giveBack = await gate.acquire()
    granted = true
    await new Promise<void>((resolve) => (release = resolve))
    giveBack()
  })
  return {
    get granted() {
      return granted
    },
    release: () => release(),
    done,
  }
}

describe('LaneGate on a pool of 8', () => {
  it('lets anonymous requests together hold at most half of the pool, however many addresses send them', async () => {
    const gate = new LaneGate(laneShares(8))
    const held = Array.from({ length: 48 }, (_, i) => hold(gate, 'anon', `127.0.0.${2 + (i % 8)}`))
    await tick()
    expect(held.filter((h) => h.granted)).toHaveLength(4)
    // Staff still get connections, up to the two kept for the priority lane.
    const staff = Array.from({ length: 3 }, () => hold(gate, 'staff', '127.0.0.20'))
    await tick()
    expect(staff.map((h) => h.granted)).toEqual([true, true, false])
  })

  it('keeps two connections for sign-in, token refresh and cheap reads when every other lane is full', async () => {
    const gate = new LaneGate(laneShares(8))
    Array.from({ length: 20 }, () => hold(gate, 'anon', '127.0.0.2'))
    Array.from({ length: 20 }, () => hold(gate, 'staff', '127.0.0.3'))
    await tick()
    const signIn = hold(gate, 'priority', '127.0.0.4')
    const read = hold(gate, 'priority', '127.0.0.5')
    await tick()
    expect([signIn.granted, read.granted]).toEqual([true, true])
  })

  it('gives a freed connection to the request that waited longest among the lanes that may take it', async () => {
    const gate = new LaneGate(laneShares(8))
    const anon = Array.from({ length: 4 }, () => hold(gate, 'anon', '127.0.0.2'))
    Array.from({ length: 2 }, () => hold(gate, 'staff', '127.0.0.3'))
    const reads = Array.from({ length: 2 }, () => hold(gate, 'priority', '127.0.0.4'))
    await tick()
    const waitingStaff = hold(gate, 'staff', '127.0.0.3')
    const read = hold(gate, 'priority', '127.0.0.5')
    await tick()
    expect([read.granted, waitingStaff.granted]).toEqual([false, false])
    anon[0].release()
    await tick()
    // The staff request asked first, and staff may take it (two stay beyond its reach).
    expect([read.granted, waitingStaff.granted]).toEqual([false, true])
    reads[0].release()
    await tick()
    // Staff and anon now hold six: the freed one is among the two only the priority lane may take.
    expect(read.granted).toBe(true)
  })

  it('a search waiting for the anon lane is not passed by cheap reads that keep coming', async () => {
    const gate = new LaneGate(laneShares(8))
    const reads = Array.from({ length: 8 }, () => hold(gate, 'priority', '127.0.0.4'))
    await tick()
    const search = hold(gate, 'anon', '127.0.0.9')
    const laterReads = Array.from({ length: 3 }, () => hold(gate, 'priority', '127.0.0.5'))
    await tick()
    reads[0].release()
    await tick()
    expect(search.granted).toBe(true)
    expect(laterReads.some((h) => h.granted)).toBe(false)
  })

  it('gives a free anonymous slot to the waiting address that holds the fewest, not to the flood that asked first', async () => {
    const gate = new LaneGate(laneShares(8))
    const flood = Array.from({ length: 12 }, () => hold(gate, 'anon', '127.0.0.2'))
    await tick()
    const visitor = hold(gate, 'anon', '127.0.0.9')
    await tick()
    expect(visitor.granted).toBe(false)
    flood[0].release()
    await tick()
    // The flood's next request arrived first, but the visitor's address has its turn.
    expect(visitor.granted).toBe(true)
    expect(flood.filter((h) => h.granted)).toHaveLength(4) // the four first ones, none since
  })

  it('a request holding a connection gets a second one without waiting behind its own lane', async () => {
    const gate = new LaneGate(laneShares(8))
    const others = Array.from({ length: 3 }, () => hold(gate, 'anon', '127.0.0.2'))
    await tick()
    const nested = await inLane('anon', '127.0.0.3', async () => {
      const first = await gate.acquire()
      const second = await gate.acquire() // the lane is full now: it must not wait
      second()
      first()
      return 'done'
    })
    expect(nested).toBe('done')
    expect(others.every((h) => h.granted)).toBe(true)
  })

  it('work outside any request (start-up, tests) is bound by the pool size alone', async () => {
    const gate = new LaneGate(laneShares(8))
    const releases = await Promise.all(Array.from({ length: 8 }, () => gate.acquire()))
    let ninth = false
    void gate.acquire().then(() => (ninth = true))
    await tick()
    expect(ninth).toBe(false)
    releases[0]()
    await tick()
    expect(ninth).toBe(true)
  })
})

const params = (query: string) => new URLSearchParams(query)

describe('isCheapRead', () => {
  it.each([
    ['a page of posts', '/rest/v1/posts', 'select=id,title,slug&order=published_at.desc&limit=6'],
    [
      'one post by slug, with its category',
      '/rest/v1/posts',
      'select=*,category:categories(name,slug)&slug=eq.canabidiol',
    ],
    [
      'filters that compare',
      '/rest/v1/posts',
      'select=id&status=eq.published&published_at=lte.2026-01-01&id=in.(a,b)&limit=10',
    ],
    [
      'a negated comparison and an or of comparisons',
      '/rest/v1/posts',
      'select=id&category_id=not.is.null&or=(featured.is.true,views.gt.10)&limit=5',
    ],
    [
      'an embed limited and ordered',
      '/rest/v1/posts',
      'select=id,comments(id)&comments.limit=3&comments.order=created_at&limit=5',
    ],
  ])('%s is cheap', (_name, path, query) => {
    expect(isCheapRead('GET', path, params(query), null)).toBe(true)
  })

  it.each([
    ['a regular expression (the flood)', 'GET', '/rest/v1/posts', 'select=id&content=match.(.*)%5C1x&limit=5', null],
    ['a negated regular expression', 'GET', '/rest/v1/posts', 'select=id&content=not.imatch.x&limit=5', null],
    ['LIKE inside an or', 'GET', '/rest/v1/posts', 'select=id&or=(title.ilike.*a*,slug.eq.b)&limit=5', null],
    ['full-text search', 'GET', '/rest/v1/posts', 'select=id&search_vector=wfts.cannabis&limit=5', null],
    ['no limit and no unique key', 'GET', '/rest/v1/posts', 'select=*', null],
    ['more than 100 rows', 'GET', '/rest/v1/posts', 'select=id&limit=1000', null],
    ['an exact count', 'GET', '/rest/v1/posts', 'select=id&limit=5', 'count=exact'],
    ['a function, even by GET', 'GET', '/rest/v1/rpc/search_posts', 'search_query=x&limit=5', null],
    ['a write', 'POST', '/rest/v1/posts', 'limit=5', null],
    ['a slug compared with a pattern', 'GET', '/rest/v1/posts', 'slug=like.*a*', null],
  ])('%s is not', (_name, method, path, query, prefer) => {
    expect(isCheapRead(method, path, params(query), prefer)).toBe(false)
  })
})

describe('laneFor', () => {
  const req = (method: string, path: string) => new Request(`http://127.0.0.1:54321${path}`, { method })
  const anon = { role: 'anon' as const, claims: {} }
  const staff = { role: 'authenticated' as const, claims: {} }

  it('puts sign-in, token refresh and the article’s counters in the priority lane', () => {
    expect(laneFor(req('POST', '/auth/v1/token?grant_type=password'), '/auth/v1/token', anon)).toBe('priority')
    expect(laneFor(req('POST', '/auth/v1/token?grant_type=refresh_token'), '/auth/v1/token', null)).toBe('priority')
    expect(laneFor(req('POST', '/rest/v1/rpc/increment_post_views'), '/rest/v1/rpc/increment_post_views', anon)).toBe(
      'priority',
    )
    expect(laneFor(req('POST', '/rest/v1/rpc/set_post_like'), '/rest/v1/rpc/set_post_like', null)).toBe('priority')
    expect(laneFor(req('POST', '/rest/v1/rpc/record_visit'), '/rest/v1/rpc/record_visit', anon)).toBe('priority')
    expect(laneFor(req('POST', '/rest/v1/rpc/record_search'), '/rest/v1/rpc/record_search', null)).toBe('priority')
    // Only the counters themselves: the admin's audience report is no cheap call.
    expect(laneFor(req('POST', '/rest/v1/rpc/audience_report'), '/rest/v1/rpc/audience_report', staff)).toBe('staff')
    expect(laneFor(req('POST', '/rest/v1/rpc/record_visits'), '/rest/v1/rpc/record_visits', anon)).toBe('anon')
  })

  it('puts cheap reads in the priority lane whoever sends them, and the rest in the caller’s lane', () => {
    const cheap = '/rest/v1/posts?select=id&limit=5'
    expect(laneFor(req('GET', cheap), '/rest/v1/posts', anon)).toBe('priority')
    const slow = '/rest/v1/posts?select=id&content=match.x&limit=5'
    expect(laneFor(req('GET', slow), '/rest/v1/posts', anon)).toBe('anon')
    expect(laneFor(req('GET', slow), '/rest/v1/posts', staff)).toBe('staff')
    expect(laneFor(req('POST', '/auth/v1/signup'), '/auth/v1/signup', anon)).toBe('anon')
    expect(laneFor(req('POST', '/rest/v1/rpc/search_posts'), '/rest/v1/rpc/search_posts', null)).toBe('anon')
  })
})
