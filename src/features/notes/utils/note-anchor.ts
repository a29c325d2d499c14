import approximateSearch from 'approx-string-match'

/**
 * Where a note points in the post: the W3C TextQuoteSelector (the quoted text with up to
 * CONTEXT_LENGTH characters either side) plus the quote's offsets in the editor's plain text as a hint
 * (docs/decisions/045-notes-in-the-editor.md). Offsets count characters of `editorPlainText()`.
 */
export interface NoteAnchor {
  quote: string
  prefix: string
  suffix: string
  from: number
  to: number
}

/** A quote found again: its offsets in the current plain text, and how it was found. */
export interface AnchorMatch {
  from: number
  to: number
  how: 'same' | 'moved' | 'fuzzy'
}

export const CONTEXT_LENGTH = 32

/** The longest quote the database keeps (post_notes' anchor check). */
export const QUOTE_MAX = 5000

/** A quote this short is found only exactly: a tolerant search would find it anywhere. */
const SHORTEST_FUZZY_QUOTE = 8

/** How much of a quote may differ, at most, for the tolerant search to keep it (a quarter). */
const FUZZY_ERROR_SHARE = 0.25

/** The anchor of `text.slice(from, to)`, with its context. */
export function anchorAt(text: string, from: number, to: number): NoteAnchor {
  return {
    quote: text.slice(from, to),
    prefix: text.slice(Math.max(0, from - CONTEXT_LENGTH), from),
    suffix: text.slice(to, to + CONTEXT_LENGTH),
    from,
    to,
  }
}

/** The selection's anchor without the whitespace at its ends; null for a selection of whitespace only. */
export function anchorForSelection(text: string, from: number, to: number): NoteAnchor | null {
  let start = Math.max(0, from)
  let end = Math.min(text.length, to)
  while (start < end && /\s/.test(text[start])) start++
  while (end > start && /\s/.test(text[end - 1])) end--
  return start < end ? anchorAt(text, start, end) : null
}

export function sameAnchor(a: NoteAnchor, b: NoteAnchor): boolean {
  return a.quote === b.quote && a.prefix === b.prefix && a.suffix === b.suffix && a.from === b.from && a.to === b.to
}

function exactOccurrences(text: string, quote: string): number[] {
  const starts: number[] = []
  for (let at = text.indexOf(quote); at !== -1; at = text.indexOf(quote, at + 1)) starts.push(at)
  return starts
}

/** 1 when `actual` is `expected`, falling with the edits between them (0 when nothing is alike). */
function similarity(actual: string, expected: string): number {
  if (expected.length === 0) return 1
  if (actual.length === 0) return 0
  if (actual === expected) return 1
  const [best] = approximateSearch(actual, expected, expected.length)
  return best ? Math.max(0, 1 - best.errors / expected.length) : 0
}

/**
 * How well a candidate's surroundings agree with the anchor's, with a little weight on staying near
 * the hint (the weights are Hypothesis' match-quote: the quote 50, each side 20, the position 2).
 */
function score(text: string, anchor: NoteAnchor, candidate: { start: number; end: number; errors: number }) {
  const quoteScore = 1 - candidate.errors / anchor.quote.length
  const prefix = text.slice(Math.max(0, candidate.start - anchor.prefix.length), candidate.start)
  const suffix = text.slice(candidate.end, candidate.end + anchor.suffix.length)
  const distance = Math.abs(candidate.start - anchor.from) / Math.max(1, text.length)
  return (
    50 * quoteScore +
    20 * similarity(prefix, anchor.prefix) +
    20 * similarity(suffix, anchor.suffix) +
    2 * (1 - distance)
  )
}

function best<T extends { start: number; end: number; errors: number }>(
  text: string,
  anchor: NoteAnchor,
  candidates: T[],
) {
  let chosen: T | null = null
  let chosenScore = -Infinity
  for (const candidate of candidates) {
    const candidateScore = score(text, anchor, candidate)
    if (candidateScore > chosenScore) [chosen, chosenScore] = [candidate, candidateScore]
  }
  return chosen
}

/**
 * Finds the anchor's quote in the text as it is now: where it was (the hint), else the exact
 * occurrence whose surroundings agree best, else the closest approximate match (at most a quarter of
 * the quote changed), else null: the text was removed.
 */
export function findAnchor(text: string, anchor: NoteAnchor): AnchorMatch | null {
  const { quote } = anchor
  if (!quote) return null
  if (text.slice(anchor.from, anchor.to) === quote) return { from: anchor.from, to: anchor.to, how: 'same' }

  const exact = exactOccurrences(text, quote).map((start) => ({ start, end: start + quote.length, errors: 0 }))
  const exactBest = best(text, anchor, exact)
  if (exactBest) return { from: exactBest.start, to: exactBest.end, how: 'moved' }

  if (quote.length < SHORTEST_FUZZY_QUOTE) return null
  const maxErrors = Math.floor(quote.length * FUZZY_ERROR_SHARE)
  const fuzzyBest = best(text, anchor, approximateSearch(text, quote, maxErrors))
  if (!fuzzyBest) return null
  // The search reports where a match ends; whitespace it took in at the ends is not part of the quote.
  const trimmed = anchorForSelection(text, fuzzyBest.start, fuzzyBest.end)
  return trimmed ? { from: trimmed.from, to: trimmed.to, how: 'fuzzy' } : null
}
