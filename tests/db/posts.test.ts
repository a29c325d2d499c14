import { beforeAll, describe, expect, it } from 'vitest'
import {
  affectedAs,
  as,
  createCast,
  CHECKED_CLEAN,
  createUser,
  errorCodeAs,
  insertPost,
  queryAs,
  useFreshDatabase,
  type Cast,
} from './helpers'

const db = useFreshDatabase()
let cast: Cast
let published: string
let draft: string
let review: string
let futureScheduled: string
let dueScheduled: string
let draftOfA: string
let postOfB: string

beforeAll(async () => {
  cast = await createCast(db())
  published = await insertPost(db(), { title: 'Publicado', status: 'published' })
  draft = await insertPost(db(), { title: 'Rascunho', status: 'draft' })
  review = await insertPost(db(), { title: 'Em revisão', status: 'review' })
  futureScheduled = await insertPost(db(), {
    title: 'Agendado futuro',
    status: 'scheduled',
    publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
  })
  dueScheduled = await insertPost(db(), {
    title: 'Agendado vencido',
    status: 'scheduled',
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
  })
  draftOfA = await insertPost(db(), { title: 'Rascunho de A', status: 'draft', authorId: cast.authorA.id })
  postOfB = await insertPost(db(), { title: 'Post de B', status: 'published', authorId: cast.authorB.id })
})

const ids = (rows: { id: string }[]) => rows.map((r) => r.id)

describe('posts: visitors (anon)', () => {
  it('read published posts and scheduled posts whose time has come, nothing else', async () => {
    const rows = await queryAs<{ id: string }>(db(), 'anon', 'select id from public.posts')
    expect(ids(rows)).toEqual(expect.arrayContaining([published, dueScheduled, postOfB]))
    expect(ids(rows)).not.toContain(draft)
    expect(ids(rows)).not.toContain(review)
    expect(ids(rows)).not.toContain(draftOfA)
    expect(ids(rows)).not.toContain(futureScheduled)
  })

  it('cannot read a draft even by id or slug', async () => {
    expect(await queryAs(db(), 'anon', 'select id, title, content from public.posts where id = $1', [draft])).toEqual(
      [],
    )
  })

  it('see a future scheduled post only once its time has come', async () => {
    expect(await queryAs(db(), 'anon', 'select id from public.posts where id = $1', [futureScheduled])).toEqual([])
    await db().query(`update public.posts set published_at = now() - interval '1 second' where id = $1`, [
      futureScheduled,
    ])
    expect(
      ids(await queryAs<{ id: string }>(db(), 'anon', 'select id from public.posts where id = $1', [futureScheduled])),
    ).toEqual([futureScheduled])
    await db().query(`update public.posts set published_at = now() + interval '1 day' where id = $1`, [futureScheduled])
  })

  it('cannot write anything', async () => {
    expect(await errorCodeAs(db(), 'anon', `insert into public.posts (title, slug) values ('x', 'x-anon')`)).toBe(
      '42501',
    )
    expect(await errorCodeAs(db(), 'anon', `update public.posts set title = 'x' where id = $1`, [published])).toBe(
      '42501',
    )
    expect(await errorCodeAs(db(), 'anon', `update public.posts set views = 999999 where id = $1`, [published])).toBe(
      '42501',
    )
    expect(await errorCodeAs(db(), 'anon', 'delete from public.posts where id = $1', [published])).toBe('42501')
  })
})

describe('posts: a signed-in account without a staff profile', () => {
  it('reads what visitors read: published posts and due scheduled ones, no drafts, reviews or future posts', async () => {
    const stranger = await createUser(db())
    await db().query('delete from public.profiles where id = $1', [stranger.id])
    const seen = ids(await queryAs<{ id: string }>(db(), stranger, 'select id from public.posts'))
    expect(seen).toEqual(expect.arrayContaining([published, dueScheduled, postOfB]))
    for (const hidden of [draft, review, draftOfA, futureScheduled]) expect(seen).not.toContain(hidden)
  })
})

describe('posts: authors', () => {
  it('read all posts, including drafts and future scheduled ones', async () => {
    const rows = await queryAs<{ id: string }>(db(), cast.authorA, 'select id from public.posts')
    expect(ids(rows)).toEqual(
      expect.arrayContaining([published, draft, review, futureScheduled, dueScheduled, draftOfA, postOfB]),
    )
  })

  it('create their own posts', async () => {
    const rows = await queryAs<{ id: string }>(
      db(),
      cast.authorA,
      `insert into public.posts (title, slug, content, author_id, status) values ('Meu post', 'meu-post-a', '<p>x</p>', $1, 'draft') returning id`,
      [cast.authorA.id],
    )
    expect(rows).toHaveLength(1)
  })

  it("cannot create posts in somebody else's name or without author", async () => {
    expect(
      await errorCodeAs(
        db(),
        cast.authorA,
        `insert into public.posts (title, slug, author_id) values ('x', 'x-b', $1)`,
        [cast.authorB.id],
      ),
    ).toBe('42501')
    expect(await errorCodeAs(db(), cast.authorA, `insert into public.posts (title, slug) values ('x', 'x-null')`)).toBe(
      '42501',
    )
  })

  it('edit their own drafts, send them for review and delete them, but do not publish them', async () => {
    // Its own draft: the shared draftOfA must stay a draft for the visibility tests.
    const own = await insertPost(db(), { title: 'Rascunho próprio de A', status: 'draft', authorId: cast.authorA.id })
    expect(
      await affectedAs(db(), cast.authorA, `update public.posts set title = 'Rascunho de A (editado)' where id = $1`, [
        own,
      ]),
    ).toBe(1)
    const rows = await queryAs<{ status: string; submitted_at: string | null }>(
      db(),
      cast.authorA,
      `update public.posts set status = 'review' where id = $1 returning status, submitted_at`,
      [own],
    )
    expect(rows[0].status).toBe('review')
    expect(rows[0].submitted_at).not.toBeNull()
    // Publishing is for editors and admins while "Autores publicam sem revisão" is off (the default).
    expect(
      await errorCodeAs(
        db(),
        cast.authorA,
        `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`,
        [own],
      ),
    ).toBe('42501')
    const mine = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(await affectedAs(db(), cast.authorA, 'delete from public.posts where id = $1', [mine])).toBe(1)
  })

  it("cannot edit, publish or delete another author's post", async () => {
    const ofB = await insertPost(db(), { title: 'Outro post de B', status: 'published', authorId: cast.authorB.id })
    expect(await affectedAs(db(), cast.authorA, `update public.posts set title = 'hacked' where id = $1`, [ofB])).toBe(
      0,
    )
    expect(
      await affectedAs(db(), cast.authorA, `update public.posts set status = 'published' where id = $1`, [draft]),
    ).toBe(0)
    expect(await affectedAs(db(), cast.authorA, 'delete from public.posts where id = $1', [ofB])).toBe(0)
    const [row] = (await db().query<{ title: string }>('select title from public.posts where id = $1', [ofB])).rows
    expect(row.title).toBe('Outro post de B')
    const [stillDraft] = (
      await db().query<{ status: string }>('select status from public.posts where id = $1', [draft])
    ).rows
    expect(stillDraft.status).toBe('draft')
  })

  it('cannot give their post away nor take over one', async () => {
    const mine = await insertPost(db(), { status: 'draft', authorId: cast.authorA.id })
    expect(
      await errorCodeAs(db(), cast.authorA, 'update public.posts set author_id = $2 where id = $1', [
        mine,
        cast.authorB.id,
      ]),
    ).toBe('42501')
    expect(
      await affectedAs(db(), cast.authorA, 'update public.posts set author_id = $2 where id = $1', [
        postOfB,
        cast.authorA.id,
      ]),
    ).toBe(0)
  })
})

describe('posts: editors and admins', () => {
  for (const who of ['editor', 'admin'] as const) {
    it(`${who} reads, creates, edits, publishes and deletes any post`, async () => {
      const actor = cast[who]
      const all = await queryAs<{ id: string }>(db(), actor, 'select id from public.posts')
      expect(ids(all)).toEqual(expect.arrayContaining([draft, review, futureScheduled]))
      const created = await queryAs<{ id: string }>(
        db(),
        actor,
        `insert into public.posts (title, slug, author_id) values ('Por ' || $2, 'por-' || $2, $1) returning id`,
        [cast.authorB.id, who],
      )
      expect(created).toHaveLength(1)
      expect(
        await affectedAs(
          db(),
          actor,
          `update public.posts set title = title || ' (revisado)', compliance_findings = '[]',
                  compliance_text_hash = public.post_text_hash(title || ' (revisado)', excerpt, content) where id = $1`,
          [postOfB],
        ),
      ).toBe(1)
      expect(
        await affectedAs(db(), actor, `update public.posts set status = 'published', ${CHECKED_CLEAN} where id = $1`, [
          review,
        ]),
      ).toBe(1)
      await db().query(`update public.posts set status = 'review' where id = $1`, [review])
      const victim = await insertPost(db(), { status: 'draft', authorId: cast.authorB.id })
      expect(await affectedAs(db(), actor, 'delete from public.posts where id = $1', [victim])).toBe(1)
    })
  }
})

describe('posts: constraints', () => {
  it('defaults tags to {}, views and likes to 0, read_time to 5, status to draft', async () => {
    const [row] = (
      await db().query<{ tags: string[]; views: number; likes: number; read_time: number; status: string }>(
        `insert into public.posts (title, slug) values ('Padrões', 'padroes') returning tags, views, likes, read_time, status`,
      )
    ).rows
    expect(row).toEqual({ tags: [], views: 0, likes: 0, read_time: 5, status: 'draft' })
  })

  it('rejects an unknown status, read_time below 1 and a duplicate slug', async () => {
    expect(
      await errorCodeAs(
        db(),
        cast.admin,
        `insert into public.posts (title, slug, status, author_id) values ('x', 'st', 'archived', $1)`,
        [cast.admin.id],
      ),
    ).toBe('23514')
    expect(
      await errorCodeAs(
        db(),
        cast.admin,
        `insert into public.posts (title, slug, read_time, author_id) values ('x', 'rt', 0, $1)`,
        [cast.admin.id],
      ),
    ).toBe('23514')
    await insertPost(db(), { slug: 'slug-unico' })
    expect(
      await errorCodeAs(
        db(),
        cast.admin,
        `insert into public.posts (title, slug, author_id) values ('x', 'slug-unico', $1)`,
        [cast.admin.id],
      ),
    ).toBe('23505')
  })

  it('keeps updated_at current', async () => {
    const before = (
      await db().query<{ updated_at: Date }>('select updated_at from public.posts where id = $1', [published])
    ).rows[0].updated_at
    await new Promise((r) => setTimeout(r, 5))
    await db().query(`update public.posts set excerpt = 'novo resumo' where id = $1`, [published])
    const after = (
      await db().query<{ updated_at: Date }>('select updated_at from public.posts where id = $1', [published])
    ).rows[0].updated_at
    expect(after.getTime()).toBeGreaterThan(before.getTime())
  })

  it('generates an accent-insensitive Portuguese search vector', async () => {
    const id = await insertPost(db(), { title: 'Legislação sobre canabidiol', tags: ['ANVISA'] })
    const [row] = (
      await db().query<{ hit: boolean }>(
        `select search_vector @@ to_tsquery('portuguese', 'legislacao') as hit from public.posts where id = $1`,
        [id],
      )
    ).rows
    expect(row.hit).toBe(true)
  })

  it('keeps title and excerpt folded (lower-case, unaccented) for the back-office search, and indexes it', async () => {
    const id = await insertPost(db(), { title: 'Legislação em SÃO Paulo', excerpt: 'Ação do Estado' })
    const [row] = (
      await db().query<{ folded: string }>('select title_excerpt_search as folded from public.posts where id = $1', [
        id,
      ])
    ).rows
    expect(row.folded).toBe('legislacao em sao paulo acao do estado')
    const hits = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `select id from public.posts where title_excerpt_search ilike '%sao paulo%'`,
    )
    expect(hits.map((h) => h.id)).toContain(id)
    expect(
      await errorCodeAs(db(), cast.editor, `update public.posts set title_excerpt_search = 'x' where id = $1`, [id]),
    ).toBe('428C9')
    const index = await db().query(`select 1 from pg_indexes where indexname = 'posts_title_excerpt_search_trgm_idx'`)
    expect(index.rows).toHaveLength(1)
  })

  it('sets author_id to null when the author is deleted, and category_id when the category is', async () => {
    const leaving = await createUser(db(), { fullName: 'Autora que sai' })
    const theirs = await insertPost(db(), { authorId: leaving.id })
    await db().query('delete from auth.users where id = $1', [leaving.id])
    const [orphan] = (
      await db().query<{ author_id: string | null }>('select author_id from public.posts where id = $1', [theirs])
    ).rows
    expect(orphan).toEqual({ author_id: null })

    const id = await insertPost(db(), { authorId: cast.authorB.id, categorySlug: 'noticias' })
    await as(db(), 'service_role', async (tx) => {
      await tx.query(`insert into public.categories (name, slug) values ('Temporária', 'temporaria')`)
      await tx.query(
        `update public.posts set category_id = (select id from public.categories where slug = 'temporaria') where id = $1`,
        [id],
      )
      await tx.query(`delete from public.categories where slug = 'temporaria'`)
    })
    const [row] = (
      await db().query<{ category_id: string | null }>('select category_id from public.posts where id = $1', [id])
    ).rows
    expect(row.category_id).toBeNull()
  })

  it('has the indexes of the public list, category, featured, popular and slug look-ups', async () => {
    const { rows } = await db().query<{ indexname: string }>(
      `select indexname from pg_indexes where schemaname = 'public' and tablename = 'posts'`,
    )
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining([
        'posts_status_published_at_idx',
        'posts_category_published_idx',
        'posts_featured_published_idx',
        'posts_views_idx',
        'posts_slug_key',
        'posts_search_vector_idx',
      ]),
    )
  })
})

describe('posts: counters', () => {
  it('start at 0 and cannot be set through the API, even by staff on their own posts', async () => {
    const [row] = await queryAs<{ id: string; views: number; likes: number }>(
      db(),
      cast.editor,
      `insert into public.posts (title, slug, author_id, status, views, likes, compliance_findings, compliance_text_hash)
       values ('Contadores', 'contadores', $1, 'published', 5000, 300, '[]', public.post_text_hash('Contadores', null, ''))
       returning id, views, likes`,
      [cast.editor.id],
    )
    expect(row).toMatchObject({ views: 0, likes: 0 })
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [row.id])
    await queryAs(
      db(),
      cast.admin,
      `update public.posts set views = 999999, likes = 999, title = 'Contadores!',
              compliance_findings = '[]', compliance_text_hash = public.post_text_hash('Contadores!', excerpt, content)
        where id = $1`,
      [row.id],
    )
    const [after] = (
      await db().query<{ views: number; likes: number; title: string }>(
        'select views, likes, title from public.posts where id = $1',
        [row.id],
      )
    ).rows
    expect(after).toEqual({ views: 1, likes: 0, title: 'Contadores!' })
  })
})
