import type * as React from 'react'
import { EmptyState } from '@/components/feedback/empty-state'
import { ErrorState } from '@/components/feedback/error-state'
import { DocumentMeta } from '@/components/layout/document-meta'
import { BackToBlog } from '@/features/posts/components/back-to-blog'

/** A public page that lists posts of one subject (a category, an author), under "Voltar ao Blog". */
export function ListingFrame({ head, children }: { head?: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {head}
      <BackToBlog />
      {children}
    </div>
  )
}

interface Loading {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

/**
 * A listing page until its subject and its first posts are there: loading, failed ("Tentar
 * novamente" asks for both again) or not found; then `children` with the subject.
 */
export function ListingStates<Subject>({
  subject,
  posts,
  texts,
  notFoundDescription,
  children,
}: {
  subject: Loading & { data: Subject | null | undefined }
  posts: Loading
  texts: { loading: string; error: string; notFound: string }
  notFoundDescription: string
  children: (subject: Subject) => React.ReactNode
}) {
  if (subject.isPending || (subject.data && posts.isPending)) {
    return (
      <ListingFrame>
        <p className="mt-10 text-center text-slate-500">{texts.loading}</p>
      </ListingFrame>
    )
  }
  if (subject.isError || posts.isError) {
    return (
      <ListingFrame>
        <ErrorState
          className="mt-8"
          title={texts.error}
          onRetry={() => {
            void subject.refetch()
            void posts.refetch()
          }}
          retrying={subject.isFetching || posts.isFetching}
        />
      </ListingFrame>
    )
  }
  if (!subject.data) {
    return (
      <ListingFrame head={<DocumentMeta title={texts.notFound} />}>
        <EmptyState className="mt-8" title={texts.notFound} description={notFoundDescription} />
      </ListingFrame>
    )
  }
  return children(subject.data)
}
