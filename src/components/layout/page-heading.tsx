import type { ReactNode } from 'react'
import { DocumentMeta } from '@/components/layout/document-meta'
import { cn } from '@/lib/cn'

/**
 * A back-office screen's heading: its title (the document's too), what the screen is for, and its
 * actions beside them, wrapping below on a narrow screen.
 */
export function PageHeading({
  title,
  description,
  actions,
  className,
}: {
  title: string
  description: ReactNode
  actions?: ReactNode
  className?: string
}) {
  return (
    <>
      <DocumentMeta title={title} />
      <div className={cn('flex flex-wrap items-center justify-between gap-4', className)}>
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-slate-600">{description}</p>
        </div>
        {actions}
      </div>
    </>
  )
}
