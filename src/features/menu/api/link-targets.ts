import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import type { InternalTarget } from '@/features/menu/utils/menu-links'
import { activeCategoriesQuery, type ActiveCategory } from '@/lib/active-categories'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'
import { menuKeys, postKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

export interface LinkChoice {
  id: string
  label: string
  href: string
}

const toChoices = (categories: ActiveCategory[]): LinkChoice[] =>
  categories.map((category) => ({ id: category.id, label: category.name, href: paths.category.href(category.slug) }))

/** "Categoria": the active categories (an inactive one's page says "Categoria não encontrada"). */
export const useCategoryChoices = (enabled: boolean) =>
  useQuery({ ...activeCategoriesQuery(), enabled, select: toChoices })

const POST_RESULTS = 8

/** "Post": up to 8 published posts whose title contains the words typed, newest first. */
async function searchPublishedPosts(q: string): Promise<LinkChoice[]> {
  // % and _ are LIKE's wildcards; a title search treats them as plain text by leaving them out.
  const words = q
    .replace(/[%_\\]/g, ' ')
    .trim()
    .replace(/\s+/g, '%')
  let query = supabase.from('posts').select('id,title,slug').eq('status', 'published')
  if (words) query = query.ilike('title', `%${words}%`)
  const { data, error } = await query.order('published_at', { ascending: false }).limit(POST_RESULTS)
  if (error) throw toAppError(error)
  return data.map((post) => ({ id: post.id, label: post.title, href: paths.article.href(post.slug) }))
}

export const usePublishedPostSearch = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: postKeys.menuSearch(q),
    queryFn: () => searchPublishedPosts(q),
    enabled,
    placeholderData: keepPreviousData,
  })

/**
 * Whether a visitor would find the page a slug path names: read anonymously, so RLS answers exactly as
 * for a visitor (an unpublished post or an unknown author is not found).
 */
async function slugExists(kind: 'post' | 'author', slug: string): Promise<boolean> {
  const request =
    kind === 'post'
      ? publicDb.from('posts').select('id').eq('slug', slug).eq('status', 'published')
      : publicDb.from('profiles').select('id').eq('slug', slug)
  const { data, error } = await request.limit(1)
  if (error) throw toAppError(error)
  return data.length > 0
}

/**
 * Does this site path lead to a page? `true`/`false`, or undefined while unknown (still asking, a
 * failed check, or a full http(s) address, which is not ours to check). A category path leads
 * somewhere when the category is active (the active categories, read again as the check starts).
 */
export function useLinkLeadsSomewhere(target: InternalTarget | null): boolean | undefined {
  const slugTarget =
    target && (target.kind === 'post' || target.kind === 'author') ? { kind: target.kind, slug: target.slug } : null
  const check = useQuery({
    queryKey: menuKeys.linkCheck(slugTarget?.kind ?? '', slugTarget?.slug ?? ''),
    queryFn: () => (slugTarget ? slugExists(slugTarget.kind, slugTarget.slug) : Promise.resolve(true)),
    enabled: slugTarget !== null,
    staleTime: 0,
  })
  const categories = useQuery({ ...activeCategoriesQuery(), enabled: target?.kind === 'category', staleTime: 0 })
  if (!target) return undefined
  if (target.kind === 'page') return true
  if (target.kind === 'nowhere') return false
  if (target.kind === 'category') return categories.data?.some((category) => category.slug === target.slug)
  return check.data
}
