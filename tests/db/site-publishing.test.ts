import { describe, expect, it } from 'vitest'
import { predictRelated } from '../../build/prerender/page-plan'
import type { ListedPost } from '../../build/prerender/site-listing'
import { createCast, insertPost, queryAs, useFreshDatabase } from './helpers'

// What the incremental build reads to know what changed (issue 34, migration site_publishing):
// posts.page_changed_at, site_content_version() and related_posts().

const db = useFreshDatabase({ perTest: true })

const pageChangedAt = async (id: string) =>
  (await db().query<{ page_changed_at: string }>('select page_changed_at::text from public.posts where id = $1', [id]))
    .rows[0].page_changed_at
const contentVersion = async () =>
  (await queryAs<{ v: string }>(db(), 'anon', 'select public.site_content_version() as v'))[0].v
const later = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('posts.page_changed_at', () => {
  it('moves when anything the page shows changes: the text, the references, the technical review', async () => {
    const id = await insertPost(db())
    for (const change of [
      "update public.posts set title = 'Outro título' where id = $1",
      `update public.posts set reference_list = '[{"title":"Estudo","url":"https://example.org/estudo"}]'::jsonb where id = $1`,
      'update public.posts set review_pending = true where id = $1',
    ]) {
      const before = await pageChangedAt(id)
      await later()
      await db().query(change, [id])
      expect(await pageChangedAt(id), change).not.toBe(before)
    }
  })

  it('stays put when only views or likes change, as visitors cause them', async () => {
    const id = await insertPost(db())
    const before = await pageChangedAt(id)
    await later()
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [id])
    await queryAs(db(), 'anon', 'select public.set_post_like($1, true, gen_random_uuid())', [id])
    expect(
      (await db().query<{ views: number; likes: number }>('select views, likes from public.posts where id = $1', [id]))
        .rows[0],
    ).toEqual({ views: 1, likes: 1 })
    expect(await pageChangedAt(id)).toBe(before)
  })
})

describe('site_content_version()', () => {
  it('changes when a post is published, edited or deleted, a category or the menu changes, and not on a view', async () => {
    const start = await contentVersion()
    const id = await insertPost(db())
    const published = await contentVersion()
    expect(published).not.toBe(start)
    await queryAs(db(), 'anon', 'select public.increment_post_views($1)', [id])
    expect(await contentVersion()).toBe(published)
    await later()
    await db().query("update public.posts set excerpt = 'Novo resumo' where id = $1", [id])
    const edited = await contentVersion()
    expect(edited).not.toBe(published)
    await db().query('delete from public.posts where id = $1', [id])
    const deleted = await contentVersion()
    expect(deleted).not.toBe(edited)
    await db().query("update public.categories set name = 'Pesquisas científicas' where slug = 'pesquisas'")
    const renamed = await contentVersion()
    expect(renamed).not.toBe(deleted)
    await db().query(
      "insert into public.menu_items (label, href, position, is_active) values ('Sobre nós', '/blog/categoria/leis-x', 99, true)",
    )
    expect(await contentVersion()).not.toBe(renamed)
  })

  it('ignores drafts, also for the owner a pg_cron job runs as, and changes by itself when a scheduled post’s time comes', async () => {
    const asOwner = async () => (await db().query<{ v: string }>('select public.site_content_version() as v')).rows[0].v
    const start = await contentVersion()
    expect(await asOwner()).toBe(start)
    await insertPost(db(), { status: 'draft', publishedAt: null })
    expect(await contentVersion()).toBe(start)
    expect(await asOwner()).toBe(start)
    await insertPost(db(), { status: 'scheduled', publishedAt: new Date(Date.now() + 400).toISOString() })
    expect(await contentVersion()).toBe(start)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await contentVersion()).not.toBe(start)
  })
})

describe('related_posts()', () => {
  type Row = {
    id: string
    slug: string
    published_at: string
    category_id: string | null
    updated_at: string
    featured: boolean
  }
  const related = async (actor: Parameters<typeof queryAs>[1], slug: string) =>
    (
      await queryAs<{ slug: string }>(
        db(),
        actor,
        'select slug from public.related_posts($1) order by published_at desc, id desc',
        [slug],
      )
    ).map((row) => row.slug)

  it('chooses what the build predicts for every public post: nearest in the category, then any', async () => {
    // Three categories, one with a single post, one post without a category; two posts published in the same instant.
    // Years before the seed's posts, so the seed's come after all of these.
    const day = (n: number, extra = '') => `2000-03-${String(n).padStart(2, '0')}T10:00:00${extra}+00:00`
    const plan: [string, string | null, string][] = [
      ['a', 'pesquisas', day(1)],
      ['b', 'legislacao', day(2)],
      ['c', 'pesquisas', day(3)],
      ['d', 'pesquisas', day(4, '.000001')],
      ['e', 'pesquisas', day(4, '.000001')],
      ['f', 'tratamentos', day(5)],
      ['g', null, day(6)],
      ['h', 'legislacao', day(7)],
      ['i', 'pesquisas', day(8)],
    ]
    for (const [slug, categorySlug, publishedAt] of plan)
      await insertPost(db(), { slug: `rel-${slug}`, categorySlug, publishedAt })
    await insertPost(db(), { slug: 'rel-rascunho', status: 'draft', publishedAt: null })
    await insertPost(db(), { slug: 'rel-futuro', status: 'scheduled', publishedAt: '2099-01-01T00:00:00+00:00' })

    const rows = (
      await db().query<Row>(
        "select id, slug, published_at::text as published_at, category_id, updated_at::text as updated_at, featured from public.posts where status = 'published'",
      )
    ).rows
    const listed: ListedPost[] = rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      published_at: row.published_at,
      updated_at: row.updated_at,
      featured: row.featured,
      category: row.category_id ? { id: row.category_id, slug: '' } : null,
      author_slug: null,
      reviewer_slug: null,
      version: '',
    }))
    const predicted = predictRelated(listed)
    const slugOf = new Map(rows.map((row) => [row.id, row.slug]))
    for (const row of rows.filter((item) => item.slug.startsWith('rel-'))) {
      const expected = (predicted.get(row.id) ?? []).map((id) => slugOf.get(id)).sort()
      expect((await related('anon', row.slug)).sort(), row.slug).toEqual(expected)
    }
    // Spelled out for one: the latest of "pesquisas" shows the two published just before it.
    expect((await related('anon', 'rel-i')).sort()).toEqual(['rel-d', 'rel-e'])
  })

  it('never offers a draft or a post waiting for its time, to visitors or to staff', async () => {
    const { editor } = await createCast(db())
    await insertPost(db(), {
      slug: 'rel-publicado',
      categorySlug: 'pesquisas',
      publishedAt: '2026-03-01T10:00:00+00:00',
    })
    await insertPost(db(), { slug: 'rel-rascunho', categorySlug: 'pesquisas', status: 'draft', publishedAt: null })
    await insertPost(db(), {
      slug: 'rel-futuro',
      categorySlug: 'pesquisas',
      status: 'scheduled',
      publishedAt: '2099-01-01T00:00:00+00:00',
    })
    for (const actor of ['anon', editor] as const) {
      const shown = await related(actor, 'rel-publicado')
      expect(shown, String(actor)).not.toContain('rel-rascunho')
      expect(shown, String(actor)).not.toContain('rel-futuro')
    }
    // A visitor cannot ask about a draft at all; staff previewing it get the newest public posts.
    expect(await related('anon', 'rel-rascunho')).toEqual([])
    expect(await related(editor, 'rel-rascunho')).toHaveLength(2)
  })
})
