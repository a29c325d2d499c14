import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  applySqlFile,
  listMigrationFiles,
  listSeedFiles,
  openDatabase,
  resetDatabase,
  SqlFileError,
} from '../../local/db/database'

const tmpDirs: string[] = []
afterAll(async () => {
  for (const dir of tmpDirs) await rm(dir, { recursive: true, force: true })
})

async function expectFullyApplied(db: Awaited<ReturnType<typeof openDatabase>>) {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from supabase_migrations.schema_migrations')
  expect(rows[0].n).toBe((await listMigrationFiles()).length)
  const seeds = await db.query<{ path: string }>('select path from supabase_migrations.seed_files order by path')
  expect(seeds.rows.map((r) => r.path)).toEqual((await listSeedFiles()).map((f) => f.name).sort())
  const categories = await db.query<{ n: number }>('select count(*)::int as n from public.categories')
  expect(categories.rows[0].n).toBe(4)
}

describe('migrations and seed', () => {
  it('apply from scratch without error, twice in a row on fresh databases (in memory, then persisted)', async () => {
    const inMemory = await openDatabase()
    await expectFullyApplied(inMemory)
    await inMemory.close()

    const dir = await mkdtemp(path.join(os.tmpdir(), 'local-db-'))
    tmpDirs.push(dir)
    const dataDir = path.join(dir, 'db')
    const persisted = await openDatabase({ dataDir })
    await expectFullyApplied(persisted)
    await persisted.query(`update public.categories set description = 'alterada' where slug = 'noticias'`)
    await persisted.close()

    // An initialised folder is just opened: no re-seeding, changes kept.
    const reopened = await openDatabase({ dataDir })
    const { rows } = await reopened.query<{ description: string }>(
      `select description from public.categories where slug = 'noticias'`,
    )
    expect(rows[0].description).toBe('alterada')
    await expectFullyApplied(reopened)
    await reopened.close()

    await resetDatabase(dataDir)
    expect(existsSync(dataDir)).toBe(false)
    await expect(resetDatabase('/')).rejects.toThrow(/Refusing/)
  })

  it('gives a persisted database made before the MFA tables what platform.sql added, keeping its rows', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'local-db-'))
    tmpDirs.push(dir)
    const dataDir = path.join(dir, 'db')
    const older = await openDatabase({ dataDir, seed: false })
    await older.exec(`drop table auth.mfa_amr_claims, auth.mfa_challenges, auth.mfa_factors;
      insert into public.categories (name, slug) values ('Antiga', 'antiga')`)
    await older.close()

    const reopened = await openDatabase({ dataDir, seed: false })
    const { rows } = await reopened.query<{ factors: string | null; claims: string | null; kept: number }>(
      `select to_regclass('auth.mfa_factors')::text as factors, to_regclass('auth.mfa_amr_claims')::text as claims,
              (select count(*)::int from public.categories where slug = 'antiga') as kept`,
    )
    expect(rows[0]).toEqual({ factors: 'auth.mfa_factors', claims: 'auth.mfa_amr_claims', kept: 1 })
    await reopened.close()
  })

  it('applies seed files in config.toml order: seed.sql first, then supabase/seeds/*.sql sorted', async () => {
    const files = (await listSeedFiles()).map((f) => f.name)
    expect(files[0]).toBe('supabase/seed.sql')
    const rest = files.slice(1)
    expect(rest.every((f) => f.startsWith('supabase/seeds/'))).toBe(true)
    expect([...rest].sort()).toEqual(rest)
  })

  it('lists migrations in version order', async () => {
    const names = (await listMigrationFiles()).map((f) => path.basename(f.name))
    expect(names.length).toBeGreaterThan(3)
    expect([...names].sort()).toEqual(names)
    for (const name of names) expect(name).toMatch(/^\d{14}_[a-z0-9_]+\.sql$/)
  })

  it('skips the seed when asked, and names the file, line and reason when a file fails, keeping nothing of it', async () => {
    const db = await openDatabase({ seed: false })
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.categories')
    expect(rows[0].n).toBe(0)

    const dir = await mkdtemp(path.join(os.tmpdir(), 'bad-sql-'))
    tmpDirs.push(dir)
    const file = path.join(dir, 'broken.sql')
    await writeFile(file, 'create table public.half_done (id int);\n\nselect * from public.no_such_table;\n')
    const error = await applySqlFile(db, { name: 'broken.sql', absolutePath: file }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SqlFileError)
    expect((error as SqlFileError).file).toBe('broken.sql')
    expect((error as Error).message).toContain('broken.sql')
    expect((error as Error).message).toContain('line 3')
    expect((error as Error).message).toContain('no_such_table')
    const half = await db.query(`select to_regclass('public.half_done') as t`)
    expect(half.rows[0]).toEqual({ t: null })
    await db.close()
  })
})
