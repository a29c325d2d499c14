// An installation that existed before editorial control (issue 27) keeps working once the new
// migrations are applied: admins, editors and authors keep their roles, posts are untouched, and
// "Autores publicam sem revisão" starts off.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, databaseBefore, queryAs, type TestUser } from './helpers'

const FIRST_NEW_MIGRATION = '20250101122200'

let db: PGlite
const users: Record<'admin' | 'editor' | 'author', TestUser> = {} as never
let postsBefore: Record<string, unknown>[]

const POST_COLUMNS =
  'id, title, slug, content, excerpt, status, featured, author_id, published_at, version, views, likes, tags'

const signUp = (email: string, fullName: string) => createUser(db, { email, fullName, invite: false })

beforeAll(async () => {
  const installation = await databaseBefore(FIRST_NEW_MIGRATION)
  db = installation.db

  // The installation as it was: anyone who signed up became an author; one was promoted to editor.
  users.admin = await signUp('admin@example.com', 'Ana Admin')
  users.editor = await signUp('editor@example.com', 'Edu Editor')
  users.author = await signUp('autora@example.com', 'Alice Autora')
  await db.query(`update public.profiles set role = 'editor' where id = $1`, [users.editor.id])
  const posts: [string, string, boolean][] = [
    ['rascunho', 'draft', false],
    ['em-revisao', 'review', false],
    ['publicado-pela-autora', 'published', true],
  ]
  for (const [slug, status, featured] of posts) {
    await db.query(
      `insert into public.posts (title, slug, content, status, featured, author_id, published_at)
       values ($1, $1, '<p>Compre já: cura garantida.</p>', $2, $3, $4, case when $2 = 'published' then now() end)`,
      [slug, status, featured, users.author.id],
    )
  }
  postsBefore = (await db.query<Record<string, unknown>>(`select ${POST_COLUMNS} from public.posts order by slug`)).rows

  await installation.upgrade()
}, 120_000)

afterAll(async () => {
  await db?.close()
})

describe('upgrading an existing installation to editorial control', () => {
  it('keeps every role as it was', async () => {
    const { rows } = await db.query<{ full_name: string; role: string }>(
      'select full_name, role from public.profiles order by full_name',
    )
    expect(rows).toEqual([
      { full_name: 'Alice Autora', role: 'author' },
      { full_name: 'Ana Admin', role: 'admin' },
      { full_name: 'Edu Editor', role: 'editor' },
    ])
  })

  it('leaves every post as it was, published and highlighted ones included', async () => {
    expect((await db.query(`select ${POST_COLUMNS} from public.posts order by slug`)).rows).toEqual(postsBefore)
    expect(await queryAs(db, 'anon', `select slug from public.posts order by slug`)).toEqual([
      { slug: 'publicado-pela-autora' },
    ])
  })

  it('starts with authors not publishing without review, and applies the new rules from now on', async () => {
    expect((await db.query('select authors_publish_without_review from public.site_settings')).rows).toEqual([
      { authors_publish_without_review: false },
    ])
    const draft = (await db.query<{ id: string }>(`select id from public.posts where slug = 'rascunho'`)).rows[0].id
    await expect(
      queryAs(
        db,
        users.author,
        `update public.posts set status = 'published', compliance_findings = '[]',
        compliance_text_hash = public.post_text_hash(title, excerpt, content) where id = $1`,
        [draft],
      ),
    ).rejects.toMatchObject({ code: '42501' })
    await expect(signUp('estranho@example.com', 'Estranho')).rejects.toMatchObject({ code: '42501' })
  })
})
