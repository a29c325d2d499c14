import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GlossaryTerm } from '@/lib/glossary-links'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'
import { glossaryKeys } from '@/lib/query-keys'

/** A glossary entry as /glossario and the back office show it (public.glossary_terms). */
export interface GlossaryEntry extends GlossaryTerm {
  id: string
  source_url: string
  source_title: string | null
  source_publisher: string | null
}

const GLOSSARY_SELECT = 'id,slug,term,variants,definition,source_url,source_title,source_publisher'

/** Every term, by name (the glossary is small: about 40 terms, read whole and filtered on the page). */
export async function getGlossary(): Promise<GlossaryEntry[]> {
  const { data, error } = await publicDb.from('glossary_terms').select(GLOSSARY_SELECT).order('term')
  if (error) throw toAppError(error)
  return data
}

// The glossary changes rarely: an article's page keeps it for the visit (decision 053).
export const glossaryQuery = () =>
  queryOptions({ queryKey: glossaryKeys.list(), queryFn: getGlossary, staleTime: 5 * 60_000 })

export const useGlossary = () => useQuery(glossaryQuery())
