import { Loader2 } from 'lucide-react'
import { Outlet } from 'react-router'
import { AccessDenied } from '@/components/feedback/access-denied'
import { useSession } from '@/lib/auth/session-context'

/**
 * The developer diagnostic pages: for everyone in a development build, for signed-in admins only in a
 * production build (docs/decisions/008-setup-and-diagnostics.md). Anyone else gets "Acesso negado" and no check ever runs.
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
  return <AccessDenied message="As páginas de diagnóstico são apenas para administradores." />
}
