import { describe, expect, it } from 'vitest'
import {
  addHeadingAnchors,
  headingSlug,
  outlineSections,
  type OutlineEntry,
} from '@/features/posts/utils/article-outline'
import { sanitizeAndEdit } from '@/lib/sanitize-html'

const bodyOf = (html: string) => {
  const body = document.createElement('div')
  body.innerHTML = html
  return body
}

describe('article outline (headings → anchors → table of contents)', () => {
  it('makes slugs of [a-z0-9-] from the heading text, accents dropped, "secao" when nothing is left', () => {
    expect(headingSlug('Efeitos & Riscos: o que saber?')).toBe('efeitos-riscos-o-que-saber')
    expect(headingSlug('Canabidiol (CBD) — dosagem')).toBe('canabidiol-cbd-dosagem')
    expect(headingSlug('"><script>alert(1)</script>')).toBe('script-alert-1-script')
    expect(headingSlug('!!! ???')).toBe('secao')
    expect(headingSlug('a'.repeat(200))).toHaveLength(60)
  })

  it('gives repeated headings unique ids and never takes an id the body or the page uses', () => {
    const body = bodyOf(
      '<h2>Dosagem</h2><p id="dosagem-2">x</p><h2>Dosagem</h2><h3>Dosagem</h3><h2>Ref 1</h2><h2>Referências title</h2>',
    )
    const ids = addHeadingAnchors(body).map((entry) => entry.id)
    expect(ids).toEqual(['dosagem', 'dosagem-3', 'dosagem-4', 'ref-1-2', 'referencias-title-2'])
    expect(Array.from(body.querySelectorAll('h2, h3')).map((heading) => heading.id)).toEqual(ids)
  })

  it('keeps hostile heading text as text: the id is a slug, markup in the text stays out of the page', () => {
    const { html, edited } = sanitizeAndEdit(
      '<h2 id="x" onclick="alert(1)">Uso <img src=x onerror=alert(1)>&lt;b&gt;seguro&lt;/b&gt;</h2><h2> </h2><h3>Fim</h3><h2>Fim</h2>',
      () => null,
      undefined,
      addHeadingAnchors,
    )
    expect(edited).toEqual([
      { id: 'uso-b-seguro-b', text: 'Uso <b>seguro</b>', level: 2 },
      { id: 'fim', text: 'Fim', level: 3 },
      { id: 'fim-2', text: 'Fim', level: 2 },
    ])
    expect(html).not.toMatch(/onclick|onerror|<b>/)
    expect(html).toContain('<h2 id="uso-b-seguro-b">')
    // An empty heading loses the id it came with and is not a section.
    expect(html).toContain('<h2> </h2>')
  })

  it('nests each h3 under the h2 before it; an h3 before any h2 stands alone', () => {
    const entries: OutlineEntry[] = [
      { id: 'a', text: 'A', level: 3 },
      { id: 'b', text: 'B', level: 2 },
      { id: 'c', text: 'C', level: 3 },
      { id: 'd', text: 'D', level: 3 },
      { id: 'e', text: 'E', level: 2 },
    ]
    expect(outlineSections(entries).map((section) => [section.id, section.children.map((child) => child.id)])).toEqual([
      ['a', []],
      ['b', ['c', 'd']],
      ['e', []],
    ])
  })
})
