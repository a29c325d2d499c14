// Audience without cookies (supabase/migrations/20250101130100_audience.sql, decision 062): anonymous
// raw events for landings, searches and sign-ups, rolled up into daily counts and deleted; nothing
// with DNT or Sec-GPC; rare search terms hidden; only editors and admins read the whole site, a
// post's author their own post's numbers.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { as, createCast, errorCodeAs, insertPost, queryAs, useFreshDatabase, type Actor, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
let post: string
let authorPost: string
let draft: string
let eventAdded: string
beforeAll(async () => {
  cast = await createCast(db())
  // Each recorded event rolls everything up with a chance of 1 %: off here, so a test sees its raw
  // events ('the occasional roll-up' turns it back on).
  eventAdded = (
    await db().query<{ def: string }>(`select pg_get_functiondef('public.audience_event_added()'::regprocedure) as def`)
  ).rows[0].def
  await db().exec(`create or replace function public.audience_event_added() returns void language sql as 'select'`)
  post = await insertPost(db(), { slug: 'oleo-de-cbd', title: 'Óleo de CBD' })
  authorPost = await insertPost(db(), { slug: 'da-alice', title: 'Post da Alice', authorId: cast.authorA.id })
  draft = await insertPost(db(), { slug: 'rascunho', status: 'draft' })
})
// The report reads the whole site: every test starts from nothing.
beforeEach(async () => {
  await db().exec(
    'delete from public.audience_events; delete from public.audience_daily; delete from public.post_views_daily;',
  )
})

type Headers = Record<string, string>
let nextAddress = 1
/** Calls as `actor` with PostgREST's request headers (a fresh address each call unless given one). */
async function callAs(actor: Actor, sql: string, params: unknown[] = [], headers: Headers = {}): Promise<void> {
  await as(db(), actor, async (tx) => {
    const all = { 'x-real-ip': `203.0.113.${nextAddress++ % 250}`, ...headers }
    await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(all)])
    await tx.query(sql, params)
  })
}
const visit = (path: string, host: string | null = null, utm: (string | null)[] = [], headers: Headers = {}) =>
  callAs('anon', 'select public.record_visit($1, $2, $3, $4, $5)', [path, host, utm[0], utm[1], utm[2]], headers)
const search = (term: string, results: number, headers: Headers = {}) =>
  callAs('anon', 'select public.record_search($1, $2)', [term, results], headers)
const rollup = async () =>
  (await queryAs<{ n: number }>(db(), 'service_role', 'select public.rollup_audience_events() as n'))[0].n

interface DailyRow {
  day: string
  metric: string
  key: string
  post_id: string | null
  count: number
}
/** Every daily count, sorted here (a tab in a campaign key sorts differently under each collation). */
const daily = async (): Promise<DailyRow[]> =>
  (
    await db().query<DailyRow>('select day::text as day, metric, key, post_id, count from public.audience_daily')
  ).rows.sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1))
const events = async () =>
  (await db().query<Record<string, unknown>>('select * from public.audience_events order by id')).rows
const today = async () => (await db().query<{ d: string }>('select public.blog_today()::text as d')).rows[0].d
/** A raw event as the owner, at a chosen moment (the recording functions always use now()). */
const eventAt = (at: string, kind: string, fields: Record<string, unknown> = {}) =>
  db().query(
    `insert into public.audience_events (occurred_at, kind, path, post_id, source, referrer_host, term, results)
     values ($1::timestamptz, $2, $3, $4, $5, $6, $7, $8)`,
    [
      at,
      kind,
      fields.path ?? null,
      fields.post_id ?? null,
      fields.source ?? null,
      fields.referrer_host ?? null,
      fields.term ?? null,
      fields.results ?? null,
    ],
  )

interface Report {
  days: number
  from: string
  views: { day: string; views: number }[]
  searches: unknown[]
  searches_without_results: unknown[]
  [part: string]: unknown
}

async function reportAs(actor: Actor, days = 30): Promise<Report> {
  const [row] = await queryAs<{ r: Report }>(db(), actor, 'select public.audience_report($1) as r', [days])
  return row.r
}

describe('recording and the roll-up', () => {
  it('a landing gives its source, referrer and campaign, each with the post its path shows', async () => {
    await visit('/blog/post/oleo-de-cbd?utm_source=x&email=a@b.com#topo', 'WWW.Google.com.br')
    await visit('/blog/post/oleo-de-cbd', null, ['Newsletter', 'EMAIL', 'oleo-de-cbd'])
    await visit('/', null, [null, 'social', null])
    expect(await rollup()).toBe(3)
    const d = await today()
    expect(await daily()).toEqual([
      { day: d, metric: 'campaign', key: '\tsocial\t', post_id: null, count: 1 },
      { day: d, metric: 'campaign', key: 'newsletter\temail\toleo-de-cbd', post_id: post, count: 1 },
      { day: d, metric: 'referrer', key: 'google.com.br', post_id: post, count: 1 },
      { day: d, metric: 'source', key: 'busca', post_id: post, count: 1 },
      { day: d, metric: 'source', key: 'newsletter', post_id: post, count: 1 },
      { day: d, metric: 'source', key: 'redes_sociais', post_id: null, count: 1 },
    ])
    // The raw events are gone once counted.
    expect(await events()).toEqual([])
  })

  it('keeps the pathname only, and looks the post up itself: none for a draft, an unknown slug or another page', async () => {
    await visit(`/blog/post/rascunho`)
    await visit('/blog/post/nao-existe')
    await visit('/blog/post/oleo-de-cbd/')
    await visit('/sobre?q=1')
    const rows = await events()
    expect(rows.map((e) => [e.path, e.post_id])).toEqual([
      ['/blog/post/rascunho', null],
      ['/blog/post/nao-existe', null],
      ['/blog/post/oleo-de-cbd/', post],
      ['/sobre', null],
    ])
    expect(draft).toBeTruthy()
  })

  it('records nothing for a path that is not one (no leading slash, too long, control characters)', async () => {
    await visit('blog/post/oleo-de-cbd')
    await visit('https://evil.example/x')
    await visit('/' + 'a'.repeat(300))
    await visit('/a\nb')
    await visit('/' + 'a'.repeat(299))
    expect((await events()).map((e) => e.path)).toEqual(['/' + 'a'.repeat(299)])
  })

  it("counts on Brasília's day: 23:30 there is still the day before in UTC's next day", async () => {
    await eventAt('2026-11-29 02:30:00+00', 'visit', { source: 'direto' })
    await eventAt('2026-11-29 03:30:00+00', 'visit', { source: 'direto' })
    await rollup()
    expect((await daily()).map((r) => [r.day, r.count])).toEqual([
      ['2026-11-28', 1],
      ['2026-11-29', 1],
    ])
  })

  it('two roll-ups add up in the same rows', async () => {
    await visit('/blog/post/oleo-de-cbd', 'facebook.com')
    await search('cbd', 0)
    expect(await rollup()).toBe(2)
    await visit('/blog/post/oleo-de-cbd', 'facebook.com')
    await visit('/blog/post/oleo-de-cbd', 'facebook.com')
    await search('cbd', 0)
    expect(await rollup()).toBe(3)
    expect(await rollup()).toBe(0)
    expect((await daily()).map((r) => [r.metric, r.key, r.count])).toEqual([
      ['referrer', 'facebook.com', 3],
      ['search', 'cbd', 2],
      ['search_empty', 'cbd', 2],
      ['source', 'redes_sociais', 3],
    ])
  })

  it('a search gives a search row, and a search_empty row only without results; results are clamped', async () => {
    await search('Canabidiol', 12)
    await search('Canabidiol', 0)
    await search('ansiedade', -5)
    await search('epilepsia', 10_000_000)
    expect((await events()).map((e) => e.results)).toEqual([12, 0, 0, 100000])
    await rollup()
    expect((await daily()).map((r) => [r.metric, r.key, r.post_id, r.count])).toEqual([
      ['search', 'ansiedade', null, 1],
      ['search', 'canabidiol', null, 2],
      ['search', 'epilepsia', null, 1],
      ['search_empty', 'ansiedade', null, 1],
      ['search_empty', 'canabidiol', null, 1],
    ])
  })

  it('deletes counts older than 13 months and ended rate-limit windows', async () => {
    await db().query(
      `insert into public.audience_daily (day, metric, key, post_id, count) values
         (public.blog_today() - interval '13 months' - interval '1 day', 'source', 'direto', null, 1),
         (public.blog_today() - interval '12 months', 'source', 'direto', null, 1)`,
    )
    await db().query(
      `insert into public.rate_limit_counters (bucket, subject, window_start, expires_at)
       values ('audience/address/60', '192.0.2.77', now() - interval '2 minutes', now() - interval '1 minute'),
              ('audience/address/60', '192.0.2.78', now(), now() + interval '1 minute')`,
    )
    await rollup()
    expect((await daily()).length).toBe(1)
    const left = await db().query<{ subject: string }>(
      `select subject from public.rate_limit_counters where subject like '192.0.2.7%'`,
    )
    expect(left.rows).toEqual([{ subject: '192.0.2.78' }])
  })
})

describe('the occasional roll-up', () => {
  it('recording rolls everything up now and then (1 % of events), so raw events never pile up', async () => {
    await db().exec(eventAdded)
    try {
      // Spread over 250 addresses, 1000 calls stay within the limit; the chance that none of them
      // rolls up is 0.99^1000 (4 in 100 000).
      for (let i = 0; i < 1000; i++) await callAs('anon', `select public.record_search('cbd', 1)`, [], {})
      expect((await events()).length).toBeLessThan(1000)
      expect((await daily()).find((r) => r.metric === 'search')?.count).toBeGreaterThan(0)
    } finally {
      await db().exec(`create or replace function public.audience_event_added() returns void language sql as 'select'`)
    }
  })
})

describe('search terms', () => {
  it.each([
    ['  Óleo   de\tCANNABIS  ', 'oleo de cannabis'],
    ['Ação\u0007 terapêutica', 'acao terapeutica'],
    ['cbd 12345', 'cbd 12345'],
    ['x'.repeat(150), 'x'.repeat(100)],
    ['   ', null],
    ['maria@example.com', null],
    ['123.456.789-09', null],
    ['(11) 9 8765', null],
  ])('%j is kept as %j', async (term, expected) => {
    const { rows } = await db().query<{ t: string | null }>('select public.audience_normalise_term($1) as t', [term])
    expect(rows[0].t).toBe(expected)
  })

  it('an e-mail or a number of 6 digits or more is not recorded at all', async () => {
    await search('fulano@gmail.com', 0)
    await search('CPF 123 456', 0)
    await search('Canábis', 3)
    expect((await events()).map((e) => e.term)).toEqual(['canabis'])
  })

  const searchOn = (daysAgo: number, term: string, results: number) =>
    eventAt(new Date(Date.now() - daysAgo * 86_400_000).toISOString(), 'search', { term, results })

  it('searches lists a term from its 3rd search in the period, days added up; 2 stay hidden', async () => {
    await searchOn(0, 'cbd', 5)
    await searchOn(3, 'cbd', 0)
    await searchOn(0, 'thc', 5)
    await searchOn(40, 'thc', 5)
    await searchOn(41, 'thc', 5)
    let report = await reportAs(cast.editor)
    expect(report.searches).toEqual([])
    await searchOn(10, 'cbd', 5)
    report = await reportAs(cast.editor)
    expect(report.searches).toEqual([{ term: 'cbd', searches: 3, without_results: 1 }])
    // thc: 3 searches, but 2 of them before the period.
    expect((await reportAs(cast.editor, 60)).searches).toEqual([
      { term: 'cbd', searches: 3, without_results: 1 },
      { term: 'thc', searches: 3, without_results: 0 },
    ])
  })

  it('searches_without_results lists a term once its searches without results reach 3', async () => {
    await searchOn(0, 'dose', 0)
    await searchOn(1, 'dose', 0)
    await searchOn(2, 'dose', 4)
    await searchOn(3, 'dose', 4)
    let report = await reportAs(cast.admin)
    expect(report.searches_without_results).toEqual([])
    expect(report.searches).toEqual([{ term: 'dose', searches: 4, without_results: 2 }])
    await searchOn(5, 'dose', 0)
    report = await reportAs(cast.admin)
    expect(report.searches_without_results).toEqual([{ term: 'dose', searches: 3 }])
  })
})

describe('Do Not Track and Global Privacy Control', () => {
  for (const [name, headers] of [
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ] as const) {
    it(`${name}: no landing, search or sign-up is recorded`, async () => {
      await visit('/blog/post/oleo-de-cbd', 'google.com', [], headers)
      await search('cbd', 1, headers)
      await callAs(
        'anon',
        `select public.subscribe_newsletter($1, 'post', '/blog/post/oleo-de-cbd', '2026-11-v1')`,
        [`dnt-${crypto.randomUUID().slice(0, 8)}@example.com`],
        headers,
      )
      expect(await events()).toEqual([])
    })
  }

  it('DNT: 0 is counted', async () => {
    await visit('/', null, [], { dnt: '0', 'sec-gpc': '0' })
    expect(await events()).toHaveLength(1)
  })
})

describe('source groups', () => {
  it.each([
    ['newsletter', null, 'qualquer', 'email'],
    ['newsletter', 'google.com', 'newsletter-semanal', null],
    ['busca', 'google.com.br', null, null],
    ['busca', 'br.search.yahoo.com', null, null],
    ['busca', 'duckduckgo.com', null, null],
    ['busca', null, 'google', 'cpc'],
    ['redes_sociais', 'l.facebook.com', null, null],
    ['redes_sociais', 't.co', null, null],
    ['redes_sociais', 'br.pinterest.com', null, null],
    ['redes_sociais', null, 'whatsapp', null],
    ['redes_sociais', null, null, 'social'],
    ['direto', null, null, null],
    ['outros_sites', 'blog.example.org', null, null],
    ['outros_sites', 'notgoogle.com', null, null],
    ['outros_sites', null, 'parceiro', null],
  ])('%s: host %s, utm_source %s, utm_medium %s', async (group, host, source, medium) => {
    const { rows } = await db().query<{ s: string }>('select public.audience_source($1, $2, $3) as s', [
      host,
      source,
      medium,
    ])
    expect(rows[0].s).toBe(group)
  })

  it('record_visit cleans the referrer host and the UTM values before grouping', async () => {
    await visit('/', 'www.Bing.com', [' \u0001Google ', '  ', null])
    await visit('/', 'not a host', [null, null, null])
    await visit('/', '', [null, null, ' '])
    expect(
      (await events()).map((e) => [e.source, e.referrer_host, e.utm_source, e.utm_medium, e.utm_campaign]),
    ).toEqual([
      ['busca', 'bing.com', 'google', null, null],
      ['direto', null, null, null, null],
      ['direto', null, null, null, null],
    ])
  })
})

describe('privileges', () => {
  const actors = (): [string, Actor][] => [
    ['anon', 'anon'],
    ['author', cast.authorA],
    ['editor', cast.editor],
    ['admin', cast.admin],
    ['service_role', 'service_role'],
  ]
  it.each([
    'select * from public.audience_events',
    `insert into public.audience_events (kind, path) values ('visit', '/')`,
    'update public.audience_events set path = null',
    'delete from public.audience_events',
    'select * from public.audience_daily',
    `insert into public.audience_daily (day, metric, key, count) values (current_date, 'source', 'direto', 1000)`,
    'update public.audience_daily set count = 0',
    'delete from public.audience_daily',
    'select public.audience_tracking_refused()',
    `select public.audience_source('google.com', null, null)`,
    `select public.audience_normalise_term('cbd')`,
    `select public.audience_record_signup('/')`,
  ])('%s is refused (42501) for anon, author, editor, admin and the service role', async (sql) => {
    for (const [, actor] of actors()) expect(await errorCodeAs(db(), actor, sql)).toBe('42501')
  })

  it('anon and signed-in users write events through record_visit and record_search only', async () => {
    await visit('/')
    await callAs(cast.authorB, `select public.record_visit('/sobre')`)
    await callAs(cast.editor, `select public.record_search('cbd', 1)`)
    expect(await events()).toHaveLength(3)
  })

  it('only the service role runs the roll-up', async () => {
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as const)
      expect(await errorCodeAs(db(), actor, 'select public.rollup_audience_events()')).toBe('42501')
    expect(await errorCodeAs(db(), 'service_role', 'select public.rollup_audience_events()')).toBeUndefined()
  })
})

describe('audience_report', () => {
  it('is refused (42501) to anon, authors and the service role; editors and admins read it', async () => {
    for (const actor of ['anon', cast.authorA, 'service_role'] as const)
      expect(await errorCodeAs(db(), actor, 'select public.audience_report(30)')).toBe('42501')
    expect((await reportAs(cast.editor)).days).toBe(30)
    expect((await reportAs(cast.admin)).days).toBe(30)
  })

  it('rolls up first, and answers every part of the period', async () => {
    await callAs('anon', 'select public.increment_post_views($1)', [post])
    await callAs('anon', 'select public.increment_post_views($1)', [post])
    await callAs('anon', 'select public.increment_post_views($1)', [authorPost])
    await visit('/blog/post/oleo-de-cbd', 'google.com')
    await visit('/blog/post/oleo-de-cbd', null, ['newsletter', 'email', 'oleo-de-cbd'])
    await visit('/', null, ['newsletter', 'email', 'oleo-de-cbd'])
    // A campaign alone does not say where the link was: audience_source() sees no host and no source.
    await visit('/', null, [null, null, 'verao'])
    await callAs('anon', `select public.subscribe_newsletter($1, 'post', '/blog/post/oleo-de-cbd', '2026-11-v1')`, [
      `r-${crypto.randomUUID().slice(0, 8)}@example.com`,
    ])
    const report = await reportAs(cast.editor, 7)
    const d = await today()
    expect(await events()).toEqual([])
    expect(report).toMatchObject({
      days: 7,
      to: d,
      total_views: 3,
      total_visits: 4,
      total_signups: 1,
      top_posts: [
        { id: post, title: 'Óleo de CBD', slug: 'oleo-de-cbd', views: 2, signups: 1 },
        { id: authorPost, title: 'Post da Alice', slug: 'da-alice', views: 1, signups: 0 },
      ],
      sources: [
        { source: 'busca', visits: 1 },
        { source: 'redes_sociais', visits: 0 },
        { source: 'newsletter', visits: 2 },
        { source: 'direto', visits: 1 },
        { source: 'outros_sites', visits: 0 },
      ],
      referrers: [{ host: 'google.com', visits: 1 }],
      campaigns: [
        { source: 'newsletter', medium: 'email', campaign: 'oleo-de-cbd', visits: 2 },
        { source: null, medium: null, campaign: 'verao', visits: 1 },
      ],
      signups: [{ path: '/blog/post/oleo-de-cbd', title: 'Óleo de CBD', signups: 1 }],
    })
    expect(report.views).toHaveLength(7)
    expect(report.views[0]).toEqual({ day: report.from, views: 0 })
    expect(report.views[6]).toEqual({ day: d, views: 3 })
  })

  it('clamps the period to 1..365 days', async () => {
    expect((await reportAs(cast.editor, 0)).views).toHaveLength(1)
    expect((await reportAs(cast.editor, 1000)).days).toBe(365)
  })
})

describe('post_audience', () => {
  const audienceAs = (actor: Actor, id: string) =>
    queryAs<{ r: Record<string, unknown> }>(db(), actor, 'select public.post_audience($1, 30) as r', [id])

  it("the post's author, editors and admins read it; another author, anon and the service role get 42501", async () => {
    for (const actor of [cast.authorA, cast.editor, cast.admin])
      expect(await audienceAs(actor, authorPost)).toHaveLength(1)
    for (const actor of [cast.authorB, 'anon', 'service_role'] as const)
      expect(await errorCodeAs(db(), actor, 'select public.post_audience($1)', [authorPost])).toBe('42501')
    // Alice reads her own post only.
    expect(await errorCodeAs(db(), cast.authorA, 'select public.post_audience($1)', [post])).toBe('42501')
  })

  it("answers the post's views, landings by source and sign-ups", async () => {
    await db().query('update public.posts set views = 40 where id = $1', [authorPost])
    await callAs('anon', 'select public.increment_post_views($1)', [authorPost])
    await visit('/blog/post/da-alice', 'instagram.com')
    await visit('/blog/post/da-alice')
    await visit('/blog/post/oleo-de-cbd', 'google.com')
    await callAs('anon', `select public.subscribe_newsletter($1, 'post', '/blog/post/da-alice', '2026-11-v1')`, [
      `p-${crypto.randomUUID().slice(0, 8)}@example.com`,
    ])
    const [{ r }] = await audienceAs(cast.authorA, authorPost)
    expect(r).toEqual({
      days: 30,
      views_total: 41,
      views: 1,
      visits: 2,
      sources: [
        { source: 'busca', visits: 0 },
        { source: 'redes_sociais', visits: 1 },
        { source: 'newsletter', visits: 0 },
        { source: 'direto', visits: 1 },
        { source: 'outros_sites', visits: 0 },
      ],
      signups: 1,
    })
  })
})

describe('sign-ups', () => {
  const subscribe = (email: string, page: string) =>
    callAs('anon', `select public.subscribe_newsletter($1, 'post', $2, '2026-11-v1')`, [email, page])

  it("subscribe_newsletter records a sign-up on the page's path with its post", async () => {
    await subscribe(`s-${crypto.randomUUID().slice(0, 8)}@example.com`, '/blog/post/oleo-de-cbd?utm_source=x')
    await subscribe(`s-${crypto.randomUUID().slice(0, 8)}@example.com`, '/')
    expect((await events()).map((e) => [e.kind, e.path, e.post_id])).toEqual([
      ['signup', '/blog/post/oleo-de-cbd', post],
      ['signup', '/', null],
    ])
  })

  it('an address already confirmed, or a refused request, records nothing', async () => {
    const email = `c-${crypto.randomUUID().slice(0, 8)}@example.com`
    await db().query(
      `insert into public.newsletter_subscribers (email, source, consent_version, consent_page, consented_at, status)
       values ($1, 'home', '2026-11-v1', '/', now(), 'confirmed')`,
      [email],
    )
    await subscribe(email, '/blog/post/oleo-de-cbd')
    await expect(subscribe('not-an-email', '/blog/post/oleo-de-cbd')).rejects.toMatchObject({ code: '22023' })
    expect(await events()).toEqual([])
  })
})
