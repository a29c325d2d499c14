import { useSearchParams } from 'react-router'
import { DocumentMeta } from '@/components/layout/document-meta'
import { useSearchParamChanges } from '@/hooks/use-search-param-changes'
import { useSession } from '@/lib/auth/session-context'
import { useAllCategories } from '@/features/categories/api/get-all-categories'
import type { AdminPostSort, AdminPostSortKey } from '@/features/posts/api/get-admin-posts'
import { AdminPostFilterBar, AdminPostListHeader, AdminPostResults } from '@/features/posts/components/admin-post-list'
import { usePostListView } from '@/features/posts/hooks/use-post-list-view'
import { adminPostFilters, DEFAULT_SORT, sortParam } from '@/app/routes/admin/post-list-url'
import { useEditorialRights } from '@/app/hooks/use-editorial-rights'

/** The first click on a column: names A→Z, dates and views the largest first. */
const FIRST_DIRECTION_ASCENDING: Record<AdminPostSortKey, boolean> = {
  title: true,
  author: true,
  category: true,
  created_at: false,
  views: false,
}

/** A click on a column header: the other direction on the sorted column, else the column's first one. */
function nextSort(current: AdminPostSort, column: AdminPostSortKey): AdminPostSort {
  return { key: column, ascending: current.key === column ? !current.ascending : FIRST_DIRECTION_ASCENDING[column] }
}

/** /admin/posts: every post, searched, filtered and paged on the server; all filters live in the URL. */
export function PostsRoute() {
  const { profile } = useSession()
  const [searchParams] = useSearchParams()
  // Any change but the page's goes back to page 1.
  const update = useSearchParamChanges({ toFirstPage: true })
  const filters = adminPostFilters(searchParams)
  const sort = filters.sort ?? DEFAULT_SORT
  const [view, setView] = usePostListView(profile?.id ?? null)
  const categories = useAllCategories()
  const rights = useEditorialRights()

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <DocumentMeta title="Posts" />
      <AdminPostListHeader view={view} onView={setView} />
      <AdminPostFilterBar
        status={filters.status}
        category={filters.category}
        categories={categories.data}
        onStatus={(status) => update({ status })}
        onCategory={(categoria) => update({ categoria })}
      />
      <AdminPostResults
        filters={filters}
        sort={sort}
        view={view}
        rights={rights}
        onSort={(column) => update({ ordem: sortParam(nextSort(sort, column)) })}
        onPage={(page) => update({ page: page > 1 ? String(page) : null })}
        onClearFilters={() => update({ q: null, status: null, categoria: null })}
      />
    </div>
  )
}
