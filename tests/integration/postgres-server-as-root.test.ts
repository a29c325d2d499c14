// `npm run dev` as root with the repository (and so `.local-data/`) in a folder only root can enter,
// such as /root/…: initdb and postgres run as the `postgres` user, which cannot reach that folder.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { startPostgresServer, type PostgresServer } from '../../local/db/postgres.ts'

const query = async (server: PostgresServer, sql: string) => {
  const client = new pg.Client({ ...server.config, database: 'postgres' })
  await client.connect()
  try {
    return (await client.query(sql)).rows
  } finally {
    await client.end()
  }
}

// Only root hands the server to another user; CI and this project's machines run as root.
describe.runIf(process.getuid?.() === 0)('the PostgreSQL server started by root', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'root-only-'))
  afterAll(() => rmSync(parent, { recursive: true, force: true }))

  it('starts with its data folder inside a 0700 folder, keeps its data across a restart and starts empty after the folder is wiped', async () => {
    expect(statSync(parent).mode & 0o777).toBe(0o700)
    const dataDir = path.join(parent, '.local-data', 'postgres')

    let server = await startPostgresServer({ dataDir })
    await query(server, 'create table kept (id int)')
    await server.stop()

    server = await startPostgresServer({ dataDir })
    expect(await query(server, "select to_regclass('kept') is not null as kept")).toEqual([{ kept: true }])
    await server.stop()

    rmSync(dataDir, { recursive: true, force: true }) // what `npm run local:reset` does
    server = await startPostgresServer({ dataDir })
    expect(await query(server, "select to_regclass('kept') is not null as kept")).toEqual([{ kept: false }])
    await server.stop()
    // The cluster lives in the postgres user's home (this folder is beyond its reach): clean it up.
    rmSync(readFileSync(path.join(dataDir, 'cluster-location'), 'utf8').trim(), { recursive: true, force: true })
  })

  it('starts a throwaway server when the temporary folder is a 0700 folder', async () => {
    const previous = process.env.TMPDIR
    process.env.TMPDIR = parent
    try {
      const server = await startPostgresServer()
      expect(await query(server, 'select 1 as one')).toEqual([{ one: 1 }])
      await server.stop()
    } finally {
      if (previous === undefined) delete process.env.TMPDIR
      else process.env.TMPDIR = previous
    }
  })
})
