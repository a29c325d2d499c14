// Global setup of the `db-postgres` project: one throwaway PostgreSQL 15 server for the whole run,
// with two template databases (tests/utils/postgres-test-database.ts) that each test file copies.
import { readFileSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { listSeedFiles } from '../../local/db/database.ts'
import { EMPTY_TEMPLATE, SEEDED_TEMPLATE, type RealPostgresConfig } from '../utils/postgres-test-database.ts'
import { startRealPostgres } from '../utils/real-postgres.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    realPostgres: RealPostgresConfig
  }
}

export default async function setup(project: TestProject) {
  // Platform and migrations are applied to the `postgres` database by startRealPostgres.
  const server = await startRealPostgres()
  const admin = await server.connect('template1')
  try {
    await admin.query(`create database ${EMPTY_TEMPLATE} template postgres`)
    await admin.query(`create database ${SEEDED_TEMPLATE} template postgres`)
  } finally {
    await admin.end()
  }
  const seeded = await server.connect(SEEDED_TEMPLATE)
  try {
    for (const file of await listSeedFiles()) {
      try {
        await seeded.query(readFileSync(file.absolutePath, 'utf8'))
      } catch (error) {
        throw new Error(
          `${file.name} failed on PostgreSQL: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        )
      }
    }
  } finally {
    await seeded.end()
  }
  project.provide('realPostgres', server.config)
  return () => server.close()
}
