import { Link } from 'react-router'
import { paths } from '@/config/paths'
import {
  adminCheck,
  authCheck,
  corsCheck,
  profilesCheck,
  restCheck,
  sessionCheck,
  storageCheck,
} from '@/features/diagnostics/api/checks'
import { appTarget } from '@/features/diagnostics/app-target'
import { DiagnosticPage } from '@/features/diagnostics/components/diagnostic-page'

const CHECKS = [
  restCheck(appTarget),
  authCheck(appTarget),
  storageCheck(appTarget),
  sessionCheck(appTarget),
  profilesCheck(appTarget),
  corsCheck(appTarget, window.location.origin),
  adminCheck(appTarget),
]

/** /admin/diagnostic: every check at once, with the two places to go next. */
export function DiagnosticRoute() {
  return (
    <DiagnosticPage
      title="Diagnóstico"
      description="Conectividade com REST, Auth e Storage, sessão, acesso a profiles, CORS e administrador."
      checks={CHECKS}
    >
      <section
        aria-label="Próximos passos"
        className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
      >
        <p>
          Para preparar uma instalação nova (categorias padrão, primeiro administrador), use a{' '}
          <Link to={paths.admin.setup.href()} className="text-brand-700 font-medium underline underline-offset-4">
            Configuração do Sistema (/admin/setup)
          </Link>
          . Para entrar ou criar uma conta, use a{' '}
          <Link to={paths.admin.auth.href()} className="text-brand-700 font-medium underline underline-offset-4">
            página de autenticação (/admin/auth)
          </Link>
          .
        </p>
      </section>
    </DiagnosticPage>
  )
}
