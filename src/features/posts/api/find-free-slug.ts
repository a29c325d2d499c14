import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import { nextFreeSlug } from '@/lib/free-slug'
import { isValidSlug } from '@/lib/slug-rule'
import { supabase } from '@/lib/supabase'

export interface SlugCheck {
  available: boolean
  /** The slug itself when free, else the first free "slug-2", "slug-3", … */
  suggestion: string
}

/** Whether a slug is free (ignoring the post being edited), and the next free one if not. */
export async function checkSlug(slug: string, postId: string | null): Promise<SlugCheck> {
  let query = supabase.from('posts').select('slug').like('slug', `${slug}%`)
  if (postId) query = query.neq('id', postId)
  const { data, error } = await query
  if (error) throw toAppError(error)
  const suggestion = nextFreeSlug(
    slug,
    data.map((row) => row.slug),
  )
  return { available: suggestion === slug, suggestion }
}

export const slugCheckQuery = (slug: string, postId: string | null) =>
  queryOptions({
    queryKey: postKeys.slugCheck(slug, postId),
    queryFn: () => checkSlug(slug, postId),
    staleTime: 10_000,
  })

/** `enabled: false` holds the check back (the editor asks only once it has painted, decision 032). */
export const useSlugCheck = (slug: string, postId: string | null, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    ...slugCheckQuery(slug, postId),
    enabled: enabled && isValidSlug(slug),
    placeholderData: keepPreviousData,
  })
