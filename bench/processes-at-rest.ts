import { readdirSync, readFileSync } from 'node:fs'

// A benchmark opens each measured page in a fresh browser context, and the full Chromium gives each
// context a window of its own. Setting up a window keeps the browser busy for about 1.5 s here (the
// address bar's suggestion popup is a page of its own, chrome://omnibox-popup.top-chrome, that loads
// and runs in its own renderer: about 1.3 s of CPU, plus about 0.4 s in the browser process). Started
// together, that work and the measured page share this machine's two cores. A person's browser has
// its window open before they go to the page, so the benchmark waits for the processes it started
// to go quiet before it navigates (docs/performance.md, "The back office").

/** CPU time (user + system, in ms) used so far by each process descended from `root`, by process id. */
export function descendantsCpuMs(root = process.pid): Map<number, number> | null {
  let entries: string[]
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return null
  }
  const parentOf = new Map<number, number>()
  const cpuOf = new Map<number, number>()
  for (const entry of entries) {
    try {
      // Fields after the command name, which is in parentheses and may hold spaces: state, ppid, ...
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      parentOf.set(Number(entry), Number(fields[1]))
      // utime and stime (fields 14 and 15 of the line) in clock ticks, 100 per second on Linux.
      cpuOf.set(Number(entry), (Number(fields[11]) + Number(fields[12])) * 10)
    } catch {
      // The process ended while the list was read.
    }
  }
  const isDescendant = (pid: number): boolean => {
    for (let parent = parentOf.get(pid); parent !== undefined && parent > 1; parent = parentOf.get(parent))
      if (parent === root) return true
    return false
  }
  return new Map([...cpuOf].filter(([pid]) => isDescendant(pid)))
}

/**
 * CPU time used between two snapshots by the processes in the later one. A process that has ended
 * since (a closed context's renderer) is left out, not counted as negative time.
 */
export function cpuMsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0)
  return total
}

export interface RestOptions {
  /** How long the processes must stay quiet. */
  windowMs: number
  /** The CPU share (of one core) under which they count as quiet. */
  maxCpuShare: number
  /** Gives up waiting after this long. */
  timeoutMs: number
}

export const AT_REST: RestOptions = { windowMs: 300, maxCpuShare: 0.1, timeoutMs: 5_000 }

/**
 * Resolves once the processes this one started (the browser and its children) have used less
 * than `maxCpuShare` of a core for `windowMs`, or after `timeoutMs`; says how long it waited and
 * whether they came to rest. Without /proc (not Linux) it waits `timeoutMs / 2`.
 */
export async function processesAtRest(options: RestOptions = AT_REST): Promise<{ waitedMs: number; atRest: boolean }> {
  const started = performance.now()
  const step = 100
  const samples: Map<number, number>[] = []
  for (;;) {
    const cpu = descendantsCpuMs()
    if (cpu === null) {
      await new Promise((resolve) => setTimeout(resolve, options.timeoutMs / 2))
      return { waitedMs: performance.now() - started, atRest: false }
    }
    samples.push(cpu)
    const span = Math.round(options.windowMs / step)
    if (
      samples.length > span &&
      cpuMsBetween(samples[samples.length - 1 - span], cpu) < options.windowMs * options.maxCpuShare
    )
      return { waitedMs: performance.now() - started, atRest: true }
    if (performance.now() - started > options.timeoutMs) return { waitedMs: performance.now() - started, atRest: false }
    await new Promise((resolve) => setTimeout(resolve, step))
  }
}
