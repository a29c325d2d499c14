import { fetchErrorChecks } from '@/features/diagnostics/api/checks'
import { appTarget } from '@/features/diagnostics/app-target'
import { DiagnosticPage } from '@/features/diagnostics/components/diagnostic-page'

const CHECKS = fetchErrorChecks(appTarget)

/** /admin/fetch-error-test: provokes the four kinds of failure and shows what the app receives. */
export function FetchErrorTestRoute() {
  return (
    <DiagnosticPage
      title="Teste de erros de fetch"
      description="Provoca falhas de propósito (servidor inexistente, tempo esgotado, erro HTTP, erro do supabase-js) e mostra o que o app recebe em cada caso."
      checks={CHECKS}
    />
  )
}
