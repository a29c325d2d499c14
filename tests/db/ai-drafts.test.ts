import { beforeAll, describe, expect, it } from 'vitest'
import {
  affectedAs,
  createCast,
  createUser,
  errorCodeAs,
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

const CONTENT = `<h2>Seção</h2><p>${'palavra '.repeat(450)}</p>`

async function queue(owner: Actor, titulo = 'Canabidiol e sono: o que se sabe') {
  const [row] = await queryAs<{ id: string }>(
    db(),
    owner,
    `insert into public.ai_drafts (tema, titulo, subtitulo, conteudo, imagem)
     values ('sono', $1, 'Um resumo das evidências', $2, '{"url": "/images/a.jpg"}') returning id`,
    [titulo, CONTENT],
  )
  return row.id
}

describe('ai_drafts: row-level security', () => {
  it('visitors can neither read nor queue drafts', async () => {
    await queue(cast.authorA)
    expect(await errorCodeAs(db(), 'anon', 'select * from public.ai_drafts')).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', `insert into public.ai_drafts (tema, titulo) values ('x', 'y')`)).toBe(
      '42501',
    )
  })

  it('every staff role reads the whole queue (the team shares it)', async () => {
    const id = await queue(cast.authorA)
    for (const who of [cast.authorB, cast.editor, cast.admin]) {
      expect((await queryAs<{ id: string }>(db(), who, 'select id from public.ai_drafts')).map((r) => r.id)).toContain(
        id,
      )
    }
  })

  it("nobody queues a draft in somebody else's name; an account without a staff profile cannot queue", async () => {
    expect(
      await errorCodeAs(
        db(),
        cast.authorA,
        `insert into public.ai_drafts (tema, titulo, created_by) values ('x', 'y', $1)`,
        [cast.editor.id],
      ),
    ).toBe('42501')
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    expect(await errorCodeAs(db(), stranger, `insert into public.ai_drafts (tema, titulo) values ('x', 'y')`)).toBe(
      '42501',
    )
  })

  it('an account without a staff profile reads no drafts', async () => {
    await queue(cast.authorA)
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    expect(await queryAs(db(), stranger, 'select id from public.ai_drafts')).toEqual([])
  })

  it('its creator cannot hand a draft over to somebody else (42501)', async () => {
    const id = await queue(cast.authorA)
    expect(
      await errorCodeAs(db(), cast.authorA, 'update public.ai_drafts set created_by = $2 where id = $1', [
        id,
        cast.authorB.id,
      ]),
    ).toBe('42501')
    const { rows } = await db().query('select created_by from public.ai_drafts where id = $1', [id])
    expect(rows).toEqual([{ created_by: cast.authorA.id }])
  })

  it('another author cannot change or reject a draft; its creator, editors and admins can', async () => {
    const id = await queue(cast.authorA)
    expect(
      await affectedAs(db(), cast.authorB, `update public.ai_drafts set titulo = 'tomado' where id = $1`, [id]),
    ).toBe(0)
    expect(await affectedAs(db(), cast.authorB, 'delete from public.ai_drafts where id = $1', [id])).toBe(0)
    expect(
      await affectedAs(db(), cast.authorA, `update public.ai_drafts set titulo = 'Novo título' where id = $1`, [id]),
    ).toBe(1)
    expect(await affectedAs(db(), cast.editor, `update public.ai_drafts set imagem = null where id = $1`, [id])).toBe(1)
    expect(await affectedAs(db(), cast.admin, 'delete from public.ai_drafts where id = $1', [id])).toBe(1)
  })
})

describe('approve_ai_draft', () => {
  it('turns the draft into a draft post by the caller, with a free slug, read time and the theme as tag, and removes it from the queue', async () => {
    await db().query(`insert into public.posts (title, slug) values ('x', 'canabidiol-e-sono-o-que-se-sabe')`)
    const id = await queue(cast.authorA)
    const [{ post }] = await queryAs<{ post: string }>(
      db(),
      cast.authorA,
      `select public.approve_ai_draft($1, 'https://cdn/ai-post.jpg') as post`,
      [id],
    )
    const [row] = (
      await db().query<Record<string, unknown>>(
        'select title, slug, status, featured, author_id, excerpt, image, read_time, tags, content from public.posts where id = $1',
        [post],
      )
    ).rows
    expect(row).toMatchObject({
      title: 'Canabidiol e sono: o que se sabe',
      slug: 'canabidiol-e-sono-o-que-se-sabe-2',
      status: 'draft',
      featured: false,
      author_id: cast.authorA.id,
      excerpt: 'Um resumo das evidências',
      image: 'https://cdn/ai-post.jpg',
      read_time: 3,
      tags: ['sono'],
      content: CONTENT,
    })
    expect((await db().query('select 1 from public.ai_drafts where id = $1', [id])).rows).toHaveLength(0)
  })

  it('saves without an image when none is given', async () => {
    const id = await queue(cast.editor, 'Post sem imagem')
    const [{ post }] = await queryAs<{ post: string }>(
      db(),
      cast.editor,
      'select public.approve_ai_draft($1) as post',
      [id],
    )
    expect(
      (await db().query<{ image: string | null }>('select image from public.posts where id = $1', [post])).rows[0]
        .image,
    ).toBeNull()
  })

  it('refuses another author (42501) and visitors, creating nothing and keeping the draft', async () => {
    const id = await queue(cast.authorA, 'Rascunho protegido')
    const before = (await db().query('select count(*)::int n from public.posts')).rows[0]
    expect(await errorCodeAs(db(), cast.authorB, 'select public.approve_ai_draft($1)', [id])).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', 'select public.approve_ai_draft($1)', [id])).toBe('42501')
    expect((await db().query('select count(*)::int n from public.posts')).rows[0]).toEqual(before)
    expect((await db().query('select 1 from public.ai_drafts where id = $1', [id])).rows).toHaveLength(1)
  })

  it('says so when the draft no longer exists (approved or rejected by somebody else)', async () => {
    expect(await errorCodeAs(db(), cast.editor, 'select public.approve_ai_draft(gen_random_uuid())')).toBe('P0002')
  })
})
