// The local stack on a real PostgreSQL server (Debian's `postgresql` package) instead of PGlite:
// real connections running side by side, and real statement time-outs (decision 011). The database
// object it returns answers the part of PGlite's API the stack and the db tests use (query, exec,
// transaction, listen, close), with PGlite's value types, so every caller works on both.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { freePort } from '../free-port.ts'
import { LaneGate, laneShares } from './lanes.ts'

export interface PostgresConfig {
  host: string
  port: number
  user: string
}

export interface PostgresServer {
  config: PostgresConfig
  stop(): Promise<void>
}

/** The server binaries of Debian's package, or null when PostgreSQL is not installed. */
export function postgresBinDir(): string | null {
  for (const version of ['15', '16', '17']) {
    const dir = `/usr/lib/postgresql/${version}/bin`
    if (existsSync(path.join(dir, 'postgres'))) return dir
  }
  return null
}

type ServerUser = { uid?: number; gid?: number }

/** initdb and postgres refuse to run as root: then they run as the `postgres` system user. */
function serverUser(): ServerUser {
  if (process.getuid?.() !== 0) return {}
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim())
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim())
  return { uid, gid }
}

/** Whether the server user can enter `dir` (every folder above it must let it through). */
function reachable(dir: string, user: ServerUser): boolean {
  try {
    execFileSync('test', ['-x', dir], { ...user, stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

/** Where the `postgres` user keeps clusters it could not reach in their own folder: its home. */
function serverUserHome(): string {
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((line) => line.startsWith('postgres:'))
  return entry?.split(':')[5] || '/var/lib/postgresql'
}

/**
 * The folder that holds the cluster. `wanted` itself when the server user can reach it; else (root,
 * with the repository in e.g. /root/…, or a 0700 temporary folder) a folder in the `postgres` user's
 * home named after `wanted`, and `wanted/cluster-location` says where it is. When `wanted` was wiped
 * (`npm run local:reset`), the note is gone and the old cluster is removed too.
 */
function clusterFolder(wanted: string, user: ServerUser): string {
  mkdirSync(wanted, { recursive: true })
  chmodSync(wanted, 0o755)
  if (user.uid === undefined) return wanted
  chownSync(wanted, user.uid, user.gid!)
  if (reachable(wanted, user)) return wanted
  const elsewhere = path.join(
    serverUserHome(),
    'local-stack',
    createHash('sha256').update(wanted).digest('hex').slice(0, 16),
  )
  const note = path.join(wanted, 'cluster-location')
  if (!existsSync(note)) rmSync(elsewhere, { recursive: true, force: true })
  mkdirSync(elsewhere, { recursive: true })
  chownSync(elsewhere, user.uid, user.gid!)
  writeFileSync(note, `${elsewhere}\n`)
  if (!reachable(elsewhere, user)) {
    throw new Error(
      `The postgres user cannot reach ${wanted} nor ${elsewhere}: run the stack as another user, or set LOCAL_DATABASE=pglite.`,
    )
  }
  return elsewhere
}

/**
 * Starts a PostgreSQL server on a free port of 127.0.0.1 (trust authentication, this machine only).
 * `dataDir` keeps the cluster between runs; without it the cluster lives in a temporary folder that
 * `stop()` deletes. `logFile` receives the server's log (its warnings and errors); else it is dropped.
 */
export async function startPostgresServer(opts: { dataDir?: string; logFile?: string } = {}): Promise<PostgresServer> {
  const bin = postgresBinDir()
  if (!bin) throw new Error("PostgreSQL server binaries not found: install Debian's postgresql package.")
  const wanted = opts.dataDir ? path.resolve(opts.dataDir) : mkdtempSync(path.join(tmpdir(), 'local-pg-'))
  const user = serverUser()
  const root = clusterFolder(wanted, user)
  const dataDir = path.join(root, 'data')
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    rmSync(dataDir, { recursive: true, force: true })
    try {
      execFileSync(
        path.join(bin, 'initdb'),
        [
          '-D',
          dataDir,
          '-U',
          'postgres',
          '-A',
          'trust',
          '-E',
          'UTF8',
          '--locale=C.UTF-8',
          ...(opts.dataDir ? [] : ['--no-sync']),
        ],
        { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
      )
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim()
      throw new Error(`initdb could not create a cluster in ${dataDir}: ${stderr || String(error)}`, { cause: error })
    }
  }
  const port = await freePort()
  const log = opts.logFile ? openSync(opts.logFile, 'a') : 'ignore'
  const server: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-h',
      '127.0.0.1',
      '-k',
      root,
      '-c',
      'max_connections=100',
      ...(opts.dataDir ? [] : ['-c', 'fsync=off']),
    ],
    { ...user, stdio: ['ignore', 'ignore', log] },
  )
  if (log !== 'ignore') closeSync(log)
  const exited = new Promise((resolve) => server.once('exit', resolve))
  const config = { host: '127.0.0.1', port, user: 'postgres' }

  // Ready when a connection succeeds (no fixed sleep).
  const started = Date.now()
  for (;;) {
    const client = new pg.Client({ ...config, database: 'postgres' })
    try {
      await client.connect()
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => {})
      if (server.exitCode !== null || Date.now() - started > 30_000) {
        server.kill('SIGKILL')
        throw new Error(`PostgreSQL did not start in ${root}`, { cause: error })
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  return {
    config,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGINT') // fast shutdown: running statements are cancelled
        await exited
      }
      if (!opts.dataDir) for (const folder of new Set([root, wanted])) rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** Creates the database unless it exists; true when it was created. */
export async function ensureDatabase(config: PostgresConfig, name: string, template?: string): Promise<boolean> {
  const admin = new pg.Client({ ...config, database: 'template1' })
  await admin.connect()
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (rows.length > 0) return false
    await admin.query(
      `create database ${pg.escapeIdentifier(name)}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`,
    )
    return true
  } finally {
    await admin.end()
  }
}

export async function dropDatabase(config: PostgresConfig, name: string): Promise<void> {
  const admin = new pg.Client({ ...config, database: 'template1' })
  await admin.connect()
  try {
    await admin.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`)
  } finally {
    await admin.end()
  }
}

// PGlite's value types: int8 as a number (pg gives a string), int8[] as numbers, a date as UTC midnight.
const INT4_ARRAY = 1007 as Parameters<typeof pg.types.getTypeParser>[0]
const typeParsers: Record<number, (value: string) => unknown> = {
  20: Number,
  1016: pg.types.getTypeParser(INT4_ARRAY) as (value: string) => unknown,
  1082: (value) => new Date(`${value}T00:00:00.000Z`),
}
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    typeParsers[oid] ?? (pg.types.getTypeParser as (oid: number, format?: string) => unknown)(oid, format),
}

type Client = Pick<pg.PoolClient, 'query'>
type Query = (
  sql: string,
  params?: unknown[],
) => Promise<{ rows: never[]; affectedRows: number; fields: pg.FieldDef[] }>
type Exec = (sql: string) => Promise<{ rows: unknown[]; affectedRows: number }[]>

async function run(client: Client, sql: string, params?: unknown[]) {
  const result = (await client.query(sql, params)) as pg.QueryResult | pg.QueryResult[]
  // Several statements give one result each; PGlite's query() answers for the last.
  const last = Array.isArray(result) ? result[result.length - 1] : result
  return { rows: last.rows as never[], affectedRows: last.rowCount ?? 0, fields: last.fields }
}

async function runAll(client: Client, sql: string) {
  const result = (await client.query(sql)) as pg.QueryResult | pg.QueryResult[]
  return (Array.isArray(result) ? result : [result]).map((r) => ({ rows: r.rows, affectedRows: r.rowCount ?? 0 }))
}

/** Connections of one database's pool (decision 011; the lanes of decision 039 share them out). */
export const POOL_SIZE = 8

/**
 * A pool of connections to one database, shaped like PGlite. `onClose` runs after the pool ends
 * (drop the database, stop the server). Every query and transaction first takes a slot of the pool's
 * LaneGate (local/db/lanes.ts), so the lane a request runs in decides when it gets a connection.
 */
export function postgresAsPglite(config: PostgresConfig, database: string, onClose?: () => Promise<void>): PGlite {
  const pool = new pg.Pool({ ...config, database, max: POOL_SIZE, types })
  pool.on('error', () => {
    // An idle connection dropped when the server stops: nothing to report.
  })
  const gate = new LaneGate(laneShares(POOL_SIZE))
  let closed = false
  const gated = async <T>(work: () => Promise<T>): Promise<T> => {
    const release = await gate.acquire()
    try {
      // Still waiting when the pool closed: answered as Postgres answers a shutdown, not as a bug.
      if (closed)
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
          severity: 'FATAL',
        })
      return await work()
    } finally {
      release()
    }
  }
  const listeners: pg.Client[] = []
  const db: {
    query: Query
    exec: Exec
    transaction<T>(fn: (tx: { query: Query; exec: Exec }) => Promise<T>): Promise<T>
    listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>
    close(): Promise<void>
  } = {
    query: (sql, params) => gated(() => run(pool, sql, params)),
    exec: (sql) => gated(() => runAll(pool, sql)),
    transaction: (fn) =>
      gated(async () => {
        const client = await pool.connect()
        try {
          await client.query('begin')
          const value = await fn({
            query: (sql, params) => run(client, sql, params),
            exec: (sql) => runAll(client, sql),
          })
          await client.query('commit')
          return value
        } catch (error) {
          await client.query('rollback').catch(() => {})
          throw error
        } finally {
          client.release()
        }
      }),
    async listen(channel, callback) {
      const client = new pg.Client({ ...config, database, types })
      client.on('error', () => {})
      await client.connect()
      client.on('notification', (message) => {
        if (message.channel === channel) callback(message.payload ?? '')
      })
      await client.query(`listen ${pg.escapeIdentifier(channel)}`)
      listeners.push(client)
      return async () => {
        await client.end().catch(() => {})
      }
    },
    async close() {
      closed = true
      await Promise.all(listeners.map((client) => client.end().catch(() => {})))
      await pool.end()
      await onClose?.()
    },
  }
  return db as unknown as PGlite
}

/** A fresh database copied from a template, removed again on close (the db-postgres tests). */
export async function openCopyOfTemplate(config: PostgresConfig, template: string): Promise<PGlite> {
  const name = `test_${randomUUID().replace(/-/g, '')}`
  await ensureDatabase(config, name, template)
  return postgresAsPglite(config, name, () => dropDatabase(config, name))
}

/** The database the local stack uses on its PostgreSQL server. */
export const STACK_DATABASE = 'blog'

/**
 * The local stack's database on a PostgreSQL server it starts: brought to the state of a hosted
 * project (platform → migrations → seed) when new, or given the migrations added since. Closing it
 * stops the server.
 */
export async function openPostgresStackDatabase(opts: { dataDir?: string; seed?: boolean } = {}): Promise<PGlite> {
  // Imported here: database.ts loads PGlite, which a db-postgres test file never needs.
  const { initialiseDatabase } = await import('./database.ts')
  const server = await startPostgresServer({ dataDir: opts.dataDir })
  try {
    await ensureDatabase(server.config, STACK_DATABASE)
    const db = postgresAsPglite(server.config, STACK_DATABASE, () => server.stop())
    await initialiseDatabase(db, opts)
    return db
  } catch (error) {
    await server.stop()
    throw error
  }
}
