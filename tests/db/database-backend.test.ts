import { describe, expect, inject, it } from 'vitest'
import { freshDatabase } from './helpers'

describe('the database under test', () => {
  it('is the one its project names: the embedded PGlite for `db`, the PostgreSQL 15 server for `db-postgres`', async () => {
    const db = await freshDatabase({ seed: false })
    try {
      const { rows } = await db.query<{ port: number | null; version: string }>(
        'select inet_server_port() as port, version() as version',
      )
      const server = inject('realPostgres')
      if (server) {
        expect(rows[0].port).toBe(server.port)
        expect(rows[0].version).toMatch(/^PostgreSQL 1[5-7]\./)
      } else {
        // PGlite runs in this process: no server port.
        expect(rows[0].port).toBeNull()
      }
    } finally {
      await db.close()
    }
  })
})
