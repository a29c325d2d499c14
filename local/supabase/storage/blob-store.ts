import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** Where object bytes live: `<dataDir>/storage/<bucket>/<name>`, or a Map when the stack is in memory. */
export interface BlobStore {
  put(bucket: string, name: string, bytes: Uint8Array): Promise<void>
  get(bucket: string, name: string): Promise<Uint8Array | null>
  delete(bucket: string, name: string): Promise<void>
}

export function createBlobStore(dataDir: string | undefined): BlobStore {
  return dataDir ? fileBlobStore(path.join(dataDir, 'storage')) : memoryBlobStore()
}

function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Uint8Array>()
  const key = (bucket: string, name: string) => `${bucket}\u0000${name}`
  return {
    async put(bucket, name, bytes) {
      blobs.set(key(bucket, name), bytes)
    },
    async get(bucket, name) {
      return blobs.get(key(bucket, name)) ?? null
    },
    async delete(bucket, name) {
      blobs.delete(key(bucket, name))
    },
  }
}

function fileBlobStore(root: string): BlobStore {
  // Names were validated (no empty, "." or ".." segments), but resolve and re-check anyway:
  // a path must never leave the storage folder.
  const fileOf = (bucket: string, name: string) => {
    const file = path.resolve(root, bucket, ...name.split('/'))
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error('object path escapes the storage folder')
    return file
  }
  return {
    async put(bucket, name, bytes) {
      const file = fileOf(bucket, name)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
    },
    async get(bucket, name) {
      try {
        return new Uint8Array(await readFile(fileOf(bucket, name)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(bucket, name) {
      await rm(fileOf(bucket, name), { force: true })
    },
  }
}
