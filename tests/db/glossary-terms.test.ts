import { beforeAll, describe, expect, it } from 'vitest'
import { affectedAs, createCast, errorAs, errorCodeAs, queryAs, useFreshDatabase, type Cast } from './helpers'

const db = useFreshDatabase()
let cast: Cast
beforeAll(async () => {
  cast = await createCast(db())
})

const INSERT = `insert into public.glossary_terms (slug, term, definition, source_url) values ($1, $2, $3, $4)`
const good = (slug: string, term = `Termo ${slug}`) => [
  slug,
  term,
  'Uma definição simples.',
  'https://example.org/fonte',
]

describe('public.glossary_terms', () => {
  it('ships the starting terms, each with a definition and an http(s) source', async () => {
    const rows = await queryAs<{ slug: string; source_url: string }>(
      db(),
      'anon',
      'select slug, source_url from public.glossary_terms',
    )
    expect(rows.length).toBeGreaterThanOrEqual(30)
    expect(rows.map((row) => row.slug)).toContain('canabidiol')
    for (const row of rows) expect(row.source_url).toMatch(/^https?:\/\//)
  })

  it('visitors and authors read the glossary', async () => {
    for (const who of ['anon', cast.authorA] as const) {
      const rows = await queryAs<{ term: string }>(
        db(),
        who,
        `select term from public.glossary_terms where slug = 'canabidiol'`,
      )
      expect(rows).toEqual([{ term: 'Canabidiol' }])
    }
  })

  it('visitors cannot create, edit or delete terms', async () => {
    expect(await errorCodeAs(db(), 'anon', INSERT, good('visitante'))).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', `update public.glossary_terms set definition = 'x'`)).toBe('42501')
    expect(await errorCodeAs(db(), 'anon', 'delete from public.glossary_terms')).toBe('42501')
  })

  it('authors cannot create, edit or delete terms', async () => {
    expect(await errorCodeAs(db(), cast.authorA, INSERT, good('autor'))).toBe('42501')
    expect(
      await affectedAs(
        db(),
        cast.authorA,
        `update public.glossary_terms set definition = 'x' where slug = 'canabidiol'`,
      ),
    ).toBe(0)
    expect(await affectedAs(db(), cast.authorA, `delete from public.glossary_terms where slug = 'canabidiol'`)).toBe(0)
  })

  for (const who of ['editor', 'admin'] as const) {
    it(`${who} creates, edits and deletes terms, and is recorded as who saved last`, async () => {
      const slug = `novo-${who}`
      expect(await affectedAs(db(), cast[who], INSERT, good(slug))).toBe(1)
      expect(
        await affectedAs(
          db(),
          cast[who],
          `update public.glossary_terms set definition = 'Outra.', updated_by = null where slug = $1`,
          [slug],
        ),
      ).toBe(1)
      const [row] = await queryAs<{ updated_by: string }>(
        db(),
        'service_role',
        'select updated_by from public.glossary_terms where slug = $1',
        [slug],
      )
      expect(row.updated_by).toBe(cast[who].id)
      expect(await affectedAs(db(), cast[who], 'delete from public.glossary_terms where slug = $1', [slug])).toBe(1)
    })
  }

  it('refuses a term another term has, whatever its case or accents', async () => {
    const duplicate = await errorAs(db(), cast.editor, INSERT, good('outro-cbd', '  CANABIDÍOL '))
    expect(duplicate).toMatchObject({ code: '23505' })
    expect(duplicate?.message).toContain('glossary_terms_term_key')
    const slug = await errorAs(db(), cast.editor, INSERT, good('canabidiol', 'Outro nome'))
    expect(slug?.message).toContain('glossary_terms_slug_key')
  })

  it('refuses an empty or too long definition, a source that is not an http(s) address and a bad slug', async () => {
    const attempt = (values: unknown[]) => errorAs(db(), cast.editor, INSERT, values)
    expect((await attempt(['vazio', 'Vazio', '   ', 'https://example.org']))?.message).toContain(
      'glossary_terms_definition_check',
    )
    expect((await attempt(['longo', 'Longo', 'x'.repeat(601), 'https://example.org']))?.message).toContain(
      'glossary_terms_definition_check',
    )
    for (const url of ['javascript:alert(1)', 'example.org/fonte', 'https://', 'ftp://example.org', 'https://a b.org'])
      expect((await attempt(['fonte', 'Fonte', 'Definição.', url]))?.message).toContain(
        'glossary_terms_source_url_check',
      )
    expect((await attempt(['Slug Ruim', 'Slug', 'Definição.', 'https://example.org']))?.message).toContain(
      'glossary_terms_slug_rule',
    )
    expect((await attempt(['sem-termo', ' ', 'Definição.', 'https://example.org']))?.message).toContain(
      'glossary_terms_term_check',
    )
  })

  it('refuses empty variants', async () => {
    const error = await errorAs(
      db(),
      cast.editor,
      `insert into public.glossary_terms (slug, term, variants, definition, source_url)
       values ('variante', 'Variante', array['ok', ' '], 'Definição.', 'https://example.org')`,
    )
    expect(error?.message).toContain('glossary_terms_variants_check')
  })

  it('records terms created, changed and deleted in the audit log', async () => {
    const [{ id }] = await queryAs<{ id: string }>(
      db(),
      cast.editor,
      `insert into public.glossary_terms (slug, term, definition, source_url)
       values ('auditado', 'Auditado', 'Definição.', 'https://example.org') returning id`,
    )
    await queryAs(db(), cast.editor, `update public.glossary_terms set definition = 'Nova.' where id = $1`, [id])
    await queryAs(db(), cast.admin, 'delete from public.glossary_terms where id = $1', [id])
    const entries = await queryAs<{ action: string; actor_id: string; details: unknown }>(
      db(),
      cast.admin,
      `select action, actor_id, details from public.audit_log where entity_id = $1 order by id`,
      [id],
    )
    expect(entries.map((entry) => [entry.action, entry.actor_id])).toEqual([
      ['glossary.created', cast.editor.id],
      ['glossary.updated', cast.editor.id],
      ['glossary.deleted', cast.admin.id],
    ])
    expect(entries[1].details).toMatchObject({ changed: ['definition'] })
  })

  it('changes the site content version when a term changes', async () => {
    const version = async () =>
      (await queryAs<{ v: string }>(db(), 'anon', 'select public.site_content_version() as v'))[0].v
    const before = await version()
    await queryAs(
      db(),
      cast.editor,
      `update public.glossary_terms set definition = definition || '.' where slug = 'rqe'`,
    )
    expect(await version()).not.toBe(before)
  })
})

describe('posts.glossary_links', () => {
  it('visitors read it, and it is on by default', async () => {
    const rows = await queryAs<{ glossary_links: boolean }>(
      db(),
      'anon',
      'select glossary_links from public.posts limit 1',
    )
    expect(rows[0]?.glossary_links).toBe(true)
  })
})
