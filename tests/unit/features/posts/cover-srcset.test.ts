/** @vitest-environment node */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import sharp from 'sharp'
import { coverSize, coverSrcSet } from '@/features/posts/utils/cover-srcset'

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
      expect(existsSync(path.join(import.meta.dirname, '../../../../public', candidate.split(' ')[0])), candidate).toBe(
        true,
      )
    }
  })

  it('gives uploaded covers, placeholders and missing images no srcset (one size exists)', () => {
    expect(coverSrcSet('http://127.0.0.1:54321/storage/v1/object/public/post-images/a.webp')).toBeUndefined()
    expect(coverSrcSet('/seed-images/sub/dir.webp')).toBeUndefined()
    expect(coverSrcSet('/post-placeholder.svg')).toBeUndefined()
    expect(coverSrcSet(null)).toBeUndefined()
  })
})

describe('coverSize', () => {
  it('gives a seed cover the size its file really has', async () => {
    const src = '/seed-images/cannabis-e-sono-evidencias-ainda-iniciais.webp'
    const { width, height } = await sharp(path.join(import.meta.dirname, '../../../../public', src)).metadata()
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
