// The history of each post's status (public.post_status_changes, written by posts_record_status_change),
// "Enviado para revisão" telling editors and admins (post_submitted), and "Devolver ao autor"
// (return_post_to_author). supabase/migrations/20250101124300_newsroom.sql.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  createCast,
  errorAs,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Actor,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
let stranger: TestUser
beforeAll(async () => {
  cast = await createCast(db())
  stranger = await accountWithoutProfile(db())
})

async function historyOf(postId: string) {
  const { rows } = await db().query<{ from_status: string | null; to_status: string; changed_by: string | null }>(
    `select from_status, to_status, changed_by, note from public.post_status_changes where post_id = $1
      order by changed_at, (from_status is not null), to_status`,
    [postId],
  )
  return rows
}

async function notificationsOf(postId: string) {
  const { rows } = await db().query<{ recipient_id: string; kind: string; note_id: string | null }>(
    'select recipient_id, kind, actor_id, note_id from public.notifications where post_id = $1 order by recipient_id',
    [postId],
  )
  return rows
}

const RETURN = 'select public.return_post_to_author($1, $2)'

describe('the status history', () => {
  it('records the creation and each status change with who made it, and nothing for a save that keeps the status', async () => {
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.authorA,
      `insert into public.posts (title, slug, author_id) values ('Histórico', 'historico-do-post', $1) returning id`,
      [cast.authorA.id],
    )
    await queryAs(db(), cast.authorA, `update public.posts set status = 'review' where id = $1`, [id])
    await queryAs(
      db(),
      cast.authorA,
      `update public.posts set title = 'Histórico 2', status = 'review' where id = $1`,
      [id],
    )
    expect(await historyOf(id)).toEqual([
      { from_status: null, to_status: 'draft', changed_by: cast.authorA.id, note: null },
      { from_status: 'draft', to_status: 'review', changed_by: cast.authorA.id, note: null },
    ])
  })

  it('the database itself (no signed-in person) is recorded as nobody', async () => {
    const id = await insertPost(db(), { status: 'published' })
    expect(await historyOf(id)).toEqual([{ from_status: null, to_status: 'published', changed_by: null, note: null }])
  })

  it.each(['authorA', 'authorB', 'editor', 'admin'] as const)('%s reads the history of any post', async (who) => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const rows = await queryAs(db(), cast[who], 'select to_status from public.post_status_changes where post_id = $1', [
      id,
    ])
    expect(rows).toEqual([{ to_status: 'draft' }])
  })

  it('visitors are refused it and an account without a profile reads none of it', async () => {
    const id = await insertPost(db(), { status: 'published' })
    const read = 'select * from public.post_status_changes where post_id = $1'
    expect(await errorCodeAs(db(), 'anon', read, [id])).toBe('42501')
    expect(await queryAs(db(), stranger, read, [id])).toEqual([])
  })

  it.each(['authorA', 'editor', 'admin', 'service_role'] as const)(
    '%s cannot write, change or delete it',
    async (who) => {
      const actor: Actor = who === 'service_role' ? who : cast[who]
      const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
      for (const sql of [
        `insert into public.post_status_changes (post_id, to_status) values ($1, 'published')`,
        `update public.post_status_changes set to_status = 'published' where post_id = $1`,
        'delete from public.post_status_changes where post_id = $1',
      ]) {
        expect(await errorCodeAs(db(), actor, sql, [id])).toBe('42501')
      }
    },
  )
})

describe('a post sent for review', () => {
  it('tells every editor and admin, not the sender and not the other authors', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    await queryAs(db(), cast.authorA, `update public.posts set status = 'review' where id = $1`, [id])
    const told = (await notificationsOf(id)).filter((n) => n.kind === 'post_submitted').map((n) => n.recipient_id)
    expect(told.sort()).toEqual([cast.admin.id, cast.editor.id].sort())
  })

  it('sent by an admin, tells the editor only', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.admin.id })
    await queryAs(db(), cast.admin, `update public.posts set status = 'review' where id = $1`, [id])
    expect((await notificationsOf(id)).map((n) => [n.kind, n.recipient_id])).toEqual([
      ['post_submitted', cast.editor.id],
    ])
  })

  it('created straight into review by an author tells the editors too', async () => {
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.authorB,
      `insert into public.posts (title, slug, author_id, status) values ('Direto', 'direto-para-revisao', $1, 'review') returning id`,
      [cast.authorB.id],
    )
    expect((await notificationsOf(id)).map((n) => n.recipient_id).sort()).toEqual(
      [cast.admin.id, cast.editor.id].sort(),
    )
  })
})

describe('"Devolver ao autor"', () => {
  it.each(['editor', 'admin'] as const)(
    'an %s returns a post in review: draft, the note on the post and in the history, the author told',
    async (who) => {
      const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
      await queryAs(db(), cast[who], RETURN, [id, '\n  Reveja o segundo parágrafo e cite a fonte.\t '])
      const { rows: post } = await db().query('select status from public.posts where id = $1', [id])
      expect(post).toEqual([{ status: 'draft' }])
      expect((await historyOf(id)).at(-1)).toEqual({
        from_status: 'review',
        to_status: 'draft',
        changed_by: cast[who].id,
        note: 'Reveja o segundo parágrafo e cite a fonte.',
      })
      const { rows: notes } = await db().query<{ id: string }>(
        'select id, author_id, body, anchor, parent_id from public.post_notes where post_id = $1',
        [id],
      )
      expect(notes).toEqual([
        {
          id: expect.any(String),
          author_id: cast[who].id,
          body: 'Reveja o segundo parágrafo e cite a fonte.',
          anchor: null,
          parent_id: null,
        },
      ])
      expect(await notificationsOf(id)).toEqual([
        { recipient_id: cast.authorA.id, kind: 'post_returned', actor_id: cast[who].id, note_id: notes[0].id },
      ])
    },
  )

  it.each(['authorA', 'authorB'] as const)('%s may not return a post (the author of it included)', async (who) => {
    const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
    expect(await errorAs(db(), cast[who], RETURN, [id, 'Volta'])).toEqual({
      code: '42501',
      hint: 'return_forbidden',
      message: 'Apenas editores e administradores devolvem um post ao autor.',
    })
    expect(await errorAs(db(), stranger, RETURN, [id, 'Volta'])).toMatchObject({ hint: 'return_forbidden' })
    expect(await errorCodeAs(db(), 'anon', RETURN, [id, 'Volta'])).toBe('42501')
    expect((await db().query('select status from public.posts where id = $1', [id])).rows).toEqual([
      { status: 'review' },
    ])
  })

  it('needs a note of 1 to 2,000 characters after trimming', async () => {
    const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
    const refusal = { code: '22023', hint: 'note_length', message: 'A nota precisa ter de 1 a 2.000 caracteres.' }
    for (const note of [null, ' \n\t ', 'x'.repeat(2001)]) {
      expect(await errorAs(db(), cast.editor, RETURN, [id, note])).toEqual(refusal)
    }
    await queryAs(db(), cast.editor, RETURN, [id, ` ${'x'.repeat(2000)} `])
    expect((await db().query('select status from public.posts where id = $1', [id])).rows).toEqual([
      { status: 'draft' },
    ])
  })

  it('refuses a post no longer in review (the second of two editors: PT409) and an unknown post', async () => {
    const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
    await queryAs(db(), cast.editor, RETURN, [id, 'Primeira devolução'])
    expect(await errorAs(db(), cast.admin, RETURN, [id, 'Segunda devolução'])).toEqual({
      code: 'PT409',
      hint: 'post_not_in_review',
      message: 'Este post não está mais em revisão.',
    })
    expect(await errorAs(db(), cast.admin, RETURN, ['00000000-0000-4000-8000-000000000099', 'Nota'])).toEqual({
      code: 'P0002',
      hint: undefined,
      message: 'Post não encontrado.',
    })
    const { rows } = await db().query<{ n: number }>(
      'select count(*)::int as n from public.post_notes where post_id = $1',
      [id],
    )
    expect(rows).toEqual([{ n: 1 }])
  })
})
