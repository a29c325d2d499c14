// A throwaway PostgreSQL 15 server (Debian's `postgresql` package) for the tests that need what the
// embedded database cannot give: several connections running transactions at the same time.
// It gets platform.sql and every migration, exactly as the local stack applies them.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, chmodSync, chownSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './free-port'
import pg from 'pg'
import { listMigrationFiles, PLATFORM_SQL } from '../../local/db/database.ts'

export interface RealPostgres {
  /** Where the server listens, as the database owner (`postgres`, trust authentication). */
  config: { host: string; port: number; user: string }
  /** A new connection as the database owner (the caller sets roles/claims itself). */
  connect(database?: string): Promise<pg.Client>
  close(): Promise<void>
}

function binDir(): string {
  for (const dir of ['/usr/lib/postgresql/15/bin', '/usr/lib/postgresql/16/bin', '/usr/lib/postgresql/17/bin']) {
    if (existsSync(path.join(dir, 'postgres'))) return dir
  }
  throw new Error('PostgreSQL server binaries not found: install Debian\'s postgresql package (.ci/run does).')
}

/** initdb and postgres refuse to run as root: then they run as the `postgres` system user. */
function asServerUser(dataDir: string): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {}
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  chownSync(dataDir, uid, gid)
  return { uid, gid }
}

export async function startRealPostgres(): Promise<RealPostgres> {
  const bin = binDir()
  const root = mkdtempSync(path.join(tmpdir(), 'real-pg-'))
  chmodSync(root, 0o755)
  const dataDir = path.join(root, 'data')
  const user = asServerUser(root)
  execFileSync(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'], { ...user, stdio: 'ignore' })
  const port = await freePort()
  const server: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-k', root, '-c', 'fsync=off', '-c', 'max_connections=50'],
    { ...user, stdio: 'ignore' },
  )
  const config = { host: '127.0.0.1', port, user: 'postgres', database: 'postgres' }

  // Ready when a connection succeeds (no fixed sleep).
  const started = Date.now()
  for (;;) {
    const client = new pg.Client(config)
    try {
      await client.connect()
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => {})
      if (Date.now() - started > 20_000) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  const setup = new pg.Client(config)
  await setup.connect()
  await setup.query(readFileSync(PLATFORM_SQL, 'utf8'))
  for (const file of await listMigrationFiles()) {
    try {
      const sql = readFileSync(file.absolutePath, 'utf8')
      await setup.query(sql)
      // Recorded as the Supabase CLI (and local/db/database.ts) records them: setup_status reads this.
      const base = path.basename(file.absolutePath, '.sql')
      await setup.query('insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)', [
        base.slice(0, base.indexOf('_')),
        base.slice(base.indexOf('_') + 1),
        [sql],
      ])
    } catch (error) {
      throw new Error(`${file.name} failed on PostgreSQL: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
  }
  await setup.end()

  return {
    config: { host: config.host, port: config.port, user: config.user },
    async connect(database = 'postgres') {
      const client = new pg.Client({ ...config, database })
      await client.connect()
      return client
    },
    async close() {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGINT')
      await exited
      rmSync(root, { recursive: true, force: true })
    },
  }
}
