// A throwaway PostgreSQL 15 server (Debian's `postgresql` package) for the tests that need what the
// embedded database cannot give: several connections running transactions at the same time.
// Its `postgres` database gets platform.sql and every migration, recorded as the Supabase CLI does.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { listMigrationFiles, PLATFORM_SQL } from '../../local/db/database.ts'
import { startPostgresServer, type PostgresConfig } from '../../local/db/postgres.ts'

export interface RealPostgres {
  /** Where the server listens, as the database owner (`postgres`, trust authentication). */
  config: PostgresConfig
  /** A new connection as the database owner (the caller sets roles/claims itself). */
  connect(database?: string): Promise<pg.Client>
  close(): Promise<void>
}

export async function startRealPostgres(): Promise<RealPostgres> {
  const server = await startPostgresServer()
  const connect = async (database = 'postgres') => {
    const client = new pg.Client({ ...server.config, database })
    await client.connect()
    return client
  }
  const setup = await connect()
  try {
    await setup.query(readFileSync(PLATFORM_SQL, 'utf8'))
    for (const file of await listMigrationFiles()) {
      try {
        const sql = readFileSync(file.absolutePath, 'utf8')
        await setup.query(sql)
        // Recorded as the Supabase CLI (and local/db/database.ts) records them: setup_status reads this.
        const base = path.basename(file.absolutePath, '.sql')
        await setup.query(
          'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
          [base.slice(0, base.indexOf('_')), base.slice(base.indexOf('_') + 1), [sql]],
        )
      } catch (error) {
        throw new Error(
          `${file.name} failed on PostgreSQL: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        )
      }
    }
  } catch (error) {
    await setup.end()
    await server.stop()
    throw error
  }
  await setup.end()
  return { config: server.config, connect, close: () => server.stop() }
}
