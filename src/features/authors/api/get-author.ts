import { queryOptions, useQuery } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'
import { authorKeys } from '@/lib/query-keys'

/** What an author page shows: the columns visitors may read (never the role). */
export interface Author {
  id: string
  full_name: string | null
  slug: string
  avatar_url: string | null
  bio: string | null
  registry_council: string | null
  registry_uf: string | null
  registry_number: string | null
  rqe: string | null
  specialty: string | null
}

const AUTHOR_SELECT = 'id,full_name,slug,avatar_url,bio,registry_council,registry_uf,registry_number,rqe,specialty'

/** The profile with this slug, read as a visitor; null when there is none. */
async function getAuthorBySlug(slug: string): Promise<Author | null> {
  const { data, error } = await publicDb.from('profiles').select(AUTHOR_SELECT).eq('slug', slug).maybeSingle()
  if (error) throw toAppError(error)
  return data
}

const authorBySlugQuery = (slug: string) => queryOptions({ queryKey: authorKeys.bySlug(slug), queryFn: () => getAuthorBySlug(slug) })
export const useAuthorBySlug = (slug: string) => useQuery(authorBySlugQuery(slug))
