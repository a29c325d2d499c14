/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { processesToLower } from '../../../bench/lighthouse-host-priority'

// A headless Chromium's process tree as /proc shows it, beside processes that are not Chromium's.
const BROWSER = 100
const PROCESSES = [
  { pid: 1, parentPid: 0, commandLine: '/sbin/init' },
  { pid: 50, parentPid: 1, commandLine: 'node bench-lighthouse.ts' },
  {
    pid: BROWSER,
    parentPid: 50,
    commandLine: '/usr/lib/chromium/chromium --headless=new --remote-debugging-port=9222',
  },
  { pid: 101, parentPid: BROWSER, commandLine: '/usr/lib/chromium/chromium --type=zygote --no-zygote-sandbox' },
  { pid: 102, parentPid: BROWSER, commandLine: '/usr/lib/chromium/chromium --type=zygote' },
  { pid: 103, parentPid: 102, commandLine: '/usr/lib/chromium/chromium --type=zygote' },
  { pid: 110, parentPid: 101, commandLine: '/usr/lib/chromium/chromium --type=gpu-process --disable-gpu' },
  {
    pid: 120,
    parentPid: BROWSER,
    commandLine: '/usr/lib/chromium/chromium --type=utility --utility-sub-type=network.mojom.NetworkService',
  },
  { pid: 130, parentPid: 103, commandLine: '/usr/lib/chromium/chromium --type=renderer --renderer-client-id=7' },
  { pid: 200, parentPid: 1, commandLine: '/usr/lib/chromium/chromium --type=renderer' },
]

describe('processesToLower', () => {
  it('lowers the browser and utility processes, but not the renderers, the zygotes they are forked from or the GPU process', () => {
    expect(processesToLower(PROCESSES, BROWSER).sort((a, b) => a - b)).toEqual([BROWSER, 120])
  })

  it('leaves processes outside the browser alone, the renderer of another browser and the benchmark itself included', () => {
    const lowered = processesToLower(PROCESSES, BROWSER)
    expect(lowered).not.toContain(1)
    expect(lowered).not.toContain(50)
    expect(lowered).not.toContain(200)
  })

  it('ends on a parent loop instead of hanging', () => {
    const loop = [
      { pid: 7, parentPid: 8, commandLine: 'a' },
      { pid: 8, parentPid: 7, commandLine: 'b' },
    ]
    expect(processesToLower(loop, BROWSER)).toEqual([])
  })
})
