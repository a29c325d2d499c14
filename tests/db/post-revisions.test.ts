import { beforeAll, describe, expect, it } from 'vitest'
import {
  affectedAs,
  CHECKED_CLEAN,
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

const postRow = async (id: string) =>
  (
    await db().query<{ version: number; updated_at: Date; updated_by: string | null; title: string }>(
      'select version, updated_at, updated_by, title from public.posts where id = $1',
      [id],
    )
  ).rows[0]

const revisions = async (id: string) =>
  (
    await db().query<{ title: string; content: string; saved_by: string | null }>(
      'select title, content, saved_by from public.post_revisions where post_id = $1 order by created_at, id',
      [id],
    )
  ).rows

describe('posts.version: optimistic concurrency in the database', () => {
  it('starts at 1 and grows by one per editorial change, recording who made it', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect((await postRow(id)).version).toBe(1)
    await queryAs(db(), cast.authorA, `update public.posts set title = 'Novo título', version = 1 where id = $1`, [id])
    const after = await postRow(id)
    expect(after.version).toBe(2)
    expect(after.updated_by).toBe(cast.authorA.id)
    await queryAs(db(), cast.editor, `update public.posts set tags = '{cbd}' where id = $1`, [id])
    expect(await postRow(id)).toMatchObject({ version: 3, updated_by: cast.editor.id })
  })

  it('refuses a save made on a stale version with PT409 (HTTP 409), keeping the newer text', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    await queryAs(
      db(),
      cast.editor,
      `update public.posts set content = '<p>do editor</p>', version = 1 where id = $1`,
      [id],
    )
    expect(
      await errorCodeAs(
        db(),
        cast.authorA,
        `update public.posts set content = '<p>da autora</p>', version = 1 where id = $1`,
        [id],
      ),
    ).toBe('PT409')
    const [row] = (await db().query<{ content: string }>('select content from public.posts where id = $1', [id])).rows
    expect(row.content).toBe('<p>do editor</p>')
    // Saving on the current version works.
    expect(
      await affectedAs(
        db(),
        cast.authorA,
        `update public.posts set content = '<p>da autora</p>', version = 2 where id = $1`,
        [id],
      ),
    ).toBe(1)
  })

  it('lets an update that sends no version through (the list\'s "Publicar")', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    await queryAs(db(), cast.editor, `update public.posts set title = 'x' where id = $1`, [id])
    expect(
      await affectedAs(
        db(),
        cast.editor,
        `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`,
        [id],
      ),
    ).toBe(1)
    expect((await postRow(id)).version).toBe(3)
  })

  it('is not moved by views or likes, and neither is updated_at', async () => {
    const id = await insertPost(db(), { status: 'published' })
    const before = await postRow(id)
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [id])
    await queryAs(db(), 'anon', 'select public.set_post_like($1, true, gen_random_uuid())', [id])
    const after = await postRow(id)
    expect(after.version).toBe(before.version)
    expect(after.updated_at.getTime()).toBe(before.updated_at.getTime())
  })

  it('cannot be forged: a client cannot set updated_by to somebody else, nor raise the version', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    await queryAs(db(), cast.authorA, `update public.posts set title = 'y', updated_by = $2 where id = $1`, [
      id,
      cast.editor.id,
    ])
    expect((await postRow(id)).updated_by).toBe(cast.authorA.id)
    await queryAs(db(), cast.authorA, `update public.posts set updated_by = $2 where id = $1`, [id, cast.editor.id])
    expect((await postRow(id)).updated_by).toBe(cast.authorA.id)
    expect(await errorCodeAs(db(), cast.authorA, `update public.posts set version = 99 where id = $1`, [id])).toBe(
      'PT409',
    )
  })
})

describe('post_revisions', () => {
  it('keeps a revision on creation and on every change of title, excerpt or content, with who saved it', async () => {
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.authorA,
      `insert into public.posts (title, slug, content, author_id) values ('Primeiro', $1, '<p>v1</p>', $2) returning id`,
      [`rev-${Date.now()}`, cast.authorA.id],
    )
    await queryAs(db(), cast.authorA, `update public.posts set content = '<p>v2</p>' where id = $1`, [id])
    await queryAs(db(), cast.editor, `update public.posts set status = 'review', featured = true where id = $1`, [id])
    await queryAs(db(), cast.editor, `update public.posts set title = 'Segundo' where id = $1`, [id])
    expect(await revisions(id)).toEqual([
      { title: 'Primeiro', content: '<p>v1</p>', saved_by: cast.authorA.id },
      { title: 'Primeiro', content: '<p>v2</p>', saved_by: cast.authorA.id },
      { title: 'Segundo', content: '<p>v2</p>', saved_by: cast.editor.id },
    ])
  })

  it('keeps the reference list with the text, and a change of the list alone is a revision', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    const cited = [{ title: 'Ensaio', doi: '10.1056/NEJMoa1611618' }]
    await queryAs(
      db(),
      cast.authorA,
      `update public.posts set content = '<p>x [1]</p>', reference_list = $2::jsonb where id = $1`,
      [id, JSON.stringify(cited)],
    )
    await queryAs(db(), cast.authorA, `update public.posts set reference_list = '[]'::jsonb where id = $1`, [id])
    await queryAs(db(), cast.editor, `update public.posts set tags = '{cbd}' where id = $1`, [id])
    const kept = (
      await db().query<{ content: string; reference_list: unknown }>(
        'select content, reference_list from public.post_revisions where post_id = $1 order by created_at, id',
        [id],
      )
    ).rows
    expect(kept.slice(1)).toEqual([
      { content: '<p>x [1]</p>', reference_list: cited },
      { content: '<p>x [1]</p>', reference_list: [] },
    ])
  })

  it('keeps the newest 25 per post', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    for (let n = 1; n <= 30; n++) {
      await queryAs(db(), cast.authorA, `update public.posts set content = $2 where id = $1`, [id, `<p>${n}</p>`])
    }
    const kept = await revisions(id)
    expect(kept).toHaveLength(25)
    expect(kept.at(-1)?.content).toBe('<p>30</p>')
    expect(kept[0].content).toBe('<p>6</p>')
  })

  it('visitors cannot read them', async () => {
    expect(await errorCodeAs(db(), 'anon', 'select * from public.post_revisions')).toBe('42501')
  })

  it('every staff role reads the history of any post; an account without a staff profile reads none', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorB.id })
    for (const who of [cast.authorA, cast.editor, cast.admin]) {
      const rows = await queryAs(db(), who, 'select id from public.post_revisions where post_id = $1', [id])
      expect(rows).toHaveLength(1)
    }
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    expect(await queryAs(db(), stranger, 'select id from public.post_revisions')).toEqual([])
  })

  it('nobody writes, rewrites or deletes history through the API, whatever the role', async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    for (const who of ['anon', cast.authorA, cast.editor, cast.admin] as Actor[]) {
      expect(
        await errorCodeAs(
          db(),
          who,
          `insert into public.post_revisions (post_id, title, content) values ($1, 'falso', '')`,
          [id],
        ),
      ).toBe('42501')
      expect(
        await errorCodeAs(db(), who, `update public.post_revisions set title = 'reescrito' where post_id = $1`, [id]),
      ).toBe('42501')
      expect(await errorCodeAs(db(), who, 'delete from public.post_revisions where post_id = $1', [id])).toBe('42501')
    }
    expect(await revisions(id)).toHaveLength(1)
  })
})

describe("authors' limits on other people's posts", () => {
  it("an author cannot save over another author's post, even with its current version", async () => {
    const id = await insertPost(db(), { status: 'draft', authorId: cast.authorB.id })
    expect(
      await affectedAs(db(), cast.authorA, `update public.posts set content = 'tomado', version = 1 where id = $1`, [
        id,
      ]),
    ).toBe(0)
    expect(
      await affectedAs(db(), cast.authorA, `update public.posts set author_id = $2 where id = $1`, [
        id,
        cast.authorA.id,
      ]),
    ).toBe(0)
    expect(await affectedAs(db(), cast.authorA, 'delete from public.posts where id = $1', [id])).toBe(0)
    expect(await revisions(id)).toHaveLength(1)
  })
})
