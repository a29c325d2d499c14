/** @vitest-environment node */
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createBlobStore } from '../../../../local/supabase/storage/blob-store.ts'

const bytes = (text: string) => new TextEncoder().encode(text)
const text = (data: Uint8Array | null) => (data === null ? null : new TextDecoder().decode(data))

describe('createBlobStore in memory (no data folder)', () => {
  it('stores, reads back and deletes bytes per bucket and name', async () => {
    for (const dataDir of [undefined, '']) {
      const store = createBlobStore(dataDir)
      await store.put('covers', 'a/b.png', bytes('one'))
      await store.put('avatars', 'a/b.png', bytes('two'))
      expect(text(await store.get('covers', 'a/b.png'))).toBe('one')
      expect(text(await store.get('avatars', 'a/b.png'))).toBe('two')
      await store.delete('covers', 'a/b.png')
      expect(await store.get('covers', 'a/b.png')).toBeNull()
      expect(text(await store.get('avatars', 'a/b.png'))).toBe('two')
    }
  })

  it('answers null (not undefined) for a missing object', async () => {
    expect(await createBlobStore(undefined).get('covers', 'missing')).toBeNull()
  })

  it('keeps bucket and name apart, so "a/b" + "c" is not "a" + "b/c"', async () => {
    const store = createBlobStore(undefined)
    await store.put('a/b', 'c', bytes('first'))
    expect(await store.get('a', 'b/c')).toBeNull()
    await store.put('ab', 'c', bytes('second'))
    expect(await store.get('a', 'bc')).toBeNull()
    expect(text(await store.get('a/b', 'c'))).toBe('first')
  })

  it('overwrites an object on a second put', async () => {
    const store = createBlobStore(undefined)
    await store.put('covers', 'a', bytes('old'))
    await store.put('covers', 'a', bytes('new'))
    expect(text(await store.get('covers', 'a'))).toBe('new')
  })
})

describe('createBlobStore on disk', () => {
  let dataDir: string
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'blob-store-'))
  })
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true })
  })

  it('writes <dataDir>/storage/<bucket>/<name>, creating the folders', async () => {
    const store = createBlobStore(dataDir)
    await store.put('covers', '2026/05/a.png', bytes('png'))
    expect(await readFile(path.join(dataDir, 'storage', 'covers', '2026', '05', 'a.png'), 'utf8')).toBe('png')
    expect(text(await store.get('covers', '2026/05/a.png'))).toBe('png')
  })

  it('reads a file as a Uint8Array, and answers null for a missing one', async () => {
    const store = createBlobStore(dataDir)
    await mkdir(path.join(dataDir, 'storage', 'covers'), { recursive: true })
    await writeFile(path.join(dataDir, 'storage', 'covers', 'x.txt'), 'hello')
    const data = await store.get('covers', 'x.txt')
    expect(data).toBeInstanceOf(Uint8Array)
    expect(text(data)).toBe('hello')
    expect(await store.get('covers', 'missing.txt')).toBeNull()
    expect(await store.get('nobucket', 'missing.txt')).toBeNull()
  })

  it('rethrows read errors other than a missing file', async () => {
    const store = createBlobStore(dataDir)
    await mkdir(path.join(dataDir, 'storage', 'covers', 'folder'), { recursive: true })
    await expect(store.get('covers', 'folder')).rejects.toMatchObject({ code: 'EISDIR' })
  })

  it('deletes a file, and deleting a missing file is not an error', async () => {
    const store = createBlobStore(dataDir)
    await store.put('covers', 'a.png', bytes('png'))
    await store.delete('covers', 'a.png')
    expect(await readdir(path.join(dataDir, 'storage', 'covers'))).toEqual([])
    await expect(store.delete('covers', 'a.png')).resolves.toBeUndefined()
  })

  it('refuses any path that resolves outside the storage folder', async () => {
    const store = createBlobStore(dataDir)
    const escape = 'object path escapes the storage folder'
    await expect(store.put('covers', '../../outside.txt', bytes('x'))).rejects.toThrow(escape)
    await expect(store.put('..', 'outside.txt', bytes('x'))).rejects.toThrow(escape)
    await expect(store.get('covers', '../../../etc/passwd')).rejects.toThrow(escape)
    await expect(store.delete('..', 'x')).rejects.toThrow(escape)
    // The storage folder itself is not a valid object either.
    await expect(store.put('.', '.', bytes('x'))).rejects.toThrow(escape)
    // A sibling folder that merely starts with "storage" is outside too.
    await expect(store.put('../storage-other', 'x', bytes('x'))).rejects.toThrow(escape)
    expect(await readdir(dataDir)).toEqual([])
  })
})
