import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCast, errorCodeAs, freshDatabase, insertPost, queryAs, type Cast, type Db } from './helpers'

let db: Db
let cast: Cast
beforeAll(async () => {
  db = await freshDatabase()
  cast = await createCast(db)
  const a = await insertPost(db, { status: 'published' })
  await insertPost(db, { status: 'draft' })
  await db.query('update public.posts set views = 0')
  await db.query('update public.posts set views = 7 where id = $1', [a])
  await db.query(`insert into public.comments (post_id, content) values ($1, 'um'), ($1, 'dois')`, [a])
})
afterAll(async () => {
  await db.close()
})

describe('dashboard_stats', () => {
  it('counts every post, category and comment, and sums the views, for any staff member', async () => {
    const expected = (
      await db.query<{ p: number; c: number; m: number; v: number }>(
        `select (select count(*)::int from public.posts) p, (select count(*)::int from public.categories) c,
                (select count(*)::int from public.comments) m, (select sum(views)::int from public.posts) v`,
      )
    ).rows[0]
    for (const who of [cast.authorA, cast.editor, cast.admin]) {
      const [row] = await queryAs<{ s: Record<string, number> }>(db, who, 'select public.dashboard_stats() as s')
      expect(row.s).toEqual({ totalPosts: expected.p, totalCategories: expected.c, totalComments: 2, totalViews: 7 })
      expect(expected.m).toBe(2)
    }
  })

  it('is not available to visitors', async () => {
    expect(await errorCodeAs(db, 'anon', 'select public.dashboard_stats()')).toBe('42501')
  })
})
