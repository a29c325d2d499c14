import type * as React from 'react'
import { DocumentMeta } from '@/components/layout/document-meta'

/** A screen whose content a later issue builds: it resolves, titles itself and says so. */
export function ScreenPlaceholder({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <DocumentMeta title={title} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {children}
    </div>
  )
}
