// Guards inside trigger and RPC functions that a weakened rule would let through (found by
// npm run test:policies): each test tries exactly the input its guard refuses.
import { beforeAll, describe, expect, it } from 'vitest'
import { CHECKED_CLEAN, createCast, errorCodeAs, insertPost, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const likesOf = async (id: string) =>
  (await db().query<{ likes: number }>('select likes from public.posts where id = $1', [id])).rows[0].likes

describe('posts_set_published_at: a scheduled post needs a date', () => {
  it('refuses to create a scheduled post without published_at (23514)', async () => {
    await expect(insertPost(db(), { status: 'scheduled', publishedAt: null })).rejects.toMatchObject({ code: '23514' })
  })

  it('refuses to move an author’s draft to scheduled without a date (23514), and accepts it with one', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(
      await errorCodeAs(
        db(),
        cast.editor,
        `update public.posts set status = 'scheduled', published_at = null, ${CHECKED_CLEAN} where id = $1`,
        [id],
      ),
    ).toBe('23514')
    const rows = await queryAs<{ status: string }>(
      db(),
      cast.editor,
      `update public.posts set status = 'scheduled', published_at = now() + interval '1 day', ${CHECKED_CLEAN} where id = $1 returning status`,
      [id],
    )
    expect(rows).toEqual([{ status: 'scheduled' }])
  })
})

describe('guard_profile_changes: a profile id never changes', () => {
  it('refuses an admin changing a profile id (42501), and the owner changing their own', async () => {
    const newId = '11111111-1111-4111-8111-111111111111'
    expect(
      await errorCodeAs(db(), cast.admin, 'update public.profiles set id = $2 where id = $1', [cast.authorB.id, newId]),
    ).toBe('42501')
    expect(
      await errorCodeAs(db(), cast.authorB, 'update public.profiles set id = $2 where id = $1', [
        cast.authorB.id,
        newId,
      ]),
    ).toBe('42501')
    const { rows } = await db().query('select 1 from public.profiles where id = $1', [cast.authorB.id])
    expect(rows).toHaveLength(1)
  })
})

describe('set_post_like(null) changes nothing', () => {
  it('returns null and leaves the count as it was for a null liked or a null visitor key, for a visitor and a signed-in user', async () => {
    const id = await insertPost(db(), { status: 'published' })
    const key = crypto.randomUUID()
    await queryAs(db(), 'anon', 'select public.set_post_like($1, true, $2)', [id, key])
    expect(await likesOf(id)).toBe(1)
    for (const actor of ['anon', cast.authorA] as const) {
      expect(await queryAs(db(), actor, 'select public.set_post_like($1, null, $2) as likes', [id, key])).toEqual([
        { likes: null },
      ])
      expect(await queryAs(db(), actor, 'select public.set_post_like($1, false, null) as likes', [id])).toEqual([
        { likes: null },
      ])
      expect(await queryAs(db(), actor, 'select public.set_post_like($1, true, null) as likes', [id])).toEqual([
        { likes: null },
      ])
    }
    expect(await likesOf(id)).toBe(1)
  })
})

describe('delete_user_admin(null)', () => {
  it('answers "Usuário inválido." to an admin and deletes nobody', async () => {
    const { rows: before } = await db().query<{ n: number }>('select count(*)::int as n from public.profiles')
    const [result] = await queryAs<{ r: unknown }>(db(), cast.admin, 'select public.delete_user_admin(null) as r')
    expect(result.r).toEqual({ success: false, error: 'invalid_user', message: 'Usuário inválido.' })
    const { rows: after } = await db().query<{ n: number }>('select count(*)::int as n from public.profiles')
    expect(after[0].n).toBe(before[0].n)
  })
})
