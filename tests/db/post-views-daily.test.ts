import { beforeAll, describe, expect, it } from 'vitest'
import {
  createCast,
  createUser,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Actor,
  type Cast,
} from './helpers'

const db = useFreshDatabase({ seed: false })
let cast: Cast
let published: string
let draft: string
let today: string

beforeAll(async () => {
  cast = await createCast(db())
  await db().query(`insert into public.categories (name, slug) values ('Pesquisas', 'pesquisas')`)
  published = await insertPost(db(), { status: 'published', authorId: cast.authorA.id })
  draft = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
  today = (await db().query<{ d: string }>('select public.blog_today()::text as d')).rows[0].d
  // Two views today, written directly: the row-level security tests read and try to change them.
  await db().query('insert into public.post_views_daily (post_id, day, views) values ($1, public.blog_today(), 2)', [
    published,
  ])
})

const dailyViews = async (postId: string) =>
  (
    await db().query<{ day: string; views: number }>(
      'select day::text as day, views from public.post_views_daily where post_id = $1 order by day',
      [postId],
    )
  ).rows

describe('increment_post_views fills post_views_daily', () => {
  it('counts each view of a published post under today, in the same row', async () => {
    const post = await insertPost(db(), { status: 'published', authorId: cast.authorA.id })
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [post])
    await queryAs(db(), cast.authorB, 'select public.increment_post_views($1)', [post])
    expect(await dailyViews(post)).toEqual([{ day: today, views: 2 }])
  })

  it('counts nothing for a draft', async () => {
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [draft])
    expect(await dailyViews(draft)).toEqual([])
  })

  it("takes today's date in Brazil (America/Sao_Paulo), not the server's", async () => {
    const [row] = await queryAs<{ ok: boolean }>(
      db(),
      'anon',
      `select public.blog_today() = (now() at time zone 'America/Sao_Paulo')::date as ok`,
    )
    expect(row.ok).toBe(true)
  })
})

describe('post_views_daily: row-level security', () => {
  const staff: () => [string, Actor][] = () => [
    ['author', cast.authorB],
    ['editor', cast.editor],
    ['admin', cast.admin],
  ]

  it('visitors cannot read it', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select * from public.post_views_daily')).toBe('42501')
  })

  it('every staff role reads every row, including posts of others', async () => {
    for (const [, who] of staff()) {
      const rows = await queryAs<{ post_id: string }>(db(), who, 'select post_id from public.post_views_daily')
      expect(rows.map((r) => r.post_id)).toContain(published)
    }
  })

  it('a signed-in account without a staff profile reads nothing', async () => {
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    expect(await queryAs(db(), stranger, 'select * from public.post_views_daily')).toEqual([])
  })

  it('nobody writes it through the API: insert, update and delete are refused for every role', async () => {
    for (const who of ['anon', ...staff().map(([, w]) => w)] as Actor[]) {
      expect(
        await errorCodeAs(
          db(),
          who,
          'insert into public.post_views_daily (post_id, day, views) values ($1, current_date - 3, 99)',
          [published],
        ),
      ).toBe('42501')
      expect(await errorCodeAs(db(), who, 'update public.post_views_daily set views = 1000')).toBe('42501')
      expect(await errorCodeAs(db(), who, 'delete from public.post_views_daily')).toBe('42501')
    }
    expect(await dailyViews(published)).toEqual([{ day: today, views: 2 }])
  })
})

describe('dashboard_views', () => {
  // Totals over every post: a database of its own, with exactly these views.
  const vdb = useFreshDatabase({ seed: false })
  let vcast: Cast
  let viewed: string
  let other: string
  beforeAll(async () => {
    vcast = await createCast(vdb())
    viewed = await insertPost(vdb(), { status: 'published', authorId: vcast.authorA.id })
    other = await insertPost(vdb(), { title: 'Outro post', status: 'published', authorId: null })
    // Today: 2 views of `viewed`; 3 days ago: 5 of `other`; 40 days ago (outside the window): 100 of `other`.
    await vdb().query(
      `insert into public.post_views_daily (post_id, day, views)
       values ($1, public.blog_today(), 2), ($2, public.blog_today() - 3, 5), ($2, public.blog_today() - 40, 100)`,
      [viewed, other],
    )
  })

  it('returns one zero-filled row per day of the window, oldest first, ending today', async () => {
    const [row] = await queryAs<{ v: { daily: { day: string; views: number }[] } }>(
      vdb(),
      vcast.authorA,
      'select public.dashboard_views(30) as v',
    )
    const { daily } = row.v
    expect(daily).toHaveLength(30)
    expect(daily.at(-1)).toEqual({ day: today, views: 2 })
    expect(daily.at(-4)?.views).toBe(5)
    expect(daily.reduce((sum, d) => sum + d.views, 0)).toBe(7)
    expect([...daily].map((d) => d.day).sort()).toEqual(daily.map((d) => d.day))
  })

  it('ranks the most viewed posts of the window only, and honours the limit', async () => {
    const [row] = await queryAs<{ v: { top: { id: string; views: number }[] } }>(
      vdb(),
      vcast.editor,
      'select public.dashboard_views(30, 5) as v',
    )
    expect(row.v.top.map((t) => [t.id, t.views])).toEqual([
      [other, 5],
      [viewed, 2],
    ])
    const [one] = await queryAs<{ v: { top: unknown[] } }>(
      vdb(),
      vcast.admin,
      'select public.dashboard_views(30, 1) as v',
    )
    expect(one.v.top).toHaveLength(1)
    const [wide] = await queryAs<{ v: { top: { views: number }[] } }>(
      vdb(),
      vcast.admin,
      'select public.dashboard_views(60, 5) as v',
    )
    expect(wide.v.top[0].views).toBe(105)
  })

  it('refuses visitors and accounts without a staff profile', async () => {
    expect(await errorCodeAs(vdb(), 'anon', 'select public.dashboard_views()')).toBe('42501')
    const stranger = await createUser(vdb())
    await vdb().query('delete from public.profiles where id = $1', [stranger.id])
    expect(await errorCodeAs(vdb(), stranger, 'select public.dashboard_views()')).toBe('42501')
  })
})
