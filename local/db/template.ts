// Fast fresh databases for tests: the first caller builds platform + migrations (+ seed) once and
// caches the dumped data directory under node_modules/.cache, keyed by a hash of those files;
// later callers (other test files, other workers) load the dump instead of re-applying SQL.
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { openDatabase, REPO_ROOT, schemaFingerprint } from './database'

const CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'local-db')

/** A fresh in-memory database with platform, migrations and (unless seed: false) seed applied. */
export async function openFreshDatabase(opts: { seed?: boolean } = {}): Promise<PGlite> {
  const fingerprint = await schemaFingerprint(opts)
  // Seeded and empty templates live side by side (test files ask for both, in any order).
  const kind = `template-${opts.seed === false ? 'empty' : 'seeded'}-`
  const file = path.join(CACHE_DIR, `${kind}${fingerprint}.tar`)
  if (existsSync(file)) {
    try {
      const bytes = await readFile(file)
      return await openDatabase({ loadDataDir: new Blob([bytes]) })
    } catch {
      // A damaged cache entry: rebuild below.
    }
  }
  const db = await openDatabase({ seed: opts.seed })
  const dump = await db.dumpDataDir('none')
  await mkdir(CACHE_DIR, { recursive: true })
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()))
  await rename(tmp, file)
  // Templates of older schema versions are dead weight (~40 MB each), as are those named before the
  // kind was part of the name.
  for (const name of await readdir(CACHE_DIR)) {
    const stale =
      (name.startsWith(kind) && name.endsWith('.tar') && name !== path.basename(file)) ||
      /^template-[0-9a-f]{16}\.tar$/.test(name)
    if (stale) {
      await rm(path.join(CACHE_DIR, name), { force: true })
    }
  }
  return db
}
