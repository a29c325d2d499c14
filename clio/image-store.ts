// Images live on disk in one flat folder and are served by name from /images/<file>. Names come
// from us only (a safe alphabet, no folders), so serving never touches a path a caller made up.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ClioImage } from './contract.ts'

const SAFE_NAME = /^[a-z0-9][a-z0-9_-]{0,150}\.(jpg|webp|png)$/

export const IMAGE_CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
}

export function isSafeImageName(name: string): boolean {
  return SAFE_NAME.test(name)
}

export class ImageStore {
  constructor(
    readonly dir: string,
    private readonly publicBase: () => string,
  ) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true })
  }

  has(name: string): boolean {
    return isSafeImageName(name) && existsSync(path.join(this.dir, name))
  }

  /** Writes through a temporary file so a reader never sees half an image. */
  async save(name: string, bytes: Buffer): Promise<ClioImage> {
    if (!isSafeImageName(name)) throw new Error(`unsafe image name ${name}`)
    const target = path.join(this.dir, name)
    const tmp = path.join(this.dir, `.${name}.${randomBytes(4).toString('hex')}.tmp`)
    await writeFile(tmp, bytes)
    await rename(tmp, target)
    return this.describe(name)
  }

  describe(name: string): ClioImage {
    const url = `/images/${name}`
    return { url, public_url: url, absolute_public_url: `${this.publicBase()}${url}`, local_path: name }
  }

  /**
   * The bytes and type of a stored image, or null (bad name or no such file). Serving an image marks it
   * as in use (its modification time, at most once a day), so `prune` keeps what drafts still show.
   */
  async read(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!isSafeImageName(name)) return null
    const file = path.join(this.dir, name)
    try {
      const bytes = await readFile(file)
      const now = new Date()
      if (now.getTime() - (await stat(file)).mtimeMs > DAY_MS) await utimes(file, now, now)
      return { bytes, contentType: IMAGE_CONTENT_TYPES[name.split('.').pop()!] }
    } catch {
      return null
    }
  }

  /**
   * Deletes images nobody asked for in `maxAgeMs`, then the least recently used ones while the folder
   * holds more than `maxBytes`. A post never depends on them: the app copies the image it uses into
   * its own storage. Returns the names deleted.
   */
  async prune(limits: { maxAgeMs: number; maxBytes: number }, now = Date.now()): Promise<string[]> {
    const files = []
    for (const name of await readdir(this.dir)) {
      if (!isSafeImageName(name)) continue
      const info = await stat(path.join(this.dir, name)).catch(() => null)
      if (info?.isFile()) files.push({ name, size: info.size, usedAt: info.mtimeMs })
    }
    files.sort((a, b) => a.usedAt - b.usedAt)
    let total = files.reduce((sum, file) => sum + file.size, 0)
    const deleted: string[] = []
    for (const file of files) {
      if (now - file.usedAt <= limits.maxAgeMs && total <= limits.maxBytes) break
      await unlink(path.join(this.dir, file.name)).catch(() => undefined)
      total -= file.size
      deleted.push(file.name)
    }
    return deleted
  }
}

const DAY_MS = 24 * 60 * 60 * 1000
