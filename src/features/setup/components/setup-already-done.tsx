import { CheckCircle2, LogIn } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { DocumentMeta } from '@/components/layout/document-meta'
import { buttonVariants } from '@/components/ui/button'

/**
 * /admin/setup for a signed-out visitor once the first admin exists: the installation is done, and the
 * way on is signing in (an admin comes back here afterwards).
 */
export function SetupAlreadyDone() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <DocumentMeta title="Sistema configurado" />
      <CheckCircle2 className="mx-auto size-12 text-green-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">O sistema já está configurado</h1>
      <p className="mt-2 text-slate-600">
        Esta instalação já tem um administrador. Entre com sua conta para usar o painel; a configuração fica disponível
        para administradores.
      </p>
      <p className="mt-2 text-sm text-slate-500">Ainda não tem uma conta? Peça um convite a um administrador.</p>
      <Link
        to={paths.admin.auth.href()}
        state={{ from: paths.admin.setup.href() }}
        className={buttonVariants({ className: 'mt-6' })}
      >
        <LogIn aria-hidden="true" />
        Entrar
      </Link>
    </div>
  )
}
