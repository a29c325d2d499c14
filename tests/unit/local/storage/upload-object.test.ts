/** @vitest-environment node */
import { createHash } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestAuth } from '../../../../local/supabase/context.ts'
import {
  GLOBAL_FILE_SIZE_LIMIT,
  objectMetadata,
  uploadObject,
} from '../../../../local/supabase/storage/upload-object.ts'
import { ANON, BUCKET_SQL, bucketRow, failure, fakeDeps, rolesUsed, USER, USER_ID } from './fake-storage.ts'

const NOW = new Date('2026-05-04T03:02:01.000Z')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
const INSERT_SQL = /^insert into storage\.objects/
const UPDATE_SQL = /^update storage\.objects/
const EXISTING_SQL = /^select id from storage\.objects where bucket_id = \$1 and name = \$2$/

const md5 = (text: string) => `"${createHash('md5').update(text).digest('hex')}"`
const upload = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'image/png' }) =>
  new Request('http://127.0.0.1:54321/storage/v1/object/covers/a.png', { method: 'POST', body, headers })

function setup(bucket: Record<string, unknown> | null = bucketRow(), existing: unknown[] = []) {
  const fake = fakeDeps()
  fake.db.on(BUCKET_SQL, () => (bucket ? [bucket] : []))
  fake.db.on(EXISTING_SQL, () => existing)
  fake.db.on(UPDATE_SQL, () => ({ rows: [], affectedRows: 1 }))
  return fake
}

function failingInsert(error: unknown) {
  const fake = setup()
  fake.db.fail(INSERT_SQL, error)
  return fake
}

const run = (fake: ReturnType<typeof setup>, request: Request, overwrite = false, auth: RequestAuth = USER) =>
  uploadObject(fake.deps, request, auth, 'covers', 'a.png', overwrite)

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('objectMetadata', () => {
  it('describes the bytes as Storage does: quoted md5 eTag, size, type, cache-control, date, status', () => {
    expect(objectMetadata(new TextEncoder().encode('hello'), 'text/plain', 'max-age=60')).toEqual({
      eTag: md5('hello'),
      size: 5,
      mimetype: 'text/plain',
      cacheControl: 'max-age=60',
      lastModified: NOW.toISOString(),
      contentLength: 5,
      httpStatusCode: 200,
    })
  })
})

describe('uploadObject', () => {
  it('has a 50 MiB global limit', () => {
    expect(GLOBAL_FILE_SIZE_LIMIT).toBe(52_428_800)
  })

  it('inserts a new row as the caller, then stores the bytes and answers Key and Id', async () => {
    const fake = setup()
    const response = await run(fake, upload('png bytes', { 'content-type': 'image/png', 'x-metadata': '' }))
    expect(response.status).toBe(200)
    const body = (await response.json()) as { Key: string; Id: string }
    expect(body.Key).toBe('covers/a.png')
    expect(body.Id).toMatch(UUID)

    expect(fake.db.sql(BUCKET_SQL)).toEqual([
      {
        sql: 'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        params: ['covers'],
        inTransaction: false,
      },
    ])
    expect(fake.db.sql(EXISTING_SQL)).toMatchObject([{ params: ['covers', 'a.png'], inTransaction: false }])
    const [insert] = fake.db.sql(INSERT_SQL)
    expect(insert.inTransaction).toBe(true)
    expect(insert.sql).toContain('(id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)')
    expect(insert.sql).toContain('values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)')
    const [id, bucket, name, owner, ownerId, metadata, userMetadata, version] = insert.params
    expect([id, bucket, name, owner, ownerId, userMetadata]).toEqual([
      body.Id,
      'covers',
      'a.png',
      USER_ID,
      USER_ID,
      null,
    ])
    expect(JSON.parse(metadata as string)).toEqual(
      objectMetadata(new TextEncoder().encode('png bytes'), 'image/png', 'no-cache'),
    )
    expect(version).toMatch(UUID)
    expect(version).not.toBe(id)
    expect(rolesUsed(fake.db)).toEqual(['authenticated'])
    expect(fake.db.sql(UPDATE_SQL)).toEqual([])

    expect(fake.blobs.calls).toEqual([['put', 'covers', 'a.png']])
    expect(new TextDecoder().decode(fake.blobs.blobs.get('covers/a.png'))).toBe('png bytes')
  })

  it('stores the user metadata as JSON', async () => {
    const fake = setup()
    const metadata = Buffer.from('{"alt":"capa"}').toString('base64')
    await run(fake, upload('x', { 'content-type': 'image/png', 'x-metadata': metadata }))
    expect(fake.db.sql(INSERT_SQL)[0].params[6]).toBe('{"alt":"capa"}')
  })

  it('sets owner only for a UUID subject, owner_id to any string subject, both null without one', async () => {
    const cases: Array<[RequestAuth, unknown, unknown]> = [
      [USER, USER_ID, USER_ID],
      [{ role: 'authenticated', claims: { sub: USER_ID.toUpperCase() } }, USER_ID.toUpperCase(), USER_ID.toUpperCase()],
      [{ role: 'authenticated', claims: { sub: 'not-a-uuid' } }, null, 'not-a-uuid'],
      [{ role: 'authenticated', claims: { sub: `x${USER_ID}` } }, null, `x${USER_ID}`],
      [{ role: 'authenticated', claims: { sub: `${USER_ID}x` } }, null, `${USER_ID}x`],
      [{ role: 'authenticated', claims: { sub: '' } }, null, ''],
      [{ role: 'authenticated', claims: { sub: 42 } }, null, null],
      [ANON, null, null],
    ]
    for (const [auth, owner, ownerId] of cases) {
      const fake = setup()
      await run(fake, upload('x'), false, auth)
      expect(fake.db.sql(INSERT_SQL)[0].params.slice(3, 5), JSON.stringify(auth.claims)).toEqual([owner, ownerId])
    }
  })

  it('answers Duplicate when the object exists and the upload may not overwrite it', async () => {
    const fake = setup(bucketRow(), [{ id: 'old-id' }])
    expect(await failure(run(fake, upload('x')))).toEqual({
      status: 400,
      body: { statusCode: '409', code: 'Duplicate', error: 'Duplicate', message: 'The resource already exists' },
    })
    expect(fake.db.sql(UPDATE_SQL)).toEqual([])
    expect(fake.db.sql(INSERT_SQL)).toEqual([])
    expect(fake.blobs.calls).toEqual([])
  })

  it('updates the existing row as the caller when overwriting, keeping its id', async () => {
    const fake = setup(bucketRow(), [{ id: 'old-id' }])
    const response = await run(fake, upload('new', { 'content-type': 'image/png', 'cache-control': 'max-age=5' }), true)
    expect(await response.json()).toEqual({ Key: 'covers/a.png', Id: 'old-id' })
    expect(fake.db.sql(INSERT_SQL)).toEqual([])
    const [update] = fake.db.sql(UPDATE_SQL)
    expect(update.inTransaction).toBe(true)
    expect(update.sql).toMatch(/set owner = \$3, owner_id = \$4, metadata = \$5::jsonb, user_metadata = \$6::jsonb,/)
    expect(update.sql).toMatch(
      /version = \$7, updated_at = now\(\), last_accessed_at = now\(\)\s+where bucket_id = \$1 and name = \$2$/,
    )
    const [bucket, name, owner, ownerId, metadata, userMetadata, version] = update.params
    expect([bucket, name, owner, ownerId, userMetadata]).toEqual(['covers', 'a.png', USER_ID, USER_ID, null])
    expect(JSON.parse(metadata as string)).toMatchObject({ eTag: md5('new'), cacheControl: 'max-age=5', size: 3 })
    expect(version).toMatch(UUID)
    expect(fake.blobs.calls).toEqual([['put', 'covers', 'a.png']])
  })

  it('sets owner only for a UUID subject on overwrite too', async () => {
    const fake = setup(bucketRow(), [{ id: 'old-id' }])
    await run(fake, upload('x'), true, { role: 'authenticated', claims: { sub: 'service' } })
    expect(fake.db.sql(UPDATE_SQL)[0].params.slice(2, 4)).toEqual([null, 'service'])
  })

  it('answers AccessDenied when the overwrite updates no row (RLS hid it)', async () => {
    const fake = setup(bucketRow(), [{ id: 'old-id' }])
    fake.db.on(UPDATE_SQL, () => ({ rows: [], affectedRows: 0 }))
    expect((await failure(run(fake, upload('x'), true))).body).toMatchObject({
      statusCode: '403',
      code: 'AccessDenied',
    })
    fake.db.on(UPDATE_SQL, () => [])
    expect((await failure(run(fake, upload('x'), true))).body).toMatchObject({ code: 'AccessDenied' })
    expect(fake.blobs.calls).toEqual([])
  })

  it('answers NoSuchBucket for an unknown bucket, before reading the body', async () => {
    const fake = setup(null)
    const request = upload('x')
    expect((await failure(run(fake, request))).body).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' })
    expect(request.bodyUsed).toBe(false)
    expect(fake.db.queries).toHaveLength(1)
  })

  it('answers EntityTooLarge over the bucket limit, and accepts exactly the limit', async () => {
    for (const limit of [4, '4']) {
      const fake = setup(bucketRow({ file_size_limit: limit }))
      expect((await failure(run(fake, upload('12345')))).body, String(limit)).toEqual({
        statusCode: '413',
        code: 'EntityTooLarge',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      })
      expect(fake.db.sql(INSERT_SQL)).toEqual([])
      expect(fake.blobs.calls).toEqual([])
      const ok = setup(bucketRow({ file_size_limit: limit }))
      expect((await run(ok, upload('1234'))).status).toBe(200)
    }
  })

  it('caps a bucket limit above the global limit at the global limit', async () => {
    const fake = setup(bucketRow({ file_size_limit: GLOBAL_FILE_SIZE_LIMIT * 2 }))
    const big = new Uint8Array(GLOBAL_FILE_SIZE_LIMIT + 1)
    expect((await failure(run(fake, upload(big)))).body).toMatchObject({ code: 'EntityTooLarge' })
  })

  it('applies the global limit when the bucket has none', async () => {
    const fake = setup(bucketRow({ file_size_limit: null }))
    expect((await failure(run(fake, upload(new Uint8Array(GLOBAL_FILE_SIZE_LIMIT + 1))))).body).toMatchObject({
      code: 'EntityTooLarge',
    })
    expect((await run(setup(), upload(new Uint8Array(GLOBAL_FILE_SIZE_LIMIT)))).status).toBe(200)
  })

  it('refuses a declared content-length over the limit plus 64 KiB before reading the body', async () => {
    const fake = setup(bucketRow({ file_size_limit: 10 }))
    const request = upload('small', { 'content-type': 'image/png', 'content-length': String(10 + 64 * 1024 + 1) })
    expect((await failure(run(fake, request))).body).toMatchObject({ code: 'EntityTooLarge' })
    expect(request.bodyUsed).toBe(false)
  })

  it('reads the body when the declared length is within the limit plus 64 KiB (multipart overhead)', async () => {
    const fake = setup(bucketRow({ file_size_limit: 10 }))
    const request = upload('small', { 'content-type': 'image/png', 'content-length': String(10 + 64 * 1024) })
    expect((await run(fake, request)).status).toBe(200)
  })

  it('answers InvalidMimeType when the bucket does not allow the type', async () => {
    const fake = setup(bucketRow({ allowed_mime_types: ['image/*'] }))
    expect((await failure(run(fake, upload('x', { 'content-type': 'text/html' })))).body).toEqual({
      statusCode: '415',
      code: 'InvalidMimeType',
      error: 'invalid_mime_type',
      message: 'mime type text/html is not supported',
    })
    expect(fake.db.sql(INSERT_SQL)).toEqual([])
    expect((await run(setup(bucketRow({ allowed_mime_types: ['image/*'] })), upload('x'))).status).toBe(200)
  })

  it('turns an RLS refusal (42501) into AccessDenied and a unique violation (23505) into Duplicate', async () => {
    const denied = failingInsert(Object.assign(new Error('rls'), { code: '42501' }))
    expect((await failure(run(denied, upload('x')))).body).toMatchObject({ statusCode: '403', code: 'AccessDenied' })
    const raced = failingInsert(Object.assign(new Error('dup'), { code: '23505' }))
    expect((await failure(run(raced, upload('x')))).body).toMatchObject({ statusCode: '409', code: 'Duplicate' })
    expect(denied.blobs.calls).toEqual([])
    expect(raced.blobs.calls).toEqual([])
  })

  it('rethrows any other database error unchanged', async () => {
    const error = Object.assign(new Error('disk full'), { code: '53100' })
    const fake = failingInsert(error)
    await expect(run(fake, upload('x'))).rejects.toBe(error)
    const plain = new Error('no code')
    await expect(run(failingInsert(plain), upload('x'))).rejects.toBe(plain)
    expect(fake.blobs.calls).toEqual([])
  })
})

describe('uploadObject when the bytes cannot be stored', () => {
  it('removes the new row again and answers 500 without the file system’s message (no orphan row, no server path)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fake = setup()
    fake.db.on(/^delete from storage\.objects where id = \$1$/, () => ({ rows: [], affectedRows: 1 }))
    fake.blobs.put = async () => {
      throw new Error("ENAMETOOLONG: name too long, open '/srv/blog/.local-data/storage/covers/a.png'")
    }
    const answer = await failure(run(fake, upload(new Uint8Array([1, 2, 3]))))
    expect(answer).toEqual({
      status: 500,
      body: {
        statusCode: '500',
        code: 'InternalError',
        error: 'Internal Server Error',
        message: 'The object could not be stored',
      },
    })
    const [insert] = fake.db.sql(INSERT_SQL)
    const deletes = fake.db.sql(/^delete from storage\.objects/)
    expect(deletes).toHaveLength(1)
    expect(deletes[0].params).toEqual([insert.params?.[0]])
    logged.mockRestore()
  })
})
