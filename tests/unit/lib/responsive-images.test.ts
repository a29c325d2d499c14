/** @vitest-environment node */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import {
  bodyImageAttributes,
  coverCropSize,
  coverSize,
  coverSrcSet,
  renderedImageUrl,
  shareImage,
} from '@/lib/responsive-images'
import { imageTransformationsOn } from '@/lib/env-defaults'

const API = 'https://proj.supabase.co'
const ON = { enabled: true, supabaseUrl: API }
const OFF = { enabled: false, supabaseUrl: API }
const upload = (name: string) => `${API}/storage/v1/object/public/post-images/${name}`
const render = (name: string, query: string) => `${API}/storage/v1/render/image/public/post-images/${name}?${query}`

describe('coverSrcSet', () => {
  it('offers a seed cover at 480, 800 and 1200 px, and every file it names exists in public/', () => {
    const src = '/seed-images/cannabis-e-sono-evidencias-ainda-iniciais.webp'
    const srcSet = coverSrcSet(src)
    expect(srcSet).toBe(
      '/seed-images/cannabis-e-sono-evidencias-ainda-iniciais-480w.webp 480w, ' +
        '/seed-images/cannabis-e-sono-evidencias-ainda-iniciais-800w.webp 800w, ' +
        '/seed-images/cannabis-e-sono-evidencias-ainda-iniciais.webp 1200w',
    )
    for (const candidate of srcSet?.split(', ') ?? []) {
      expect(existsSync(path.join(import.meta.dirname, '../../../public', candidate.split(' ')[0])), candidate).toBe(
        true,
      )
    }
  })

  it('gives uploaded covers no srcset with transformations off, nor placeholders and missing images', () => {
    expect(coverSrcSet(upload('1-a-1600x900.webp'), OFF)).toBeUndefined()
    expect(coverSrcSet('/seed-images/sub/dir.webp', ON)).toBeUndefined()
    expect(coverSrcSet('/post-placeholder.svg', ON)).toBeUndefined()
    expect(coverSrcSet(null, ON)).toBeUndefined()
  })

  it('offers an upload through /render/image at each width up to its own, with transformations on', () => {
    expect(coverSrcSet(upload('1-a-1000x750.webp'), ON)).toBe(
      [320, 480, 640, 800].map((w) => `${render('1-a-1000x750.webp', `width=${w}`)} ${w}w`).join(', ') +
        `, ${render('1-a-1000x750.webp', 'width=1000')} 1000w`,
    )
    // Its size unknown (a Clio image), every width: Storage never enlarges.
    expect(
      coverSrcSet(upload('ai-post-1-x.jpg'), ON)
        ?.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['320w', '480w', '640w', '800w', '1200w', '1600w'])
  })

  it('leaves alone what is not a safe upload of this project: other hosts, other buckets, GIFs, odd names', () => {
    expect(coverSrcSet('https://other.supabase.co/storage/v1/object/public/post-images/a.webp', ON)).toBeUndefined()
    expect(coverSrcSet(`${API}/storage/v1/object/public/avatars/a.webp`, ON)).toBeUndefined()
    expect(coverSrcSet(upload('1-a-800x600.gif'), ON)).toBeUndefined()
    expect(coverSrcSet(upload('a.webp, https://evil.example/x.webp 2000w'), ON)).toBeUndefined()
    expect(coverSrcSet(upload('a b.webp'), ON)).toBeUndefined()
    expect(coverSrcSet(upload('a.webp?width=1'), ON)).toBeUndefined()
    expect(coverSrcSet(upload('../../x.webp'.replace(/\//g, '%2F')), ON)).toContain('/render/image/public/post-images/')
    expect(renderedImageUrl(upload('"><script>.webp'), { width: 320 }, ON)).toBeNull()
  })
})

describe('coverSize', () => {
  it('gives a seed cover the size its file really has', async () => {
    const src = '/seed-images/cannabis-e-sono-evidencias-ainda-iniciais.webp'
    const { width, height } = await sharp(path.join(import.meta.dirname, '../../../public', src)).metadata()
    expect(coverSize(src)).toEqual({ width, height })
    expect(coverSize(`https://blog.example${src}`)).toEqual({ width, height })
  })

  it('reads an uploaded cover’s size from the -<width>x<height> its name ends with', () => {
    expect(
      coverSize('http://127.0.0.1:54321/storage/v1/object/public/post-images/1700000000000-abc123-1600x900.webp'),
    ).toEqual({ width: 1600, height: 900 })
    expect(coverSize('https://x.supabase.co/storage/v1/object/public/post-images/1-a-640x480.PNG?v=2')).toEqual({
      width: 640,
      height: 480,
    })
  })

  it('says nothing for a URL that does not state a size', () => {
    expect(coverSize('https://images.example/photo.webp')).toBeNull()
    expect(coverSize('/storage/v1/object/public/post-images/1700000000000-abc123.gif')).toBeNull()
    expect(coverSize('/post-images/a-0x900.webp')).toBeNull()
    expect(coverSize(null)).toBeNull()
  })
})

describe('shareImage', () => {
  it('crops an upload to 1200×630 through /render/image and says so', () => {
    expect(shareImage(upload('1-a-1600x900.webp'), ON)).toEqual({
      url: render('1-a-1600x900.webp', 'width=1200&height=630&resize=cover'),
      size: { width: 1200, height: 630 },
    })
  })

  it('gives a smaller upload the size Storage gives it (never enlarged), and none when its size is unknown', () => {
    expect(shareImage(upload('1-a-800x600.webp'), ON)?.size).toEqual({ width: 800, height: 600 })
    expect(shareImage(upload('ai-post-1-x.jpg'), ON)).toEqual({
      url: render('ai-post-1-x.jpg', 'width=1200&height=630&resize=cover'),
      size: null,
    })
  })

  it('keeps today’s image and size with transformations off, and for seed covers', () => {
    expect(shareImage(upload('1-a-1600x900.webp'), OFF)).toEqual({
      url: upload('1-a-1600x900.webp'),
      size: { width: 1600, height: 900 },
    })
    const seed = '/seed-images/cannabis-e-sono-evidencias-ainda-iniciais.webp'
    expect(shareImage(seed, ON)).toEqual({ url: seed, size: { width: 1200, height: 675 } })
    expect(shareImage(null, ON)).toBeNull()
  })
})

describe('coverCropSize', () => {
  it('scales down to cover the target, then crops; never scales up', () => {
    const target = { width: 1200, height: 630 }
    expect(coverCropSize({ width: 1600, height: 900 }, target)).toEqual(target)
    expect(coverCropSize({ width: 1080, height: 1600 }, target)).toEqual({ width: 1080, height: 630 })
    expect(coverCropSize({ width: 1600, height: 500 }, target)).toEqual({ width: 1200, height: 500 })
    expect(coverCropSize({ width: 800, height: 600 }, target)).toEqual({ width: 800, height: 600 })
  })
})

describe('bodyImageAttributes', () => {
  it('gives an upload of known size a srcset, the column’s sizes and its own width and height', () => {
    expect(bodyImageAttributes(upload('1-a-600x400.webp'), ON)).toEqual({
      srcset: `${render('1-a-600x400.webp', 'width=320')} 320w, ${render('1-a-600x400.webp', 'width=480')} 480w, ${render('1-a-600x400.webp', 'width=600')} 600w`,
      sizes: '(min-width: 648px) 600px, calc(100vw - 2rem)',
      width: '600',
      height: '400',
    })
    expect(bodyImageAttributes(upload('1-a-1600x900.webp'), ON)?.sizes).toBe(
      '(min-width: 768px) 720px, calc(100vw - 2rem)',
    )
  })

  it('leaves an image of unknown size, another host’s or any with transformations off as it is', () => {
    expect(bodyImageAttributes(upload('ai-post-1-x.jpg'), ON)).toBeNull()
    expect(bodyImageAttributes('https://images.example/a-600x400.webp', ON)).toBeNull()
    expect(bodyImageAttributes(upload('1-a-600x400.webp'), OFF)).toBeNull()
  })
})

describe('imageTransformationsOn (VITE_SUPABASE_IMAGE_TRANSFORMATIONS)', () => {
  it('is on for the local stack and off for a hosted project unless set', () => {
    expect(imageTransformationsOn(undefined, 'http://127.0.0.1:54321')).toBe(true)
    expect(imageTransformationsOn('', 'http://localhost:54391/')).toBe(true)
    expect(imageTransformationsOn(undefined, 'https://proj.supabase.co')).toBe(false)
  })

  it('follows on/off whatever the URL', () => {
    expect(imageTransformationsOn('on', 'https://proj.supabase.co')).toBe(true)
    expect(imageTransformationsOn(' OFF ', 'http://127.0.0.1:54321')).toBe(false)
  })
})
