// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { DataDirInUseError, lockDataDir } from '../../../local/data-dir-lock.ts'

let dataDir: string
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'data-dir-lock-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

describe('the data folder’s lock', () => {
  it('is held by one stack at a time, names its holder and LOCAL_DATA_DIR, and is free again once released', () => {
    const release = lockDataDir(dataDir)
    expect(() => lockDataDir(dataDir)).toThrow(DataDirInUseError)
    expect(() => lockDataDir(dataDir)).toThrow(
      `The data folder ${dataDir} is in use by another local stack (process ${process.pid})`,
    )
    expect(() => lockDataDir(dataDir)).toThrow('LOCAL_DATA_DIR=<folder>')
    release()
    expect(readdirSync(dataDir)).toEqual([])
    lockDataDir(dataDir)()
  })

  it('is taken over from a process that is gone (killed, crashed)', () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)']).stdout.toString().trim()
    writeFileSync(path.join(dataDir, 'stack.lock'), `${gone}\n`)
    const release = lockDataDir(dataDir)
    expect(() => lockDataDir(dataDir)).toThrow(`(process ${process.pid})`)
    release()
    expect(existsSync(path.join(dataDir, 'stack.lock'))).toBe(false)
  })

  it('creates a data folder that does not exist yet', () => {
    const fresh = path.join(dataDir, 'nova')
    lockDataDir(fresh)()
    expect(existsSync(fresh)).toBe(true)
  })
})
