import { useEffect } from 'react'
import { recordSearch } from '@/lib/audience'

/** How long a term must stay the same, its results shown, to count as a search (not a keystroke). */
export const SEARCH_SETTLE_MS = 1500

// The terms already counted in this page load: going back to a term is not a new search.
const recorded = new Set<string>()

/** The term as the count compares it: spaces collapsed, lower case (the database also drops accents). */
export const normaliseSearchTerm = (term: string) => term.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * Counts a site search once per distinct term per page load, with how many posts it found (0 when
 * none), once its results are shown and the term has stayed the same for 1.5 s. `results` is
 * undefined while the term's results are not on screen yet (loading, or the previous term's shown).
 */
export function useRecordSearch(term: string, results: number | undefined) {
  const normalised = normaliseSearchTerm(term)
  useEffect(() => {
    if (!normalised || results === undefined || recorded.has(normalised)) return
    const timer = window.setTimeout(() => {
      recorded.add(normalised)
      recordSearch(normalised, results)
    }, SEARCH_SETTLE_MS)
    return () => window.clearTimeout(timer)
  }, [normalised, results])
}
