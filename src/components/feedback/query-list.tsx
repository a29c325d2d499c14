import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorState } from '@/components/feedback/error-state'

/**
 * A list's three states around its rows: `loading` until the first answer, the error with "Tentar
 * novamente" (titled `errorTitle`, else the spec's default), `empty` when there is no row.
 */
export function QueryList<Item>({
  query,
  loading,
  errorTitle,
  empty,
  children,
}: {
  query: UseQueryResult<Item[]>
  loading: ReactNode
  errorTitle?: string
  empty: ReactNode
  children: (items: Item[]) => ReactNode
}) {
  if (query.isPending) return loading
  if (query.isError)
    return <ErrorState title={errorTitle} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  return query.data.length === 0 ? empty : children(query.data)
}
