/** @vitest-environment node */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { coverSrcSet } from '@/features/posts/utils/cover-srcset'

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
      expect(existsSync(path.join(import.meta.dirname, '../../../../public', candidate.split(' ')[0])), candidate).toBe(true)
    }
  })

  it('gives uploaded covers, placeholders and missing images no srcset (one size exists)', () => {
    expect(coverSrcSet('http://127.0.0.1:54321/storage/v1/object/public/post-images/a.webp')).toBeUndefined()
    expect(coverSrcSet('/seed-images/sub/dir.webp')).toBeUndefined()
    expect(coverSrcSet('/post-placeholder.svg')).toBeUndefined()
    expect(coverSrcSet(null)).toBeUndefined()
  })
})
