import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { postKeys } from '@/lib/query-keys'
import { foldSearchTerm } from '@/features/posts/utils/search-term'
import type { PostStatus } from '@/lib/post-status'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

export const ADMIN_POSTS_PAGE_SIZE = 12
/** The category filter's value for posts without a category. */
export const NO_CATEGORY = 'none'

/** The columns the table view sorts by (on the server, like every filter). */
export type AdminPostSortKey = 'title' | 'author' | 'category' | 'created_at' | 'views'

export interface AdminPostSort {
  key: AdminPostSortKey
  ascending: boolean
}

/** PostgREST's `order` term for each key; author and category order by the embedded row's name. */
const SORT_COLUMNS: Record<AdminPostSortKey, string> = {
  title: 'title',
  author: 'author(full_name)',
  category: 'category(name)',
  created_at: 'created_at',
  views: 'views',
}

export interface AdminPostFilters {
  q: string
  /**
   * As staff see it (effectiveStatus): "published" includes scheduled posts whose time has passed,
   * "scheduled" only those still to come.
   */
  status: PostStatus | null
  /** A category id, NO_CATEGORY, or null for all. */
  category: string | null
  page: number
  pageSize: number
  /** Newest first when absent. */
  sort?: AdminPostSort | null
}

export const ADMIN_POST_SELECT =
  'id,title,slug,excerpt,image,status,featured,views,read_time,published_at,created_at,updated_at,author_id,category_id,review_pending,category:categories(id,name,slug,color),author:profiles!posts_author_id_fkey(id,full_name)'

export interface AdminPost {
  id: string
  title: string
  slug: string
  excerpt: string | null
  image: string | null
  status: PostStatus
  featured: boolean
  views: number
  read_time: number
  published_at: string | null
  created_at: string
  updated_at: string
  author_id: string | null
  category_id: string | null
  /** The text changed after its technical review. */
  review_pending: boolean
  category: { id: string; name: string; slug: string; color: string | null } | null
  author: { id: string; full_name: string | null } | null
}

export interface AdminPostPage {
  posts: AdminPost[]
  total: number
}

/**
 * One page of every post staff may see (all statuses), newest first or in the chosen order, with category and author
 * embedded and the exact total: one request per page, however many posts there are. Search is on
 * title and excerpt, case- and accent-insensitive (the generated `title_excerpt_search` column).
 */
export async function getAdminPosts(filters: AdminPostFilters): Promise<AdminPostPage> {
  const from = (Math.max(filters.page, 1) - 1) * filters.pageSize
  const sort = filters.sort ?? { key: 'created_at', ascending: false }
  let query = supabase
    .from('posts')
    .select(ADMIN_POST_SELECT, { count: 'exact' })
    .order(SORT_COLUMNS[sort.key], { ascending: sort.ascending, nullsFirst: false })
    .order('id')
    .range(from, from + filters.pageSize - 1)
  const term = foldSearchTerm(filters.q)
  if (term) query = query.ilike('title_excerpt_search', `%${term}%`)
  // The posts RLS policy's rule for "public" (published, or scheduled and due), with this browser's clock.
  const now = new Date().toISOString()
  if (filters.status === 'published')
    query = query.or(`status.eq.published,and(status.eq.scheduled,published_at.lte."${now}")`)
  else if (filters.status === 'scheduled') query = query.eq('status', 'scheduled').gt('published_at', now)
  else if (filters.status) query = query.eq('status', filters.status)
  if (filters.category === NO_CATEGORY) query = query.is('category_id', null)
  else if (filters.category) query = query.eq('category_id', filters.category)

  const { data, error, count } = await query
  // A page past the end (e.g. after deleting the last post of the last page): PostgREST answers 416.
  if (error?.code === 'PGRST103') return { posts: [], total: await countAdminPosts(filters) }
  if (error) throw toAppError(error)
  return { posts: data as AdminPost[], total: count ?? 0 } // status: a text column our type narrows
}

async function countAdminPosts(filters: AdminPostFilters): Promise<number> {
  const { total } = await getAdminPosts({ ...filters, page: 1 })
  return total
}

export const adminPostsQuery = (filters: AdminPostFilters) =>
  queryOptions({
    queryKey: postKeys.admin(filters),
    queryFn: () => getAdminPosts(filters),
    placeholderData: keepPreviousData,
    meta: { errorToast: 'Erro ao carregar dados' },
  })

export const useAdminPosts = (filters: AdminPostFilters) => useQuery(adminPostsQuery(filters))
