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

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

interface Result {
  success: boolean
  error: string | null
  message: string
}

const deleteUser = async (actor: Actor, target: string): Promise<Result> =>
  (await queryAs<{ r: Result }>(db(), actor, 'select public.delete_user_admin($1) as r', [target]))[0].r

const exists = async (id: string) => {
  const users = await db().query('select 1 from auth.users where id = $1', [id])
  const profiles = await db().query('select 1 from public.profiles where id = $1', [id])
  return users.rows.length + profiles.rows.length > 0
}

describe('delete_user_admin', () => {
  it('visitors may not even call it', async () => {
    const victim = await createUser(db())
    expect(await errorCodeAs(db(), 'anon', 'select public.delete_user_admin($1)', [victim.id])).toBe('42501')
    expect(await exists(victim.id)).toBe(true)
  })

  for (const who of ['authorA', 'editor'] as const) {
    it(`a non-admin (${who}) gets success: false and nobody is deleted`, async () => {
      const victim = await createUser(db())
      const result = await deleteUser(cast[who], victim.id)
      expect(result.success).toBe(false)
      expect(result.error).toBeTruthy()
      expect(result.message).toMatch(/administradores/)
      expect(await exists(victim.id)).toBe(true)
    })
  }

  it('an author cannot delete users directly either', async () => {
    const victim = await createUser(db())
    expect(await errorCodeAs(db(), cast.authorA, 'delete from auth.users where id = $1', [victim.id])).toBe('42501')
    expect(await exists(victim.id)).toBe(true)
  })

  it('an admin cannot delete themselves', async () => {
    const result = await deleteUser(cast.admin, cast.admin.id)
    expect(result).toMatchObject({ success: false, error: 'cannot_delete_self' })
    expect(await exists(cast.admin.id)).toBe(true)
  })

  it('an admin deletes another user: auth row and profile go, their posts stay without author', async () => {
    const victim = await createUser(db(), { fullName: 'A Excluir' })
    const post = await insertPost(db(), { authorId: victim.id })
    const result = await deleteUser(cast.admin, victim.id)
    expect(result).toEqual({ success: true, error: null, message: 'Usuário excluído com sucesso.' })
    expect(await exists(victim.id)).toBe(false)
    const { rows } = await db().query<{ author_id: string | null }>(
      'select author_id from public.posts where id = $1',
      [post],
    )
    expect(rows).toEqual([{ author_id: null }])
  })

  it('reports an unknown user', async () => {
    const result = await deleteUser(cast.admin, crypto.randomUUID())
    expect(result).toMatchObject({ success: false, error: 'not_found' })
  })

  it('is SECURITY DEFINER with an empty search_path', async () => {
    const { rows } = await db().query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc where proname = 'delete_user_admin'`,
    )
    expect(rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'] })
  })
})
