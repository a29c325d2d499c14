// Notes on drafts (public.post_notes: its policies, the guard post_notes_guard and the mentions'
// notifications, post_notes_notify_mentions). supabase/migrations/20250101124300_newsroom.sql.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  accountWithoutProfile,
  affectedAs,
  createCast,
  createUser,
  errorAs,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
let stranger: TestUser
let postId: string
beforeAll(async () => {
  cast = await createCast(db())
  stranger = await accountWithoutProfile(db())
  postId = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
})

const STAFF = ['authorA', 'authorB', 'editor', 'admin'] as const
const ANCHOR = { quote: 'segundo parágrafo', prefix: 'Leia o ', suffix: ' com calma', from: 120, to: 137 }

/** Writes a note as the person and returns its id. */
async function noteBy(writer: TestUser, fields: { body?: string; parent?: string; mentions?: string[] } = {}) {
  const [{ id }] = await queryAs<{ id: string }>(
    db(),
    writer,
    `insert into public.post_notes (post_id, parent_id, body, anchor, mentions)
     values ($1, $2, $3, $4, $5) returning id`,
    [
      postId,
      fields.parent ?? null,
      fields.body ?? 'Cite a fonte deste dado.',
      fields.parent ? null : JSON.stringify(ANCHOR),
      fields.mentions ?? [],
    ],
  )
  return id
}

async function noteRow(id: string) {
  const { rows } = await db().query<Record<string, unknown>>('select * from public.post_notes where id = $1', [id])
  return rows[0]
}

describe('who reads notes', () => {
  it.each(STAFF)('%s reads every note of any post', async (who) => {
    const id = await noteBy(cast.authorA)
    expect(await queryAs(db(), cast[who], 'select id from public.post_notes where id = $1', [id])).toEqual([{ id }])
  })

  it('visitors are refused and an account without a profile reads none', async () => {
    const id = await noteBy(cast.editor)
    expect(await errorCodeAs(db(), 'anon', 'select * from public.post_notes where id = $1', [id])).toBe('42501')
    expect(await queryAs(db(), stranger, 'select * from public.post_notes where id = $1', [id])).toEqual([])
  })

  it('no function a visitor may call reads notes (trigger functions cannot be called)', async () => {
    const { rows } = await db().query(
      `select p.oid::regprocedure::text as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.prosrc ~* 'post_notes' and p.prorettype <> 'pg_catalog.trigger'::regtype
          and has_function_privilege('anon', p.oid, 'execute')`,
    )
    expect(rows).toEqual([])
  })
})

describe('writing a note', () => {
  it.each(STAFF)('%s writes an anchored note and a reply as themselves', async (who) => {
    const id = await noteBy(cast[who])
    const reply = await noteBy(cast[who], { parent: id, body: 'Feito.' })
    expect(await noteRow(id)).toMatchObject({ author_id: cast[who].id, anchor: ANCHOR, anchor_lost: false })
    expect(await noteRow(reply)).toMatchObject({ author_id: cast[who].id, parent_id: id, anchor: null })
  })

  it("nobody writes in someone else's name, and an account without a profile writes nothing", async () => {
    const insert = `insert into public.post_notes (post_id, author_id, body) values ($1, $2, 'Em nome de outra pessoa')`
    expect(await errorCodeAs(db(), cast.authorB, insert, [postId, cast.authorA.id])).toBe('42501')
    expect(await errorCodeAs(db(), cast.admin, insert, [postId, cast.editor.id])).toBe('42501')
    expect(await errorCodeAs(db(), stranger, insert, [postId, stranger.id])).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', insert, [postId, null])).toBe('42501')
  })

  it('keeps 1 to 2,000 characters after trimming, trimmed', async () => {
    const refusal = { code: '22023', hint: 'note_length', message: 'A nota precisa ter de 1 a 2.000 caracteres.' }
    for (const body of ['   ', 'x'.repeat(2001)]) {
      expect(
        await errorAs(db(), cast.authorA, 'insert into public.post_notes (post_id, body) values ($1, $2)', [
          postId,
          body,
        ]),
      ).toEqual(refusal)
    }
    const id = await noteBy(cast.authorA, { body: `  ${'y'.repeat(2000)}\n` })
    expect(await noteRow(id)).toMatchObject({ body: 'y'.repeat(2000) })
  })

  it('mentions staff members only, each once', async () => {
    const refusal = {
      code: '23514',
      hint: 'note_mention_not_staff',
      message: 'Só é possível mencionar membros da equipe.',
    }
    for (const mentioned of [stranger.id, '00000000-0000-4000-8000-00000000abcd']) {
      expect(
        await errorAs(
          db(),
          cast.editor,
          'insert into public.post_notes (post_id, body, mentions) values ($1, $2, $3)',
          [postId, 'Olhe isto', [cast.authorA.id, mentioned]],
        ),
      ).toEqual(refusal)
    }
    const id = await noteBy(cast.editor, { mentions: [cast.authorA.id, cast.authorB.id, cast.authorA.id] })
    expect(((await noteRow(id)).mentions as string[]).sort()).toEqual([cast.authorA.id, cast.authorB.id].sort())
  })

  it('a reply goes under a top-level note of the same post, one level deep, without an anchor', async () => {
    const top = await noteBy(cast.editor)
    const reply = await noteBy(cast.authorA, { parent: top })
    const otherPost = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const [{ id: elsewhere }] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `insert into public.post_notes (post_id, body) values ($1, 'Em outro post') returning id`,
      [otherPost],
    )
    const refusal = {
      code: '23514',
      hint: 'note_parent_invalid',
      message: 'Uma resposta fica sob uma nota principal do mesmo post.',
    }
    for (const parent of [reply, elsewhere]) {
      expect(
        await errorAs(
          db(),
          cast.authorB,
          'insert into public.post_notes (post_id, parent_id, body) values ($1, $2, $3)',
          [postId, parent, 'Resposta'],
        ),
      ).toEqual(refusal)
    }
    expect(
      await errorCodeAs(
        db(),
        cast.authorB,
        'insert into public.post_notes (post_id, parent_id, body, anchor) values ($1, $2, $3, $4)',
        [postId, top, 'Resposta marcada', JSON.stringify(ANCHOR)],
      ),
    ).toBe('23514')
  })

  it.each([
    ['not an object', '"segundo"'],
    ['an unknown key', JSON.stringify({ ...ANCHOR, html: '<b>' })],
    ['an empty quote', JSON.stringify({ ...ANCHOR, quote: '' })],
    ['a position as text', JSON.stringify({ ...ANCHOR, from: '1' })],
    ['an end before the start', JSON.stringify({ ...ANCHOR, from: 10, to: 9 })],
    ['a negative position', JSON.stringify({ ...ANCHOR, from: -1 })],
    ['a prefix over 200 characters', JSON.stringify({ ...ANCHOR, prefix: 'p'.repeat(201) })],
  ])('refuses an anchor with %s', async (_case, anchor) => {
    expect(
      await errorCodeAs(
        db(),
        cast.authorA,
        'insert into public.post_notes (post_id, body, anchor) values ($1, $2, $3)',
        [postId, 'Nota', anchor],
      ),
    ).toBe('23514')
  })
})

describe('changing a note', () => {
  it('only its writer edits the text and the mentions, which marks it edited', async () => {
    const id = await noteBy(cast.authorA)
    for (const who of ['authorB', 'editor', 'admin'] as const) {
      for (const set of [`body = 'Reescrito'`, `mentions = array['${cast.editor.id}']::uuid[]`]) {
        expect(await errorAs(db(), cast[who], `update public.post_notes set ${set} where id = $1`, [id])).toEqual({
          code: '42501',
          hint: 'note_not_writer',
          message: 'Só quem escreveu a nota pode editá-la.',
        })
      }
    }
    expect(
      await affectedAs(db(), cast.authorA, `update public.post_notes set body = 'Reescrito' where id = $1`, [id]),
    ).toBe(1)
    expect(await noteRow(id)).toMatchObject({ body: 'Reescrito', edited_at: expect.any(Date) })
  })

  it.each(STAFF)("%s resolves and reopens someone else's note; the database says who and when", async (who) => {
    const id = await noteBy(who === 'editor' ? cast.admin : cast.editor)
    await queryAs(
      db(),
      cast[who],
      `update public.post_notes set resolved_at = '2001-01-01', resolved_by = $2 where id = $1`,
      [id, cast.authorB.id === cast[who].id ? cast.admin.id : cast.authorB.id],
    )
    const resolved = await noteRow(id)
    expect(resolved).toMatchObject({ resolved_by: cast[who].id, edited_at: null })
    expect((resolved.resolved_at as Date).getFullYear()).toBeGreaterThan(2020)
    await queryAs(db(), cast[who], 'update public.post_notes set resolved_at = null where id = $1', [id])
    expect(await noteRow(id)).toMatchObject({ resolved_at: null, resolved_by: null })
  })

  it.each(STAFF)("%s re-anchors someone else's note or marks its text removed", async (who) => {
    const id = await noteBy(who === 'authorA' ? cast.authorB : cast.authorA)
    const moved = { ...ANCHOR, from: 300, to: 317 }
    await queryAs(db(), cast[who], 'update public.post_notes set anchor = $2 where id = $1', [
      id,
      JSON.stringify(moved),
    ])
    await queryAs(db(), cast[who], 'update public.post_notes set anchor_lost = true where id = $1', [id])
    expect(await noteRow(id)).toMatchObject({ anchor: moved, anchor_lost: true, edited_at: null })
  })

  it('never changes post, thread, writer or creation time, even for its writer', async () => {
    const top = await noteBy(cast.editor)
    const id = await noteBy(cast.authorA)
    const otherPost = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    for (const [set, param] of [
      ['post_id = $2', otherPost],
      ['author_id = $2', cast.authorB.id],
      ['created_at = $2', '2001-01-01'],
      ['anchor = null, parent_id = $2', top],
    ]) {
      expect(
        await errorAs(db(), cast.authorA, `update public.post_notes set ${set} where id = $1`, [id, param]),
      ).toEqual({
        code: '42501',
        hint: 'note_immutable',
        message: 'Uma nota não muda de post, de conversa nem de autor.',
      })
    }
  })

  it('an account without a profile changes no note', async () => {
    const id = await noteBy(cast.authorA)
    // Without a WHERE clause only the update policy stands between it and every note (no read policy applies).
    expect(await affectedAs(db(), stranger, 'update public.post_notes set resolved_at = now()')).toBe(0)
    expect(
      await affectedAs(db(), stranger, `update public.post_notes set resolved_at = now() where id = $1`, [id]),
    ).toBe(0)
    expect(
      await errorCodeAs(db(), 'anon', `update public.post_notes set resolved_at = now() where id = $1`, [id]),
    ).toBe('42501')
  })
})

describe('deleting a note', () => {
  it('only its writer deletes it, and its replies go with it', async () => {
    const id = await noteBy(cast.authorA)
    const reply = await noteBy(cast.editor, { parent: id })
    for (const who of ['authorB', 'editor', 'admin'] as const) {
      expect(await affectedAs(db(), cast[who], 'delete from public.post_notes where id = $1', [id])).toBe(0)
    }
    expect(await affectedAs(db(), stranger, 'delete from public.post_notes where id = $1', [id])).toBe(0)
    expect(await affectedAs(db(), cast.authorA, 'delete from public.post_notes where id = $1', [id])).toBe(1)
    expect(await noteRow(reply)).toBeUndefined()
  })
})

describe('when a person is removed', () => {
  it('their notes stay without a writer, and a note they resolved stays resolved', async () => {
    const leaving = await createUser(db(), { fullName: 'Quem Sai' })
    const written = await noteBy(leaving)
    const resolved = await noteBy(cast.authorA)
    await queryAs(db(), leaving, 'update public.post_notes set resolved_at = now() where id = $1', [resolved])
    await db().query('delete from auth.users where id = $1', [leaving.id])
    expect(await noteRow(written)).toMatchObject({ author_id: null, body: 'Cite a fonte deste dado.' })
    expect(await noteRow(resolved)).toMatchObject({ resolved_at: expect.any(Date), resolved_by: null })
    // Nobody else may clear a writer.
    expect(
      await errorAs(db(), cast.admin, 'update public.post_notes set author_id = null where id = $1', [resolved]),
    ).toMatchObject({ hint: 'note_immutable' })
  })
})

describe('mentions', () => {
  async function mentionsOf(noteId: string) {
    const { rows } = await db().query<{ recipient_id: string; actor_id: string }>(
      `select recipient_id, actor_id, post_id from public.notifications where note_id = $1 and kind = 'note_mention'
        order by recipient_id`,
      [noteId],
    )
    return rows
  }

  it('each person a note newly mentions is told once, never its writer', async () => {
    const id = await noteBy(cast.authorA, { mentions: [cast.editor.id, cast.authorA.id] })
    expect(await mentionsOf(id)).toEqual([{ recipient_id: cast.editor.id, actor_id: cast.authorA.id, post_id: postId }])
    await queryAs(db(), cast.authorA, 'update public.post_notes set mentions = $2 where id = $1', [
      id,
      [cast.editor.id, cast.admin.id],
    ])
    const told = (await mentionsOf(id)).map((n) => n.recipient_id)
    expect(told.sort()).toEqual([cast.admin.id, cast.editor.id].sort())
  })

  it('a mentioned person removed later does not block resolving the note', async () => {
    const gone = await createUser(db(), { fullName: 'Pessoa Temporária' })
    const id = await noteBy(cast.editor, { mentions: [gone.id] })
    await db().query('delete from public.profiles where id = $1', [gone.id])
    expect(
      await affectedAs(db(), cast.authorA, 'update public.post_notes set resolved_at = now() where id = $1', [id]),
    ).toBe(1)
  })
})
