import { beforeAll, describe, expect, it } from 'vitest'
import { as, createCast, insertPost, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const viewsOf = async (id: string) =>
  (await db().query<{ views: number }>('select views from public.posts where id = $1', [id])).rows[0].views

describe('increment_post_views', () => {
  it('visitors and signed-in users each add one view to a published post', async () => {
    const id = await insertPost(db(), { status: 'published' })
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [id])
    await queryAs(db(), 'anon', 'select public.increment_post_views(post_id => $1)', [id])
    await queryAs(db(), cast.authorB, 'select public.increment_post_views($1)', [id])
    expect(await viewsOf(id)).toBe(3)
  })

  it('counts every call: no visitor key, no memory of who viewed', async () => {
    const id = await insertPost(db(), { status: 'published' })
    for (let i = 0; i < 5; i++) await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [id])
    expect(await viewsOf(id)).toBe(5)
    const daily = await db().query<{ views: number }>('select views from public.post_views_daily where post_id = $1', [
      id,
    ])
    expect(daily.rows).toEqual([{ views: 5 }])
  })

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('with %s counts nothing but still answers with the counts', async (_, headers) => {
    const id = await insertPost(db(), { status: 'published' })
    await db().query('update public.posts set views = 5, likes = 2 where id = $1', [id])
    const rows = await as(db(), 'anon', async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [
        JSON.stringify({ ...headers, 'x-real-ip': '203.0.113.7' }),
      ])
      return (await tx.query('select * from public.increment_post_views($1)', [id])).rows
    })
    expect(rows).toEqual([{ views: 5, likes: 2 }])
    expect(await viewsOf(id)).toBe(5)
    const daily = await db().query('select 1 from public.post_views_daily where post_id = $1', [id])
    expect(daily.rows).toHaveLength(0)
  })

  it('DNT: 0 and Sec-GPC: 0 count as usual', async () => {
    const id = await insertPost(db(), { status: 'published' })
    await as(db(), 'anon', async (tx) => {
      await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify({ dnt: '0', 'sec-gpc': '0' })])
      await tx.query('select public.increment_post_views($1)', [id])
    })
    expect(await viewsOf(id)).toBe(1)
  })

  it('the visits table, the two-argument function (visitor key) and its per-key limit are gone', async () => {
    expect((await db().query(`select to_regclass('public.post_view_visits') as t`)).rows).toEqual([{ t: null }])
    const id = await insertPost(db(), { status: 'published' })
    await expect(
      queryAs(db(), 'anon', 'select public.increment_post_views($1, $2)', [id, crypto.randomUUID()]),
    ).rejects.toMatchObject({
      code: '42883',
    })
    const rules = await db().query(`select 1 from public.rate_limit_rules where action = 'view' and scope = 'visitor'`)
    expect(rules.rows).toHaveLength(0)
  })

  it('one address gets 120 views a minute, then 429 (the refused call counts nothing)', async () => {
    const id = await insertPost(db(), { status: 'published' })
    const call = () =>
      as(db(), 'anon', async (tx) => {
        await tx.query(`select set_config('request.headers', $1, true)`, [
          JSON.stringify({ 'x-real-ip': '198.51.100.9' }),
        ])
        await tx.query('select public.increment_post_views($1)', [id])
      })
    const second = new Date().getUTCSeconds()
    if (second > 50) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000))
    for (let i = 0; i < 120; i++) await call()
    await expect(call()).rejects.toMatchObject({ code: 'PGRST' })
    expect(await viewsOf(id)).toBe(120)
  })

  it('counts a scheduled post only once it is due', async () => {
    const due = await insertPost(db(), { status: 'scheduled', publishedAt: new Date(Date.now() - 1000).toISOString() })
    const future = await insertPost(db(), {
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [due])
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [future])
    expect(await viewsOf(due)).toBe(1)
    expect(await viewsOf(future)).toBe(0)
  })

  it('ignores drafts and posts in review, even for their author', async () => {
    const draft = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const review = await insertPost(db(), { status: 'review' })
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [draft])
    await queryAs(db(), cast.authorA, 'select public.increment_post_views($1)', [draft])
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [review])
    expect(await viewsOf(draft)).toBe(0)
    expect(await viewsOf(review)).toBe(0)
  })

  it("answers with the post's views after this one and its likes, and no row for a post visitors cannot see", async () => {
    const id = await insertPost(db(), { status: 'published' })
    await db().query('update public.posts set views = 41, likes = 7 where id = $1', [id])
    expect(await queryAs(db(), 'anon', 'select * from public.increment_post_views($1)', [id])).toEqual([
      { views: 42, likes: 7 },
    ])
    const draft = await insertPost(db(), { status: 'draft' })
    expect(await queryAs(db(), 'anon', 'select * from public.increment_post_views($1)', [draft])).toEqual([])
  })

  it('does nothing for an unknown id: no error, no post and no daily count changes', async () => {
    await insertPost(db(), { status: 'published' })
    const snapshot = async () =>
      (
        await db().query<{ total: string; days: string }>(
          'select (select coalesce(sum(views), 0) from public.posts)::text as total, (select coalesce(sum(views), 0) from public.post_views_daily)::text as days',
        )
      ).rows[0]
    const before = await snapshot()
    await queryAs(db(), 'anon', 'select public.increment_post_views(gen_random_uuid())')
    expect(await snapshot()).toEqual(before)
  })

  it('is SECURITY DEFINER with an empty search_path', async () => {
    const { rows } = await db().query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc where proname = 'increment_post_views'`,
    )
    expect(rows[0].prosecdef).toBe(true)
    expect(rows[0].proconfig).toContain('search_path=""')
  })
})
