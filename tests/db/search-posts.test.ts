import { beforeAll, describe, expect, it } from 'vitest'
import { createCast, insertPost, queryAs, useFreshDatabase, type Cast } from './helpers'

interface SearchRow {
  id: string
  title: string
  status: string
  published_at: Date | null
  category: { id: string; name: string; slug: string; color: string | null } | null
  author: { id: string; full_name: string | null; avatar_url: string | null } | null
  total_count: number | string
}

const db = useFreshDatabase()
let cast: Cast
const ids: Record<string, string> = {}

async function search(
  args: { q?: string | null; category?: string | null; page?: number; size?: number },
  actor: Parameters<typeof queryAs>[1] = 'anon',
): Promise<SearchRow[]> {
  return queryAs<SearchRow>(
    db(),
    actor,
    'select * from public.search_posts(search_query => $1, category_slug => $2, page => $3, page_size => $4)',
    [args.q ?? null, args.category ?? null, args.page ?? 1, args.size ?? 100],
  )
}

beforeAll(async () => {
  cast = await createCast(db())
  await db().query(`insert into public.categories (name, slug, color) values ('Busca', 'busca', '#3b82f6')`)
  const day = 86_400_000
  const base = Date.UTC(2024, 0, 1)
  for (let i = 1; i <= 12; i++) {
    ids[`page${i}`] = await insertPost(db(), {
      title: `Zebrafish estudo número ${i}`,
      categorySlug: 'busca',
      publishedAt: new Date(base + i * day).toISOString(),
      authorId: cast.authorA.id,
    })
  }
  ids.legislacao = await insertPost(db(), {
    title: 'Nova Legislação sobre importação',
    content: '<h2>Resolução</h2><p>A <strong>RDC</strong> trata de importação.</p>',
    categorySlug: 'legislacao',
  })
  ids.content = await insertPost(db(), {
    title: 'Sem palavra no título',
    excerpt: 'Resumo neutro',
    content: '<p>O <em>canabidiol</em> (CBD) é estudado em epilepsias refratárias.</p>',
  })
  ids.tag = await insertPost(db(), { title: 'Post com etiqueta', tags: ['Fibromialgia'] })
  ids.markup = await insertPost(db(), { title: 'Marcação', content: '<div class="quixotesco">texto comum</div>' })
  ids.draft = await insertPost(db(), { title: 'Legislação em rascunho', status: 'draft' })
  ids.future = await insertPost(db(), {
    title: 'Legislação agendada',
    status: 'scheduled',
    publishedAt: new Date(Date.now() + 86_400_000).toISOString(),
  })
  ids.due = await insertPost(db(), {
    title: 'Legislação agendada vencida',
    status: 'scheduled',
    publishedAt: new Date(Date.now() - 60_000).toISOString(),
  })
})

const idsOf = (rows: SearchRow[]) => rows.map((r) => r.id)

describe('search_posts', () => {
  it('finds "legislacao" when the text says "Legislação" (accent- and case-insensitive)', async () => {
    for (const q of ['legislacao', 'LEGISLAÇÃO', 'Legislacão', '  legislação  ']) {
      expect(idsOf(await search({ q }))).toContain(ids.legislacao)
    }
  })

  it('searches the content without its markup, the excerpt and the tags', async () => {
    expect(idsOf(await search({ q: 'canabidiol' }))).toContain(ids.content)
    expect(idsOf(await search({ q: 'epilepsias refratarias' }))).toContain(ids.content)
    expect(idsOf(await search({ q: 'resumo neutro' }))).toContain(ids.content)
    expect(idsOf(await search({ q: 'fibromialgia' }))).toContain(ids.tag)
    expect(idsOf(await search({ q: 'quixotesco' }))).not.toContain(ids.markup)
  })

  it('matches partial words (prefixes and substrings)', async () => {
    expect(idsOf(await search({ q: 'legisl' }))).toContain(ids.legislacao)
    expect(idsOf(await search({ q: 'canab' }))).toContain(ids.content)
    expect(idsOf(await search({ q: 'importa' }))).toContain(ids.legislacao)
    expect(idsOf(await search({ q: 'nova legis' }))).toContain(ids.legislacao)
  })

  it('returns published posts and due scheduled posts only, for every caller', async () => {
    for (const actor of ['anon', cast.authorA, cast.admin] as const) {
      const found = idsOf(await search({ q: 'legislacao', size: 100 }, actor))
      expect(found).toContain(ids.due)
      expect(found).not.toContain(ids.draft)
      expect(found).not.toContain(ids.future)
    }
    const all = await search({ size: 100 })
    expect(all.every((r) => r.status === 'published' || r.status === 'scheduled')).toBe(true)
    expect(idsOf(all)).not.toContain(ids.draft)
  })

  it('pages newest first with the right total', async () => {
    const page1 = await search({ category: 'busca', page: 1, size: 5 })
    const page2 = await search({ category: 'busca', page: 2, size: 5 })
    const page3 = await search({ category: 'busca', page: 3, size: 5 })
    expect(page1.map((r) => r.title)).toEqual([12, 11, 10, 9, 8].map((n) => `Zebrafish estudo número ${n}`))
    expect(page2.map((r) => r.title)).toEqual([7, 6, 5, 4, 3].map((n) => `Zebrafish estudo número ${n}`))
    expect(page3.map((r) => r.title)).toEqual([2, 1].map((n) => `Zebrafish estudo número ${n}`))
    for (const row of [...page1, ...page2, ...page3]) expect(Number(row.total_count)).toBe(12)
    expect(await search({ category: 'busca', page: 4, size: 5 })).toEqual([])
  })

  it('pages a text search with the right total', async () => {
    const page1 = await search({ q: 'zebrafish', page: 1, size: 9 })
    const page2 = await search({ q: 'zebrafish', page: 2, size: 9 })
    expect(page1).toHaveLength(9)
    expect(page2).toHaveLength(3)
    expect(new Set([...idsOf(page1), ...idsOf(page2)]).size).toBe(12)
    expect(Number(page1[0].total_count)).toBe(12)
  })

  it('filters by category slug', async () => {
    const rows = await search({ q: 'legislacao', category: 'legislacao' })
    expect(idsOf(rows)).toContain(ids.legislacao)
    expect(rows.every((r) => r.category?.slug === 'legislacao')).toBe(true)
    expect(await search({ q: 'zebrafish', category: 'noticias' })).toEqual([])
  })

  it('returns category and author information with each post', async () => {
    const [row] = await search({ q: 'zebrafish estudo número 12', category: 'busca' })
    expect(row.category).toMatchObject({ name: 'Busca', slug: 'busca', color: '#3b82f6' })
    expect(row.author).toMatchObject({ id: cast.authorA.id, full_name: 'Alice Autora' })
  })

  it('treats LIKE wildcards and tsquery operators in the query as plain text', async () => {
    expect(await search({ q: '%', category: 'busca' })).toEqual([])
    expect(await search({ q: '_', category: 'busca' })).toEqual([])
    await expect(search({ q: "!(zebrafish & | ') :*" })).resolves.toBeDefined()
  })

  it('puts the best matches first, then the newest, and counts a term found only inside a word', async () => {
    const day = 86_400_000
    const older = new Date(Date.UTC(2023, 0, 1)).toISOString()
    const newer = new Date(Date.UTC(2023, 0, 1) + day).toISOString()
    const inContent = await insertPost(db(), {
      title: 'Nota breve',
      content: '<p>Um capivarídeo apareceu.</p>',
      publishedAt: newer,
    })
    const inTitle = await insertPost(db(), { title: 'Capivarídeo visto no parque', publishedAt: older })
    const inWord = await insertPost(db(), { title: 'Supercapivarídeos', publishedAt: newer })
    const rows = await search({ q: 'capivarideo' })
    // The title (weight A) outranks the content (C); the middle of a word is found by the substring match.
    expect(idsOf(rows)).toEqual([inTitle, inContent, inWord])
    expect(rows.map((r) => Number(r.total_count))).toEqual([3, 3, 3])
    expect(idsOf(await search({ q: 'pivari' }))).toEqual([inWord, inTitle])
  })

  it('finds nothing in a category that does not exist', async () => {
    expect(await search({ category: 'nao-existe' })).toEqual([])
    expect(await search({ q: 'zebrafish', category: 'nao-existe' })).toEqual([])
  })

  it('clamps page and page size', async () => {
    expect(await search({ category: 'busca', page: 0, size: 0 })).toHaveLength(1)
    expect(await search({ category: 'busca', page: -3, size: 1000 })).toHaveLength(12)
  })
})

describe('search_posts and inactive categories', () => {
  it('hides an inactive category from the results, as visitors see it', async () => {
    await db().query(`insert into public.categories (name, slug, is_active) values ('Oculta', 'oculta', false)`)
    const id = await insertPost(db(), { title: 'Ornitorrinco escondido', categorySlug: 'oculta' })
    const [row] = await search({ q: 'ornitorrinco' })
    expect(row.id).toBe(id)
    expect(row.category).toBeNull()
    expect(await search({ category: 'oculta' })).toEqual([])
  })

  it('is SECURITY DEFINER with an empty search_path', async () => {
    const { rows } = await db().query<{ prosecdef: boolean; proconfig: string[] }>(
      `select prosecdef, proconfig from pg_proc where proname = 'search_posts'`,
    )
    expect(rows[0]).toEqual({ prosecdef: true, proconfig: ['search_path=""'] })
  })
})
