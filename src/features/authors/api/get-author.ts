import { queryOptions, useQuery } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'
import { authorKeys } from '@/lib/query-keys'

/**
 * What an author page shows: the columns visitors may read (never the role). The registry, RQE and
 * specialty are the verified ones (profiles.public_*): null until an admin verifies them.
 */
export interface Author {
  id: string
  full_name: string | null
  slug: string
  avatar_url: string | null
  bio: string | null
  public_registry: string | null
  public_rqe: string | null
  public_specialty: string | null
}

const AUTHOR_SELECT = 'id,full_name,slug,avatar_url,bio,public_registry,public_rqe,public_specialty'

/** The profile with this slug, read as a visitor; null when there is none. */
async function getAuthorBySlug(slug: string): Promise<Author | null> {
  const { data, error } = await publicDb.from('profiles').select(AUTHOR_SELECT).eq('slug', slug).maybeSingle()
  if (error) throw toAppError(error)
  return data
}

const authorBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: authorKeys.bySlug(slug), queryFn: () => getAuthorBySlug(slug) })
export const useAuthorBySlug = (slug: string) => useQuery(authorBySlugQuery(slug))
