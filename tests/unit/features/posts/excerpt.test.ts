// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  creatorExcerpt,
  excerptText,
  isDerivedExcerpt,
  stripTags,
  withoutDerivedExcerpt,
} from '@/features/posts/utils/excerpt'

describe('stripTags', () => {
  it('removes markup, scripts and extra whitespace', () => {
    expect(stripTags('<h2>Título</h2>\n<p>Texto <strong>forte</strong>&nbsp;aqui</p><script>alert(1)</script>')).toBe(
      'Título Texto forte aqui',
    )
    expect(stripTags(null)).toBe('')
  })
})

describe('excerptText', () => {
  it('ends a heading with a period and joins inline tags without a space (issue 31)', () => {
    expect(
      excerptText(
        '<h2>Por que o sono interessa</h2><p>Estudos observacionais sugerem que o <strong>canabidiol</strong> altera a <em>arquitetura do sono</em>, mas…</p>',
      ),
    ).toBe(
      'Por que o sono interessa. Estudos observacionais sugerem que o canabidiol altera a arquitetura do sono, mas…',
    )
  })

  it('ends every block but the last as a sentence: list items, quotes, line breaks; keeps punctuation a block already has', () => {
    expect(excerptText('<p>Os usos estudados:</p><ul><li>Epilepsia</li><li>Dor crônica</li></ul>')).toBe(
      'Os usos estudados: Epilepsia. Dor crônica',
    )
    expect(
      excerptText('<h3>Funciona?</h3><blockquote><p>"Depende."</p></blockquote><p>Linha um<br>linha dois</p>'),
    ).toBe('Funciona? "Depende." Linha um. linha dois')
    expect(excerptText('<p>Veja <a href="/x">o guia</a> (<code>CBD</code>).</p>')).toBe('Veja o guia (CBD).')
  })

  it('decodes entities, drops scripts and reference markers, and is empty for no content', () => {
    expect(excerptText('<p>CBD &amp; THC&nbsp;juntos</p><script>alert(1)</script>')).toBe('CBD & THC juntos')
    expect(excerptText('<p>Caíram 39%.<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a></p>')).toBe(
      'Caíram 39%.',
    )
    expect(excerptText('')).toBe('')
    expect(excerptText(null)).toBe('')
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
    expect(withoutDerivedExcerpt({ title: 't', excerpt: 'Um resumo escrito à mão.', content }).excerpt).toBe(
      'Um resumo escrito à mão.',
    )
    expect(withoutDerivedExcerpt({ title: 't', excerpt: null, content }).excerpt).toBeNull()
  })
})

describe('isDerivedExcerpt', () => {
  const content = '<h2>Por que o sono interessa</h2><p>Texto do <strong>sono</strong>, curto.</p>'

  it('recognises the excerpt an empty "Resumo" saved, by the rule of today and the one before issue 31', () => {
    expect(isDerivedExcerpt(creatorExcerpt(content), content)).toBe(true)
    expect(isDerivedExcerpt('Por que o sono interessa Texto do sono , curto.', content)).toBe(true)
  })

  it('leaves a written excerpt, or none, alone', () => {
    expect(isDerivedExcerpt('Um resumo escrito à mão.', content)).toBe(false)
    expect(isDerivedExcerpt('', content)).toBe(false)
    expect(isDerivedExcerpt(null, content)).toBe(false)
  })
})
