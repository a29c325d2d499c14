// The norms each post cites, stored by triggers (issue 53, decision 064): the legislation page and the
// articles read post_norm_citations instead of matching every post's text on each read. The answers
// must stay those of post_cites_norm() over the public posts, whoever asks, and nobody writes the rows.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  createCast,
  createUser,
  databaseBefore,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Actor,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
let everyone: Actor[]
beforeAll(async () => {
  cast = await createCast(db())
  everyone = ['anon', cast.authorA, cast.editor, cast.admin, 'service_role']
})

/** The answer of 20250101125300's legislation_citations(): every public post's text read on each call. */
const COMPUTED_CITATIONS = `
  select n.id as norm_id, p.id as post_id, p.slug, p.title, p.published_at
    from public.posts p
    join public.compliance_norms n
      on public.post_cites_norm(p.title, p.content, p.reference_list, n.mentioned_as, n.source_url)
   where p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now())
   order by n.id, p.published_at desc, p.id`

const citingSlugs = async (actor: Actor, normId: string) =>
  (
    await queryAs<{ slug: string }>(db(), actor, 'select slug from public.legislation_citations() where norm_id = $1', [
      normId,
    ])
  ).map((row) => row.slug)

const normsOf = async (actor: Actor, slug: string) =>
  (await queryAs<{ id: string }>(db(), actor, 'select id from public.post_legislation($1)', [slug])).map(
    (row) => row.id,
  )

/** What is stored for a post, as the database owner sees it. */
const storedFor = async (postId: string) =>
  (
    await db().query<{ norm_id: string }>(
      'select norm_id from public.post_norm_citations where post_id = $1 order by norm_id',
      [postId],
    )
  ).rows.map((row) => row.norm_id)

describe('stored legislation citations', () => {
  it('give the same rows, in the same order, as matching every public post on each read', async () => {
    for (const actor of everyone) {
      const computed = await queryAs(db(), actor, COMPUTED_CITATIONS)
      expect(computed.length).toBeGreaterThan(0)
      expect(await queryAs(db(), actor, 'select * from public.legislation_citations()')).toEqual(computed)
    }
    const perPost = await queryAs<{ slug: string; norms: string[] }>(
      db(),
      'anon',
      `select p.slug,
              array(select n.id from public.compliance_norms n
                     where public.post_cites_norm(p.title, p.content, p.reference_list, n.mentioned_as, n.source_url)
                     order by n.name) as norms
         from public.posts p order by p.slug`,
    )
    for (const { slug, norms } of perPost) expect(await normsOf('anon', slug)).toEqual(norms)
  })

  it('cannot be written by any API role', async () => {
    const [row] = (
      await db().query<{ post_id: string; norm_id: string }>(
        'select post_id, norm_id from public.post_norm_citations limit 1',
      )
    ).rows
    const postId = await insertPost(db(), { title: 'Sem norma', content: '<p>Texto sem norma.</p>' })
    for (const actor of everyone) {
      expect(
        await errorCodeAs(
          db(),
          actor,
          `insert into public.post_norm_citations (post_id, norm_id) values ($1, 'cdc-1990')`,
          [postId],
        ),
      ).toBe('42501')
      expect(
        await errorCodeAs(
          db(),
          actor,
          `update public.post_norm_citations set norm_id = 'cdc-1990' where post_id = $1`,
          [row.post_id],
        ),
      ).toBe('42501')
      expect(
        await errorCodeAs(db(), actor, 'delete from public.post_norm_citations where post_id = $1 and norm_id = $2', [
          row.post_id,
          row.norm_id,
        ]),
      ).toBe('42501')
    }
    expect(await storedFor(postId)).toEqual([])
    expect(await storedFor(row.post_id)).toContain(row.norm_id)
  })

  it('never show a draft’s citations, though they are stored, and show them once it is published', async () => {
    const draftId = await queryAs<{ id: string }>(
      db(),
      cast.authorA,
      `insert into public.posts (title, slug, content, status, author_id)
       values ('Rascunho sobre a RDC 660/2022', 'rascunho-guardado-rdc-660', '<p>Segue a RDC 660/2022.</p>', 'draft', $1)
       returning id`,
      [cast.authorA.id],
    ).then((rows) => rows[0].id)
    // Written by the trigger on the author's own save (the author may not write the table).
    expect(await storedFor(draftId)).toEqual(['rdc-660-2022'])
    for (const actor of everyone) {
      expect(await citingSlugs(actor, 'rdc-660-2022')).not.toContain('rascunho-guardado-rdc-660')
      expect(await normsOf(actor, 'rascunho-guardado-rdc-660')).toEqual([])
    }
    expect(
      await queryAs(db(), 'anon', 'select norm_id from public.post_norm_citations where post_id = $1', [draftId]),
    ).toEqual([])
    await db().query(`update public.posts set status = 'published', published_at = now() where id = $1`, [draftId])
    for (const actor of everyone) {
      expect(await citingSlugs(actor, 'rdc-660-2022')).toContain('rascunho-guardado-rdc-660')
      expect(await normsOf(actor, 'rascunho-guardado-rdc-660')).toEqual(['rdc-660-2022'])
    }
    await db().query('delete from public.posts where id = $1', [draftId])
    expect(await storedFor(draftId)).toEqual([])
  })

  it('follow an edit of the title, body or references', async () => {
    const postId = await insertPost(db(), {
      slug: 'edita-citacao',
      title: 'Importação de cannabis',
      content: '<p>A importação segue a RDC 660/2022.</p>',
    })
    expect(await citingSlugs('anon', 'rdc-660-2022')).toContain('edita-citacao')
    await db().query(`update public.posts set content = '<p>A importação tem regras próprias.</p>' where id = $1`, [
      postId,
    ])
    expect(await storedFor(postId)).toEqual([])
    for (const actor of everyone) {
      expect(await citingSlugs(actor, 'rdc-660-2022')).not.toContain('edita-citacao')
      expect(await normsOf(actor, 'edita-citacao')).toEqual([])
    }
    await db().query(`update public.posts set title = 'Importação e a Lei 6.360/1976' where id = $1`, [postId])
    expect(await storedFor(postId)).toEqual(['lei-6360-1976'])
    const [{ url }] = (
      await db().query<{ url: string }>(`select source_url as url from public.compliance_norms where id = 'cdc-1990'`)
    ).rows
    await db().query(`update public.posts set reference_list = $2 where id = $1`, [
      postId,
      JSON.stringify([{ title: 'Código', url }]),
    ])
    expect(await storedFor(postId)).toEqual(['cdc-1990', 'lei-6360-1976'])
    expect((await normsOf('anon', 'edita-citacao')).sort()).toEqual(['cdc-1990', 'lei-6360-1976'])
    await db().query('delete from public.posts where id = $1', [postId])
  })

  it('follow a change of what finds a norm (its mentioned_as or its link), and a norm added or removed', async () => {
    const postId = await insertPost(db(), {
      slug: 'menciona-codigo',
      title: 'Publicidade e o CDC',
      content: '<p>O CDC regula a oferta.</p>',
    })
    expect(await storedFor(postId)).toEqual([])
    const [before] = (
      await db().query<{ mentioned_as: string }>(
        `select mentioned_as from public.compliance_norms where id = 'cdc-1990'`,
      )
    ).rows
    const seedCiting = await citingSlugs('anon', 'cdc-1990')
    try {
      await db().query(`update public.compliance_norms set mentioned_as = '\\mCDC\\M' where id = 'cdc-1990'`)
      for (const actor of everyone) expect(await citingSlugs(actor, 'cdc-1990')).toContain('menciona-codigo')
      expect(await storedFor(postId)).toEqual(['cdc-1990'])
    } finally {
      await db().query(`update public.compliance_norms set mentioned_as = $1 where id = 'cdc-1990'`, [
        before.mentioned_as,
      ])
    }
    expect(await citingSlugs('anon', 'cdc-1990')).toEqual(seedCiting)
    expect(await storedFor(postId)).toEqual([])

    await db().query(
      `insert into public.compliance_norms (id, name, citation, source_url, source_kind, mentioned_as, kind, title, summary, summary_source_url)
       values ('portaria-9-2099', 'Portaria 9/2099', 'Portaria 9/2099', 'https://example.org/portaria-9', 'texto oficial',
               'portaria[^0-9]*9/2099', 'portaria', 'Portaria 9/2099', repeat('Resumo da norma. ', 4), 'https://example.org/resumo')`,
    )
    await db().query(`update public.posts set content = '<p>Ver a Portaria 9/2099.</p>' where id = $1`, [postId])
    expect(await citingSlugs('anon', 'portaria-9-2099')).toEqual(['menciona-codigo'])
    await db().query(`delete from public.compliance_norms where id = 'portaria-9-2099'`)
    expect(await storedFor(postId)).toEqual([])
    await db().query('delete from public.posts where id = $1', [postId])
  })

  it('show a scheduled post once its time comes, without any save', async () => {
    const postId = await insertPost(db(), {
      slug: 'agendado-rdc-660',
      status: 'scheduled',
      publishedAt: new Date(Date.now() + 3_600_000).toISOString(),
      content: '<p>A importação segue a RDC 660/2022.</p>',
    })
    for (const actor of everyone) {
      expect(await citingSlugs(actor, 'rdc-660-2022')).not.toContain('agendado-rdc-660')
      expect(await normsOf(actor, 'agendado-rdc-660')).toEqual([])
    }
    // Its time comes: only published_at moves (as the clock would), the text and the rows stay.
    await db().query(`update public.posts set published_at = now() - interval '1 minute' where id = $1`, [postId])
    for (const actor of everyone) {
      expect(await citingSlugs(actor, 'rdc-660-2022')).toContain('agendado-rdc-660')
      expect(await normsOf(actor, 'agendado-rdc-660')).toEqual(['rdc-660-2022'])
    }
    await db().query('delete from public.posts where id = $1', [postId])
  })
})

describe('an installation with posts taking the migration', () => {
  it('has the citations of every post it already had, whatever their status', async () => {
    const { db: installed, upgrade } = await databaseBefore('20250101130400')
    try {
      const admin = await createUser(installed, { email: 'admin@example.com', fullName: 'Ana Admin' })
      const add = (slug: string, status: string, content: string) =>
        installed.query(
          `insert into public.posts (title, slug, content, status, author_id, published_at)
           values ('Antes da migração', $1, $2, $3, $4, now())`,
          [slug, content, status, admin.id],
        )
      await add('antes-publicado', 'published', '<p>A importação segue a RDC 660/2022.</p>')
      await add('antes-rascunho', 'draft', '<p>Sobre a Lei 6.360/1976 e a RDC 660/2022.</p>')
      await add('antes-sem-norma', 'published', '<p>Texto sem norma.</p>')
      await upgrade()
      const stored = await installed.query<{ slug: string; norm_id: string }>(
        `select p.slug, c.norm_id from public.post_norm_citations c join public.posts p on p.id = c.post_id
          order by p.slug, c.norm_id`,
      )
      expect(stored.rows).toEqual([
        { slug: 'antes-publicado', norm_id: 'rdc-660-2022' },
        { slug: 'antes-rascunho', norm_id: 'lei-6360-1976' },
        { slug: 'antes-rascunho', norm_id: 'rdc-660-2022' },
      ])
      expect(await queryAs(installed, 'anon', 'select norm_id, slug from public.legislation_citations()')).toEqual([
        { norm_id: 'rdc-660-2022', slug: 'antes-publicado' },
      ])
    } finally {
      await installed.close()
    }
  })
})
