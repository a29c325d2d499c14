import { useMemo } from 'react'
import { CheckList, RunChecksButton, useCheckRunner } from '@/components/feedback/check-list'
import { autoFixSteps } from '@/features/diagnostics/api/auto-fix'
import { appTarget } from '@/features/diagnostics/app-target'
import { DiagnosticFrame } from '@/features/diagnostics/components/diagnostic-page'
import { EXPECTED_MIGRATION } from '@/features/diagnostics/expected-migration'

/** /admin/auto-fix: runs only the safe repairs, when asked, and reports each step. */
export function AutoFixRoute() {
  const steps = useMemo(() => autoFixSteps(appTarget, EXPECTED_MIGRATION), [])
  const { results, running, finished, run } = useCheckRunner(steps)
  return (
    <DiagnosticFrame
      title="Correção automática"
      description="Executa apenas reparos seguros de repetir: verifica a instalação, cria as categorias padrão que faltarem e verifica de novo. Nada é apagado."
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-700">
          {finished
            ? 'Correção concluída. Veja abaixo o que foi feito.'
            : running
              ? 'Executando...'
              : 'Nada foi alterado ainda.'}
        </p>
        <RunChecksButton running={running} onRun={() => void run()} label="Executar correções" />
      </div>
      <CheckList checks={steps} results={results} label="Passos da correção" />
    </DiagnosticFrame>
  )
}
