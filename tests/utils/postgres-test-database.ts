// The db suite on a real PostgreSQL server (project `db-postgres`, tests/setup/db-postgres.ts): each
// test file gets its own database, copied from a template that holds platform.sql, every migration
// and (for the seeded one) the seed files — the SQL `supabase db push` sends to a hosted project.
// The object handed to the tests answers the part of PGlite's API they use (query, exec,
// transaction, close) with PGlite's value types, so the same test files run on both databases.
import { randomUUID } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

export interface RealPostgresConfig {
  host: string
  port: number
  user: string
}

export const SEEDED_TEMPLATE = 'blog_seeded'
export const EMPTY_TEMPLATE = 'blog_empty'

// PGlite's value types: int8 as a number (pg gives a string), a date as UTC midnight.
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

interface Queryable {
  query: pg.Pool['query'] | pg.PoolClient['query']
}

async function run(target: Queryable, sql: string, params?: unknown[]) {
  const result = await (target.query as (sql: string, params?: unknown[]) => Promise<pg.QueryResult>)(sql, params)
  // A multi-statement text gives one result per statement; PGlite's query() takes one statement.
  const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result
  return { rows: last.rows, affectedRows: last.rowCount ?? 0, fields: last.fields }
}

/** A fresh database from a template, behind PGlite's interface. */
export async function openPostgresTestDatabase(config: RealPostgresConfig, opts: { seed?: boolean } = {}): Promise<PGlite> {
  const name = `test_${randomUUID().replace(/-/g, '')}`
  const admin = new pg.Client({ ...config, database: 'template1' })
  await admin.connect()
  try {
    await admin.query(`create database ${name} template ${opts.seed === false ? EMPTY_TEMPLATE : SEEDED_TEMPLATE}`)
  } finally {
    await admin.end()
  }
  const pool = new pg.Pool({ ...config, database: name, max: 4, types })
  pool.on('error', () => {
    // An idle connection dropped at close: nothing to report.
  })

  type Query = (sql: string, params?: unknown[]) => ReturnType<typeof run>
  type Exec = (sql: string) => Promise<{ rows: unknown[]; affectedRows: number }[]>
  const db: {
    query: Query
    exec: Exec
    transaction<T>(fn: (tx: { query: Query; exec: Exec }) => Promise<T>): Promise<T>
    close(): Promise<void>
  } = {
    query: (sql, params) => run(pool, sql, params),
    async exec(sql) {
      const result = await pool.query(sql)
      return (Array.isArray(result) ? result : [result]).map((r: pg.QueryResult) => ({ rows: r.rows, affectedRows: r.rowCount ?? 0 }))
    },
    async transaction(fn) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const tx = {
          query: ((sql, params) => run(client, sql, params)) as Query,
          exec: (async (sql) => [await run(client, sql)]) as Exec,
        }
        const value = await fn(tx)
        await client.query('commit')
        return value
      } catch (error) {
        await client.query('rollback').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    async close() {
      await pool.end()
      const admin = new pg.Client({ ...config, database: 'template1' })
      await admin.connect()
      try {
        await admin.query(`drop database if exists ${name} with (force)`)
      } finally {
        await admin.end()
      }
    },
  }
  return db as unknown as PGlite
}
