// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { creatorExcerpt, stripTags, withoutDerivedExcerpt } from '@/features/posts/utils/excerpt'

describe('stripTags', () => {
  it('removes markup, scripts and extra whitespace', () => {
    expect(stripTags('<h2>Título</h2>\n<p>Texto <strong>forte</strong>&nbsp;aqui</p><script>alert(1)</script>')).toBe(
      'Título Texto forte aqui',
    )
    expect(stripTags(null)).toBe('')
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

describe('withoutDerivedExcerpt', () => {
  it('leaves out an excerpt derived from the content (the check would flag each passage twice), keeps a written one', () => {
    const content = '<p>Cura garantida da ansiedade.</p>'
    expect(withoutDerivedExcerpt({ title: 't', excerpt: creatorExcerpt(content), content }).excerpt).toBeNull()
    expect(withoutDerivedExcerpt({ title: 't', excerpt: 'Um resumo escrito à mão.', content }).excerpt).toBe('Um resumo escrito à mão.')
    expect(withoutDerivedExcerpt({ title: 't', excerpt: null, content }).excerpt).toBeNull()
  })
})
