// A diagnostic check: one real request (or a few), timed, ending in a badge and a pt-BR detail line.
// Used by the Clio diagnostics panel and the back office's diagnostic pages.

export type CheckStatus = 'pending' | 'running' | 'success' | 'error' | 'warning'

/** What a check found. A check that throws is an "Erro" with the error's message. */
export interface CheckOutcome {
  status: 'success' | 'warning' | 'error'
  details: string
}

export interface CheckResult {
  status: CheckStatus
  durationMs?: number
  details?: string
}

export interface Check {
  id: string
  label: string
  run: () => Promise<CheckOutcome>
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name || 'Erro desconhecido'
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message
  return 'Erro desconhecido'
}

/** Runs one check, timing it; never throws. */
export async function runCheck(
  check: Check,
  describeError: (error: unknown) => string = errorText,
): Promise<CheckResult> {
  const started = performance.now()
  try {
    const outcome = await check.run()
    return { ...outcome, durationMs: Math.round(performance.now() - started) }
  } catch (error) {
    return { status: 'error', details: describeError(error), durationMs: Math.round(performance.now() - started) }
  }
}

/** Runs the checks one after the other, reporting each as running, then with its outcome and duration. */
export async function runChecks(
  checks: readonly Check[],
  report: (id: string, result: CheckResult) => void,
  describeError?: (error: unknown) => string,
): Promise<void> {
  for (const check of checks) {
    report(check.id, { status: 'running' })
    report(check.id, await runCheck(check, describeError))
  }
}
