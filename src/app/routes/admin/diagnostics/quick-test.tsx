import { authCheck, restCheck, sessionCheck, storageCheck } from '@/features/diagnostics/api/checks'
import { appTarget } from '@/features/diagnostics/app-target'
import { DiagnosticPage } from '@/features/diagnostics/components/diagnostic-page'

const CHECKS = [restCheck(appTarget), authCheck(appTarget), storageCheck(appTarget), sessionCheck(appTarget)]

/** /admin/quick-test: are the three services up, and is there a session. */
export function QuickTestRoute() {
  return (
    <DiagnosticPage
      title="Teste rápido"
      description="Os três serviços respondem? Há uma sessão ativa?"
      checks={CHECKS}
    />
  )
}
