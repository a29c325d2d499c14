// Assignments on posts (editor_id, technical_reviewer_id, due_at; posts_guard_assignment) and what a
// change of them causes: a new version, no page rebuild, an audit entry, and the assignees' notifications
// (posts_notify_assignment). supabase/migrations/20250101124300_newsroom.sql.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createCast,
  createUser,
  createUserWithRegistry,
  errorAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
/** An author whose registry an admin verified: may be asked for a technical review. */
let doctor: TestUser
/** An author with a registry nobody verified. */
let undeclared: TestUser
beforeAll(async () => {
  cast = await createCast(db())
  doctor = await createUserWithRegistry(db(), {
    email: 'dra.helena@example.com',
    fullName: 'Helena Prado',
    number: '123456',
    verifiedBy: cast.admin,
  })
  undeclared = await createUserWithRegistry(db(), {
    email: 'dr.caio@example.com',
    fullName: 'Caio Lima',
    number: '654321',
  })
})

const ASSIGN = `update public.posts set editor_id = $2, technical_reviewer_id = $3, due_at = $4::timestamptz
  where id = $1 returning editor_id, technical_reviewer_id, due_at = $4::timestamptz as due_saved`

async function notificationsOf(postId: string) {
  const { rows } = await db().query<{ recipient_id: string; kind: string; actor_id: string | null }>(
    'select recipient_id, kind, actor_id from public.notifications where post_id = $1 order by kind, recipient_id',
    [postId],
  )
  return rows
}

describe('who assigns', () => {
  it.each(['editor', 'admin'] as const)(
    'an %s sets the editor, the technical reviewer and the due date of any post',
    async (role) => {
      const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
      expect(await queryAs(db(), cast[role], ASSIGN, [id, cast.editor.id, doctor.id, '2030-01-10T12:00:00Z'])).toEqual([
        { editor_id: cast.editor.id, technical_reviewer_id: doctor.id, due_saved: true },
      ])
      expect(await queryAs(db(), cast[role], ASSIGN, [id, null, null, null])).toEqual([
        { editor_id: null, technical_reviewer_id: null, due_saved: null },
      ])
    },
  )

  it.each([
    ['the editor', 'editor_id', 'editor'],
    ['the technical reviewer', 'technical_reviewer_id', 'doctor'],
    ['the due date', 'due_at', 'date'],
  ] as const)('an author may not set or change %s of their own post', async (_what, column, value) => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const param = value === 'editor' ? cast.editor.id : value === 'doctor' ? doctor.id : '2030-01-10T12:00:00Z'
    const refusal = {
      code: '42501',
      hint: 'assignment_forbidden',
      message: 'Apenas editores e administradores definem o editor, o revisor técnico e o prazo de um post.',
    }
    expect(
      await errorAs(db(), cast.authorA, `update public.posts set ${column} = $2 where id = $1`, [id, param]),
    ).toEqual(refusal)
    // Set by an editor, the author may neither change nor clear it.
    await db().query(`update public.posts set ${column} = $2 where id = $1`, [id, param])
    expect(await errorAs(db(), cast.authorA, `update public.posts set ${column} = null where id = $1`, [id])).toEqual(
      refusal,
    )
    // Nor create a post that carries it.
    expect(
      await errorAs(
        db(),
        cast.authorA,
        `insert into public.posts (title, slug, author_id, ${column}) values ('Com prazo', 'com-prazo-' || $3, $1, $2)`,
        [cast.authorA.id, param, column.replace(/_/g, '-')],
      ),
    ).toEqual(refusal)
  })

  it('an author saves a post whose assignments an editor set, as long as the save keeps them', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    await db().query(`update public.posts set editor_id = $2, due_at = '2030-01-10T12:00:00Z' where id = $1`, [
      id,
      cast.editor.id,
    ])
    const rows = await queryAs(
      db(),
      cast.authorA,
      `update public.posts set title = 'Novo título', editor_id = $2, due_at = '2030-01-10T12:00:00Z' where id = $1 returning title`,
      [id, cast.editor.id],
    )
    expect(rows).toEqual([{ title: 'Novo título' }])
  })
})

describe('whom', () => {
  it('the editor must be an editor or an admin', async () => {
    const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
    expect(await errorAs(db(), cast.editor, ASSIGN, [id, cast.authorB.id, null, null])).toEqual({
      code: '23514',
      hint: 'assignment_editor_role',
      message: 'O editor responsável precisa ser um editor ou administrador.',
    })
    expect(await queryAs(db(), cast.editor, ASSIGN, [id, cast.admin.id, null, null])).toHaveLength(1)
  })

  it('the technical reviewer must hold a registry an admin verified', async () => {
    const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
    const refusal = {
      code: '23514',
      hint: 'assignment_reviewer_unverified',
      message: 'O revisor técnico precisa ter o registro profissional verificado por um administrador.',
    }
    expect(await errorAs(db(), cast.admin, ASSIGN, [id, null, undeclared.id, null])).toEqual(refusal)
    expect(await errorAs(db(), cast.admin, ASSIGN, [id, null, cast.authorB.id, null])).toEqual(refusal)
    expect(await queryAs(db(), cast.admin, ASSIGN, [id, null, doctor.id, null])).toHaveLength(1)
  })

  it('a person chosen stays assigned when they no longer qualify; choosing them again is refused', async () => {
    const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
    const other = await createUser(db(), { email: 'editora.temp@example.com', fullName: 'Tina Temp', invite: 'editor' })
    await queryAs(db(), cast.admin, ASSIGN, [id, other.id, null, null])
    await db().query(`update public.profiles set role = 'author' where id = $1`, [other.id])
    expect(
      await queryAs(db(), cast.editor, `update public.posts set due_at = now() where id = $1 returning editor_id`, [
        id,
      ]),
    ).toEqual([{ editor_id: other.id }])
    await db().query('update public.posts set editor_id = null where id = $1', [id])
    expect((await errorAs(db(), cast.editor, ASSIGN, [id, other.id, null, null]))?.hint).toBe('assignment_editor_role')
  })
})

describe('what an assignment changes', () => {
  it('moves the version (a concurrent save conflicts), not the public page, and is in the audit log by name', async () => {
    const id = await insertPost(db(), { status: 'published', authorId: cast.authorA.id })
    const before = (
      await db().query<{ version: number; page_changed_at: string }>(
        'select version, page_changed_at::text from public.posts where id = $1',
        [id],
      )
    ).rows[0]
    await queryAs(db(), cast.editor, ASSIGN, [id, cast.editor.id, doctor.id, '2030-01-10T12:00:00Z'])
    const after = (
      await db().query<{ version: number; page_changed_at: string }>(
        'select version, page_changed_at::text from public.posts where id = $1',
        [id],
      )
    ).rows[0]
    expect(after).toEqual({ version: before.version + 1, page_changed_at: before.page_changed_at })
    expect(
      (
        await errorAs(db(), cast.admin, `update public.posts set title = 'Outro', version = $2 where id = $1`, [
          id,
          before.version,
        ])
      )?.code,
    ).toBe('PT409')
    const { rows } = await db().query(
      `select actor_id, details - 'due_at' as details, (details ->> 'due_at')::timestamptz = '2030-01-10T12:00:00Z' as due
         from public.audit_log where action = 'post.assigned' and entity_id = $1`,
      [id],
    )
    expect(rows).toEqual([
      { actor_id: cast.editor.id, details: { editor: 'Edu Editor', technical_reviewer: 'Helena Prado' }, due: true },
    ])
  })

  it('tells the new editor, author and technical reviewer, never the person assigning', async () => {
    const id = await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
    await queryAs(db(), cast.editor, ASSIGN, [id, cast.admin.id, doctor.id, null])
    expect(await notificationsOf(id)).toEqual([
      { recipient_id: cast.admin.id, kind: 'assignment', actor_id: cast.editor.id },
      { recipient_id: doctor.id, kind: 'technical_review_requested', actor_id: cast.editor.id },
    ])
    // Saving again with the same people, or only a new due date, tells nobody.
    await queryAs(db(), cast.editor, ASSIGN, [id, cast.admin.id, doctor.id, '2030-02-01T12:00:00Z'])
    // The editor makes themself the editor and hands the post to another author.
    await queryAs(db(), cast.editor, 'update public.posts set editor_id = $2, author_id = $3 where id = $1', [
      id,
      cast.editor.id,
      cast.authorB.id,
    ])
    const kinds = (await notificationsOf(id)).map((n) => `${n.kind}:${n.recipient_id}`)
    expect(kinds).toHaveLength(3)
    expect(kinds).toContain(`assignment:${cast.authorB.id}`)
    expect(kinds).not.toContain(`assignment:${cast.editor.id}`)
  })

  it('an author creating their own post, and the database itself, tell nobody', async () => {
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.authorA,
      `insert into public.posts (title, slug, author_id) values ('Meu post', 'meu-post-sem-aviso', $1) returning id`,
      [cast.authorA.id],
    )
    await db().query('update public.posts set editor_id = $2, technical_reviewer_id = $3 where id = $1', [
      id,
      cast.editor.id,
      doctor.id,
    ])
    expect(await notificationsOf(id)).toEqual([])
  })

  it("an editor creating a post in an author's name tells that author", async () => {
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `insert into public.posts (title, slug, author_id) values ('Encomenda', 'encomenda-para-bruno', $1) returning id`,
      [cast.authorB.id],
    )
    expect(await notificationsOf(id)).toEqual([
      { recipient_id: cast.authorB.id, kind: 'assignment', actor_id: cast.editor.id },
    ])
  })
})
