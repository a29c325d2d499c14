import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import type { SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

// A real 1×1 PNG, so "image/png" is honest.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const BUCKET = 'post-images'

const t = useTestStack()
let author: SignedInUser
/** Only the service role writes to post-images (the media intake, decision 049): Storage as it sees it. */
let service: SupabaseClient

beforeAll(async () => {
  author = await t().signUpUser({ data: { full_name: 'Autora' } })
  service = t().createTestClient(t().serviceKey)
})

/** Stores an object as the media intake does for `user`: the service role writes, media.uploaded_by says who. */
async function storeFor(user: SignedInUser, path: string): Promise<void> {
  expect((await service.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' })).error).toBeNull()
  const { error } = await service.from('media').insert({ object_name: path, uploaded_by: user.userId })
  expect(error).toBeNull()
}

describe('storage: upload and public URL', () => {
  it('uploads an image as the service role (raw body) and serves it publicly with its type and cache-control', async () => {
    const path = `capas/${Date.now()}-abc.png`
    const { data, error } = await service.storage
      .from(BUCKET)
      .upload(path, PNG, { contentType: 'image/png', cacheControl: '3600', upsert: false })
    expect(error).toBeNull()
    expect(data?.path).toBe(path)
    expect(data?.fullPath).toBe(`${BUCKET}/${path}`)
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/)

    const { data: url } = service.storage.from(BUCKET).getPublicUrl(path)
    expect(url.publicUrl).toBe(`${t().url}/storage/v1/object/public/${BUCKET}/${path}`)
    // A browser <img>: no apikey, no Authorization.
    const response = await fetch(url.publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(response.headers.get('etag')).toMatch(/^".+"$/)
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)

    const { rows } = await t().stack.ctx.db.query<{ owner_id: string }>(
      'select owner_id from storage.objects where bucket_id = $1 and name = $2',
      [BUCKET, path],
    )
    expect(rows[0].owner_id).toBeNull() // the service role's token has no sub, as on hosted Storage
  })

  it('uploads a Blob (multipart body) with the blob type and max-age from the cacheControl field', async () => {
    const path = `capas/${Date.now()}-blob.png`
    const { error } = await service.storage
      .from(BUCKET)
      .upload(path, new Blob([PNG], { type: 'image/png' }), { cacheControl: '120' })
    expect(error).toBeNull()
    const response = await fetch(`${t().url}/storage/v1/object/public/${BUCKET}/${path}`)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('max-age=120')
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('keeps names with spaces and accents (decoded path segments)', async () => {
    const path = `capas/foto ção+1.png`
    const { data, error } = await service.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' })
    expect(error).toBeNull()
    expect(data?.fullPath).toBe(`${BUCKET}/${path}`)
    const { data: url } = author.client.storage.from(BUCKET).getPublicUrl(path)
    expect((await fetch(url.publicUrl)).status).toBe(200)
  })

  it('refuses to overwrite without upsert: 409 Duplicate inside an HTTP 400', async () => {
    const path = `capas/${Date.now()}-dup.png`
    const bucket = service.storage.from(BUCKET)
    expect((await bucket.upload(path, PNG, { contentType: 'image/png' })).error).toBeNull()
    const { error } = await bucket.upload(path, PNG, { contentType: 'image/png' })
    expect(error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' })
    const upsert = await bucket.upload(path, PNG, { contentType: 'image/png', upsert: true })
    expect(upsert.error).toBeNull()
  })

  it('refuses an upload over 5 MB: 413 EntityTooLarge inside an HTTP 400', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 1)
    const path = `capas/${Date.now()}-grande.png`
    const { data, error } = await service.storage.from(BUCKET).upload(path, big, { contentType: 'image/png' })
    expect(data).toBeNull()
    expect(error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    })
    expect((await fetch(`${t().url}/storage/v1/object/public/${BUCKET}/${path}`)).status).toBe(400)
  })

  it('refuses a non-image: 415 InvalidMimeType inside an HTTP 400', async () => {
    const { error } = await service.storage
      .from(BUCKET)
      .upload(`capas/${Date.now()}.txt`, Buffer.from('olá'), { contentType: 'text/plain' })
    expect(error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type text/plain is not supported' })
  })

  it('refuses uploads and overwrites by visitors, authors, editors and admins (RLS: 403 inside an HTTP 400)', async () => {
    await t().ensureAdmin()
    const clients = [
      t().createTestClient(),
      author.client,
      (await t().signUpUser({ role: 'editor' })).client,
      (await t().signUpUser({ role: 'admin' })).client,
    ]
    const taken = `capas/${Date.now()}-tomada.png`
    await storeFor(author, taken)
    for (const client of clients) {
      const path = `capas/${Date.now()}-direto.png`
      const { error } = await client.storage.from(BUCKET).upload(path, PNG, { contentType: 'image/png' })
      expect(error).toMatchObject({
        status: 400,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      })
      const overwrite = await client.storage.from(BUCKET).update(taken, PNG, { contentType: 'image/png' })
      expect(overwrite.error).not.toBeNull()
      expect((await fetch(`${t().url}/storage/v1/object/public/${BUCKET}/${path}`)).status).toBe(400)
    }
  })

  it('answers a missing object and a missing bucket with the Storage 404 bodies', async () => {
    const missing = await fetch(`${t().url}/storage/v1/object/public/${BUCKET}/nao/existe.png`)
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    })
    const noBucket = await fetch(`${t().url}/storage/v1/object/public/nao-existe/x.png`)
    expect((await noBucket.json()).code).toBe('NoSuchBucket')
  })
})

describe('storage: download, list and remove', () => {
  it('downloads through the authenticated route', async () => {
    const path = `baixar/${Date.now()}.png`
    await storeFor(author, path)
    const { data, error } = await author.client.storage.from(BUCKET).download(path)
    expect(error).toBeNull()
    expect(Buffer.from(await data!.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('lists files and sub-folders under a prefix', async () => {
    const folder = `lista-${Date.now()}`
    const bucket = service.storage.from(BUCKET)
    await bucket.upload(`${folder}/b.png`, PNG, { contentType: 'image/png' })
    await bucket.upload(`${folder}/a.png`, PNG, { contentType: 'image/png' })
    await bucket.upload(`${folder}/sub/c.png`, PNG, { contentType: 'image/png' })
    const { data, error } = await bucket.list(folder)
    expect(error).toBeNull()
    expect(data!.map((e) => e.name)).toEqual(['a.png', 'b.png', 'sub'])
    const file = data!.find((e) => e.name === 'a.png')!
    expect(file.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(file.metadata).toMatchObject({ mimetype: 'image/png', size: PNG.length })
    expect(data!.find((e) => e.name === 'sub')).toMatchObject({ id: null, metadata: null })

    const searched = await bucket.list(folder, { search: 'B' })
    expect(searched.data!.map((e) => e.name)).toEqual(['b.png'])
  })

  it('removes objects (their bytes too) and answers [] when nothing matched', async () => {
    const path = `remover/${Date.now()}.png`
    await storeFor(author, path)
    const bucket = author.client.storage.from(BUCKET)
    const { data, error } = await bucket.remove([path])
    expect(error).toBeNull()
    expect(data).toHaveLength(1)
    expect(data![0]).toMatchObject({ name: path, bucket_id: BUCKET })
    const gone = await fetch(`${t().url}/storage/v1/object/public/${BUCKET}/${path}`)
    expect((await gone.json()).statusCode).toBe('404')

    const again = await bucket.remove([path])
    expect(again.error).toBeNull()
    expect(again.data).toEqual([])
  })

  it('does not let another author remove someone else’s image (RLS: nothing deleted)', async () => {
    const path = `alheio/${Date.now()}.png`
    await storeFor(author, path)
    const other = await t().signUpUser()
    const { data } = await other.client.storage.from(BUCKET).remove([path])
    expect(data).toEqual([])
    expect((await fetch(`${t().url}/storage/v1/object/public/${BUCKET}/${path}`)).status).toBe(200)
  })
  it('keeps an image in use (here the avatar): remove() answers [] without an error, as for any object RLS keeps', async () => {
    const path = `em-uso/${Date.now()}-ção.png`
    await storeFor(author, path)
    const bucket = author.client.storage.from(BUCKET)
    const { publicUrl } = bucket.getPublicUrl(path).data
    const setAvatar = (url: string | null) =>
      author.client.from('profiles').update({ avatar_url: url }).eq('id', author.userId).select('avatar_url')
    expect((await setAvatar(publicUrl)).data).toEqual([{ avatar_url: publicUrl }])

    const refused = await bucket.remove([path])
    expect(refused).toMatchObject({ data: [], error: null })
    expect((await fetch(publicUrl)).status).toBe(200)

    await setAvatar(null)
    expect((await bucket.remove([path])).data).toHaveLength(1)
    expect((await fetch(publicUrl)).status).not.toBe(200)
  })
})

describe('storage: signed URLs', () => {
  it('creates a signed URL that serves the object without a key, and refuses a tampered token', async () => {
    const path = `assinada/${Date.now()} ção.png`
    await storeFor(author, path)
    const { data, error } = await author.client.storage.from(BUCKET).createSignedUrl(path, 60)
    expect(error).toBeNull()
    expect(data!.signedUrl.startsWith(`${t().url}/storage/v1/object/sign/${BUCKET}/`)).toBe(true)
    const response = await fetch(data!.signedUrl)
    expect(response.status).toBe(200)
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true)

    const other = await author.client.storage.from(BUCKET).createSignedUrl(`assinada/outra.png`, 60)
    expect(other.error).toMatchObject({ statusCode: '404' })
    const tampered = await fetch(data!.signedUrl.replace(/token=.*/, 'token=abc.def.ghi'))
    expect(tampered.status).toBe(400)
  })
})
