import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Thrown when another running stack holds the data folder; start/dev scripts print its message and exit. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another local stack (process ${pid}): two stacks must never share one. ` +
        `Stop it, or give this one a folder of its own with LOCAL_DATA_DIR=<folder>.`,
    )
    this.name = 'DataDirInUseError'
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes `<dataDir>/stack.lock` for this process and returns its release. The ports no longer keep two
 * stacks off one folder once they can move (APP_PORT and the others, README.md), so the folder says who
 * holds it; a lock whose process is gone (killed, crashed) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const file = path.join(dataDir, 'stack.lock')
  // Written aside, then linked into place: the lock never exists without its process id.
  const mine = `${file}.${process.pid}`
  writeFileSync(mine, `${process.pid}\n`)
  try {
    for (;;) {
      try {
        linkSync(mine, file)
        return () => rmSync(file, { force: true })
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      let holder: string
      try {
        holder = readFileSync(file, 'utf8')
      } catch (error) {
        // Released meanwhile: try again.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
        throw error
      }
      const pid = Number(holder.trim())
      if (Number.isInteger(pid) && pid > 0 && running(pid)) throw new DataDirInUseError(dataDir, pid)
      rmSync(file, { force: true })
    }
  } finally {
    rmSync(mine, { force: true })
  }
}
