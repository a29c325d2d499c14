import {
  ADMIN_POSTS_PAGE_SIZE,
  type AdminPostFilters,
  type AdminPostSort,
  type AdminPostSortKey,
} from '@/features/posts/api/get-admin-posts'
import { isPostStatus } from '@/features/posts/utils/post-status'
import { readPageParam } from '@/lib/page-param'

// /admin/posts keeps its search, filters, page and order in the URL. The screen and its route loader
// (loaders.ts) both read them here, so the loader starts the very query (same key) the screen shows.

/** The `ordem` URL parameter: a column's Portuguese name, `-desc` for descending. */
const SORT_PARAMS: Record<AdminPostSortKey, string> = {
  title: 'titulo',
  author: 'autor',
  category: 'categoria',
  created_at: 'data',
  views: 'visualizacoes',
}
export const DEFAULT_SORT: AdminPostSort = { key: 'created_at', ascending: false }

function readSortParam(value: string | null): AdminPostSort | null {
  if (!value) return null
  const [name, direction] = value.split('-')
  const key = (Object.keys(SORT_PARAMS) as AdminPostSortKey[]).find((column) => SORT_PARAMS[column] === name)
  if (!key || (direction !== undefined && direction !== 'desc')) return null
  return { key, ascending: direction !== 'desc' }
}

/** The `ordem` value for an order; null for the default (newest first), which the URL leaves out. */
export function sortParam(sort: AdminPostSort): string | null {
  if (sort.key === DEFAULT_SORT.key && sort.ascending === DEFAULT_SORT.ascending) return null
  return `${SORT_PARAMS[sort.key]}${sort.ascending ? '' : '-desc'}`
}

/** The list's filters as the URL gives them: `q` (trimmed), `status`, `categoria`, `page` and `ordem`. */
export function adminPostFilters(searchParams: URLSearchParams): AdminPostFilters {
  const status = searchParams.get('status')
  return {
    q: (searchParams.get('q') ?? '').trim(),
    status: isPostStatus(status) ? status : null,
    category: searchParams.get('categoria'),
    page: readPageParam(searchParams.get('page')),
    pageSize: ADMIN_POSTS_PAGE_SIZE,
    sort: readSortParam(searchParams.get('ordem')),
  }
}
