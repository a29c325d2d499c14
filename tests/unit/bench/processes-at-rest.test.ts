/** @vitest-environment node */
import { spawn, type ChildProcess } from 'node:child_process'
import { afterEach, describe, expect, it } from 'vitest'
import { cpuMsBetween, descendantsCpuMs, processesAtRest } from '../../../bench/processes-at-rest'

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

/** A child process that keeps one core busy for `ms`, then exits. */
function busyChild(ms: number) {
  const child = spawn(process.execPath, ['-e', `const end = Date.now() + ${ms}; while (Date.now() < end) {}`], {
    stdio: 'ignore',
  })
  children.push(child)
  return child
}

describe.runIf(process.platform === 'linux')('processesAtRest', () => {
  it("counts the CPU time of this process's children", async () => {
    const before = descendantsCpuMs()!
    busyChild(5_000)
    // On a loaded machine the child may get less than a core: wait for its time rather than for the clock.
    await expect.poll(() => cpuMsBetween(before, descendantsCpuMs()!), { timeout: 4_000 }).toBeGreaterThan(200)
  })

  it('leaves out a process that ended between two snapshots instead of counting its time as negative', () => {
    expect(
      cpuMsBetween(
        new Map([
          [10, 500],
          [11, 40],
        ]),
        new Map([
          [11, 60],
          [12, 30],
        ]),
      ),
    ).toBe(50)
  })

  it('waits while a child keeps a core busy, and resolves once it has stopped', async () => {
    const child = busyChild(1_500)
    const exited = new Promise((resolve) => child.once('exit', resolve))
    const started = performance.now()
    const rest = await processesAtRest({ windowMs: 300, maxCpuShare: 0.1, timeoutMs: 10_000 })
    expect(rest.atRest).toBe(true)
    // It did not resolve before the child ended.
    expect(
      await Promise.race([
        exited.then(() => 'exited'),
        new Promise((resolve) => setTimeout(() => resolve('running'), 0)),
      ]),
    ).toBe('exited')
    expect(performance.now() - started).toBeGreaterThan(1_000)
  })

  it('gives up after its time-out when the children never come to rest, and says so', async () => {
    busyChild(5_000)
    const rest = await processesAtRest({ windowMs: 300, maxCpuShare: 0.1, timeoutMs: 800 })
    expect(rest.atRest).toBe(false)
  })
})
