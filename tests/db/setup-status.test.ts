import { describe, expect, it } from 'vitest'
import { listMigrationFiles } from '../../local/db/database'
import { createUser, errorCodeAs, queryAs, setRole, useFreshDatabase } from './helpers'

interface Status {
  schema: {
    ok: boolean
    missing_tables: string[]
    missing_functions: string[]
    latest_migration: string | null
    expected_applied: boolean | null
  }
  categories: { ok: boolean; missing: string[] }
  security: { ok: boolean; tables_without_rls: string[]; missing_storage_policies: string[]; bucket: boolean }
  admin: { ok: boolean }
}

const db = useFreshDatabase({ perTest: true })

async function latestMigration() {
  const files = await listMigrationFiles()
  return files.at(-1)!.name.split('/').pop()!.slice(0, 14)
}

const status = async (expected: string | null = null) =>
  (await queryAs<{ s: Status }>(db(), 'anon', 'select public.setup_status($1) as s', [expected]))[0].s

describe('setup_status', () => {
  it('on a fresh, seeded database: schema, categories and security OK, no admin yet — readable before any account exists', async () => {
    const s = await status(await latestMigration())
    expect(s.schema).toMatchObject({
      ok: true,
      missing_tables: [],
      missing_functions: [],
      expected_applied: true,
      latest_migration: await latestMigration(),
    })
    expect(s.categories).toEqual({ ok: true, missing: [] })
    expect(s.security).toEqual({ ok: true, tables_without_rls: [], missing_storage_policies: [], bucket: true })
    expect(s.admin).toEqual({ ok: false })
  })

  it('reports a build newer than the database (latest migration not applied)', async () => {
    const s = await status('29991231235959')
    expect(s.schema.ok).toBe(false)
    expect(s.schema.expected_applied).toBe(false)
  })

  it('names missing default categories, tables without RLS and missing storage policies', async () => {
    await db().query(`delete from public.categories where slug in ('noticias', 'legislacao')`)
    await db().query('alter table public.comments disable row level security')
    await db().query(`drop policy "Authors can delete their own post images" on storage.objects`)
    const s = await status()
    expect(s.categories).toEqual({ ok: false, missing: ['legislacao', 'noticias'] })
    expect(s.security.ok).toBe(false)
    expect(s.security.tables_without_rls).toEqual(['comments'])
    expect(s.security.missing_storage_policies).toEqual(['Authors can delete their own post images'])
  })

  it('sees the first admin', async () => {
    await createUser(db(), { email: 'primeira@example.com' })
    expect((await status()).admin).toEqual({ ok: true })
  })
})

describe('create_default_categories', () => {
  it('while no admin exists anyone may create them; it is idempotent and keeps edited ones', async () => {
    await db().query(`delete from public.categories where slug <> 'pesquisas'`)
    await db().query(`update public.categories set description = 'editada' where slug = 'pesquisas'`)
    const [first] = await queryAs<{ r: { created: number; existing: number } }>(
      db(),
      'anon',
      'select public.create_default_categories() as r',
    )
    expect(first.r).toEqual({ created: 3, existing: 1 })
    const [again] = await queryAs<{ r: { created: number } }>(
      db(),
      'anon',
      'select public.create_default_categories() as r',
    )
    expect(again.r.created).toBe(0)
    const rows = (
      await db().query<{ slug: string; description: string }>(
        'select slug, description from public.categories order by slug',
      )
    ).rows
    expect(rows.map((r) => r.slug)).toEqual(['legislacao', 'noticias', 'pesquisas', 'tratamentos'])
    expect(rows.find((r) => r.slug === 'pesquisas')?.description).toBe('editada')
  })

  it('after bootstrap only an admin may run it: visitors, authors and editors are refused', async () => {
    const admin = await createUser(db())
    const author = await createUser(db())
    const editor = await createUser(db())
    await setRole(db(), editor, 'editor')
    await db().query('delete from public.categories')
    for (const who of ['anon', author, editor] as const) {
      expect(await errorCodeAs(db(), who, 'select public.create_default_categories()')).toBe('42501')
    }
    expect((await db().query('select count(*)::int n from public.categories')).rows[0]).toEqual({ n: 0 })
    const [done] = await queryAs<{ r: { created: number } }>(
      db(),
      admin,
      'select public.create_default_categories() as r',
    )
    expect(done.r.created).toBe(4)
  })
})
