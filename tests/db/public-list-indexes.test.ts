import { describe, expect, it } from 'vitest'
import { as, insertPost, queryAs, useFreshDatabase } from './helpers'

// Migration 20250101130800: the popular list and an author's page read an index in their order and
// stop at the page's posts, instead of sorting every visible post (about 1 s at 100,000 posts). The
// plan is asked with sorting and whole-table scans priced out, so only an index in the right order
// can give a plan without a Sort: the test fails if the index goes or stops matching the query.

const db = useFreshDatabase()

const planOf = (sql: string, params: unknown[]) =>
  as(db(), 'anon', async (tx) => {
    await tx.query(`select set_config('enable_sort', 'off', true), set_config('enable_seqscan', 'off', true)`)
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain (costs off) ${sql}`, params)
    return rows.map((row) => row['QUERY PLAN']).join('\n')
  })

describe('the public lists at scale', () => {
  it('"Posts Populares" reads the popular index in its order, with no sort', async () => {
    for (let i = 0; i < 5; i++) await insertPost(db())
    const plan = await planOf(
      `select id from public.posts where status in ('published', 'scheduled')
        order by views desc nulls last, created_at desc limit 5`,
      [],
    )
    expect(plan).toContain('posts_public_popular_idx')
    expect(plan).not.toMatch(/Sort/)
  })

  it("an author's page reads the author's index in its order, with no sort", async () => {
    const post = await insertPost(db())
    const [{ author_id }] = await queryAs<{ author_id: string }>(
      db(),
      'anon',
      'select author_id from public.posts where id = $1',
      [post],
    )
    const plan = await planOf(
      `select id from public.posts where author_id = $1 and status in ('published', 'scheduled')
        order by published_at desc nulls last, created_at desc limit 9`,
      [author_id],
    )
    expect(plan).toContain('posts_public_author_listing_idx')
    expect(plan).not.toMatch(/Sort/)
  })
})
