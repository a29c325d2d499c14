// Lighthouse's simulated throttling multiplies the main-thread tasks it observes by 4 (a phone's CPU).
// It assumes the host's cores serve the page; on a small machine they are shared with Chromium's own
// browser, GPU and network processes and with Lighthouse itself, and a page's task then takes 20–40 ms
// of wall time for 1–2 ms of CPU time (the renderer's main thread waiting for a core), which the
// simulation counts as blocking time the phone would never see. So the benchmark lowers the priority
// of Chromium's browser and utility processes (network, storage) and of Lighthouse: the renderer's own
// work is measured in full, and what only serves the measurement waits for it. The GPU process keeps
// its priority: it puts frames on screen, and paint metrics are stamped when a frame gets there (lowered,
// it showed the first paint behind the page's scripts: FCP 0.8 s became 1.5 s).
import { readdirSync, readFileSync } from 'node:fs'
import os from 'node:os'

export interface HostProcess {
  pid: number
  parentPid: number
  commandLine: string
}

/**
 * Chromium's processes under `browserPid`, except its renderers, the zygotes they are forked from and
 * the GPU process.
 */
export function processesToLower(processes: HostProcess[], browserPid: number): number[] {
  const parentOf = new Map(processes.map((process) => [process.pid, process.parentPid]))
  const underBrowser = (pid: number) => {
    for (
      let current: number | undefined = pid, hops = 0;
      current && hops < 64;
      current = parentOf.get(current), hops++
    ) {
      if (current === browserPid) return true
    }
    return false
  }
  return processes
    .filter(
      (process) => underBrowser(process.pid) && !/--type=(renderer|zygote|gpu-process)\b/.test(process.commandLine),
    )
    .map((process) => process.pid)
}

function readProcesses(): HostProcess[] {
  const processes: HostProcess[] = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // Fields after the command name, which is in parentheses and may hold spaces: state, parent pid, …
      const parentPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ')
      processes.push({ pid: Number(entry), parentPid, commandLine })
    } catch {
      // The process ended while being read.
    }
  }
  return processes
}

/** Nice 10 for every thread of `pid` (on Linux a priority belongs to a thread, not to its process). */
function lowerThreads(pid: number) {
  let threads: string[]
  try {
    threads = readdirSync(`/proc/${pid}/task`)
  } catch {
    return
  }
  for (const thread of threads) {
    try {
      os.setPriority(Number(thread), 10)
    } catch {
      // The thread ended meanwhile.
    }
  }
}

/**
 * Lowers those processes and this one (Lighthouse) to nice 10; processes the browser starts later
 * inherit it. Linux only (it reads /proc); elsewhere it does nothing and says so.
 */
export function giveRendererPriority(browserPid: number): boolean {
  if (process.platform !== 'linux') return false
  for (const pid of processesToLower(readProcesses(), browserPid)) lowerThreads(pid)
  lowerThreads(process.pid)
  return true
}
