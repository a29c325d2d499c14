/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { removeObjects } from '../../../../local/supabase/storage/remove-objects.ts'
import { ANON, failure, fakeDeps, rolesUsed, USER } from './fake-storage.ts'

const DELETE_SQL = /^delete from storage\.objects/

describe('removeObjects', () => {
  it('deletes the rows as the caller, drops the bytes of each deleted row and answers the rows', async () => {
    const { deps, db, blobs } = fakeDeps()
    const rows = [
      { bucket_id: 'covers', name: 'a.png', id: '1' },
      { bucket_id: 'covers', name: 'b/c.png', id: '2' },
    ]
    db.on(DELETE_SQL, () => rows)
    const response = await removeObjects(deps, USER, 'covers', ['a.png', 'b/c.png', 'hidden.png'])
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual(rows)
    const [query] = db.sql(DELETE_SQL)
    expect(query.params).toEqual(['covers', ['a.png', 'b/c.png', 'hidden.png']])
    expect(query.inTransaction).toBe(true)
    expect(query.sql).toMatch(
      /^delete from storage\.objects where bucket_id = \$1 and name = any\(\$2::text\[\]\)\s+returning /,
    )
    expect(query.sql).toMatch(
      /returning bucket_id, name, id, owner, owner_id, created_at, updated_at, last_accessed_at, metadata, user_metadata, version$/,
    )
    expect(rolesUsed(db)).toEqual(['authenticated'])
    expect(blobs.calls).toEqual([
      ['delete', 'covers', 'a.png'],
      ['delete', 'covers', 'b/c.png'],
    ])
  })

  it('answers [] and deletes no bytes when the policy lets nothing through', async () => {
    const { deps, db, blobs } = fakeDeps()
    const response = await removeObjects(deps, ANON, 'covers', ['a.png'])
    expect(await response.json()).toEqual([])
    expect(rolesUsed(db)).toEqual(['anon'])
    expect(blobs.calls).toEqual([])
  })

  it('answers InvalidKey for a prefix that is not a string, before touching the database', async () => {
    for (const names of [[1], ['a.png', null], [{}]]) {
      const { deps, db } = fakeDeps()
      expect(await failure(removeObjects(deps, USER, 'covers', names as string[]))).toEqual({
        status: 400,
        body: { statusCode: '400', code: 'InvalidKey', error: 'Invalid key', message: 'prefixes must be strings' },
      })
      expect(db.queries).toEqual([])
    }
  })
})
