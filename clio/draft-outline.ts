// A draft before it is HTML: an introduction, sections of paragraphs under their heading, a
// conclusion, each factual paragraph naming what it cites. The offline writer and the provider
// adapter both build one, and this module writes it out the same way for both: [n] markers in the
// format of docs/decisions/019-references-and-markers.md, numbered in order of first citation, and
// the references as data in that order. Keys are whatever identifies a source to the caller (a
// corpus source id offline, the model's own list index with a provider).
import type { DraftReference } from './contract.ts'
import { escapeHtml } from './offline/fold-text.ts'

export interface OutlineParagraph<K> {
  text: string
  /** What the paragraph rests on; empty only for framing sentences that state no fact. */
  cites: K[]
}

export interface OutlineSection<K> {
  heading: string
  paragraphs: OutlineParagraph<K>[]
}

export interface DraftOutline<K> {
  intro: OutlineParagraph<K>
  sections: OutlineSection<K>[]
  conclusion: OutlineSection<K>
  disclaimer: string
}

/** The marker of the n-th reference, byte for byte what the post editor writes (src/lib/references/markers.ts). */
export function referenceMarker(n: number): string {
  return `<a href="#ref-${n}" class="ref-marker" data-ref="${n}">[${n}]</a>`
}

/** The keys in order of first citation: the order of the post's reference list. */
export function citationOrder<K>(outline: DraftOutline<K>): K[] {
  const order: K[] = []
  const paragraphs = [
    outline.intro,
    ...outline.sections.flatMap((section) => section.paragraphs),
    ...outline.conclusion.paragraphs,
  ]
  for (const paragraph of paragraphs) for (const key of paragraph.cites) if (!order.includes(key)) order.push(key)
  return order
}

/** The draft's HTML with markers, and its references in marker order. */
export function renderOutline<K>(
  outline: DraftOutline<K>,
  referenceOf: (key: K) => DraftReference,
): { html: string; references: DraftReference[] } {
  const order = citationOrder(outline)
  const paragraph = ({ text, cites }: OutlineParagraph<K>) => {
    const numbers = [...new Set(cites.map((key) => order.indexOf(key) + 1))].sort((a, b) => a - b)
    return `<p>${escapeHtml(text)}${numbers.map(referenceMarker).join('')}</p>`
  }
  const parts = [paragraph(outline.intro)]
  for (const section of [...outline.sections, outline.conclusion]) {
    parts.push(`<h2>${escapeHtml(section.heading)}</h2>`, ...section.paragraphs.map(paragraph))
  }
  parts.push(`<p><em>${escapeHtml(outline.disclaimer)}</em></p>`)
  return { html: parts.join('\n'), references: order.map(referenceOf) }
}
