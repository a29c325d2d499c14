import { Loader2, PlayCircle } from 'lucide-react'
import { useCallback, useRef, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { runChecks, type Check, type CheckResult, type CheckStatus } from '@/lib/checks'

const STATUS_BADGE: Record<
  CheckStatus,
  { label: string; variant: 'secondary' | 'info' | 'success' | 'destructive' | 'warning' }
> = {
  pending: { label: 'Pendente', variant: 'secondary' },
  running: { label: 'Testando...', variant: 'info' },
  success: { label: 'Sucesso', variant: 'success' },
  error: { label: 'Erro', variant: 'destructive' },
  warning: { label: 'Aviso', variant: 'warning' },
}

/** Results of a list of checks, and a function that (re)runs them all in order. */
export function useCheckRunner(checks: readonly Check[], describeError?: (error: unknown) => string) {
  const [results, setResults] = useState<Record<string, CheckResult>>({})
  const [running, setRunning] = useState(false)
  // A newer run (e.g. "Executar novamente", or React's development double effect) supersedes older ones.
  const generation = useRef(0)
  const run = useCallback(async () => {
    const current = ++generation.current
    setRunning(true)
    setResults({})
    await runChecks(
      checks,
      (id, result) => {
        if (generation.current === current) setResults((previous) => ({ ...previous, [id]: result }))
      },
      describeError,
    )
    if (generation.current === current) setRunning(false)
  }, [checks, describeError])
  const finished =
    !running &&
    checks.length > 0 &&
    checks.every((check) => results[check.id] && results[check.id].status !== 'running')
  return { results, running, finished, run }
}

export function RunChecksButton({
  running,
  onRun,
  label = 'Executar diagnóstico',
}: {
  running: boolean
  onRun: () => void
  label?: string
}) {
  return (
    <Button onClick={onRun} disabled={running}>
      {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <PlayCircle aria-hidden="true" />}
      {running ? 'Executando...' : label}
    </Button>
  )
}

/** One row per check: label, duration in ms, badge (Pendente, Testando..., Sucesso, Erro, Aviso), details. */
export function CheckList({
  checks,
  results,
  label,
}: {
  checks: readonly Check[]
  results: Record<string, CheckResult>
  label?: string
}) {
  return (
    <ol aria-label={label} className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white">
      {checks.map((check) => {
        const result = results[check.id] ?? { status: 'pending' as const }
        const badge = STATUS_BADGE[result.status]
        return (
          <li key={check.id} className="space-y-1 p-3" data-testid={`check-${check.id}`} data-status={result.status}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 text-sm font-medium break-words text-slate-900">{check.label}</span>
              {result.durationMs !== undefined ? (
                <span className="text-xs text-slate-500 tabular-nums">{result.durationMs} ms</span>
              ) : null}
              <Badge variant={badge.variant}>{badge.label}</Badge>
            </div>
            {result.details ? (
              <p className="text-xs break-words whitespace-pre-line text-slate-600">{result.details}</p>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
