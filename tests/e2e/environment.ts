// Which stack, site and Clio this browser-test file talks to. vitest.config.ts runs E2E_WORKERS files
// at a time; tests/e2e/global-setup.ts starts one environment per worker, and a file uses its worker's
// (VITEST_POOL_ID is 1..maxWorkers), so a file's resets and data never meet another running file's.
import { inject as injectProvided } from 'vitest'

export interface E2eEnvironment {
  /** The production build with its prerendered pages, served by `vite preview`. */
  baseURL: string
  /** The local stack (REST, Auth, Storage, mailbox). */
  apiURL: string
  /** Resets the stack, rebuilds pages and holds publishing back (global-setup.ts). */
  controlURL: string
  clioURL: string
  chromiumPath: string
  /** Where the build and the prerendered pages are. */
  distDir: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    environments: E2eEnvironment[]
  }
}

/** This worker's value of `key`. */
export function inject<K extends keyof E2eEnvironment>(key: K): E2eEnvironment[K] {
  const environments = injectProvided('environments')
  const worker = Number(process.env.VITEST_POOL_ID ?? '1')
  return environments[(worker - 1) % environments.length][key]
}
