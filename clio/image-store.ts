// Images live on disk in one flat folder and are served by name from /images/<file>. Names come
// from us only (a safe alphabet, no folders), so serving never touches a path a caller made up.
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
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

  /** The bytes and type of a stored image, or null (bad name or no such file). */
  async read(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    if (!isSafeImageName(name)) return null
    try {
      const bytes = await readFile(path.join(this.dir, name))
      return { bytes, contentType: IMAGE_CONTENT_TYPES[name.split('.').pop()!] }
    } catch {
      return null
    }
  }
}
