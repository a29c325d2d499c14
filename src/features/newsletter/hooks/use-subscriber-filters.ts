import { useSearchParams } from 'react-router'
import { isSubscriberStatus } from '@/features/newsletter/api/subscribers'
import { useSearchParamUpdate } from '@/hooks/use-search-param-update'
import { useUrlSearchText } from '@/hooks/use-url-search-text'
import { readPageParam } from '@/lib/page-param'

/** The subscribers list's e-mail search, status and page, kept in the query string (q, status, page). */
export function useSubscriberFilters() {
  const [searchParams] = useSearchParams()
  const search = useUrlSearchText()
  const update = useSearchParamUpdate()
  const statusParam = searchParams.get('status')
  const filters = { q: search.value, status: isSubscriberStatus(statusParam) ? statusParam : null }
  return {
    search,
    filters,
    filtered: Boolean(filters.q || filters.status),
    page: readPageParam(searchParams.get('page')),
    update,
  }
}
