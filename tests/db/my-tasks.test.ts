// my_tasks(): the dashboard's "Minhas tarefas" (supabase/migrations/20250101124500_my_tasks.sql).
// Each person sees what is theirs — drafts and posts in review they write or edit, posts returned to
// them with the note, technical reviews asked of them, open notes that mention them — overdue first;
// a visitor can call nothing.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createCast,
  createUser,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  verifyRegistry,
  type Cast,
  type TestUser,
} from './helpers'

const db = useFreshDatabase({ seed: false })
let cast: Cast
let doctor: TestUser
const posts: Record<string, string> = {}

interface Task {
  kind: string
  title: string
  note_excerpt: string | null
}
const tasksOf = (actor: TestUser) =>
  queryAs<Task>(db(), actor, 'select kind, title, note_excerpt from public.my_tasks()')

beforeAll(async () => {
  cast = await createCast(db())
  doctor = await createUser(db(), { email: 'dra.helena@example.com', fullName: 'Helena Prado' })
  await db().query(
    `update public.profiles set registry_council = 'CRM', registry_uf = 'SP', registry_number = '123456' where id = $1`,
    [doctor.id],
  )
  await verifyRegistry(db(), cast.admin, doctor.id)
  posts.later = await insertPost(db(), { title: 'Rascunho sem prazo', status: 'draft', authorId: cast.authorA.id })
  posts.late = await insertPost(db(), { title: 'Rascunho atrasado', status: 'draft', authorId: cast.authorA.id })
  posts.returned = await insertPost(db(), { title: 'Post devolvido', status: 'review', authorId: cast.authorA.id })
  posts.other = await insertPost(db(), { title: 'Post de outro autor', status: 'draft', authorId: cast.authorB.id })
  posts.published = await insertPost(db(), { title: 'Já publicado', status: 'published', authorId: cast.authorA.id })
  await db().query(`update public.posts set due_at = now() - interval '1 day' where id = $1`, [posts.late])
  await db().query(
    `update public.posts set editor_id = $2, technical_reviewer_id = $3, due_at = now() + interval '3 days' where id = $1`,
    [posts.other, cast.editor.id, doctor.id],
  )
  await queryAs(db(), cast.editor, 'select public.return_post_to_author($1, $2)', [posts.returned, 'Cite a fonte.'])
  await queryAs(db(), cast.editor, 'insert into public.post_notes (post_id, body, mentions) values ($1, $2, $3)', [
    posts.other,
    '@Alice Autora, veja este trecho.',
    [cast.authorA.id],
  ])
})

describe('my_tasks()', () => {
  it('gives an author their drafts, the overdue one first, a return with its note, and a note that mentions them', async () => {
    expect(await tasksOf(cast.authorA)).toEqual([
      { kind: 'assigned', title: 'Rascunho atrasado', note_excerpt: null },
      { kind: 'mention', title: 'Post de outro autor', note_excerpt: '@Alice Autora, veja este trecho.' },
      { kind: 'returned', title: 'Post devolvido', note_excerpt: 'Cite a fonte.' },
      { kind: 'assigned', title: 'Rascunho sem prazo', note_excerpt: null },
    ])
  })

  it('says which tasks are overdue by the database clock', async () => {
    const rows = await queryAs<{ title: string; overdue: boolean | null }>(
      db(),
      cast.authorA,
      'select title, overdue from public.my_tasks()',
    )
    expect(rows.filter((row) => row.overdue).map((row) => row.title)).toEqual(['Rascunho atrasado'])
  })

  it("gives an editor the posts they are responsible for, and not other people's drafts", async () => {
    expect(await tasksOf(cast.editor)).toEqual([{ kind: 'assigned', title: 'Post de outro autor', note_excerpt: null }])
  })

  it('gives a reviewer the technical reviews asked of them', async () => {
    expect(await tasksOf(doctor)).toEqual([
      { kind: 'review_requested', title: 'Post de outro autor', note_excerpt: null },
    ])
  })

  it('leaves out a resolved mention', async () => {
    await db().query(`update public.post_notes set resolved_at = now() where post_id = $1`, [posts.other])
    expect((await tasksOf(cast.authorA)).map((task) => task.kind)).not.toContain('mention')
    await db().query(`update public.post_notes set resolved_at = null where post_id = $1`, [posts.other])
  })

  it('gives an admin with nothing assigned nothing, and refuses a visitor', async () => {
    expect(await tasksOf(cast.admin)).toEqual([])
    expect(await errorCodeAs(db(), 'anon', 'select * from public.my_tasks()')).toBe('42501')
  })
})
