/** @vitest-environment node */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestAuth } from '../../../../local/supabase/context.ts'
import { downloadAuthenticated, downloadPublic, listObjects } from '../../../../local/supabase/storage/read-objects.ts'
import { ANON, BUCKET_SQL, bucketRow, failure, fakeDeps, rolesUsed, USER } from './fake-storage.ts'

const NOW = new Date('2026-05-04T03:02:01.000Z')
const UPDATED = new Date('2026-01-02T03:04:05.000Z')
const OBJECT_SQL =
  'select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects where bucket_id = $1 and name = $2'
const LIST_SQL = /left\(name, length\(\$2\)\) = \$2/
const URL_ = 'http://127.0.0.1:54321/storage/v1/object/public/covers/a.png'
const get = (query = '', headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`${URL_}${query}`, { method, headers })

function objectRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 'obj-1',
    name: 'a.png',
    metadata: { mimetype: 'image/png', cacheControl: 'max-age=3600', eTag: '"abc"', size: 3 },
    updated_at: UPDATED,
    created_at: UPDATED,
    last_accessed_at: null,
    ...overrides,
  }
}

function setup(
  bucket: Record<string, unknown> | null = bucketRow(),
  row: Record<string, unknown> | null = objectRow(),
) {
  const fake = fakeDeps()
  fake.db.on(BUCKET_SQL, () => (bucket ? [bucket] : []))
  fake.db.on(/^select id, name, metadata/, () => (row ? [row] : []))
  void fake.blobs.put('covers', 'a.png', new TextEncoder().encode('png'))
  fake.blobs.calls.length = 0
  return fake
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('downloadPublic', () => {
  it('sends the bytes with the stored type, cache-control, length, eTag and last-modified', async () => {
    const fake = setup()
    const response = await downloadPublic(fake.deps, get(), 'covers', 'a.png')
    expect(response.status).toBe(200)
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'image/png',
      'cache-control': 'max-age=3600',
      'content-length': '3',
      'accept-ranges': 'bytes',
      'last-modified': UPDATED.toUTCString(),
      etag: '"abc"',
    })
    expect(await response.text()).toBe('png')
    expect(fake.db.queries.map((q) => [q.sql, q.params, q.inTransaction])).toEqual([
      [
        'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        ['covers'],
        false,
      ],
      [OBJECT_SQL, ['covers', 'a.png'], false],
    ])
    expect(fake.blobs.calls).toEqual([['get', 'covers', 'a.png']])
  })

  it('falls back to octet-stream, no-cache, now and no eTag without metadata', async () => {
    for (const metadata of [null, {}]) {
      const fake = setup(bucketRow(), objectRow({ metadata, updated_at: null }))
      const response = await downloadPublic(fake.deps, get(), 'covers', 'a.png')
      expect(Object.fromEntries(response.headers)).toEqual({
        'content-type': 'application/octet-stream',
        'cache-control': 'no-cache',
        'content-length': '3',
        'accept-ranges': 'bytes',
        'last-modified': NOW.toUTCString(),
      })
    }
  })

  it('answers 304 without a body when if-none-match matches the eTag', async () => {
    const response = await downloadPublic(setup().deps, get('', { 'if-none-match': '"abc"' }), 'covers', 'a.png')
    expect(response.status).toBe(304)
    expect(response.headers.get('etag')).toBe('"abc"')
    expect(response.body).toBeNull()
  })

  it('answers 200 when if-none-match differs, or when there is no eTag to compare', async () => {
    const response = await downloadPublic(setup().deps, get('', { 'if-none-match': '"other"' }), 'covers', 'a.png')
    expect(response.status).toBe(200)
    const noTag = setup(bucketRow(), objectRow({ metadata: { mimetype: 'image/png' } }))
    const untagged = await downloadPublic(noTag.deps, get('', { 'if-none-match': '' }), 'covers', 'a.png')
    expect(untagged.status).toBe(200)
    expect(untagged.headers.get('etag')).toBeNull()
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await downloadPublic(setup().deps, get('', {}, 'HEAD'), 'covers', 'a.png')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-length')).toBe('3')
    expect(response.body).toBeNull()
  })

  it('adds content-disposition for ?download, with the given file name encoded', async () => {
    const named = await downloadPublic(setup().deps, get('?download=capa%20nova.png'), 'covers', 'a.png')
    expect(named.headers.get('content-disposition')).toBe(
      "attachment; filename=capa%20nova.png; filename*=UTF-8''capa%20nova.png",
    )
    const bare = await downloadPublic(setup().deps, get('?download'), 'covers', 'a.png')
    expect(bare.headers.get('content-disposition')).toBe('attachment;')
    const none = await downloadPublic(setup().deps, get('?other=1'), 'covers', 'a.png')
    expect(none.headers.get('content-disposition')).toBeNull()
  })

  it('answers NoSuchBucket for a missing bucket and for a private one', async () => {
    for (const bucket of [null, bucketRow({ public: false }), bucketRow({ public: null })]) {
      const fake = setup(bucket)
      expect(await failure(downloadPublic(fake.deps, get(), 'covers', 'a.png'))).toEqual({
        status: 400,
        body: { statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' },
      })
      expect(fake.db.queries).toHaveLength(1)
    }
  })

  it('serves a private bucket when allowPrivate is set (signed URLs)', async () => {
    const fake = setup(bucketRow({ public: false }))
    const response = await downloadPublic(fake.deps, get(), 'covers', 'a.png', { allowPrivate: true })
    expect(response.status).toBe(200)
  })

  it('answers NoSuchKey when the row or the bytes are missing', async () => {
    const noRow = setup(bucketRow(), null)
    expect(await failure(downloadPublic(noRow.deps, get(), 'covers', 'a.png'))).toEqual({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
    })
    expect(noRow.blobs.calls).toEqual([])
    const noBytes = setup(bucketRow(), objectRow({ name: 'b.png' }))
    expect((await failure(downloadPublic(noBytes.deps, get(), 'covers', 'b.png'))).body).toMatchObject({
      code: 'NoSuchKey',
    })
    expect(noBytes.blobs.calls).toEqual([['get', 'covers', 'b.png']])
  })
})

describe('downloadAuthenticated', () => {
  it('reads the row as the caller (RLS) and sends the bytes', async () => {
    const fake = setup(bucketRow({ public: false }))
    const response = await downloadAuthenticated(fake.deps, get(), USER, 'covers', 'a.png')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('png')
    expect(rolesUsed(fake.db)).toEqual(['authenticated'])
    const [query] = fake.db.queries.filter((q) => q.sql === OBJECT_SQL)
    expect(query).toEqual({ sql: OBJECT_SQL, params: ['covers', 'a.png'], inTransaction: true })
  })

  it('answers NoSuchBucket for a missing bucket without querying objects', async () => {
    const fake = setup(null)
    expect((await failure(downloadAuthenticated(fake.deps, get(), USER, 'covers', 'a.png'))).body).toMatchObject({
      code: 'NoSuchBucket',
    })
    expect(fake.db.queries).toHaveLength(1)
  })

  it('answers NoSuchKey when the caller cannot see the row', async () => {
    const fake = setup(bucketRow(), null)
    expect((await failure(downloadAuthenticated(fake.deps, get(), ANON, 'covers', 'a.png'))).body).toMatchObject({
      code: 'NoSuchKey',
    })
    expect(fake.blobs.calls).toEqual([])
  })
})

describe('listObjects', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day))
  const row = (name: string, day = 1, extra: Record<string, unknown> = {}) => ({
    id: `id-${name}`,
    name,
    metadata: { size: name.length },
    updated_at: at(day),
    created_at: at(day),
    last_accessed_at: at(day),
    ...extra,
  })
  const ROWS = [
    row('2026/05/c.png', 3),
    row('2026/a.png', 2),
    row('2026/b.png', 5),
    row('2026/05/d.png', 1),
    row('2026/06/e.png', 4),
    row('top.png', 6),
  ]

  function listSetup(rows: unknown[] = ROWS, bucket: Record<string, unknown> | null = bucketRow()) {
    const fake = fakeDeps()
    fake.db.on(BUCKET_SQL, () => (bucket ? [bucket] : []))
    fake.db.on(LIST_SQL, (params) =>
      (rows as Array<{ name: string }>).filter((r) => r.name.startsWith(params[1] as string)),
    )
    return fake
  }
  const list = (body: unknown, rows?: unknown[], auth: RequestAuth = USER) => {
    const fake = listSetup(rows)
    const request = new Request('http://127.0.0.1:54321/storage/v1/object/list/covers', {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { fake, response: listObjects(fake.deps, request, auth, 'covers') }
  }
  const names = async (body: unknown, rows?: unknown[]) =>
    ((await (await list(body, rows).response).json()) as Array<{ name: string }>).map((e) => e.name)

  it('lists files and folders directly under the prefix, folders as null-id entries', async () => {
    const { fake, response } = list({ prefix: '2026' })
    const entries = await (await response).json()
    expect(entries).toEqual([
      { name: '05', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
      { name: '06', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null },
      {
        name: 'a.png',
        id: 'id-2026/a.png',
        updated_at: at(2).toISOString(),
        created_at: at(2).toISOString(),
        last_accessed_at: at(2).toISOString(),
        metadata: { size: 10 },
      },
      {
        name: 'b.png',
        id: 'id-2026/b.png',
        updated_at: at(5).toISOString(),
        created_at: at(5).toISOString(),
        last_accessed_at: at(5).toISOString(),
        metadata: { size: 10 },
      },
    ])
    const [query] = fake.db.sql(LIST_SQL)
    expect(query.params).toEqual(['covers', '2026/'])
    expect(query.inTransaction).toBe(true)
    expect(query.sql).toMatch(
      /^select id, name, metadata, updated_at, created_at, last_accessed_at from storage\.objects\s+where bucket_id = \$1 and /,
    )
    expect(rolesUsed(fake.db)).toEqual(['authenticated'])
  })

  it('strips only leading slashes from the prefix, not inner ones', async () => {
    const { fake, response } = list({ prefix: '2026/05' })
    await response
    expect(fake.db.sql(LIST_SQL)[0].params).toEqual(['covers', '2026/05/'])
  })

  it('keeps entries with equal sort keys in the database order, ascending or descending', async () => {
    const rows = [row('x/g/1'), row('x/f/1'), row('x/h/1')]
    for (const order of ['asc', 'desc']) {
      expect(await names({ prefix: 'x', sortBy: { column: 'created_at', order } }, rows), order).toEqual([
        'g',
        'f',
        'h',
      ])
    }
  })

  it('treats a prefix with leading slashes or a trailing slash the same way', async () => {
    for (const prefix of ['2026/', '/2026', '//2026/']) {
      const { fake, response } = list({ prefix })
      await response
      expect(fake.db.sql(LIST_SQL)[0].params, prefix).toEqual(['covers', '2026/'])
    }
  })

  it('lists the bucket root for no prefix, an empty one or a non-string one', async () => {
    for (const body of [{}, { prefix: '' }, { prefix: 42 }, { prefix: '/' }]) {
      const { fake, response } = list(body)
      expect(
        ((await (await response).json()) as Array<{ name: string }>).map((e) => e.name),
        JSON.stringify(body),
      ).toEqual(['2026', 'top.png'])
      expect(fake.db.sql(LIST_SQL)[0].params).toEqual(['covers', ''])
    }
  })

  it('uses the defaults when the body is missing or not JSON', async () => {
    expect(await names('not json')).toEqual(['2026', 'top.png'])
    expect(await names('')).toEqual(['2026', 'top.png'])
  })

  it('filters entries by a case-insensitive search on the start of their name', async () => {
    const rows = [row('2026/B.png'), row('2026/a.png')]
    expect(await names({ prefix: '2026', search: 'b' }, rows)).toEqual(['B.png'])
    expect(await names({ prefix: '2026', search: 'A.P' }, rows)).toEqual(['a.png'])
    expect(await names({ prefix: '2026', search: '0' })).toEqual(['05', '06'])
    expect(await names({ prefix: '2026', search: 'png' })).toEqual([])
    expect(await names({ prefix: '2026', search: 7 })).toEqual(['05', '06', 'a.png', 'b.png'])
  })

  it('sorts by name ascending by default and descending on request, in any case', async () => {
    expect(await names({ prefix: '2026', sortBy: { order: 'desc' } })).toEqual(['b.png', 'a.png', '06', '05'])
    expect(await names({ prefix: '2026', sortBy: { order: 'DESC' } })).toEqual(['b.png', 'a.png', '06', '05'])
    expect(await names({ prefix: '2026', sortBy: { order: 'asc' } })).toEqual(['05', '06', 'a.png', 'b.png'])
    expect(await names({ prefix: '2026', sortBy: { order: 'sideways' } })).toEqual(['05', '06', 'a.png', 'b.png'])
  })

  it('sorts by a date column, folders (no date) first', async () => {
    const rows = [row('x/c', 3), row('x/a', 2), row('x/b', 5), row('x/f/1', 1)]
    for (const column of ['created_at', 'updated_at', 'last_accessed_at']) {
      expect(await names({ prefix: 'x', sortBy: { column } }, rows), column).toEqual(['f', 'a', 'c', 'b'])
      expect(await names({ prefix: 'x', sortBy: { column, order: 'desc' } }, rows), column).toEqual([
        'b',
        'c',
        'a',
        'f',
      ])
    }
  })

  it('sorts by name for an unknown or non-string column', async () => {
    const rows = [row('x/c', 1), row('x/a', 3), row('x/b', 2)]
    for (const column of ['id', 'metadata', 'nope', 42, undefined]) {
      expect(await names({ prefix: 'x', sortBy: { column } }, rows), String(column)).toEqual(['a', 'b', 'c'])
    }
  })

  it('sorts a date column given as a string by its text', async () => {
    const rows = [row('x/b', 1, { created_at: '2026-03-01' }), row('x/a', 1, { created_at: '2026-02-01' })]
    expect(await names({ prefix: 'x', sortBy: { column: 'created_at' } }, rows)).toEqual(['a', 'b'])
  })

  it('applies limit and offset after sorting', async () => {
    const rows = ['e', 'b', 'd', 'a', 'c'].map((n) => row(`x/${n}`))
    expect(await names({ prefix: 'x', limit: 2 }, rows)).toEqual(['a', 'b'])
    expect(await names({ prefix: 'x', limit: 2, offset: 2 }, rows)).toEqual(['c', 'd'])
    expect(await names({ prefix: 'x', offset: 4 }, rows)).toEqual(['e'])
    expect(await names({ prefix: 'x', limit: '3' }, rows)).toEqual(['a', 'b', 'c'])
  })

  it('uses limit 100 for a missing, zero or invalid limit, and caps it at 1000', async () => {
    const rows = Array.from({ length: 1005 }, (_, i) => row(`x/${String(i).padStart(4, '0')}`))
    for (const limit of [undefined, 0, 'abc', null]) {
      expect(await names({ prefix: 'x', limit }, rows), String(limit)).toHaveLength(100)
    }
    expect(await names({ prefix: 'x', limit: 5000 }, rows)).toHaveLength(1000)
    expect(await names({ prefix: 'x', limit: 1000 }, rows)).toHaveLength(1000)
    expect(await names({ prefix: 'x', limit: 999 }, rows)).toHaveLength(999)
    expect(await names({ prefix: 'x', limit: -5 }, rows)).toEqual([])
  })

  it('treats a negative or invalid offset as 0', async () => {
    const rows = ['b', 'a'].map((n) => row(`x/${n}`))
    for (const offset of [-3, 'abc', null]) {
      expect(await names({ prefix: 'x', offset }, rows), String(offset)).toEqual(['a', 'b'])
    }
  })

  it('answers NoSuchBucket for an unknown bucket', async () => {
    const fake = listSetup(ROWS, null)
    const request = new Request('http://127.0.0.1:54321/storage/v1/object/list/covers', { method: 'POST', body: '{}' })
    expect((await failure(listObjects(fake.deps, request, ANON, 'covers'))).body).toMatchObject({
      code: 'NoSuchBucket',
    })
    expect(fake.db.queries).toHaveLength(1)
  })
})
