// The local stack's /storage/v1/render/image/public route answers as hosted Storage's image
// transformations do (docs/decisions/047-responsive-images.md): real images over real HTTP, the
// answers read back with sharp.
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { coverCropSize, SHARE_IMAGE_SIZE } from '@/lib/responsive-images'
import { transformImage } from '../../local/supabase/storage/render-image.ts'
import { useTestStack } from './fixtures.ts'

const BUCKET = 'post-images'
/** What Chromium sends for an <img>. */
const CHROME_IMG_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

const t = useTestStack()
let photo: string
let photoETag: string

/** A 1600×900 JPEG with detail enough for quality to matter. */
async function makePhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 400,
      height: 225,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer()
  return sharp(noise).resize(1600, 900).jpeg({ quality: 90 }).toBuffer()
}

async function upload(name: string, body: Buffer, contentType: string): Promise<string> {
  // Only the service role writes to post-images (the media intake, decision 049).
  const { error } = await t()
    .createTestClient(t().serviceKey)
    .storage.from(BUCKET)
    .upload(name, body, { contentType, cacheControl: '3600', upsert: false })
  expect(error).toBeNull()
  return name
}

const renderUrl = (name: string, query = '') =>
  `${t().url}/storage/v1/render/image/public/${BUCKET}/${name}${query ? `?${query}` : ''}`

/** A visitor's <img> request: no apikey, no Authorization. */
async function render(name: string, query = '', accept = CHROME_IMG_ACCEPT) {
  const response = await fetch(renderUrl(name, query), { headers: { accept } })
  const body = Buffer.from(await response.arrayBuffer())
  return { response, body }
}

async function renderedSize(name: string, query: string) {
  const { response, body } = await render(name, query)
  expect(response.status, body.toString()).toBe(200)
  const { width, height } = await sharp(body).metadata()
  return { width, height }
}

beforeAll(async () => {
  photo = await upload(`render/${Date.now()}-photo.jpg`, await makePhoto(), 'image/jpeg')
  photoETag = (await fetch(`${t().url}/storage/v1/object/public/${BUCKET}/${photo}`)).headers.get('etag') ?? ''
  expect(photoETag).not.toBe('')
})

describe('render/image: sizes', () => {
  it('scales to the width asked for, keeping the aspect ratio', async () => {
    expect(await renderedSize(photo, 'width=400')).toEqual({ width: 400, height: 225 })
    expect(await renderedSize(photo, 'height=450')).toEqual({ width: 800, height: 450 })
  })

  it('crops to width × height with resize=cover (the default), fits inside with contain, stretches with fill', async () => {
    expect(await renderedSize(photo, 'width=1200&height=630&resize=cover')).toEqual({ width: 1200, height: 630 })
    expect(await renderedSize(photo, 'width=1200&height=630')).toEqual({ width: 1200, height: 630 })
    expect(await renderedSize(photo, 'width=1200&height=630&resize=contain')).toEqual({ width: 1120, height: 630 })
    expect(await renderedSize(photo, 'width=300&height=300&resize=fill')).toEqual({ width: 300, height: 300 })
  })

  it('gives the share crop (1200×630 cover) the size the app states in og:image:width/height', async () => {
    for (const [width, height] of [
      [1600, 900],
      [800, 600],
      [1080, 1600],
      [1600, 500],
    ]) {
      const source = await sharp({ create: { width, height, channels: 3, background: '#3a7' } })
        .webp()
        .toBuffer()
      const name = await upload(`render/${Date.now()}-${width}x${height}.webp`, source, 'image/webp')
      expect(await renderedSize(name, 'width=1200&height=630&resize=cover'), `${width}×${height}`).toEqual(
        coverCropSize({ width, height }, SHARE_IMAGE_SIZE),
      )
    }
  })

  it('never enlarges, and clamps a width above 2500 instead of refusing it', async () => {
    const { response, body } = await render(photo, 'width=9000')
    expect(response.status).toBe(200)
    expect((await sharp(body).metadata()).width).toBe(1600)
    expect(response.headers.get('x-transformations')).toBe('width:2500,resizing_type:fill')
  })

  it('treats width=0 as no width: the original size, re-encoded', async () => {
    expect(await renderedSize(photo, 'width=0')).toEqual({ width: 1600, height: 900 })
  })

  it('encodes with quality 80 unless told, 20 to 100', async () => {
    const byDefault = (await render(photo, 'width=800')).body.length
    const at80 = (await render(photo, 'width=800&quality=80')).body.length
    const at20 = (await render(photo, 'width=800&quality=20')).body.length
    expect(byDefault).toBe(at80)
    expect(at20).toBeLessThan(at80 / 2)
  })
})

describe('render/image: formats', () => {
  it('answers WebP to a browser that accepts it, and the source format to one that does not', async () => {
    const webp = await render(photo, 'width=400')
    expect(webp.response.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(webp.body).metadata()).format).toBe('webp')
    const jpeg = await render(photo, 'width=400', 'image/png,image/*;q=0.8')
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(jpeg.body).metadata()).format).toBe('jpeg')
  })

  it('keeps the source format with format=origin, and gives AVIF or WebP when named', async () => {
    expect((await render(photo, 'width=400&format=origin')).response.headers.get('content-type')).toBe('image/jpeg')
    const avif = await render(photo, 'width=400&format=avif', 'image/png')
    expect(avif.response.headers.get('content-type')).toBe('image/avif')
    expect((await sharp(avif.body).metadata()).compression).toBe('av1')
    expect((await render(photo, 'width=400&format=webp', 'image/png')).response.headers.get('content-type')).toBe(
      'image/webp',
    )
  })
})

describe('render/image: headers', () => {
  it("carries the object's Cache-Control and ETag, its length, X-Transformations and X-Robots-Tag", async () => {
    const { response, body } = await render(photo, 'width=640&quality=70&format=webp')
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(response.headers.get('etag')).toBe(photoETag)
    expect(response.headers.get('content-length')).toBe(String(body.length))
    expect(response.headers.get('last-modified')).toMatch(/GMT$/)
    expect(response.headers.get('x-transformations')).toBe('width:640,resizing_type:fill,quality:70,format:webp')
    expect(response.headers.get('x-robots-tag')).toBe('none')
  })

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(renderUrl(photo, 'width=400'), { method: 'HEAD', headers: { accept: 'image/webp' } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect(Number(response.headers.get('content-length'))).toBeGreaterThan(0)
    expect((await response.arrayBuffer()).byteLength).toBe(0)
  })
})

describe('render/image: bad parameters (HTTP 400, Storage schema messages)', () => {
  it.each([
    ['width=-1', 'querystring/width must be >= 0'],
    ['width=abc', 'querystring/width must be integer'],
    ['width=1.5', 'querystring/width must be integer'],
    ['width=1&width=2', 'querystring/width must be integer'],
    ['height=-5&width=abc', 'querystring/height must be >= 0'],
    ['quality=19', 'querystring/quality must be >= 20'],
    ['quality=101', 'querystring/quality must be <= 100'],
    ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
    ['format=png', 'querystring/format must be equal to one of the allowed values'],
    ['format=avif%0Amalicious', 'querystring/format must be equal to one of the allowed values'],
  ])('%s → %s', async (query, message) => {
    const { response, body } = await render(photo, query)
    expect(response.status).toBe(400)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(JSON.parse(body.toString())).toEqual({ statusCode: '400', code: 'InvalidRequest', error: 'Error', message })
  })

  it('refuses an object that is not an image: 400, not an image body', async () => {
    const name = await upload(
      `render/${Date.now()}-not-an-image.png`,
      Buffer.from('<svg onload=alert(1)>'),
      'image/png',
    )
    const { response, body } = await render(name, 'width=100')
    expect(response.status).toBe(400)
    expect(JSON.parse(body.toString())).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: 'The source image is invalid or unsupported for rendering',
    })
  })

  it('refuses a source over 50 megapixels', async () => {
    const huge = await sharp({ create: { width: 8000, height: 6400, channels: 3, background: '#808080' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    const name = await upload(`render/${Date.now()}-huge.png`, huge, 'image/png')
    const { response, body } = await render(name, 'width=100')
    expect(response.status).toBe(400)
    expect(JSON.parse(body.toString()).message).toBe('The source image resolution is too large to process')
  })

  it('refuses a source over 25 MB (hosted limit; the bucket allows 5 MB, so checked on the function)', async () => {
    await expect(transformImage(new Uint8Array(25 * 1024 * 1024 + 1), { resize: 'cover' }, null)).rejects.toMatchObject(
      {
        message: 'The source image file is too large to process',
      },
    )
  })
})

describe('render/image: hostile and missing paths', () => {
  const NOT_FOUND = { statusCode: '404', code: 'NoSuchKey', error: 'not_found', message: 'Object not found' }

  async function expectRefused(path: string, expected: Record<string, string>) {
    const response = await fetch(`${t().url}/storage/v1/render/image/public/${path}?width=100`)
    const text = await response.text()
    expect(response.status, text).toBe(400)
    expect(JSON.parse(text)).toEqual(expected)
  }

  it('answers a missing object with NoSuchKey inside HTTP 400', async () => {
    await expectRefused(`${BUCKET}/render/nothing-here.jpg`, NOT_FOUND)
  })

  it('answers a missing bucket with NoSuchBucket', async () => {
    await expectRefused('no-such-bucket/a.jpg', {
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    })
  })

  it('never leaves the bucket: dot segments, encoded slashes and backslashes name objects that do not exist', async () => {
    // (A bare `%2e%2e` segment never arrives: URL parsing removes it on the client, as it would for hosted.)
    await expectRefused(`${BUCKET}/..%2F..%2Fpackage.json`, NOT_FOUND)
    await expectRefused(`${BUCKET}/render%2F%2F${photo.split('/')[1]}`, NOT_FOUND)
    await expectRefused(`${BUCKET}/..%5C..%5Cpackage.json`, NOT_FOUND)
    await expectRefused(`${encodeURIComponent(`${BUCKET}/../${BUCKET}`)}/${photo}`, {
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    })
  })

  it('refuses control characters and broken percent-encoding as InvalidKey', async () => {
    const response = await fetch(`${t().url}/storage/v1/render/image/public/${BUCKET}/a%00b.jpg`)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey', error: 'Invalid key' })
    const broken = await fetch(`${t().url}/storage/v1/render/image/public/${BUCKET}/a%E0%A4%A.jpg`)
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({ code: 'InvalidKey' })
  })
})
