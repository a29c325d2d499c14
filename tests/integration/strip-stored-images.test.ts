// `npm run media:strip-existing` (tools/strip-stored-images.ts) against the real local stack: images
// stored before the media intake lose their EXIF under the same name, clean ones are not touched.
import { createHash } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import sharp from 'sharp'
import { beforeEach, describe, expect, it } from 'vitest'
import { stripStoredImages } from '../../tools/strip-stored-images.ts'
import { useTestStack } from './fixtures.ts'

const BUCKET = 'post-images'
// A stack per test: each summary counts the whole bucket.
const t = useTestStack({ perTest: true })
let service: SupabaseClient

beforeEach(() => {
  service = t().createTestClient(t().serviceKey)
})

/** A phone photo as the old editor could store it: JPEG, camera make and a GPS position in its EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7d44' } })
    .withExif({
      IFD0: { Make: 'Telefone', Model: 'X1' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 1/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 1/1' },
    })
    .jpeg({ quality: 95 })
    .toBuffer()
}

async function store(name: string, bytes: Buffer, contentType: string) {
  const { error } = await service.storage.from(BUCKET).upload(name, bytes, { contentType })
  expect(error).toBeNull()
}

async function download(name: string): Promise<Buffer> {
  const { data, error } = await service.storage.from(BUCKET).download(name)
  expect(error).toBeNull()
  return Buffer.from(await data!.arrayBuffer())
}

describe('media:strip-existing', () => {
  it('rewrites a GPS-tagged JPEG in a folder without EXIF under its name, leaves a clean WebP byte for byte, and counts both', async () => {
    const photo = await phonePhoto()
    expect((await sharp(photo).metadata()).exif?.toString('latin1')).toContain('Telefone')
    const clean = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
      .webp()
      .toBuffer()
    expect((await sharp(clean).metadata()).exif).toBeUndefined()
    await store('capas/2024-foto-do-celular.jpg', photo, 'image/jpeg')
    await store('limpa.webp', clean, 'image/webp')
    const { error } = await service.from('media').insert({ object_name: 'capas/2024-foto-do-celular.jpg' })
    expect(error).toBeNull()

    const summary = await stripStoredImages(service)
    expect(summary).toEqual({ checked: 2, cleaned: ['capas/2024-foto-do-celular.jpg'], skipped: 1, failed: [] })

    const stripped = await download('capas/2024-foto-do-celular.jpg')
    const meta = await sharp(stripped).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 })
    expect(meta.exif).toBeUndefined()
    expect(stripped.toString('latin1')).not.toContain('Telefone')
    expect((await download('limpa.webp')).equals(clean)).toBe(true)

    const { data: row } = await service
      .from('media')
      .select('size_bytes, sha256, width, height')
      .eq('object_name', 'capas/2024-foto-do-celular.jpg')
      .single()
    expect(row).toEqual({
      size_bytes: stripped.length,
      sha256: createHash('sha256').update(stripped).digest('hex'),
      width: 640,
      height: 480,
    })

    // Run again: nothing left to clean.
    expect(await stripStoredImages(service)).toEqual({ checked: 2, cleaned: [], skipped: 2, failed: [] })
  })

  it('reports an object that is not an image as failed and goes on with the rest', async () => {
    await store('capas/nao-e-imagem.png', Buffer.from('isto não é uma imagem'), 'image/png')
    const summary = await stripStoredImages(service)
    expect(summary.failed).toEqual([{ name: 'capas/nao-e-imagem.png', reason: expect.stringContaining('válido') }])
    expect(summary).toMatchObject({ checked: 1, cleaned: [], skipped: 0 })
    expect((await download('capas/nao-e-imagem.png')).toString()).toBe('isto não é uma imagem')
  })
})
