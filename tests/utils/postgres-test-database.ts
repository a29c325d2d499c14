// The db suite on a real PostgreSQL server (project `db-postgres`, tests/setup/db-postgres.ts): each
// test file gets its own database, copied from a template that holds platform.sql, every migration
// and (for the seeded one) the seed files — the SQL `supabase db push` sends to a hosted project.
import type { PGlite } from '@electric-sql/pglite'
import { openCopyOfTemplate, type PostgresConfig } from '../../local/db/postgres.ts'

export type RealPostgresConfig = PostgresConfig

export const SEEDED_TEMPLATE = 'blog_seeded'
export const EMPTY_TEMPLATE = 'blog_empty'

/** A fresh database from a template, behind PGlite's interface. */
export function openPostgresTestDatabase(config: RealPostgresConfig, opts: { seed?: boolean } = {}): Promise<PGlite> {
  return openCopyOfTemplate(config, opts.seed === false ? EMPTY_TEMPLATE : SEEDED_TEMPLATE)
}
