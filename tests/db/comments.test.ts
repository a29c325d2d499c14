import { beforeAll, describe, expect, it } from 'vitest'
import {
  affectedAs,
  createCast,
  createUser,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
let postId: string
beforeAll(async () => {
  cast = await createCast(db())
  postId = await insertPost(db(), { title: 'Com comentários' })
  await db().query(
    `insert into public.comments (post_id, author_name, content) values ($1, 'Leitora', 'Muito bom'), ($1, 'Leitor', 'Obrigado')`,
    [postId],
  )
})

describe('comments', () => {
  it('visitors can neither read nor write comments', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select * from public.comments')).toBe('42501')
    expect(
      await errorCodeAs(db(), 'anon', `insert into public.comments (post_id, content) values ($1, 'spam')`, [postId]),
    ).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', 'delete from public.comments')).toBe('42501')
  })

  it('authors read comments with their post but cannot delete them', async () => {
    const post = await insertPost(db(), { title: 'Lido por autores' })
    await db().query(`insert into public.comments (post_id, content) values ($1, 'primeiro'), ($1, 'segundo')`, [post])
    const rows = await queryAs<{ title: string }>(
      db(),
      cast.authorA,
      'select p.title from public.comments c join public.posts p on p.id = c.post_id where p.id = $1',
      [post],
    )
    expect(rows).toEqual([{ title: 'Lido por autores' }, { title: 'Lido por autores' }])
    expect(await affectedAs(db(), cast.authorA, 'delete from public.comments')).toBe(0)
    const { rows: left } = await db().query('select 1 from public.comments where post_id = $1', [post])
    expect(left).toHaveLength(2)
  })

  it('an account without a staff profile reads no comments', async () => {
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    expect(await queryAs(db(), stranger, 'select id from public.comments')).toEqual([])
  })

  it('nobody creates comments through the API', async () => {
    for (const who of [cast.authorA, cast.editor, cast.admin]) {
      expect(
        await errorCodeAs(db(), who, `insert into public.comments (post_id, content) values ($1, 'x')`, [postId]),
      ).toBe('42501')
    }
  })

  for (const who of ['editor', 'admin'] as const) {
    it(`${who} reads and deletes comments`, async () => {
      await db().query(`insert into public.comments (post_id, content) values ($1, $2)`, [postId, `para ${who}`])
      const rows = await queryAs<{ id: string }>(db(), cast[who], `select id from public.comments where content = $1`, [
        `para ${who}`,
      ])
      expect(rows).toHaveLength(1)
      expect(await affectedAs(db(), cast[who], 'delete from public.comments where id = $1', [rows[0].id])).toBe(1)
    })
  }

  it('go away with their post', async () => {
    const post = await insertPost(db(), { title: 'Apagado com comentários' })
    await db().query(`insert into public.comments (post_id, content) values ($1, 'vai junto')`, [post])
    await db().query('delete from public.posts where id = $1', [post])
    const { rows } = await db().query('select 1 from public.comments where post_id = $1', [post])
    expect(rows).toHaveLength(0)
  })
})
