// Limits inside the database functions (supabase/migrations/20250101124200_limits_in_the_database.sql):
// likes, views and the newsletter form count calls per client address (from PostgREST's
// request.headers) and per visitor key, and refuse the call over the limit the way PostgREST turns
// into 429 + Retry-After. Every role is limited: staff get no bypass.
import { beforeAll, describe, expect, it } from 'vitest'
import { as, createCast, errorCodeAs, insertPost, useFreshDatabase, type Actor, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
let postId: string
beforeAll(async () => {
  cast = await createCast(db())
  postId = await insertPost(db())
})

type Headers = Record<string, string> | null
interface Refusal {
  code?: string
  body: { code: string; message: string }
  detail: { status: number; headers: Record<string, string> }
}

/** Runs one statement as `actor` with PostgREST's request.headers; the refusal it got, or undefined. */
async function callAs(
  actor: Actor,
  headers: Headers,
  sql: string,
  params: unknown[] = [],
): Promise<Refusal | undefined> {
  try {
    await as(db(), actor, async (tx) => {
      if (headers) await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)])
      await tx.query(sql, params)
    })
    return undefined
  } catch (error) {
    const e = error as { code?: string; message: string; detail?: string }
    if (e.code !== 'PGRST') throw error
    return { code: e.code, body: JSON.parse(e.message), detail: JSON.parse(e.detail ?? 'null') }
  }
}

/**
 * Counts run in fixed windows (one minute: :00 to :59): a sequence that straddled the turn of a minute
 * would start a new count halfway. Waits out the last 8 seconds of a minute before a sequence.
 */
async function awayFromMinuteEnd(): Promise<void> {
  const second = new Date().getUTCSeconds() + new Date().getUTCMilliseconds() / 1000
  if (second > 52) await new Promise((resolve) => setTimeout(resolve, (60.2 - second) * 1000))
}

let nextAddress = 1
/** A fresh documentation address (203.0.113.0/24, 198.51.100.0/24) for each use: tests never share a count. */
const freshAddress = () => {
  const n = nextAddress++
  return n < 250 ? `203.0.113.${n}` : `198.51.100.${n - 249}`
}
const fromAddress = (address: string): Headers => ({ 'x-real-ip': address, 'user-agent': 'vitest' })

const calls = {
  like: { limit: 30, sql: 'select public.set_post_like($1, true, $2)', args: () => [postId, crypto.randomUUID()] },
  view: {
    limit: 120,
    sql: 'select * from public.increment_post_views($1)',
    args: () => [postId],
  },
  // Landings and searches share the address's 'audience' budget.
  visit: {
    limit: 60,
    sql: `select public.record_visit($1, 'google.com', null, null, null)`,
    args: () => [`/blog/post/x-${crypto.randomUUID().slice(0, 8)}`],
  },
  search: { limit: 60, sql: 'select public.record_search($1, 3)', args: () => ['canabidiol'] },
  subscribe: {
    limit: 10,
    sql: `select public.subscribe_newsletter($1, 'home', '/', '2026-11-v1')`,
    args: () => [`leitor-${crypto.randomUUID().slice(0, 8)}@example.com`],
  },
  resend: { limit: 10, sql: 'select public.resend_newsletter_confirmation($1)', args: () => [crypto.randomUUID()] },
} as const

const ROLES = ['anon', 'author', 'editor', 'admin'] as const
const actorFor = (role: (typeof ROLES)[number]): Actor =>
  role === 'anon' ? 'anon' : role === 'author' ? cast.authorA : role === 'editor' ? cast.editor : cast.admin

describe('limits per client address, for every role', () => {
  for (const [name, call] of Object.entries(calls)) {
    for (const role of ROLES) {
      it(`${name}: ${role} gets ${call.limit} calls a minute from one address, then 429 with Retry-After in PostgREST's PGRST form`, async () => {
        await awayFromMinuteEnd()
        const headers = fromAddress(freshAddress())
        for (let i = 0; i < call.limit; i++)
          expect(await callAs(actorFor(role), headers, call.sql, call.args())).toBeUndefined()
        const refused = await callAs(actorFor(role), headers, call.sql, call.args())
        expect(refused?.body).toMatchObject({ code: 'over_request_rate_limit' })
        expect(refused?.detail.status).toBe(429)
        const retryAfter = Number(refused?.detail.headers['Retry-After'])
        expect(retryAfter).toBeGreaterThanOrEqual(1)
        expect(retryAfter).toBeLessThanOrEqual(60)
        // Another address is not affected.
        expect(await callAs(actorFor(role), fromAddress(freshAddress()), call.sql, call.args())).toBeUndefined()
      })
    }
  }

  it('a refused like changes no count and a refused sign-up queues no e-mail', async () => {
    await awayFromMinuteEnd()
    const headers = fromAddress(freshAddress())
    for (let i = 0; i < 30; i++) await callAs('anon', headers, calls.like.sql, calls.like.args())
    const likes = async () =>
      (await db().query<{ likes: number }>('select likes from public.posts where id = $1', [postId])).rows[0].likes
    const before = await likes()
    expect(await callAs('anon', headers, calls.like.sql, calls.like.args())).toBeDefined()
    expect(await likes()).toBe(before)

    await awayFromMinuteEnd()
    const mailer = fromAddress(freshAddress())
    for (let i = 0; i < 10; i++) await callAs('anon', mailer, calls.subscribe.sql, calls.subscribe.args())
    const email = 'nao-deve-receber@example.com'
    expect(await callAs('anon', mailer, calls.subscribe.sql, [email])).toBeDefined()
    const queued = await db().query(`select 1 from public.email_outbox where recipient = $1`, [email])
    expect(queued.rows).toHaveLength(0)
  })

  it('allows at most 50 newsletter sign-ups a day from one address, whatever the minutes between them', async () => {
    const headers = fromAddress(freshAddress())
    for (let minute = 0; minute < 5; minute++) {
      await awayFromMinuteEnd()
      for (let i = 0; i < 10; i++)
        expect(await callAs('anon', headers, calls.subscribe.sql, calls.subscribe.args())).toBeUndefined()
      // The next minute: this address's minute count starts again.
      await db().query(`delete from public.rate_limit_counters where bucket = 'newsletter_subscribe/address/60'`)
    }
    const refused = await callAs('anon', headers, calls.subscribe.sql, calls.subscribe.args())
    expect(refused?.detail.status).toBe(429)
    expect(Number(refused?.detail.headers['Retry-After'])).toBeGreaterThan(60)
  })
})

describe('which address counts', () => {
  it('cf-connecting-ip (set by the edge) wins over x-real-ip and x-forwarded-for the client may write', async () => {
    await awayFromMinuteEnd()
    const edge = freshAddress()
    for (let i = 0; i < 30; i++) {
      const headers = {
        'cf-connecting-ip': edge,
        'x-real-ip': freshAddress(),
        'x-forwarded-for': `${freshAddress()}, ${freshAddress()}`,
      }
      expect(await callAs('anon', headers, calls.like.sql, calls.like.args())).toBeUndefined()
    }
    const refused = await callAs(
      'anon',
      { 'cf-connecting-ip': edge, 'x-real-ip': freshAddress() },
      calls.like.sql,
      calls.like.args(),
    )
    expect(refused?.detail.status).toBe(429)
  })

  it('a request whose only address is a client-written x-forwarded-for shares one count with all such requests', async () => {
    await awayFromMinuteEnd()
    for (let i = 0; i < 30; i++) {
      expect(
        await callAs('anon', { 'x-forwarded-for': freshAddress() }, calls.like.sql, calls.like.args()),
      ).toBeUndefined()
    }
    expect(
      (
        await callAs(
          'anon',
          { 'x-forwarded-for': freshAddress(), 'x-real-ip': 'not-an-address' },
          calls.like.sql,
          calls.like.args(),
        )
      )?.detail.status,
    ).toBe(429)
  })

  it('IPv6 addresses of one /64 share a count; another /64 has its own', async () => {
    await awayFromMinuteEnd()
    for (let i = 1; i <= 30; i++) {
      expect(
        await callAs('anon', { 'x-real-ip': `2001:db8:45:1::${i.toString(16)}` }, calls.like.sql, calls.like.args()),
      ).toBeUndefined()
    }
    expect(
      (await callAs('anon', { 'x-real-ip': '2001:db8:45:1:ffff::1' }, calls.like.sql, calls.like.args()))?.detail
        .status,
    ).toBe(429)
    expect(await callAs('anon', { 'x-real-ip': '2001:db8:45:2::1' }, calls.like.sql, calls.like.args())).toBeUndefined()
  })

  it('SQL outside an API request (no request headers) is limited by its visitor key only', async () => {
    for (let i = 0; i < 40; i++) expect(await callAs('anon', null, calls.like.sql, calls.like.args())).toBeUndefined()
  })
})

describe('limits per visitor key', () => {
  it('one visitor key gets 30 likes a minute however many addresses it uses', async () => {
    await awayFromMinuteEnd()
    const visitor = crypto.randomUUID()
    for (let i = 0; i < 30; i++) {
      const post = i % 2 === 0 ? postId : await insertPost(db())
      expect(await callAs('anon', fromAddress(freshAddress()), calls.like.sql, [post, visitor])).toBeUndefined()
    }
    expect((await callAs('anon', fromAddress(freshAddress()), calls.like.sql, [postId, visitor]))?.detail.status).toBe(
      429,
    )
  })
})

describe("the 'audience' budget", () => {
  it('landings and searches of one address share 60 a minute', async () => {
    await awayFromMinuteEnd()
    const headers = fromAddress(freshAddress())
    for (let i = 0; i < 30; i++) {
      expect(await callAs('anon', headers, calls.visit.sql, calls.visit.args())).toBeUndefined()
      expect(await callAs('anon', headers, calls.search.sql, calls.search.args())).toBeUndefined()
    }
    expect((await callAs('anon', headers, calls.search.sql, calls.search.args()))?.detail.status).toBe(429)
    expect((await callAs('anon', headers, calls.visit.sql, calls.visit.args()))?.detail.status).toBe(429)
  })

  it('allows at most 1000 a day from one address', async () => {
    const headers = fromAddress(freshAddress())
    await db().query(
      `insert into public.rate_limit_counters (bucket, subject, window_start, expires_at, hits)
       select 'audience/address/86400', $1, w, w + interval '1 day', 1000
         from date_bin(interval '1 day', now(), timestamptz '2000-01-01 00:00:00+00') w`,
      [headers!['x-real-ip']],
    )
    const refused = await callAs('anon', headers, calls.visit.sql, calls.visit.args())
    expect(refused?.detail.status).toBe(429)
    expect(Number(refused?.detail.headers['Retry-After'])).toBeGreaterThan(60)
  })
})

describe('windows and clean-up', () => {
  it('a new minute starts a new count', async () => {
    await awayFromMinuteEnd()
    const headers = fromAddress(freshAddress())
    for (let i = 0; i < 30; i++) await callAs('anon', headers, calls.like.sql, calls.like.args())
    expect(await callAs('anon', headers, calls.like.sql, calls.like.args())).toBeDefined()
    await db().query(
      `update public.rate_limit_counters set window_start = window_start - interval '1 minute', expires_at = expires_at - interval '1 minute' where subject = $1`,
      [headers!['x-real-ip']],
    )
    expect(await callAs('anon', headers, calls.like.sql, calls.like.args())).toBeUndefined()
  })

  it('counts of ended windows are deleted as new windows start', async () => {
    await db().query(
      `insert into public.rate_limit_counters (bucket, subject, window_start, expires_at, hits)
       select 'like/address/60', '192.0.2.' || n, now() - interval '2 hours', now() - interval '2 hours' + interval '1 minute', 1
         from generate_series(1, 5) n`,
    )
    await callAs('anon', fromAddress(freshAddress()), calls.like.sql, calls.like.args())
    const left = await db().query(`select 1 from public.rate_limit_counters where subject like '192.0.2.%'`)
    expect(left.rows).toHaveLength(0)
  })
})

describe('the limit tables and helpers are closed to every API role', () => {
  const actors = (): [string, Actor][] => [
    ['anon', 'anon'],
    ['author', cast.authorA],
    ['editor', cast.editor],
    ['admin', cast.admin],
    ['service_role', 'service_role'],
  ]
  it.each([
    'select * from public.rate_limit_counters',
    `insert into public.rate_limit_counters (bucket, subject, window_start, expires_at) values ('x', 'y', now(), now())`,
    'update public.rate_limit_counters set hits = 0',
    'delete from public.rate_limit_counters',
    'select * from public.rate_limit_rules',
    'update public.rate_limit_rules set max_hits = 1000000',
    'delete from public.rate_limit_rules',
    `insert into public.rate_limit_rules (action, scope, max_hits, per) values ('like', 'visitor', 1000000, interval '1 second')`,
    `select public.enforce_rate_limit('like', null)`,
    'select public.request_client_address()',
  ])('%s is refused (42501) for anon, author, editor, admin and the service role', async (sql) => {
    for (const [, actor] of actors()) expect(await errorCodeAs(db(), actor, sql)).toBe('42501')
  })
})
