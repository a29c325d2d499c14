import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { ErrorState } from '@/components/feedback/error-state'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'

/** A dashboard card's loading, error, empty and list states, the same for every list card. */
export function ListCard({
  title,
  query,
  empty,
  testId,
  children,
}: {
  title: string
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown; data?: unknown[] }
  empty: string
  testId: string
  children: ReactNode
}) {
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="flex flex-col gap-3" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
          </div>
        ) : query.isError ? (
          <ErrorState onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : query.data?.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-500">{empty}</p>
        ) : (
          <ol className="divide-y divide-slate-100" data-testid={testId}>
            {children}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}

/** A post's title, leading to it in the editor (`href` for another place in it, e.g. a note). */
export function PostLink({ id, title, href }: { id: string; title: string; href?: string }) {
  return (
    <Link
      to={href ?? paths.admin.editPost.href(id)}
      className="hover:text-brand-800 text-sm font-medium break-words text-slate-900 hover:underline"
    >
      {title}
    </Link>
  )
}
