import { Loader2, ShieldAlert } from 'lucide-react'
import { Outlet } from 'react-router'
import { DocumentMeta } from '@/components/layout/document-meta'
import { useSession } from '@/features/auth/session-context'

/**
 * The developer diagnostic pages: for everyone in a development build, for signed-in admins only in a
 * production build (architecture §5.8). Anyone else gets "Acesso Negado" and no check ever runs.
 */
export function DiagnosticsGate({ production = import.meta.env.PROD }: { production?: boolean }) {
  const { profile, loading } = useSession()
  if (!production) return <Outlet />
  if (loading) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center gap-2 text-slate-600" role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        Verificando autenticação...
      </div>
    )
  }
  if (profile?.role === 'admin') return <Outlet />
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <DocumentMeta title="Acesso Negado" />
      <ShieldAlert className="mx-auto size-12 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Acesso Negado</h1>
      <p className="mt-2 text-slate-600">As páginas de diagnóstico são apenas para administradores.</p>
    </div>
  )
}
