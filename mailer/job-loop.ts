// A job the mailer runs next to the outbox, over and over (the reference watch, the citation
// formatter): a first round shortly after start, then one `intervalMs` after the previous one ended;
// rounds never overlap, and a round that fails is logged (the same problem once) and tried again at
// the next interval.

interface Log {
  info(line: string): void
  error(line: string): void
  describe(error: unknown): string
}

export interface JobLoop<Result, Input = undefined> {
  /** One round now, after the round in flight (tests, and the e2e stack's flush). */
  runNow(input?: Input): Promise<Result>
  stop(): Promise<void>
}

export function startJobLoop<Result, Input = undefined>(options: {
  name: string
  /** false: no scheduled rounds (runNow still works). */
  schedule: boolean
  firstDelayMs: number
  intervalMs: number
  run: (stopped: () => boolean, input?: Input) => Promise<Result>
  /** The line logged after a round, or null for a round with nothing to say. */
  describe: (result: Result) => string | null
  log: Log
}): JobLoop<Result, Input> {
  const { name, log } = options
  let stopped = false
  let timer: NodeJS.Timeout | null = null
  let chain: Promise<unknown> = Promise.resolve()
  let lastProblem: string | null = null

  function runNow(input?: Input): Promise<Result> {
    if (stopped) return Promise.reject(new Error('The mailer is stopped'))
    const run = chain.then(() => options.run(() => stopped, input))
    chain = run.catch(() => undefined)
    return run
  }

  async function tick() {
    timer = null
    try {
      const line = options.describe(await runNow())
      if (line) log.info(`${name}: ${line}`)
      if (lastProblem) log.info(`${name} working again`)
      lastProblem = null
    } catch (error) {
      // The same problem every round (the API is down) is logged once.
      const problem = log.describe(error)
      if (problem !== lastProblem && !stopped) log.error(`${name} failed: ${problem}`)
      lastProblem = problem
    }
    if (!stopped) timer = setTimeout(tick, options.intervalMs)
  }
  if (options.schedule) timer = setTimeout(tick, Math.min(options.firstDelayMs, options.intervalMs))

  return {
    runNow,
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await chain
    },
  }
}
