import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCast, freshDatabase, insertPost, queryAs, type Cast, type Db } from './helpers'

let db: Db
let cast: Cast
beforeAll(async () => {
  db = await freshDatabase()
  cast = await createCast(db)
})
afterAll(async () => {
  await db.close()
})

const like = async (actor: Parameters<typeof queryAs>[1], id: string, liked: boolean) =>
  (await queryAs<{ likes: number | null }>(db, actor, 'select public.set_post_like($1, $2) as likes', [id, liked]))[0]
    .likes

describe('set_post_like', () => {
  it('adds and removes a like and returns the new count', async () => {
    const id = await insertPost(db)
    expect(await like('anon', id, true)).toBe(1)
    expect(await like('anon', id, true)).toBe(2)
    expect(await like(cast.authorA, id, false)).toBe(1)
  })

  it('never goes below zero', async () => {
    const id = await insertPost(db)
    expect(await like('anon', id, false)).toBe(0)
    expect(await like('anon', id, false)).toBe(0)
  })

  it('returns null and changes nothing for drafts, future scheduled posts and unknown ids', async () => {
    const draft = await insertPost(db, { status: 'draft' })
    const future = await insertPost(db, {
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    expect(await like('anon', draft, true)).toBeNull()
    expect(await like('anon', future, true)).toBeNull()
    expect(await like('anon', crypto.randomUUID(), true)).toBeNull()
    const { rows } = await db.query<{ likes: number }>('select likes from public.posts where id = any($1::uuid[])', [
      [draft, future],
    ])
    expect(rows.map((r) => r.likes)).toEqual([0, 0])
  })

  it('visitors cannot set likes directly', async () => {
    const id = await insertPost(db)
    await expect(queryAs(db, 'anon', 'update public.posts set likes = 1000 where id = $1', [id])).rejects.toMatchObject(
      { code: '42501' },
    )
  })
})
