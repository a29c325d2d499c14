// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { creatorExcerpt, publicExcerpt, stripTags } from '@/features/posts/utils/excerpt'

describe('stripTags', () => {
  it('removes markup, scripts and extra whitespace', () => {
    expect(stripTags('<h2>Título</h2>\n<p>Texto <strong>forte</strong>&nbsp;aqui</p><script>alert(1)</script>')).toBe(
      'Título Texto forte aqui',
    )
    expect(stripTags(null)).toBe('')
  })
})

describe('publicExcerpt', () => {
  it('prefers the excerpt', () => {
    expect(publicExcerpt({ excerpt: '  Resumo do artigo ', content: '<p>Outro</p>' })).toBe('Resumo do artigo')
  })

  it('falls back to the first 150 characters of content with tags stripped', () => {
    const content = `<p>${'a'.repeat(100)}</p><p>${'b'.repeat(100)}</p>`
    const excerpt = publicExcerpt({ excerpt: '', content })
    expect(excerpt).toHaveLength(150)
    expect(excerpt).not.toContain('<')
    expect(excerpt.startsWith('a'.repeat(100) + ' b')).toBe(true)
  })

  it('is empty when there is neither excerpt nor content', () => {
    expect(publicExcerpt({ excerpt: null, content: null })).toBe('')
  })
})

describe('creatorExcerpt', () => {
  it('cuts at 160 characters and adds "..." only when longer', () => {
    const long = `<p>${'x'.repeat(200)}</p>`
    expect(creatorExcerpt(long)).toBe(`${'x'.repeat(160)}...`)
    expect(creatorExcerpt(`<p>${'y'.repeat(160)}</p>`)).toBe('y'.repeat(160))
    expect(creatorExcerpt('<p> curto </p>')).toBe('curto')
    expect(creatorExcerpt('')).toBe('')
  })
})
