import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Where `npm run local` / `npm run dev` persist data (git-ignored). Env LOCAL_DATA_DIR overrides. */
export function localDataDir(): string {
  const root = fileURLToPath(new URL('..', import.meta.url))
  return path.resolve(root, process.env.LOCAL_DATA_DIR || '.local-data')
}
