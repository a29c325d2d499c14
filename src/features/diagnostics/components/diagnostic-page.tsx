import type * as React from 'react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import { DocumentMeta } from '@/components/layout/document-meta'
import { CheckList, RunChecksButton, useCheckRunner } from '@/components/feedback/check-list'
import { paths } from '@/config/paths'
import type { Check } from '@/lib/checks'
import { env } from '@/lib/env'

const PAGES = [
  { href: paths.diagnostics.diagnostic.href(), label: 'Diagnóstico' },
  { href: paths.diagnostics.quickTest.href(), label: 'Teste rápido' },
  { href: paths.diagnostics.supabaseTest.href(), label: 'Teste do Supabase' },
  { href: paths.diagnostics.connectionTest.href(), label: 'Teste de conexão' },
  { href: paths.diagnostics.fetchErrorTest.href(), label: 'Erros de fetch' },
  { href: paths.diagnostics.autoFix.href(), label: 'Correção automática' },
  { href: paths.diagnostics.reconfigure.href(), label: 'Reconfigurar' },
]

/** The frame every diagnostic page shares: title, the API under test, links to the other pages. */
export function DiagnosticFrame({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: React.ReactNode
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <DocumentMeta title={title} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-slate-600">{description}</p>
        <p className="mt-1 text-sm break-all text-slate-500">
          API: <span className="font-mono">{env.supabaseUrl}</span>
        </p>
      </div>
      {children}
      <nav aria-label="Páginas de diagnóstico" className="border-t border-slate-200 pt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {PAGES.map((page) => (
            <li key={page.href}>
              <Link to={page.href} className="text-brand-700 underline-offset-4 hover:underline">
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/**
 * A diagnostic page: runs its checks as soon as it opens (the route is only served to whoever may
 * run them) and again on demand, then shows the summary and any follow-up links.
 */
export function DiagnosticPage({
  title,
  description,
  checks,
  children,
}: {
  title: string
  description: string
  checks: readonly Check[]
  children?: React.ReactNode
}) {
  const { results, running, finished, run } = useCheckRunner(checks)
  useEffect(() => {
    void run()
  }, [run])
  const failed = checks.filter((check) => results[check.id]?.status === 'error').length
  const warned = checks.filter((check) => results[check.id]?.status === 'warning').length

  return (
    <DiagnosticFrame title={title} description={description}>
      <section aria-label="Resultados" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-700">
            {finished
              ? failed === 0
                ? warned === 0
                  ? `Todas as ${checks.length} verificações passaram.`
                  : `Nenhum erro; ${warned} ${warned === 1 ? 'aviso' : 'avisos'}.`
                : `${failed} de ${checks.length} verificações falharam.`
              : 'Executando verificações...'}
          </p>
          <RunChecksButton running={running} onRun={() => void run()} label="Executar novamente" />
        </div>
        <CheckList checks={checks} results={results} label="Verificações" />
      </section>
      {children}
    </DiagnosticFrame>
  )
}
