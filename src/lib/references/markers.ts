/**
 * Reference markers in post HTML: `<a href="#ref-2" class="ref-marker" data-ref="2">[2]</a>` points at
 * the second reference of the post's reference_list. The number is the reference's position, so the
 * stored HTML reads right everywhere it is rendered; the editor renumbers the content whenever the
 * list is reordered or shortened (docs/decisions/019-references-and-markers.md).
 */

/** The anchor id of the n-th reference (1-based) in the article's "Referências". */
export const referenceAnchorId = (n: number) => `ref-${n}`

/** The attributes of the marker of the n-th reference. */
export function markerAttributes(n: number): Record<string, string> {
  return { href: `#${referenceAnchorId(n)}`, class: 'ref-marker', 'data-ref': String(n) }
}

/** The marker's HTML, as the rich-text editor writes it. */
export function markerHtml(n: number): string {
  const attributes = Object.entries(markerAttributes(n))
    .map(([name, value]) => `${name}="${value}"`)
    .join(' ')
  return `<a ${attributes}>[${n}]</a>`
}

/** The reference number of a marker's href ("#ref-3" → 3), or null when it is not one. */
export function markerNumberFromHref(href: string | null | undefined): number | null {
  const found = /^#ref-(\d{1,3})$/.exec(href ?? '')
  return found ? Number(found[1]) : null
}

// A marker as any of our writers leaves it: an <a> whose href is #ref-n and whose text is [n].
const MARKER = /<a\b[^>]*\bhref="#ref-(\d{1,3})"[^>]*>\s*\[\d{1,3}\]\s*<\/a>/g

/** The reference numbers the markers in the HTML point at, in document order. */
export function markerNumbers(html: string): number[] {
  return Array.from(html.matchAll(MARKER), (found) => Number(found[1]))
}

/**
 * Rewrites every marker through `renumber` (old number → new number, or null to remove the
 * marker). Markers are always rewritten in the canonical form.
 */
export function renumberMarkers(html: string, renumber: (n: number) => number | null): string {
  return html.replace(MARKER, (_, n: string) => {
    const next = renumber(Number(n))
    return next === null ? '' : markerHtml(next)
  })
}

/** The HTML without its markers: an excerpt reads "tratado. A revisão", not "tratado.[1] A revisão". */
export const withoutMarkers = (html: string) => renumberMarkers(html, () => null)

/** Old → new numbers when the reference at `from` moves to `to` (0-based positions). */
export function movedNumbers(from: number, to: number): (n: number) => number {
  return (n) => {
    const index = n - 1
    if (index === from) return to + 1
    if (from < to && index > from && index <= to) return n - 1
    if (to < from && index >= to && index < from) return n + 1
    return n
  }
}

/** Old → new numbers when the reference at `removed` (0-based) leaves the list; its markers go. */
export function removedNumbers(removed: number): (n: number) => number | null {
  return (n) => (n - 1 === removed ? null : n - 1 > removed ? n - 1 : n)
}
