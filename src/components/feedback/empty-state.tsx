import type * as React from 'react'
import { cn } from '@/lib/cn'

/** A titled message for "nothing here" and "could not load" states, with an optional action. */
export function EmptyState({
  title,
  description,
  children,
  tone = 'neutral',
  className,
}: {
  title: string
  description?: string
  children?: React.ReactNode
  tone?: 'neutral' | 'error'
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn('rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center', className)}
    >
      <h2 className={cn('text-lg font-semibold', tone === 'error' ? 'text-red-700' : 'text-slate-900')}>{title}</h2>
      {description ? <p className="mt-2 text-sm text-slate-600">{description}</p> : null}
      {children ? <div className="mt-4 flex justify-center">{children}</div> : null}
    </div>
  )
}
