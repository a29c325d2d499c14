import { beforeAll, describe, expect, it } from 'vitest'
import { createCast, createUser, errorCodeAs, insertPost, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
  const a = await insertPost(db(), { status: 'published' })
  await insertPost(db(), { status: 'draft' })
  // An old post and an old category and comment fall outside the 30-day comparisons.
  const old = await insertPost(db(), {
    status: 'published',
    publishedAt: new Date(Date.now() - 45 * 86_400_000).toISOString(),
  })
  await db().query(
    `insert into public.categories (name, slug, created_at) values ('Antiga', 'antiga', now() - interval '90 days')`,
  )
  await db().query('update public.posts set views = 0')
  await db().query('update public.posts set views = 7 where id = $1', [a])
  await db().query(`insert into public.comments (post_id, content) values ($1, 'um'), ($1, 'dois')`, [a])
  await db().query(
    `insert into public.comments (post_id, content, created_at) values ($1, 'velho', now() - interval '60 days')`,
    [old],
  )
  await db().query('delete from public.post_views_daily')
  await db().query(
    `insert into public.post_views_daily (post_id, day, views)
     values ($1, public.blog_today(), 4), ($1, public.blog_today() - 29, 2), ($1, public.blog_today() - 30, 1)`,
    [a],
  )
})

describe('dashboard_stats', () => {
  it('counts every post, category and comment, sums the views, and what changed in 30 days, for any staff member', async () => {
    const expected = (
      await db().query<Record<string, number>>(
        `select (select count(*)::int from public.posts) p, (select count(*)::int from public.categories) c,
                (select count(*)::int from public.posts where status in ('published', 'scheduled')
                   and published_at > now() - interval '30 days' and published_at <= now()) recent_posts,
                (select count(*)::int from public.categories where created_at > now() - interval '30 days') recent_categories`,
      )
    ).rows[0]
    expect(expected.c - expected.recent_categories).toBe(1)
    for (const who of [cast.authorA, cast.editor, cast.admin]) {
      const [row] = await queryAs<{ s: Record<string, number> }>(db(), who, 'select public.dashboard_stats() as s')
      expect(row.s).toEqual({
        totalPosts: expected.p,
        totalCategories: expected.c,
        totalComments: 3,
        totalViews: 7,
        postsPublishedLast30Days: expected.recent_posts,
        categoriesLast30Days: expected.recent_categories,
        commentsLast30Days: 2,
        viewsLast30Days: 6,
      })
    }
  })

  it('does not count a post published within 30 days that is a draft again, or one scheduled for later', async () => {
    const before = (
      await queryAs<{ s: { postsPublishedLast30Days: number } }>(
        db(),
        cast.admin,
        'select public.dashboard_stats() as s',
      )
    )[0].s
    await insertPost(db(), { status: 'draft', publishedAt: new Date(Date.now() - 86_400_000).toISOString() })
    await insertPost(db(), { status: 'scheduled', publishedAt: new Date(Date.now() + 86_400_000).toISOString() })
    await insertPost(db(), { status: 'scheduled', publishedAt: new Date(Date.now() - 3_600_000).toISOString() })
    const after = (
      await queryAs<{ s: { postsPublishedLast30Days: number } }>(
        db(),
        cast.admin,
        'select public.dashboard_stats() as s',
      )
    )[0].s
    expect(after.postsPublishedLast30Days).toBe(before.postsPublishedLast30Days + 1)
  })

  it('is not available to visitors or to an account without a staff profile', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select public.dashboard_stats()')).toBe('42501')
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    expect(await errorCodeAs(db(), stranger, 'select public.dashboard_stats()')).toBe('42501')
  })
})
