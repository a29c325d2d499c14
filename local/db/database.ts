// Boots the embedded Postgres (PGlite) of the local stack and brings it to the state a hosted
// Supabase project would be in: platform (what Supabase provides) → our migrations → seed files.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import { unaccent } from '@electric-sql/pglite/contrib/unaccent'
import { uuid_ossp } from '@electric-sql/pglite/contrib/uuid_ossp'

/** Repository root (this file lives in local/db/). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const PLATFORM_SQL = path.join(REPO_ROOT, 'local', 'platform.sql')
export const SUPABASE_DIR = path.join(REPO_ROOT, 'supabase')
export const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations')

/** The Postgres extensions a hosted Supabase project offers and our migrations use. */
export const EXTENSIONS = { unaccent, pgcrypto, pg_trgm, uuid_ossp }

export interface OpenDatabaseOptions {
  /** Folder holding the Postgres data directory. Omitted: in memory. Created when missing. */
  dataDir?: string
  /** Apply the seed files on a fresh database (default true). */
  seed?: boolean
  /** Start from a dumped data directory (see `dumpDataDir`); no files are applied then. */
  loadDataDir?: Blob | File
}

export interface SqlFile {
  /** Path relative to the repository root, used in error messages and bookkeeping. */
  name: string
  absolutePath: string
}

/** Thrown when a SQL file fails to apply; says which file, where and why. */
export class SqlFileError extends Error {
  readonly file: string
  readonly cause: unknown
  constructor(file: string, cause: unknown, sql: string) {
    const err = cause as { message?: string; position?: string | number; detail?: string; hint?: string }
    const where = lineOf(sql, err?.position)
    const parts = [`Failed to apply ${file}${where ? ` (line ${where})` : ''}: ${err?.message ?? String(cause)}`]
    if (err?.detail) parts.push(`Detail: ${err.detail}`)
    if (err?.hint) parts.push(`Hint: ${err.hint}`)
    super(parts.join('\n'))
    this.name = 'SqlFileError'
    this.file = file
    this.cause = cause
  }
}

function lineOf(sql: string, position: string | number | undefined): number | undefined {
  const pos = Number(position)
  if (!Number.isFinite(pos) || pos <= 0) return undefined
  return sql.slice(0, pos - 1).split('\n').length
}

export function toSqlFile(absolutePath: string): SqlFile {
  return { name: path.relative(REPO_ROOT, absolutePath).split(path.sep).join('/'), absolutePath }
}

/** `supabase/migrations/*.sql`, in version (file name) order, as the Supabase CLI applies them. */
export async function listMigrationFiles(): Promise<SqlFile[]> {
  if (!existsSync(MIGRATIONS_DIR)) return []
  const names = (await readdir(MIGRATIONS_DIR)).filter((n) => /^\d+_.+\.sql$/.test(n)).sort()
  return names.map((n) => toSqlFile(path.join(MIGRATIONS_DIR, n)))
}

/**
 * The seed files named by `[db.seed] sql_paths` in supabase/config.toml, in the listed order;
 * a glob expands to its matches sorted by name (as the Supabase CLI does). Defaults to seed.sql.
 */
export async function listSeedFiles(): Promise<SqlFile[]> {
  const patterns = await readSeedPaths()
  const files: SqlFile[] = []
  const seen = new Set<string>()
  for (const pattern of patterns) {
    const abs = path.resolve(SUPABASE_DIR, pattern)
    const matches: string[] = []
    if (/[*?]/.test(path.basename(abs))) {
      const dir = path.dirname(abs)
      if (existsSync(dir)) {
        const re = globToRegExp(path.basename(abs))
        for (const n of (await readdir(dir)).sort()) if (re.test(n)) matches.push(path.join(dir, n))
      }
    } else if (existsSync(abs)) {
      matches.push(abs)
    }
    for (const m of matches) {
      if (seen.has(m)) continue
      seen.add(m)
      files.push(toSqlFile(m))
    }
  }
  return files
}

function globToRegExp(glob: string): RegExp {
  const escaped = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
  return new RegExp(`^${escaped}$`)
}

async function readSeedPaths(): Promise<string[]> {
  const configPath = path.join(SUPABASE_DIR, 'config.toml')
  if (!existsSync(configPath)) return ['./seed.sql']
  const toml = await readFile(configPath, 'utf8')
  const section = /^\[db\.seed\]\s*$([\s\S]*?)(?=^\[|$(?![\s\S]))/m.exec(toml)?.[1] ?? ''
  if (/^\s*enabled\s*=\s*false/m.test(section)) return []
  const list = /^\s*sql_paths\s*=\s*\[([\s\S]*?)\]/m.exec(section)?.[1]
  if (!list) return ['./seed.sql']
  return [...list.matchAll(/"([^"]+)"|'([^']+)'/g)].map((m) => m[1] ?? m[2])
}

/** Runs one SQL file in its own transaction; on failure nothing of it stays and a SqlFileError says why. */
export async function applySqlFile(
  db: PGlite,
  file: SqlFile,
  after?: (tx: import('@electric-sql/pglite').Transaction, sql: string) => Promise<void>,
): Promise<void> {
  const sql = await readFile(file.absolutePath, 'utf8')
  try {
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      if (after) await after(tx, sql)
    })
  } catch (error) {
    throw new SqlFileError(file.name, error, sql)
  }
}

export async function isInitialised(db: PGlite): Promise<boolean> {
  const { rows } = await db.query<{ ok: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as ok`,
  )
  return rows[0]?.ok === true
}

/** Applies the migrations not yet recorded in supabase_migrations.schema_migrations. Returns their names. */
export async function applyPendingMigrations(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ version: string; statements: string[] | null }>(
    'select version, statements from supabase_migrations.schema_migrations',
  )
  const done = new Map(rows.map((r) => [r.version, r.statements?.join('') ?? null]))
  const applied: string[] = []
  const changed: string[] = []
  for (const file of await listMigrationFiles()) {
    const base = path.basename(file.absolutePath, '.sql')
    const version = base.slice(0, base.indexOf('_'))
    if (done.has(version)) {
      const recorded = done.get(version)
      if (recorded != null && recorded !== (await readFile(file.absolutePath, 'utf8'))) changed.push(file.name)
      continue
    }
    await applySqlFile(db, file, async (tx, sql) => {
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [version, base.slice(base.indexOf('_') + 1), [sql]],
      )
    })
    applied.push(file.name)
  }
  if (changed.length > 0) {
    // Merged migrations never change; an unmerged one may, and a persisted database keeps the old one.
    console.warn(
      `[local/db] ${changed.join(', ')} changed after this database applied it; run \`npm run local:reset\` to rebuild.`,
    )
  }
  return applied
}

/** Applies every seed file (config.toml order), recording each in supabase_migrations.seed_files. */
export async function applySeedFiles(db: PGlite): Promise<string[]> {
  const applied: string[] = []
  for (const file of await listSeedFiles()) {
    await applySqlFile(db, file, async (tx, sql) => {
      const hash = createHash('sha256').update(sql).digest('hex')
      await tx.query(
        `insert into supabase_migrations.seed_files (path, hash) values ($1, $2)
         on conflict (path) do update set hash = excluded.hash`,
        [file.name, hash],
      )
    })
    applied.push(file.name)
  }
  return applied
}

/**
 * Brings an opened database to the state of a hosted project: a fresh one gets local/platform.sql,
 * every migration and (unless `seed: false`) the seed files; an initialised one the migrations added
 * since (and platform.sql again when it predates the file's newest tables). PGlite and the PostgreSQL server (local/db/postgres.ts) both go through here.
 */
export async function initialiseDatabase(db: PGlite, opts: { seed?: boolean } = {}): Promise<void> {
  if (await isInitialised(db)) {
    // A persisted database made before platform.sql grew (the MFA tables, issue 51) gets what it
    // lacks: the file only adds what is missing or replaces it with the same definition.
    const { rows } = await db.query<{ ok: boolean }>(`select to_regclass('auth.mfa_amr_claims') is not null as ok`)
    if (!rows[0]?.ok) await applySqlFile(db, toSqlFile(PLATFORM_SQL))
    await applyPendingMigrations(db)
    return
  }
  await applySqlFile(db, toSqlFile(PLATFORM_SQL))
  await applyPendingMigrations(db)
  if (opts.seed !== false) await applySeedFiles(db)
}

/**
 * Opens the local database. A fresh (empty) one gets local/platform.sql, then every
 * supabase/migrations/*.sql in order, then the seed files (unless `seed: false`). An already
 * initialised persisted database is opened as it is, except that migrations added since are applied
 * (and platform.sql's newer tables, see initialiseDatabase).
 * Throws a SqlFileError naming the file that failed.
 *
 * PGlite has a single connection: use `db.transaction()` / `runAs()` and never call `db.query()`
 * from inside a transaction callback (it would wait for the transaction forever).
 */
export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<PGlite> {
  if (opts.dataDir) await mkdir(opts.dataDir, { recursive: true })
  const db = await PGlite.create({
    dataDir: opts.dataDir,
    extensions: EXTENSIONS,
    loadDataDir: opts.loadDataDir,
  })
  try {
    if (!opts.loadDataDir) await initialiseDatabase(db, opts)
    return db
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
}

/** Wipes a persisted data folder (npm run local:reset); the next openDatabase re-initialises it. */
export async function resetDatabase(dataDir: string): Promise<void> {
  const resolved = path.resolve(dataDir)
  if (resolved === path.parse(resolved).root || resolved === path.resolve(REPO_ROOT)) {
    throw new Error(`Refusing to wipe ${resolved}`)
  }
  await rm(resolved, { recursive: true, force: true })
}

/** Hash of every file that shapes a fresh database; templates built from other files are stale. */
export async function schemaFingerprint(opts: { seed?: boolean } = {}): Promise<string> {
  const files = [toSqlFile(PLATFORM_SQL), ...(await listMigrationFiles())]
  if (opts.seed !== false) files.push(...(await listSeedFiles()))
  const hash = createHash('sha256')
  hash.update(`seed=${opts.seed !== false}\n`)
  for (const f of files) {
    hash.update(f.name + '\n')
    hash.update(await readFile(f.absolutePath))
  }
  return hash.digest('hex').slice(0, 16)
}
