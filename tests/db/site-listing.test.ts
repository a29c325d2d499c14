import { describe, expect, it } from 'vitest'
import { createCast, insertPost, queryAs, useFreshDatabase, type Actor } from './helpers'

// site_listing() (migrations 20250101130500, 20250101130600): what the public build plans with, read as a visitor in
// ranges of ids (build/prerender/site-listing.ts). It runs with the caller's rights.

const db = useFreshDatabase({ perTest: true })

type Row = [
  string,
  string,
  string,
  string,
  boolean,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string | null,
  string,
]

const listing = async (actor: Actor = 'anon', after: string | null = null, before: string | null = null) =>
  (await queryAs<{ rows: Row[] }>(db(), actor, 'select public.site_listing($1, $2) as rows', [after, before]))[0].rows
const ids = (rows: Row[]) => rows.map((row) => row[0])
const versionOf = async (id: string) => (await listing()).find((row) => row[0] === id)?.[11]
const future = () => new Date(Date.now() + 86_400_000).toISOString()
const past = () => new Date(Date.now() - 60_000).toISOString()

describe('site_listing()', () => {
  it('lists what a visitor may read — published, and scheduled once due — never a draft, a post in review or a future one', async () => {
    const published = await insertPost(db())
    const due = await insertPost(db(), { status: 'scheduled', publishedAt: past() })
    const hidden = [
      await insertPost(db(), { status: 'draft' }),
      await insertPost(db(), { status: 'review' }),
      await insertPost(db(), { status: 'scheduled', publishedAt: future() }),
    ]
    const listed = ids(await listing())
    expect(listed).toEqual(expect.arrayContaining([published, due]))
    for (const id of hidden) expect(listed).not.toContain(id)
    expect(listed).toEqual([...listed].sort())
  })

  it('gives each row the post’s category, author and version, and lists only ids in (after, before]', async () => {
    const id = await insertPost(db(), { categorySlug: 'legislacao' })
    const row = (await listing()).find((item) => item[0] === id) as Row
    expect(row[6]).toBe('legislacao')
    expect(row[7]).toBe('equipe-editorial')
    expect(row[11]).toMatch(/^[0-9a-f]{32}$/)
    expect(ids(await listing('anon', id, null))).not.toContain(id)
    expect(ids(await listing('anon', null, id))).toContain(id)
    expect(ids(await listing('anon', null, id)).every((other) => other <= id)).toBe(true)
  })

  it('changes a post’s version with its text, its author’s profile and which category it is in, not with a view, a like or the category’s name and colour', async () => {
    const id = await insertPost(db())
    const start = await versionOf(id)
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [id])
    await queryAs(db(), 'anon', 'select public.set_post_like($1, true, gen_random_uuid())', [id])
    // The build splices a category's name, address and colour into the pages (category-splice.ts).
    await db().query(
      "update public.categories set name = 'Pesquisas clínicas', slug = 'pesquisas-clinicas', color = '#123456' where id = (select category_id from public.posts where id = $1)",
      [id],
    )
    expect(await versionOf(id)).toBe(start)
    const changes = [
      "update public.posts set title = 'Outro título' where id = $1",
      "update public.profiles set full_name = 'Equipe' where id = (select author_id from public.posts where id = $1)",
      "update public.posts set category_id = (select id from public.categories where slug = 'legislacao') where id = $1",
      'update public.categories set is_active = false where id = (select category_id from public.posts where id = $1)',
    ]
    let previous = start
    for (const change of changes) {
      await new Promise((resolve) => setTimeout(resolve, 5))
      await db().query(change, [id])
      const now = await versionOf(id)
      expect(now, change).not.toBe(previous)
      previous = now
    }
  })

  it('answers each role with exactly the posts row-level security lets it read (it runs with the caller’s rights)', async () => {
    const cast = await createCast(db())
    await insertPost(db())
    await insertPost(db(), { status: 'draft', authorId: cast.authorB.id })
    await insertPost(db(), { status: 'review', authorId: cast.authorA.id })
    for (const actor of ['anon', cast.authorA, cast.authorB, cast.editor, cast.admin] as Actor[]) {
      const readable = await queryAs<{ id: string }>(db(), actor, 'select id from public.posts order by id')
      expect(ids(await listing(actor))).toEqual(readable.map((row) => row.id))
    }
  })
})
