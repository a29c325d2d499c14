import type { ReactNode } from 'react'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { useLastPageRedirect } from '@/hooks/use-last-page-redirect'

/** What a paged list needs of its query (TanStack Query's result): the page and how many there are. */
interface PagedQuery<Data extends { total: number }> {
  data: Data | undefined
  isPending: boolean
  isFetching: boolean
  isPlaceholderData: boolean
  refetch: () => unknown
}

/** From this width a very long value scrolls inside the table instead of widening the page. */
const SCROLL_CLASSES = { md: 'md:overflow-x-auto', lg: 'lg:overflow-x-auto' } as const

/**
 * A staff list paged on the server (the audit log, the subscribers): skeleton rows while the first page
 * loads, the error with "Tentar novamente" (a failed page change keeps the rows on screen), the empty
 * state, or the rows with the pager. A `?page=` beyond the last page moves to the last.
 */
export function PagedList<Data extends { total: number }>({
  query,
  page,
  pageSize,
  onPageChange,
  empty,
  scrollFrom,
  children,
}: {
  query: PagedQuery<Data>
  page: number
  pageSize: number
  onPageChange: (page: number) => void
  empty: { title: string; description: string }
  scrollFrom: keyof typeof SCROLL_CLASSES
  children: (data: Data) => ReactNode
}) {
  const total = query.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  useLastPageRedirect(Boolean(query.data && !query.isPlaceholderData && total > 0 && page > pageCount), pageCount)

  if (query.isPending) {
    return (
      <div className="space-y-3" aria-busy="true">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
    )
  }
  // Not loading and no page: the load failed.
  if (!query.data) return <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (total === 0) return <EmptyState title={empty.title} description={empty.description} />
  return (
    <div className="space-y-4">
      <div className={SCROLL_CLASSES[scrollFrom]}>{children(query.data)}</div>
      <RangePager page={Math.min(page, pageCount)} pageSize={pageSize} total={total} onChange={onPageChange} />
    </div>
  )
}

/** "1–25 de 60" with Anterior / Próximo. */
function RangePager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number
  pageSize: number
  total: number
  onChange: (page: number) => void
}) {
  const first = (page - 1) * pageSize + 1
  const last = Math.min(page * pageSize, total)
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  return (
    <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite" data-testid="page-range">
        {first.toLocaleString('pt-BR')}–{last.toLocaleString('pt-BR')} de {total.toLocaleString('pt-BR')}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => onChange(page - 1)} disabled={page <= 1}>
          Anterior
        </Button>
        <Button variant="outline" onClick={() => onChange(page + 1)} disabled={page >= pageCount}>
          Próximo
        </Button>
      </div>
    </nav>
  )
}
