import { slugify } from '@/lib/slugify'

/** A section of an article: an h2 or h3 of its body, with the anchor the page gives it. */
export interface OutlineEntry {
  id: string
  text: string
  level: 2 | 3
}

/** An h2 and the h3s under it (an h3 before any h2 stands alone). */
export interface OutlineSection extends OutlineEntry {
  children: OutlineEntry[]
}

/** Fewer sections than this and an article needs no table of contents (docs/product-guide.md#public-site). */
export const TOC_MIN_SECTIONS = 3

const MAX_SLUG = 60

/** Ids the article page itself uses, which a heading never takes: the references and the page's own titles. */
const pageId = (id: string) =>
  /^ref-\d+$/.test(id) || ['referencias-title', 'relacionados-title', 'pontos-chave-titulo', 'root'].includes(id)

/** "Efeitos & Riscos: o que saber?" → "efeitos-riscos-o-que-saber" (the slug rule, shorter); "secao" when nothing is left. */
export function headingSlug(text: string): string {
  return slugify(text).slice(0, MAX_SLUG).replace(/-+$/, '') || 'secao'
}

/**
 * Gives every h2 and h3 of a sanitised body an id made from its text (unique: "-2", "-3" for repeats; never an
 * id the body or the page already uses) and returns them in order. Heading text is only ever read as text and
 * written as an attribute value made of [a-z0-9-].
 */
export function addHeadingAnchors(body: Element): OutlineEntry[] {
  // Every element in document order, without selectors: at build time the body is a jsdom document, whose
  // selector engine kept something of every body it queried (docs/performance.md, "Publishing").
  const elements = Array.from(body.getElementsByTagName('*'))
  const headings = elements.filter((element) => element.tagName === 'H2' || element.tagName === 'H3')
  const taken = new Set(
    elements
      .filter((element) => element.hasAttribute('id') && !headings.includes(element))
      .map((element) => element.id),
  )
  const entries: OutlineEntry[] = []
  for (const heading of headings) {
    const text = (heading.textContent ?? '').replace(/\s+/g, ' ').trim()
    heading.removeAttribute('id')
    if (!text) continue
    const base = headingSlug(text)
    let id = base
    for (let n = 2; taken.has(id) || pageId(id); n++) id = `${base}-${n}`
    taken.add(id)
    heading.setAttribute('id', id)
    entries.push({ id, text, level: heading.tagName === 'H2' ? 2 : 3 })
  }
  return entries
}

/** The entries as a two-level list: each h3 under the h2 before it. */
export function outlineSections(entries: readonly OutlineEntry[]): OutlineSection[] {
  const sections: OutlineSection[] = []
  for (const entry of entries) {
    const parent = sections.at(-1)
    if (entry.level === 3 && parent?.level === 2) parent.children.push(entry)
    else sections.push({ ...entry, children: [] })
  }
  return sections
}
