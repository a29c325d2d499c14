// The glossary in articles (docs/decisions/053-glossary.md): the first occurrence of each term, or of one of its
// variants, in the body's running text becomes a button that opens its definition, a native popover kept at the end
// of the body (keyboard, tap, Esc and light dismiss without a script, in the prerendered page too). Built from the
// DOM's text nodes after DOMPurify, with text nodes and setAttribute only: stored terms and definitions never
// become markup.

/** What the article needs of a glossary term (public.glossary_terms). */
export interface GlossaryTerm {
  slug: string
  term: string
  variants: string[]
  definition: string
}

/** Where a term is never marked: headings, links, code, figures and their captions, reference markers, controls. */
const SKIPPED_TAGS = new Set([
  'A',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'CODE',
  'PRE',
  'KBD',
  'FIGURE',
  'FIGCAPTION',
  'SUP',
  'BUTTON',
])

/**
 * The element or one around it is where terms are never marked. Walked by hand, not `closest()`: at build
 * time the body is a jsdom document, whose selector engine kept something of every body it queried.
 */
function inSkipped(element: Element | null): boolean {
  for (let at = element; at; at = at.parentElement) {
    if (SKIPPED_TAGS.has(at.nodeName) || at.hasAttribute('popover') || at.classList.contains('ref-marker')) return true
  }
  return false
}

/** A term as compared for duplicates and searched: without case, accents or spaces around (public.glossary_fold). */
export const foldTerm = (term: string) => term.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Letters and digits: a match must not start or end inside a word. */
const WORD = /[\p{L}\p{N}]/u

interface Phrase {
  text: string
  /** An acronym ("THC") matches as written; other phrases match in any case. */
  exact: boolean
  entry: GlossaryTerm
}

function phrasesOf(terms: GlossaryTerm[]): Phrase[] {
  const phrases: Phrase[] = []
  for (const entry of terms) {
    for (const raw of [entry.term, ...entry.variants]) {
      const text = raw.trim()
      if (!text) continue
      const exact = text.length > 1 && text === text.toUpperCase() && text !== text.toLowerCase()
      phrases.push({ text: exact ? text : text.toLowerCase(), exact, entry })
    }
  }
  // Longest first: "sistema endocanabinoide" before "canabinoide" at the same place.
  return phrases.sort((a, b) => b.text.length - a.text.length)
}

/** The earliest whole-word occurrence of a remaining phrase in the text (the longest at the same place). */
function firstMatch(text: string, phrases: Phrase[], used: Set<string>) {
  const lower = text.toLowerCase()
  // Lower-casing that changes lengths (rare outside Portuguese) would shift offsets: match as written then.
  const folded = lower.length === text.length ? lower : text
  let best: { at: number; phrase: Phrase } | null = null
  for (const phrase of phrases) {
    if (used.has(phrase.entry.slug)) continue
    const haystack = phrase.exact ? text : folded
    for (let at = haystack.indexOf(phrase.text); at !== -1; at = haystack.indexOf(phrase.text, at + 1)) {
      if (best && at >= best.at) break
      const before = text[at - 1] ?? ''
      const after = text[at + phrase.text.length] ?? ''
      if (WORD.test(before) || WORD.test(after)) continue
      best = { at, phrase }
      break
    }
  }
  return best
}

function definitionFor(document: Document, entry: GlossaryTerm, id: string, href: string): HTMLElement {
  const popover = document.createElement('span')
  popover.setAttribute('popover', '')
  popover.setAttribute('id', id)
  popover.className = 'glossary-popover'
  const name = document.createElement('dfn')
  name.textContent = entry.term
  const link = document.createElement('a')
  link.setAttribute('href', href)
  link.textContent = 'Ver no glossário'
  popover.append(name, document.createTextNode(`: ${entry.definition} `), link)
  return popover
}

/**
 * Marks the first occurrence of each term in `body` (a sanitised article body); `href` gives a term's
 * address in the glossary. Returns the slugs marked, in order.
 */
export function linkGlossaryTerms(body: HTMLElement, terms: GlossaryTerm[], href: (slug: string) => string): string[] {
  const phrases = phrasesOf(terms)
  const used = new Set<string>()
  const document = body.ownerDocument
  const walker = document.createTreeWalker(body, 4 /* NodeFilter.SHOW_TEXT */)
  const texts: Text[] = []
  // The definitions stand together after the text: the paragraphs' text stays whole (reader modes, crawlers,
  // copying), and the browser shows an open popover above the page wherever it is.
  const definitions = document.createElement('div')
  definitions.className = 'glossary-definitions'
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!inSkipped(node.parentElement)) texts.push(node as Text)
  }
  for (let node of texts) {
    for (let match = firstMatch(node.data, phrases, used); match; match = firstMatch(node.data, phrases, used)) {
      const { entry } = match.phrase
      used.add(entry.slug)
      const word = node.splitText(match.at)
      node = word.splitText(match.phrase.text.length)
      const id = `glossario-${entry.slug}`
      const button = document.createElement('button')
      button.setAttribute('type', 'button')
      button.setAttribute('popovertarget', id)
      button.className = 'glossary-term'
      button.textContent = word.data
      word.replaceWith(button)
      definitions.append(definitionFor(document, entry, id, href(entry.slug)))
    }
  }
  if (used.size > 0) body.append(definitions)
  return [...used]
}
