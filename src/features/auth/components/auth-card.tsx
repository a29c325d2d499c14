import type * as React from 'react'
import { DocumentMeta } from '@/components/layout/document-meta'
import { Logo } from '@/components/layout/logo'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'

/** Centered card used by the staff sign-in, recovery and password-reset screens. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string
  description?: string
  children: React.ReactNode
  footer?: React.ReactNode
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-50 px-4 py-10">
      <DocumentMeta title={title} />
      <Logo className="mb-6" />
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle className="text-2xl">{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {footer ? <div className="mt-6 max-w-md text-center text-xs text-slate-500">{footer}</div> : null}
    </main>
  )
}

export function FormMessage({ tone, children }: { tone: 'success' | 'error'; children: React.ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-md bg-red-50 p-3 text-sm text-red-700'
          : 'rounded-md bg-green-50 p-3 text-sm text-green-800'
      }
    >
      {children}
    </p>
  )
}
