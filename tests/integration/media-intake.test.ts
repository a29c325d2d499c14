// The media intake (Clio's POST /media, decision 049) through the real service and the real local
// stack: what is stored is checked by its content, stripped of metadata, re-encoded, stored once, and
// nothing is stored for a refusal.
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestClio, type ClioAnswer, type TestClio } from '../utils/clio-test-env.ts'
import type { SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let author: SignedInUser
let clio: TestClio

beforeAll(async () => {
  await t().ensureAdmin()
  author = await t().signUpUser({ role: 'author', data: { full_name: 'Autora' } })
  clio = await startTestClio(t())
})
afterAll(async () => {
  await clio?.close()
})

async function postMedia(body: Buffer | string, token: string | null, query = ''): Promise<ClioAnswer> {
  const response = await fetch(`${clio.url}/media${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  })
  return { status: response.status, headers: response.headers, body: await response.json().catch(() => null) }
}

/** A photo as a phone makes it: JPEG, camera make and a GPS position in its EXIF, a Display P3 profile. */
function phonePhoto(width = 2400, height = 1600, colour = '#3a7d44'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .withExif({
      IFD0: { Make: 'Telefone', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 1/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 1/1' },
    })
    .withIccProfile('p3')
    .jpeg()
    .toBuffer()
}

async function storedObjects(name?: string): Promise<number> {
  const { rows } = await t().stack.ctx.db.query<{ n: number }>(
    `select count(*)::int as n from storage.objects where bucket_id = 'post-images' and ($1::text is null or name = $1)`,
    [name ?? null],
  )
  return rows[0].n
}

async function mediaRows(name?: string) {
  const { rows } = await t().stack.ctx.db.query<Record<string, unknown>>(
    `select * from public.media where bucket_id = 'post-images' and ($1::text is null or object_name = $1)`,
    [name ?? null],
  )
  return rows
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url)
  expect(response.status).toBe(200)
  return Buffer.from(await response.arrayBuffer())
}

describe('media intake: what is stored', () => {
  it('stores a phone photo without its EXIF and GPS, re-encoded as WebP at most 1600 px wide, with its media row', async () => {
    const photo = await phonePhoto()
    const sent = await sharp(photo).metadata()
    expect(sent.exif?.toString('latin1')).toContain('Telefone') // the test photo does carry EXIF
    expect(sent.icc).toBeDefined()

    const { status, body } = await postMedia(photo, author.accessToken)
    expect(status).toBe(201)
    expect(body).toMatchObject({ success: true, width: 1600, height: 1067, content_type: 'image/webp', existed: false })
    expect(body.name).toMatch(/^[0-9a-f]{32}-1600x1067\.webp$/)
    expect(body.url).toBe(`${t().url}/storage/v1/object/public/post-images/${body.name}`)

    const stored = await download(body.url)
    const meta = await sharp(stored).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1067 })
    expect(meta.exif).toBeUndefined()
    expect(meta.xmp).toBeUndefined()
    expect(meta.iptc).toBeUndefined()
    expect(meta.icc).toBeUndefined()
    expect(stored.toString('latin1')).not.toContain('Telefone')

    const [row] = await mediaRows(body.name)
    expect(row).toMatchObject({
      source: 'upload',
      uploaded_by: author.userId,
      width: 1600,
      height: 1067,
      size_bytes: stored.length,
      content_type: 'image/webp',
      sha256: body.sha256,
    })
    expect(body.name.startsWith(body.sha256.slice(0, 32))).toBe(true)
  })

  it('reads the type from the content: a PNG named .jpg and sent as JPEG is stored as the image it is', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 4, background: '#c33' } })
      .png()
      .toBuffer()
    const response = await fetch(`${clio.url}/media?nome=foto.jpg`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${author.accessToken}` },
      body: new Blob([png], { type: 'image/jpeg' }),
    })
    const body = await response.json()
    expect(response.status).toBe(201)
    expect(body).toMatchObject({ width: 320, height: 200, content_type: 'image/webp' })
    expect((await sharp(await download(body.url)).metadata()).format).toBe('webp')
  })

  it('keeps an animated GIF animated, as an animated WebP', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
        .png()
        .toBuffer()
    const gif = await sharp([await frame('#f00'), await frame('#00f'), await frame('#0f0')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer()
    const { status, body } = await postMedia(gif, author.accessToken)
    expect(status).toBe(201)
    expect(body).toMatchObject({ width: 120, height: 80 })
    expect(await sharp(await download(body.url)).metadata()).toMatchObject({ format: 'webp', pages: 3 })
  })

  it('crops a profile photo to a 256-px centre square', async () => {
    const { status, body } = await postMedia(await phonePhoto(900, 600, '#123456'), author.accessToken, '?tipo=avatar')
    expect(status).toBe(201)
    expect(body).toMatchObject({ width: 256, height: 256 })
    expect(await sharp(await download(body.url)).metadata()).toMatchObject({ width: 256, height: 256, format: 'webp' })
  })

  it('stores the same bytes once: the second upload returns the first image, one object and one row', async () => {
    const photo = await phonePhoto(1000, 700, '#445566')
    const first = await postMedia(photo, author.accessToken)
    const second = await postMedia(photo, author.accessToken)
    expect([first.status, second.status]).toEqual([201, 200])
    expect(second.body).toMatchObject({ name: first.body.name, url: first.body.url, existed: true })
    expect(await storedObjects(first.body.name)).toBe(1)
    expect(await mediaRows(first.body.name)).toHaveLength(1)
  })
})

describe('media intake: images Clio serves', () => {
  it('keeps a cover Clio generated, read from Clio itself, as source and credit "ai"', async () => {
    const generated = await clio.post('/api/generate-image', { titulo: 'Óleo de canabidiol' }, author.accessToken)
    expect(generated.status).toBe(200)
    const { status, body } = await clio.post('/media', { imagem: generated.body.imagem.url }, author.accessToken)
    expect(status).toBe(201)
    const [row] = await mediaRows(body.name)
    expect(row).toMatchObject({ source: 'ai', credit_kind: 'ai', uploaded_by: author.userId, width: body.width })
  })

  it('leaves nothing half-stored: a media row the database refuses (a credit link with a space) removes the object', async () => {
    const name = `pexels-4207-${Date.now()}.jpg`
    await writeFile(path.join(clio.imagesDir, name), await phonePhoto(640, 480, '#778899'))
    const before = { objects: await storedObjects(), rows: (await mediaRows()).length }
    const refused = await clio.post(
      '/media',
      { imagem: `/images/${name}`, fotografo: 'Ana', url: 'https://www.pexels.com/photo/folhas verdes/' },
      author.accessToken,
    )
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ success: false, error: 'Crédito da imagem inválido' })
    expect(await storedObjects()).toBe(before.objects)
    expect(await mediaRows()).toHaveLength(before.rows)

    const kept = await clio.post(
      '/media',
      { imagem: `/images/${name}`, fotografo: 'Ana', url: 'https://www.pexels.com/photo/folhas-verdes/' },
      author.accessToken,
    )
    expect(kept.status).toBe(201)
    expect((await mediaRows(kept.body.name))[0]).toMatchObject({
      source: 'pexels',
      credit_kind: 'pexels',
      credit_author: 'Ana',
      credit_url: 'https://www.pexels.com/photo/folhas-verdes/',
    })
  })

  it('refuses a name Clio does not serve (404) and a path outside its folder (400), storing nothing', async () => {
    const before = await storedObjects()
    expect((await clio.post('/media', { imagem: '/images/nao-existe.jpg' }, author.accessToken)).status).toBe(404)
    expect((await clio.post('/media', { imagem: '/images/../../etc/passwd' }, author.accessToken)).status).toBe(400)
    expect(await storedObjects()).toBe(before)
  })
})

describe('media intake: refusals store nothing', () => {
  async function expectNothingStored(send: () => Promise<ClioAnswer>, status: number, error: string) {
    const [objects, rows] = [await storedObjects(), (await mediaRows()).length]
    const answer = await send()
    expect(answer.status).toBe(status)
    expect(answer.body).toMatchObject({ success: false, error })
    expect(await storedObjects()).toBe(objects)
    expect(await mediaRows()).toHaveLength(rows)
  }

  it('refuses a text file named .png with 415 and the spec message', async () => {
    await expectNothingStored(
      () => postMedia('isto não é uma imagem', author.accessToken, '?nome=foto.png'),
      415,
      'Por favor, selecione um arquivo de imagem válido.',
    )
  })

  it('refuses more than 5 MB with 413 and the spec message', async () => {
    // Noise does not compress: a PNG of random pixels well past 5 MB.
    const noise = Buffer.alloc(1500 * 1300 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24
    const big = await sharp(noise, { raw: { width: 1500, height: 1300, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer()
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024)
    await expectNothingStored(
      () => postMedia(big, author.accessToken),
      413,
      'O arquivo é muito grande. O tamanho máximo é 5MB.',
    )
  })

  it('refuses an image wider than 12,000 px with 422 and a pt-BR message', async () => {
    const wide = await sharp({ create: { width: 12_001, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    await expectNothingStored(
      () => postMedia(wide, author.accessToken),
      422,
      'A imagem é grande demais. O máximo é 12.000 px de lado e 40 megapixels.',
    )
  })

  it('refuses anonymous callers (401), the anon key (401) and a user who is not staff (403)', async () => {
    const photo = await phonePhoto(200, 200, '#010203')
    await expectNothingStored(() => postMedia(photo, null), 401, 'Não autenticado')
    await expectNothingStored(() => postMedia(photo, t().anonKey), 401, 'Não autenticado')
    const outsider = await t().signUpUser({ role: 'author' })
    await t().stack.ctx.db.query('delete from public.profiles where id = $1', [outsider.userId])
    await expectNothingStored(() => postMedia(photo, outsider.accessToken), 403, 'Acesso negado')
  })
})
