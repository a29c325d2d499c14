// Runs the reference watch (reference-watch.ts) next to the outbox: a first round shortly after the
// mailer starts, then one every `intervalMs`; rounds never overlap, and a round that fails is logged
// and tried again at the next interval (the references stay due).
import type { SupabaseClient } from '@supabase/supabase-js'
import { runReferenceWatch, type ReferenceWatchConfig, type WatchResult } from './reference-watch.ts'

/** The first round waits this long after start, so `npm run dev` shows the stack's lines first. */
const FIRST_ROUND_MS = 10_000

interface Log {
  info(line: string): void
  error(line: string): void
  describe(error: unknown): string
}

export function startReferenceWatchLoop(
  supabase: SupabaseClient,
  config: ReferenceWatchConfig,
  log: Log,
  schedule: boolean,
): { runNow(options?: { now?: Date }): Promise<WatchResult>; stop(): Promise<void> } {
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let chain: Promise<unknown> = Promise.resolve()
  let lastProblem: string | null = null

  function runNow(options: { now?: Date } = {}): Promise<WatchResult> {
    if (stopped) return Promise.reject(new Error('The mailer is stopped'))
    const run = chain.then(() => runReferenceWatch(supabase, config, { now: options.now, stopped: () => stopped }))
    chain = run.catch(() => undefined)
    return run
  }

  async function tick() {
    timer = null
    try {
      const result = await runNow()
      if (result.checked + result.skipped > 0) {
        log.info(
          `reference watch: ${result.checked} checked, ${result.skipped} left for later, ${result.problems} problems, ${result.notified} notified`,
        )
      }
      if (lastProblem) log.info('reference watch working again')
      lastProblem = null
    } catch (error) {
      // The same problem every round (the API is down) is logged once.
      const problem = log.describe(error)
      if (problem !== lastProblem && !stopped) log.error(`reference watch failed: ${problem}`)
      lastProblem = problem
    }
    if (!stopped) timer = setTimeout(tick, config.intervalMs)
  }
  if (config.enabled && schedule) timer = setTimeout(tick, Math.min(FIRST_ROUND_MS, config.intervalMs))

  return {
    runNow,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await chain
    },
  }
}
