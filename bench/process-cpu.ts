// CPU seconds of this process and of the processes it started (the PostgreSQL server and its
// backends), from Linux's /proc: on a machine of two shared cores the load generator, the gateway and
// the database compete for the same CPU, and these say who took what during a run.
import { readdirSync, readFileSync } from 'node:fs'

export interface CpuSeconds {
  /** This process: the gateway and, in the load benchmark, the load generator too. */
  self: number
  /** Of which its main thread (the event loop); the rest is worker threads (bcrypt) and V8/libuv helpers. */
  mainThread: number
  /** Every descendant of this process (the stack's process, the database server's), living or exited-and-reaped. */
  children: number
  /** The process given as the gateway's (a descendant): its own CPU and its main thread's (its event loop). */
  gateway: { self: number; mainThread: number } | null
}

/** utime, stime, cutime, cstime (fields 14–17 of /proc/<pid>/stat) and the parent's pid, or null. */
function statOf(pid: string): { parent: string; own: number; reaped: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces: the fields after it start past its closing parenthesis.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
    const ticks = (at: number) => Number(fields[at - 3])
    return { parent: fields[1], own: ticks(14) + ticks(15), reaped: ticks(16) + ticks(17) }
  } catch {
    return null
  }
}

/** Clock ticks per second of /proc's counters (100 on Linux's usual builds). */
const TICKS = 100

/** This process's and its descendants' CPU seconds so far; null where /proc is missing (not Linux). */
export function cpuSeconds(gatewayPid: number | null = null): CpuSeconds | null {
  const self = statOf(String(process.pid))
  if (!self) return null
  const stats = new Map<string, NonNullable<ReturnType<typeof statOf>>>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = statOf(entry)
    if (stat) stats.set(entry, stat)
  }
  const descendants = new Set<string>([String(process.pid)])
  for (let grown = true; grown;) {
    grown = false
    for (const [pid, stat] of stats)
      if (!descendants.has(pid) && descendants.has(stat.parent)) {
        descendants.add(pid)
        grown = true
      }
  }
  let children = self.reaped
  for (const pid of descendants)
    if (pid !== String(process.pid)) children += stats.get(pid)!.own + stats.get(pid)!.reaped
  const mainThread = statOf(`${process.pid}/task/${process.pid}`)?.own ?? self.own
  const gatewayStat = gatewayPid === null ? null : statOf(String(gatewayPid))
  const gateway = gatewayStat && {
    self: gatewayStat.own / TICKS,
    mainThread: (statOf(`${gatewayPid}/task/${gatewayPid}`)?.own ?? gatewayStat.own) / TICKS,
  }
  return { self: self.own / TICKS, mainThread: mainThread / TICKS, children: children / TICKS, gateway }
}
