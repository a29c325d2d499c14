import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Database } from '@/lib/database.types'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

type Functions = Database['public']['Functions']
export type LegislationEntry = Functions['legislation_entries']['Returns'][number]
export type LegislationCitation = Functions['legislation_citations']['Returns'][number]

export interface LegislationNorm extends LegislationEntry {
  /** The public posts that cite the norm, newest first. */
  posts: Pick<LegislationCitation, 'post_id' | 'slug' | 'title' | 'published_at'>[]
}

/**
 * Every norm of the compliance rules with its status today (the database's legislation_entries) and the
 * public posts that cite it (legislation_citations), asked for at once.
 */
export async function getLegislation(): Promise<LegislationNorm[]> {
  const [entries, citations] = await Promise.all([
    publicDb.rpc('legislation_entries', {}, { get: true }),
    publicDb.rpc('legislation_citations', {}, { get: true }),
  ])
  if (entries.error) throw toAppError(entries.error)
  if (citations.error) throw toAppError(citations.error)
  return entries.data.map((entry) => ({
    ...entry,
    posts: citations.data
      .filter((citation) => citation.norm_id === entry.id)
      .map(({ post_id, slug, title, published_at }) => ({ post_id, slug, title, published_at })),
  }))
}

// Keyed by the table it reads (lib/query-keys.ts's rule); kept here so the home page's code does not grow.
export const legislationQuery = () =>
  queryOptions({ queryKey: ['compliance_norms', 'legislation'] as const, queryFn: getLegislation })

export const useLegislation = () => useQuery(legislationQuery())
