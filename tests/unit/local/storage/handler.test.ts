/** @vitest-environment node */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SignJWT } from 'jose'
import { describe, expect, it, vi } from 'vitest'
import { LOCAL_JWT_SECRET } from '../../../../local/keys.ts'
import type { RequestAuth } from '../../../../local/supabase/context.ts'
import { createStorageHandler, isPublicStoragePath } from '../../../../local/supabase/storage/handler.ts'
import { ANON, BUCKET_SQL, bucketRow, fakeCtx, FakeDb, rolesUsed, USER } from './fake-storage.ts'

const BASE = 'http://127.0.0.1:54321/storage/v1'
const OBJECT_SQL = /^select id, name, metadata, updated_at, created_at, last_accessed_at from storage\.objects where/
const INSERT_SQL = /^insert into storage\.objects/
const UPDATE_SQL = /^update storage\.objects/
const DELETE_SQL = /^delete from storage\.objects/
const LIST_SQL = /left\(name, length\(\$2\)\) = \$2/
const BUCKETS_SQL =
  /^select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage\.buckets/

/** A database with one public bucket `covers` holding whatever was uploaded through the handler. */
function storageDb() {
  const db = new FakeDb()
  const objects = new Map<string, { id: string; name: string }>()
  db.on(BUCKET_SQL, (params) =>
    params[0] === 'covers' || params[0] === 'my bucket' ? [bucketRow({ id: params[0] })] : [],
  )
  db.on(/^select id from storage\.objects/, (params) => {
    const row = objects.get(`${params[0]}/${params[1]}`)
    return row ? [{ id: row.id }] : []
  })
  db.on(INSERT_SQL, (params) => {
    objects.set(`${params[1]}/${params[2]}`, { id: params[0] as string, name: params[2] as string })
    return []
  })
  db.on(UPDATE_SQL, () => ({ rows: [], affectedRows: 1 }))
  db.on(OBJECT_SQL, (params) => {
    const row = objects.get(`${params[0]}/${params[1]}`)
    return row
      ? [{ ...row, metadata: { mimetype: 'text/plain' }, updated_at: null, created_at: null, last_accessed_at: null }]
      : []
  })
  db.on(/^select 1 from storage\.objects/, (params) => (objects.has(`${params[0]}/${params[1]}`) ? [{}] : []))
  db.on(DELETE_SQL, (params) => {
    const deleted = []
    for (const name of params[1] as string[]) {
      const row = objects.get(`${params[0]}/${name}`)
      if (row) deleted.push({ bucket_id: params[0], name })
      objects.delete(`${params[0]}/${name}`)
    }
    return deleted
  })
  db.on(LIST_SQL, () => [...objects.values()].map((row) => ({ ...row, metadata: null, updated_at: null })))
  return db
}

function setup(db = storageDb(), dataDir?: string) {
  const handle = createStorageHandler(fakeCtx(db, dataDir))
  const call = (method: string, url: string, init: RequestInit = {}, auth: RequestAuth = USER) =>
    handle(new Request(url.startsWith('http') ? url : `${BASE}${url}`, { method, ...init }), auth)
  return { db, call }
}

async function json(response: Response | Promise<Response>) {
  const answer = await response
  return { status: answer.status, body: (await answer.json()) as unknown }
}

const routeNotFound = {
  status: 400,
  body: { statusCode: '404', code: 'not_found', error: 'Not Found', message: 'Route not found' },
}
const text = (body: string) => ({ body, headers: { 'content-type': 'text/plain' } })

describe('isPublicStoragePath', () => {
  it('is true for GET and HEAD of public objects and signed URLs', () => {
    for (const method of ['GET', 'HEAD']) {
      expect(isPublicStoragePath('/storage/v1/object/public/covers/a.png', method)).toBe(true)
      expect(isPublicStoragePath('/storage/v1/object/sign/covers/a.png', method)).toBe(true)
    }
    expect(isPublicStoragePath('/storage/v1/object/public/covers/a.png')).toBe(true)
  })

  it('is false for other methods, even on public paths', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'get']) {
      expect(isPublicStoragePath('/storage/v1/object/sign/covers/a.png', method), method).toBe(false)
    }
  })

  it('is false for every other path, including look-alikes', () => {
    for (const pathname of [
      '/storage/v1/object/covers/a.png',
      '/storage/v1/object/authenticated/covers/a.png',
      '/storage/v1/object/public',
      '/storage/v1/object/publicx/a',
      '/x/storage/v1/object/public/covers/a.png',
      '/storage/v1/object/list/public/a',
      '/storage/v1/bucket',
    ]) {
      expect(isPublicStoragePath(pathname, 'GET'), pathname).toBe(false)
    }
  })
})

describe('createStorageHandler', () => {
  it('uploads with POST, then serves the object on the public, authenticated and plain paths', async () => {
    const { call, db } = setup()
    expect(await json(call('POST', '/object/covers/dir/a.txt', text('hello')))).toMatchObject({
      status: 200,
      body: { Key: 'covers/dir/a.txt' },
    })
    expect(rolesUsed(db)).toEqual(['authenticated'])
    for (const url of [
      '/object/public/covers/dir/a.txt',
      '/object/authenticated/covers/dir/a.txt',
      '/object/covers/dir/a.txt',
    ]) {
      const response = await call('GET', url)
      expect(response.status, url).toBe(200)
      expect(await response.text(), url).toBe('hello')
      const head = await call('HEAD', url)
      expect(head.status, url).toBe(200)
      expect(head.body, url).toBeNull()
    }
  })

  it('reads public objects without RLS and authenticated ones as the caller', async () => {
    const { call, db } = setup()
    await call('POST', '/object/covers/a.txt', text('x'))
    db.queries.length = 0
    await call('GET', '/object/public/covers/a.txt', {}, ANON)
    expect(rolesUsed(db)).toEqual([])
    await call('GET', '/object/authenticated/covers/a.txt', {}, ANON)
    expect(rolesUsed(db)).toEqual(['anon'])
    await call('GET', '/object/covers/a.txt', {}, USER)
    expect(rolesUsed(db)).toEqual(['anon', 'authenticated'])
  })

  it('decodes each segment of the object path', async () => {
    const { call, db } = setup()
    await call('POST', '/object/my%20bucket/caf%C3%A9/a+b.txt', text('x'))
    expect(db.sql(INSERT_SQL)[0].params.slice(1, 3)).toEqual(['my bucket', 'café/a+b.txt'])
  })

  it('refuses an invalid object path with InvalidKey', async () => {
    const { call } = setup()
    for (const url of ['/object/covers/../secret', '/object/public/covers/%2E%2E/x', '/object/covers/a%ZZ']) {
      expect((await json(call('GET', url))).body, url).toMatchObject({ statusCode: '400', code: 'InvalidKey' })
    }
  })

  it('answers Duplicate for a second POST, overwrites with x-upsert: true or PUT', async () => {
    const { call, db } = setup()
    await call('POST', '/object/covers/a.txt', text('one'))
    expect((await json(call('POST', '/object/covers/a.txt', text('two')))).body).toMatchObject({ statusCode: '409' })
    const upsert = { ...text('two'), headers: { 'content-type': 'text/plain', 'x-upsert': 'true' } }
    expect((await call('POST', '/object/covers/a.txt', upsert)).status).toBe(200)
    expect(await (await call('GET', '/object/covers/a.txt')).text()).toBe('two')
    const notTrue = { ...text('three'), headers: { 'content-type': 'text/plain', 'x-upsert': 'yes' } }
    expect((await json(call('POST', '/object/covers/a.txt', notTrue))).body).toMatchObject({ statusCode: '409' })
    expect((await call('PUT', '/object/covers/a.txt', text('four'))).status).toBe(200)
    expect(await (await call('GET', '/object/covers/a.txt')).text()).toBe('four')
    expect(db.sql(UPDATE_SQL)).toHaveLength(2)
  })

  it('deletes one object with DELETE on its path, and answers NoSuchKey when nothing was deleted', async () => {
    const { call, db } = setup()
    await call('POST', '/object/covers/a.txt', text('x'))
    expect(await json(call('DELETE', '/object/covers/a.txt'))).toEqual({
      status: 200,
      body: { message: 'Successfully deleted' },
    })
    expect(db.sql(DELETE_SQL)[0].params).toEqual(['covers', ['a.txt']])
    expect((await json(call('GET', '/object/public/covers/a.txt'))).body).toMatchObject({ code: 'NoSuchKey' })
    expect(await json(call('DELETE', '/object/covers/a.txt'))).toEqual({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' },
    })
  })

  it('deletes several objects with DELETE /object/<bucket> {prefixes}', async () => {
    const { call, db } = setup()
    await call('POST', '/object/my%20bucket/a.txt', text('x'))
    for (const url of ['/object/my%20bucket', '/object/my%20bucket/']) {
      const response = await json(call('DELETE', url, { body: JSON.stringify({ prefixes: ['a.txt', 'b.txt'] }) }))
      expect(response.status).toBe(200)
    }
    expect(db.sql(DELETE_SQL).map((q) => q.params)).toEqual([
      ['my bucket', ['a.txt', 'b.txt']],
      ['my bucket', ['a.txt', 'b.txt']],
    ])
  })

  it('answers InvalidKey for a bulk DELETE body that is not JSON or has no prefixes array', async () => {
    const { call, db } = setup()
    const cases: Array<[string | undefined, string]> = [
      ['not json', 'body must be JSON with prefixes'],
      [undefined, 'body must be JSON with prefixes'],
      ['{}', 'prefixes must be an array'],
      ['{"prefixes":"a.txt"}', 'prefixes must be an array'],
      ['42', 'prefixes must be an array'],
    ]
    for (const [body, message] of cases) {
      expect(await json(call('DELETE', '/object/covers', { body })), String(body)).toEqual({
        status: 400,
        body: { statusCode: '400', code: 'InvalidKey', error: 'Invalid key', message },
      })
    }
    expect(db.sql(DELETE_SQL)).toEqual([])
  })

  it('lists a bucket with POST /object/list/<bucket>, with or without a trailing slash', async () => {
    const { call, db } = setup()
    await call('POST', '/object/covers/a.txt', text('x'))
    for (const url of ['/object/list/my%20bucket', '/object/list/my%20bucket/']) {
      const response = await json(call('POST', url, { body: '{}' }))
      expect(response.status, url).toBe(200)
      expect((response.body as Array<{ name: string }>).map((e) => e.name)).toEqual(['a.txt'])
    }
    expect(
      db
        .sql(BUCKET_SQL)
        .slice(-2)
        .map((q) => q.params),
    ).toEqual([['my bucket'], ['my bucket']])
  })

  it('creates a signed URL with POST /object/sign and serves it with GET and HEAD', async () => {
    const { call } = setup()
    await call('POST', '/object/covers/a.txt', text('signed'))
    const { status, body } = await json(call('POST', '/object/sign/covers/a.txt', { body: '{"expiresIn":60}' }))
    expect(status).toBe(200)
    const signedURL = (body as { signedURL: string }).signedURL
    expect(signedURL).toMatch(/^\/object\/sign\/covers\/a\.txt\?token=[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(await (await call('GET', signedURL, {}, ANON)).text()).toBe('signed')
    expect((await call('HEAD', signedURL, {}, ANON)).status).toBe(200)
    expect((await json(call('GET', '/object/sign/covers/a.txt', {}, ANON))).body).toMatchObject({ code: 'InvalidJWT' })
  })

  it('treats other methods on a sign path as an object named after the remaining path', async () => {
    const { call, db } = setup()
    const token = await new SignJWT({ url: 'covers/a.txt' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(LOCAL_JWT_SECRET))
    expect((await json(call('DELETE', `/object/sign/covers/a.txt?token=${token}`))).body).toMatchObject({
      code: 'NoSuchKey',
    })
    expect(db.sql(DELETE_SQL)[0].params).toEqual(['sign', ['covers/a.txt']])
  })

  it('does not serve public or authenticated downloads for other methods', async () => {
    const { call, db } = setup()
    await call('DELETE', '/object/public/covers/a.txt')
    await call('DELETE', '/object/authenticated/covers/a.txt')
    expect(db.sql(DELETE_SQL).map((q) => q.params)).toEqual([
      ['public', ['covers/a.txt']],
      ['authenticated', ['covers/a.txt']],
    ])
    expect(db.sql(OBJECT_SQL)).toEqual([])
  })

  it('does not route a list or bulk delete for the wrong method', async () => {
    const { call, db } = setup()
    expect((await json(call('GET', '/object/list/covers'))).body).toMatchObject({ code: 'NoSuchBucket' })
    expect(db.sql(BUCKET_SQL).map((q) => q.params)).toEqual([['list']])
    expect((await json(call('POST', '/object/list/covers/x', { body: '{}' }))).body).toMatchObject({
      code: 'NoSuchBucket',
    })
  })

  it('answers the route-not-found error for unknown paths and methods', async () => {
    const { call } = setup()
    for (const [method, url] of [
      ['PATCH', '/object/covers/a.txt'],
      ['GET', '/object'],
      ['GET', '/object/'],
      ['GET', '/nothing'],
      ['POST', '/bucket'],
      ['DELETE', '/bucket/covers'],
      ['GET', '/bucket/covers/x'],
      ['GET', '/bucketx'],
      ['GET', 'http://127.0.0.1:54321/x/storage/v1/bucket'],
      ['GET', '/x/object/covers/a.txt'],
      ['GET', '/x/bucket/covers'],
    ]) {
      expect(await json(call(method, url)), `${method} ${url}`).toEqual(routeNotFound)
    }
  })

  it('matches each route from the start of the path only', async () => {
    const { call, db } = setup()
    await call('POST', '/object/covers/object/list/x', text('x'))
    await call('POST', '/object/covers/object/sign/a.txt', text('x'))
    expect(db.sql(INSERT_SQL).map((q) => q.params.slice(1, 3))).toEqual([
      ['covers', 'object/list/x'],
      ['covers', 'object/sign/a.txt'],
    ])
    db.queries.length = 0
    for (const url of ['/object/covers/object/public/x.txt', '/object/covers/object/authenticated/x.txt']) {
      expect((await json(call('GET', url, {}, ANON))).body, url).toMatchObject({ code: 'NoSuchKey' })
    }
    expect(rolesUsed(db)).toEqual(['anon', 'anon'])
    expect(db.sql(BUCKET_SQL).map((q) => q.params)).toEqual([['covers'], ['covers']])
    expect((await json(call('DELETE', '/object/covers/object/x'))).body).toMatchObject({ code: 'NoSuchKey' })
    expect(db.sql(DELETE_SQL)[0].params).toEqual(['covers', ['object/x']])
  })

  it('reads /object/<bucket> without a DELETE as an object with an empty name', async () => {
    const { call } = setup()
    for (const method of ['GET', 'POST']) {
      expect((await json(call(method, '/object/covers', { body: method === 'POST' ? '{}' : undefined }))).body).toEqual(
        {
          statusCode: '400',
          code: 'InvalidKey',
          error: 'Invalid key',
          message: 'Invalid key: ',
        },
      )
    }
  })

  it('strips only a leading /storage/v1 from the path', async () => {
    const { call, db } = setup()
    await call('POST', 'http://127.0.0.1:54321/object/covers/storage/v1/a.txt', text('x'))
    expect(db.sql(INSERT_SQL)[0].params.slice(1, 3)).toEqual(['covers', 'storage/v1/a.txt'])
  })

  it('lists the buckets visible to the caller with GET /bucket', async () => {
    const db = storageDb()
    db.on(BUCKETS_SQL, () => [{ id: 'covers' }, { id: 'avatars' }])
    const { call } = setup(db)
    expect(await json(call('GET', '/bucket', {}, ANON))).toEqual({
      status: 200,
      body: [{ id: 'covers' }, { id: 'avatars' }],
    })
    const [query] = db.sql(BUCKETS_SQL)
    expect(query.sql).toBe(
      'select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets order by name',
    )
    expect(query.inTransaction).toBe(true)
    expect(rolesUsed(db)).toEqual(['anon'])
  })

  it('answers one bucket with GET /bucket/<id>, or NoSuchBucket', async () => {
    const db = storageDb()
    db.on(BUCKETS_SQL, (params) => (params[0] === 'my bucket' ? [{ id: 'my bucket' }] : []))
    const { call } = setup(db)
    expect(await json(call('GET', '/bucket/my%20bucket'))).toEqual({ status: 200, body: { id: 'my bucket' } })
    const [query] = db.sql(BUCKETS_SQL)
    expect(query.sql).toBe(
      'select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets where id = $1',
    )
    expect(query.params).toEqual(['my bucket'])
    expect(query.inTransaction).toBe(true)
    expect(rolesUsed(db)).toEqual(['authenticated'])
    expect(await json(call('GET', '/bucket/nope'))).toEqual({
      status: 400,
      body: { statusCode: '404', code: 'NoSuchBucket', error: 'Bucket not found', message: 'Bucket not found' },
    })
  })

  it('answers 500 InternalError without the error’s own message (it could name a server path), and logs it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const db = storageDb()
    const boom = new Error('database is down')
    db.fail(BUCKETS_SQL, boom)
    const { call } = setup(db)
    expect(await json(call('GET', '/bucket'))).toEqual({
      status: 500,
      body: { statusCode: '500', code: 'InternalError', error: 'Internal Server Error', message: 'Internal error' },
    })
    expect(error).toHaveBeenCalledWith('[storage] unexpected error', boom)
    db.fail(BUCKETS_SQL, 'a string')
    expect((await json(call('GET', '/bucket'))).body).toMatchObject({ statusCode: '500', message: 'Internal error' })
    error.mockRestore()
  })

  it('keeps the bytes in <dataDir>/storage when the context has a data folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'storage-handler-'))
    try {
      const { call } = setup(storageDb(), dataDir)
      await call('POST', '/object/covers/a.txt', text('on disk'))
      expect(await readFile(path.join(dataDir, 'storage', 'covers', 'a.txt'), 'utf8')).toBe('on disk')
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
