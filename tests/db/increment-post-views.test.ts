import { beforeAll, describe, expect, it } from 'vitest'
import { createCast, insertPost, queryAs, useFreshDatabase, type Cast } from './helpers'

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
    await queryAs(db(), 'anon', 'select public.increment_post_views($1, gen_random_uuid())', [id])
    await queryAs(db(), 'anon', 'select public.increment_post_views(post_id => $1, visitor_key => gen_random_uuid())', [
      id,
    ])
    await queryAs(db(), cast.authorB, 'select public.increment_post_views($1, gen_random_uuid())', [id])
    expect(await viewsOf(id)).toBe(3)
  })

  it('counts one visitor once per post however often it calls, and again after 30 minutes', async () => {
    const id = await insertPost(db(), { status: 'published' })
    const other = await insertPost(db(), { status: 'published' })
    const visitor = crypto.randomUUID()
    for (let i = 0; i < 10; i++)
      await queryAs(db(), 'anon', 'select public.increment_post_views($1, $2)', [id, visitor])
    expect(await viewsOf(id)).toBe(1)
    // The same visitor on another post counts there.
    await queryAs(db(), 'anon', 'select public.increment_post_views($1, $2)', [other, visitor])
    expect(await viewsOf(other)).toBe(1)
    // 29 minutes later: still the same visit; 31 minutes later: a new one.
    const ago = (minutes: number) =>
      db().query(
        `update public.post_view_visits set counted_at = now() - make_interval(mins => $3) where post_id = $1 and visitor_key = $2`,
        [id, visitor, minutes],
      )
    await ago(29)
    await queryAs(db(), 'anon', 'select public.increment_post_views($1, $2)', [id, visitor])
    expect(await viewsOf(id)).toBe(1)
    await ago(31)
    await queryAs(db(), 'anon', 'select public.increment_post_views($1, $2)', [id, visitor])
    expect(await viewsOf(id)).toBe(2)
    const daily = await db().query<{ views: number }>('select views from public.post_views_daily where post_id = $1', [
      id,
    ])
    expect(daily.rows).toEqual([{ views: 2 }])
  })

  it('without a visitor key counts nothing but still answers with the counts', async () => {
    const id = await insertPost(db(), { status: 'published' })
    await db().query('update public.posts set views = 5, likes = 2 where id = $1', [id])
    expect(await queryAs(db(), 'anon', 'select * from public.increment_post_views($1, null)', [id])).toEqual([
      { views: 5, likes: 2 },
    ])
    expect(await viewsOf(id)).toBe(5)
  })

  it('the visits table is closed to every API role', async () => {
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as const) {
      await expect(queryAs(db(), actor, 'select * from public.post_view_visits')).rejects.toMatchObject({
        code: '42501',
      })
      await expect(queryAs(db(), actor, 'delete from public.post_view_visits')).rejects.toMatchObject({ code: '42501' })
    }
  })

  it('the old one-argument function, which counted every call, is gone', async () => {
    const id = await insertPost(db(), { status: 'published' })
    await expect(queryAs(db(), 'anon', 'select public.increment_post_views($1)', [id])).rejects.toMatchObject({
      code: '42883',
    })
  })

  it('counts a scheduled post only once it is due', async () => {
    const due = await insertPost(db(), { status: 'scheduled', publishedAt: new Date(Date.now() - 1000).toISOString() })
    const future = await insertPost(db(), {
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    await queryAs(db(), 'anon', 'select public.increment_post_views($1, gen_random_uuid())', [due])
    await queryAs(db(), 'anon', 'select public.increment_post_views($1, gen_random_uuid())', [future])
    expect(await viewsOf(due)).toBe(1)
    expect(await viewsOf(future)).toBe(0)
  })

  it('ignores drafts and posts in review, even for their author', async () => {
    const draft = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const review = await insertPost(db(), { status: 'review' })
    await queryAs(db(), 'anon', 'select public.increment_post_views($1, gen_random_uuid())', [draft])
    await queryAs(db(), cast.authorA, 'select public.increment_post_views($1, gen_random_uuid())', [draft])
    await queryAs(db(), 'anon', 'select public.increment_post_views($1, gen_random_uuid())', [review])
    expect(await viewsOf(draft)).toBe(0)
    expect(await viewsOf(review)).toBe(0)
  })

  it("answers with the post's views after this one and its likes, and no row for a post visitors cannot see", async () => {
    const id = await insertPost(db(), { status: 'published' })
    await db().query('update public.posts set views = 41, likes = 7 where id = $1', [id])
    expect(
      await queryAs(db(), 'anon', 'select * from public.increment_post_views($1, gen_random_uuid())', [id]),
    ).toEqual([{ views: 42, likes: 7 }])
    const draft = await insertPost(db(), { status: 'draft' })
    expect(
      await queryAs(db(), 'anon', 'select * from public.increment_post_views($1, gen_random_uuid())', [draft]),
    ).toEqual([])
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
    await queryAs(db(), 'anon', 'select public.increment_post_views(gen_random_uuid(), gen_random_uuid())')
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
