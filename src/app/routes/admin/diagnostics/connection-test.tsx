import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { authCheck, corsCheck, restMethodChecks, storageCheck } from '@/features/diagnostics/api/checks'
import { appTarget } from '@/features/diagnostics/app-target'
import { DiagnosticPage } from '@/features/diagnostics/components/diagnostic-page'

const CHECKS = [
  ...restMethodChecks(appTarget),
  authCheck(appTarget),
  storageCheck(appTarget),
  corsCheck(appTarget, window.location.origin),
]

/** /admin/connection-test: GET, HEAD and OPTIONS on the REST root and posts path, Auth, Storage, CORS. */
export function ConnectionTestRoute() {
  return (
    <DiagnosticPage
      title="Teste de conexão"
      description="GET, HEAD e OPTIONS na raiz REST e em posts com a chave da API, além de Auth, Storage e CORS."
      checks={CHECKS}
    >
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        Algo falhou? A{' '}
        <Link to={paths.diagnostics.autoFix.href()} className="text-brand-700 font-medium underline underline-offset-4">
          correção automática (/admin/auto-fix)
        </Link>{' '}
        executa os reparos seguros e diz o que ainda precisa de uma pessoa.
      </p>
    </DiagnosticPage>
  )
}
