/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { mimeTypeAllowed, readUploadBody } from '../../../../local/supabase/storage/upload-body.ts'

const URL_ = 'http://127.0.0.1:54321/storage/v1/object/covers/a.png'
const raw = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request(URL_, { method: 'POST', body, headers })
const multipart = (form: FormData) => new Request(URL_, { method: 'POST', body: form })
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const b64 = (value: string) => Buffer.from(value, 'utf8').toString('base64')

describe('readUploadBody, raw body', () => {
  it('takes the bytes, the content type and the cache-control header', async () => {
    const file = await readUploadBody(raw('hello', { 'content-type': 'text/plain', 'cache-control': 'max-age=60' }))
    expect(file.bytes).toBeInstanceOf(Uint8Array)
    expect(text(file.bytes)).toBe('hello')
    expect(file).toMatchObject({ mimetype: 'text/plain', cacheControl: 'max-age=60', userMetadata: null })
  })

  it('defaults the type to application/octet-stream and cache-control to no-cache', async () => {
    const request = raw(new Uint8Array([1, 2, 3]))
    request.headers.delete('content-type')
    const file = await readUploadBody(request)
    expect([...file.bytes]).toEqual([1, 2, 3])
    expect(file.mimetype).toBe('application/octet-stream')
    expect(file.cacheControl).toBe('no-cache')
  })

  it('reads user metadata from the base64 JSON x-metadata header', async () => {
    const file = await readUploadBody(raw('x', { 'x-metadata': b64('{"alt":"capa","n":1}') }))
    expect(file.userMetadata).toEqual({ alt: 'capa', n: 1 })
  })

  it('ignores x-metadata that is not a JSON object', async () => {
    for (const value of [b64('not json'), b64('"text"'), b64('null'), b64('42'), '']) {
      const file = await readUploadBody(raw('x', { 'x-metadata': value }))
      expect(file.userMetadata, value).toBeNull()
    }
  })

  it('accepts a JSON array as metadata (an object in JSON terms)', async () => {
    expect((await readUploadBody(raw('x', { 'x-metadata': b64('[1]') }))).userMetadata).toEqual([1])
  })

  it('does not treat a content type merely containing multipart as multipart', async () => {
    const file = await readUploadBody(raw('--x', { 'content-type': 'text/multipart/form-data' }))
    expect(file.mimetype).toBe('text/multipart/form-data')
    expect(text(file.bytes)).toBe('--x')
  })
})

describe('readUploadBody, multipart body', () => {
  it('takes the file part, its type, the cacheControl field as max-age and the metadata field', async () => {
    const form = new FormData()
    form.append('cacheControl', '3600')
    form.append('metadata', '{"alt":"capa"}')
    form.append('', new Blob(['png bytes'], { type: 'image/png' }), 'a.png')
    const file = await readUploadBody(multipart(form))
    expect(text(file.bytes)).toBe('png bytes')
    expect(file).toMatchObject({ mimetype: 'image/png', cacheControl: 'max-age=3600', userMetadata: { alt: 'capa' } })
  })

  it('recognises the multipart content type whatever its case', async () => {
    const form = new FormData()
    form.append('file', new Blob(['x'], { type: 'image/gif' }), 'a.gif')
    const body = new Request(URL_, { method: 'POST', body: form })
    const type = body.headers.get('content-type') ?? ''
    const request = new Request(URL_, {
      method: 'POST',
      body: await body.arrayBuffer(),
      headers: { 'content-type': type.replace('multipart/form-data', 'Multipart/Form-Data') },
    })
    expect((await readUploadBody(request)).mimetype).toBe('image/gif')
  })

  it('prefers the contentType field over the file part type', async () => {
    const form = new FormData()
    form.append('contentType', 'image/webp')
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png')
    expect((await readUploadBody(multipart(form))).mimetype).toBe('image/webp')
  })

  it('falls back to application/octet-stream and no-cache, with no metadata', async () => {
    const form = new FormData()
    form.append('contentType', '')
    form.append('cacheControl', '')
    form.append('file', new Blob(['x']), 'a.bin')
    const file = await readUploadBody(multipart(form))
    expect(file).toMatchObject({ mimetype: 'application/octet-stream', cacheControl: 'no-cache', userMetadata: null })
  })

  it('falls back to application/octet-stream for a file part with an empty content type', async () => {
    const body =
      '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\nContent-Type: \r\n\r\nabc\r\n--xyz--\r\n'
    const file = await readUploadBody(raw(body, { 'content-type': 'multipart/form-data; boundary=xyz' }))
    expect(text(file.bytes)).toBe('abc')
    expect(file.mimetype).toBe('application/octet-stream')
  })

  it('ignores the cacheControl, contentType and metadata fields when they are files', async () => {
    const form = new FormData()
    form.append('cacheControl', new Blob(['60']), 'c')
    form.append('contentType', new Blob(['text/html']), 't')
    form.append('metadata', new Blob(['{"a":1}']), 'm')
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png')
    const file = await readUploadBody(multipart(form))
    expect(file).toMatchObject({ mimetype: 'image/png', cacheControl: 'no-cache', userMetadata: null })
  })

  it('takes the last file part when there are several', async () => {
    const form = new FormData()
    form.append('a', new Blob(['first'], { type: 'text/plain' }), 'a.txt')
    form.append('b', new Blob(['second'], { type: 'text/csv' }), 'b.csv')
    form.append('c', 'a string field')
    const file = await readUploadBody(multipart(form))
    expect(text(file.bytes)).toBe('second')
    expect(file.mimetype).toBe('text/csv')
  })

  it('answers InvalidKey when there is no file part', async () => {
    const form = new FormData()
    form.append('cacheControl', '60')
    await expect(readUploadBody(multipart(form))).rejects.toMatchObject({
      code: 'InvalidKey',
      message: 'No file found in the multipart body',
    })
  })

  it('answers InvalidKey for a body that is not valid multipart', async () => {
    const request = raw('not multipart', { 'content-type': 'multipart/form-data; boundary=xyz' })
    await expect(readUploadBody(request)).rejects.toMatchObject({
      statusCode: '400',
      code: 'InvalidKey',
      message: 'Invalid multipart body',
    })
  })
})

describe('mimeTypeAllowed', () => {
  it('allows everything when the bucket has no list or an empty one', () => {
    expect(mimeTypeAllowed('text/html', null)).toBe(true)
    expect(mimeTypeAllowed('text/html', [])).toBe(true)
  })

  it('allows an exact type/subtype match and a type/* wildcard', () => {
    expect(mimeTypeAllowed('image/png', ['image/png'])).toBe(true)
    expect(mimeTypeAllowed('image/webp', ['text/plain', 'image/*'])).toBe(true)
  })

  it('refuses another subtype, another type and a wildcard of another type', () => {
    expect(mimeTypeAllowed('image/gif', ['image/png'])).toBe(false)
    expect(mimeTypeAllowed('text/png', ['image/png'])).toBe(false)
    expect(mimeTypeAllowed('text/plain', ['image/*'])).toBe(false)
  })

  it('compares the media type exactly: parameters aside and case-insensitive, but never a prefix or a suffix', () => {
    expect(mimeTypeAllowed('text/plain;charset=UTF-8', ['text/plain'])).toBe(true)
    expect(mimeTypeAllowed('text/plain;charset=UTF-8', ['text/*'])).toBe(true)
    expect(mimeTypeAllowed('Image/PNG', ['image/png'])).toBe(true)
    // Issue 18: these were accepted by a prefix comparison.
    expect(mimeTypeAllowed('image/png/x', ['image/png'])).toBe(false)
    expect(mimeTypeAllowed('image/png/x', ['image/*'])).toBe(false)
    expect(mimeTypeAllowed('image', ['image/*'])).toBe(false)
    expect(mimeTypeAllowed('image/', ['image/*'])).toBe(false)
    expect(mimeTypeAllowed('image/png x', ['image/png'])).toBe(false)
    expect(mimeTypeAllowed('image/png', ['image/png/x'])).toBe(false)
  })
})
