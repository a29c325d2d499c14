import type { GlossaryEntry } from '@/features/glossary/api/get-glossary'
import { foldTerm } from '@/lib/glossary-links'

/** The entries whose term, variants or definition hold the search, ignoring case and accents (all for none). */
export function searchGlossary(entries: GlossaryEntry[], search: string): GlossaryEntry[] {
  const wanted = foldTerm(search)
  if (!wanted) return entries
  return entries.filter((entry) =>
    [entry.term, ...entry.variants, entry.definition].some((text) => foldTerm(text).includes(wanted)),
  )
}
