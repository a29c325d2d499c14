// An installation that stored slugs before the slug rule (issue 45) upgrades with `supabase db push`:
// every post and category slug that breaks the rule is renamed to a valid, free one (folded like the
// app's slugify, "-2" on a collision), each rename is in the audit log, valid slugs stay, and from then
// on the database refuses a bad slug.
import type { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseBefore } from './helpers'

const SLUG_RULE_MIGRATION = '20250101123800'
const A200 = 'a'.repeat(200)

let db: PGlite
const postIds = new Map<string, string>()
const categoryIds = new Map<string, string>()

/** Stored before the upgrade, oldest first: [slug, title]. */
const POSTS: [string, string][] = [
  ['ja-valido', 'Já válido'],
  ['canabidiol-e-epilepsia', 'Canabidiol e epilepsia'],
  ['../../../../tmp/x', 'Caminho para fora'],
  ['Canabidiol_E_Epilepsia', 'Canabidiol e epilepsia (cópia)'],
  ['Óleo de CBD', 'Óleo de CBD'],
  ['%2e%2e', 'Codificado'],
  ['../..', 'Título Só com Pontos'],
  ['x-', 'Hífen no fim'],
  ['X', 'Maiúscula'],
  ['a'.repeat(250), 'Longo demais'],
  ['a'.repeat(201), 'Longo demais também'],
  ['/..', '!!!'],
]

/** Stored before the upgrade: [slug, name]. */
const CATEGORIES: [string, string][] = [
  ['pesquisas', 'Pesquisas'],
  ['Pesquisas', 'Pesquisas (duplicada)'],
  ['../../../index', 'Índice'],
  ['Notícias Locais', 'Notícias Locais'],
]

beforeAll(async () => {
  const installation = await databaseBefore(SLUG_RULE_MIGRATION)
  db = installation.db

  // What the old rule (non-empty) let in, written as the database owner, one second apart.
  for (const [index, [slug, title]] of POSTS.entries()) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.posts (title, slug, content, status, published_at, created_at)
       values ($1, $2, '<p>Texto.</p>', $3, case when $3 = 'published' then now() end, now() - make_interval(secs => 100 - $4))
       returning id`,
      [title, slug, index % 2 === 0 ? 'published' : 'draft', index],
    )
    postIds.set(slug, rows[0].id)
  }
  for (const [index, [slug, name]] of CATEGORIES.entries()) {
    const { rows } = await db.query<{ id: string }>(
      `insert into public.categories (name, slug, created_at) values ($1, $2, now() - make_interval(secs => 100 - $3)) returning id`,
      [name, slug, index],
    )
    categoryIds.set(slug, rows[0].id)
  }

  await installation.upgrade()
}, 120_000)

afterAll(async () => {
  await db?.close()
})

async function slugOf(table: 'posts' | 'categories', id: string | undefined): Promise<string> {
  const { rows } = await db.query<{ slug: string }>(`select slug from public.${table} where id = $1`, [id])
  return rows[0].slug
}

describe('upgrading an installation with slugs that break the rule', () => {
  it('renames each bad post slug by folding it, by its title when nothing is left, with -2 on a collision', async () => {
    const expected: Record<string, string> = {
      'ja-valido': 'ja-valido',
      'canabidiol-e-epilepsia': 'canabidiol-e-epilepsia',
      '../../../../tmp/x': 'tmp-x',
      Canabidiol_E_Epilepsia: 'canabidiol-e-epilepsia-2',
      'Óleo de CBD': 'oleo-de-cbd',
      '%2e%2e': '2e-2e',
      '../..': 'titulo-so-com-pontos',
      'x-': 'x',
      X: 'x-2',
      ['a'.repeat(250)]: A200,
      ['a'.repeat(201)]: `${'a'.repeat(198)}-2`,
      '/..': 'post',
    }
    for (const [before, after] of Object.entries(expected))
      expect(await slugOf('posts', postIds.get(before)), before).toBe(after)
  })

  it('renames each bad category slug the same way', async () => {
    expect(await slugOf('categories', categoryIds.get('pesquisas'))).toBe('pesquisas')
    expect(await slugOf('categories', categoryIds.get('Pesquisas'))).toBe('pesquisas-2')
    expect(await slugOf('categories', categoryIds.get('../../../index'))).toBe('index')
    expect(await slugOf('categories', categoryIds.get('Notícias Locais'))).toBe('noticias-locais')
  })

  it('records each rename, and only renames, in the audit log with the slug before and after', async () => {
    const { rows } = await db.query<{
      action: string
      entity_type: string
      entity_id: string
      actor_id: string | null
      details: { previous_slug: string; slug: string }
    }>(
      `select action, entity_type, entity_id, actor_id, details from public.audit_log where action like '%.slug_normalized' order by id`,
    )
    const renamedPosts = POSTS.filter(([slug]) => !['ja-valido', 'canabidiol-e-epilepsia'].includes(slug))
    expect(rows.filter((row) => row.action === 'post.slug_normalized')).toHaveLength(renamedPosts.length)
    expect(rows.filter((row) => row.action === 'category.slug_normalized')).toHaveLength(3)
    for (const [slug] of renamedPosts) {
      const entry = rows.find((row) => row.entity_id === postIds.get(slug))
      expect(entry, slug).toMatchObject({
        action: 'post.slug_normalized',
        entity_type: 'post',
        actor_id: null,
        details: { previous_slug: slug },
      })
      expect(entry?.details.slug).toBe(await slugOf('posts', postIds.get(slug)))
    }
    expect(rows.find((row) => row.entity_id === categoryIds.get('../../../index'))).toMatchObject({
      action: 'category.slug_normalized',
      entity_type: 'category',
      details: { previous_slug: '../../../index', slug: 'index' },
    })
  })

  it('keeps each post published or draft as it was', async () => {
    const { rows } = await db.query<{ slug: string; status: string }>(
      `select slug, status from public.posts where slug in ('tmp-x', 'x', 'x-2')`,
    )
    expect(Object.fromEntries(rows.map((row) => [row.slug, row.status]))).toEqual({
      'tmp-x': 'published',
      x: 'draft',
      'x-2': 'published',
    })
  })

  it('refuses a bad slug from then on, even from the database owner', async () => {
    for (const table of ['posts', 'categories'] as const) {
      const id = table === 'posts' ? postIds.get('ja-valido') : categoryIds.get('pesquisas')
      await expect(
        db.query(`update public.${table} set slug = '../../index' where id = $1`, [id]),
      ).rejects.toMatchObject({ code: '23514' })
    }
  })
})
