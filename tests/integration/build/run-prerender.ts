// How the build's integration tests run the real prerender: build/prerender.ts as a child process, as
// `npm run build` runs it, against the test's stack.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { tsxCommand } from '../../../build/prerender/command'

const root = path.resolve(import.meta.dirname, '../../..')

export const SITE = 'https://blog.example.org'

/** The smallest client build the prerender accepts: the app's shell with its root and its entry script. */
export const SHELL = `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8"><title>Cannabis Medicinal</title>
<meta name="description" content="Blog"></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`

/** Prerenders into `outDir` (a full build, or `--incremental`) from the stack at `apiUrl`; resolves with its output. */
export function runPrerender(
  outDir: string,
  apiUrl: string,
  incremental: boolean,
  env: Record<string, string> = {},
): Promise<{ stdout: string; stderr: string }> {
  return promisify(execFile)(
    ...tsxCommand('build/prerender.ts', ['--out-dir', outDir, ...(incremental ? ['--incremental'] : [])]),
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', VITE_SUPABASE_URL: apiUrl, VITE_SITE_URL: SITE, ...env },
    },
  )
}
