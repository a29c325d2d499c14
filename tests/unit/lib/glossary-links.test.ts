import { describe, expect, it } from 'vitest'
import { linkGlossaryTerms, type GlossaryTerm } from '@/lib/glossary-links'
import { sanitizeAndEdit } from '@/lib/sanitize-html'

const TERMS: GlossaryTerm[] = [
  { slug: 'canabidiol', term: 'Canabidiol', variants: ['CBD'], definition: 'Substância da cannabis.' },
  { slug: 'thc', term: 'Tetra-hidrocanabinol', variants: ['THC'], definition: 'Outra substância.' },
  { slug: 'canabinoide', term: 'Canabinoide', variants: [], definition: 'Grupo de substâncias.' },
  {
    slug: 'sistema-endocanabinoide',
    term: 'Sistema endocanabinoide',
    variants: [],
    definition: 'Sistema do corpo.',
  },
]

const href = (slug: string) => `/glossario#${slug}`

/** The body's HTML after the glossary pass, as the article builds it (after DOMPurify). */
function linked(html: string, terms = TERMS) {
  let slugs: string[] = []
  const result = sanitizeAndEdit(
    html,
    () => null,
    undefined,
    (body) => {
      slugs = linkGlossaryTerms(body, terms, href)
    },
  )
  const body = document.createElement('div')
  body.innerHTML = result.html
  return { body, slugs, html: result.html }
}

describe('linkGlossaryTerms', () => {
  it('marks the first occurrence of each term only, with a popover holding the definition and its glossary link', () => {
    const { body, slugs } = linked('<p>O canabidiol ajuda. Canabidiol de novo.</p><p>Mais CBD aqui.</p>')
    expect(slugs).toEqual(['canabidiol'])
    const buttons = body.querySelectorAll('button.glossary-term')
    expect(buttons).toHaveLength(1)
    expect(buttons[0].textContent).toBe('canabidiol')
    expect(buttons[0].getAttribute('type')).toBe('button')
    const popover = body.querySelector(`#${buttons[0].getAttribute('popovertarget')}`)
    expect(popover?.hasAttribute('popover')).toBe(true)
    expect(popover?.textContent).toBe('Canabidiol: Substância da cannabis. Ver no glossário')
    expect(popover?.querySelector('a')?.getAttribute('href')).toBe('/glossario#canabidiol')
    // The definitions stand after the text: each paragraph's text stays whole.
    expect(body.querySelector('p')?.textContent).toBe('O canabidiol ajuda. Canabidiol de novo.')
    expect(body.lastElementChild?.contains(popover ?? null)).toBe(true)
  })

  it('matches variants and whole words only; acronyms match as written', () => {
    expect(linked('<p>Canabidiolzinho e thc minúsculo.</p>').slugs).toEqual([])
    expect(linked('<p>O óleo de CBD.</p>').slugs).toEqual(['canabidiol'])
    expect(linked('<p>Sem THC, sem canabidiol.</p>').slugs).toEqual(['thc', 'canabidiol'])
  })

  it('prefers the longest term at the same place', () => {
    const { body, slugs } = linked('<p>O sistema endocanabinoide e cada canabinoide.</p>')
    expect(slugs).toEqual(['sistema-endocanabinoide', 'canabinoide'])
    expect(body.querySelector('button')?.textContent).toBe('sistema endocanabinoide')
  })

  it('never marks inside headings, links, code, figure captions or reference markers', () => {
    const { slugs } = linked(
      '<h2>Canabidiol</h2><p><a href="/x">canabidiol</a> <code>CBD</code> <sup class="ref-marker">THC</sup></p>' +
        '<figure><img src="https://example.org/a.png" alt="canabidiol"><figcaption>canabidiol</figcaption></figure>',
    )
    expect(slugs).toEqual([])
  })

  it('marks the text after skipped places, and never touches attribute values', () => {
    const { body } = linked('<h2>Canabidiol</h2><p title="canabidiol">Texto sobre canabidiol.</p>')
    expect(body.querySelector('h2')?.textContent).toBe('Canabidiol')
    expect(body.querySelector('p')?.getAttribute('title')).toBe('canabidiol')
    expect(body.querySelector('p button')?.textContent).toBe('canabidiol')
  })

  it('keeps hostile terms and definitions as text', () => {
    const hostile: GlossaryTerm[] = [
      {
        slug: 'x',
        term: '<img src=x onerror=alert(1)>',
        variants: ['canabidiol'],
        definition: '<script>alert(1)</script><b>negrito</b>',
      },
    ]
    const { body, html } = linked('<p>Sobre canabidiol.</p>', hostile)
    expect(body.querySelector('script, img, b')).toBeNull()
    expect(html).not.toContain('<script')
    expect(body.querySelector('[popover]')?.textContent).toContain('<script>alert(1)</script>')
  })
})
