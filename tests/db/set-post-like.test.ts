import { beforeAll, describe, expect, it } from 'vitest'
import { createCast, insertPost, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

type Actor = Parameters<typeof queryAs>[1]
const like = async (actor: Actor, id: string, liked: boolean, visitor: string) =>
  (
    await queryAs<{ likes: number | null }>(db(), actor, 'select public.set_post_like($1, $2, $3) as likes', [
      id,
      liked,
      visitor,
    ])
  )[0].likes
const likesOf = async (id: string) =>
  (await db().query<{ likes: number }>('select likes from public.posts where id = $1', [id])).rows[0].likes

describe('set_post_like', () => {
  it('adds one like per visitor and returns the new count; a second visitor adds another', async () => {
    const id = await insertPost(db())
    const [first, second] = [crypto.randomUUID(), crypto.randomUUID()]
    expect(await like('anon', id, true, first)).toBe(1)
    expect(await like(cast.authorA, id, true, second)).toBe(2)
  })

  it('counts 10 likes from one visitor as 1, for anon and a signed-in user alike', async () => {
    for (const actor of ['anon', cast.authorB] as const) {
      const id = await insertPost(db())
      const visitor = crypto.randomUUID()
      for (let i = 0; i < 10; i++) expect(await like(actor, id, true, visitor)).toBe(1)
      expect(await likesOf(id)).toBe(1)
    }
  })

  it("unliking removes the visitor's own like once, and cannot take away other visitors' likes", async () => {
    const id = await insertPost(db())
    const [liker, other, stranger] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()]
    await like('anon', id, true, liker)
    await like('anon', id, true, other)
    expect(await like('anon', id, false, liker)).toBe(1)
    expect(await like('anon', id, false, liker)).toBe(1)
    // A visitor who never liked cannot unlike: the count stays.
    for (let i = 0; i < 5; i++) expect(await like('anon', id, false, stranger)).toBe(1)
    // Liking again after unliking counts again.
    expect(await like('anon', id, true, liker)).toBe(2)
  })

  it('never goes below zero when the seeded count is already 0', async () => {
    const id = await insertPost(db())
    const visitor = crypto.randomUUID()
    await db().query(`insert into public.post_likes (post_id, visitor_key) values ($1, $2)`, [id, visitor])
    expect(await like('anon', id, false, visitor)).toBe(0)
  })

  it('returns null and changes nothing for drafts, future scheduled posts and unknown ids', async () => {
    const draft = await insertPost(db(), { status: 'draft' })
    const future = await insertPost(db(), {
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    const visitor = crypto.randomUUID()
    expect(await like('anon', draft, true, visitor)).toBeNull()
    expect(await like('anon', future, true, visitor)).toBeNull()
    expect(await like('anon', crypto.randomUUID(), true, visitor)).toBeNull()
    const { rows } = await db().query<{ likes: number }>('select likes from public.posts where id = any($1::uuid[])', [
      [draft, future],
    ])
    expect(rows.map((r) => r.likes)).toEqual([0, 0])
    const { rows: kept } = await db().query('select 1 from public.post_likes where visitor_key = $1', [visitor])
    expect(kept).toEqual([])
  })

  it('visitors cannot set likes directly', async () => {
    const id = await insertPost(db())
    await expect(
      queryAs(db(), 'anon', 'update public.posts set likes = 1000 where id = $1', [id]),
    ).rejects.toMatchObject({ code: '42501' })
  })

  it('the likes table is closed to every API role: no reading who liked, no writing a like directly', async () => {
    const id = await insertPost(db())
    for (const actor of ['anon', cast.authorA, cast.editor, cast.admin] as const) {
      await expect(queryAs(db(), actor, 'select * from public.post_likes')).rejects.toMatchObject({ code: '42501' })
      await expect(
        queryAs(db(), actor, 'insert into public.post_likes (post_id, visitor_key) values ($1, gen_random_uuid())', [
          id,
        ]),
      ).rejects.toMatchObject({ code: '42501' })
    }
  })

  it('the old two-argument function, which counted every call, is gone', async () => {
    const id = await insertPost(db())
    await expect(queryAs(db(), 'anon', 'select public.set_post_like($1, true)', [id])).rejects.toMatchObject({
      code: '42883',
    })
  })
})
