// `npm run publish:watch`: keeps a prerendered site in step with the database on this machine. Every
// second it asks the database for `site_content_version()` (a hash of what visitors can see: posts,
// categories, menu, profiles, the legislation page's norms and their status today, the glossary) and, when
// that changed, runs the incremental build
// (`build/prerender.ts --incremental`), one at a time. A scheduled post coming due changes the hash
// too. In production the host's build does the same work, started by the database (docs/deployment.md).
//
//   npm run build && npm run publish:watch   # then `npm run preview` serves dist/ as it follows the database
import { spawn } from 'node:child_process'
import path from 'node:path'
import { envValue, LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../src/lib/env-defaults.ts'
import { tsxCommand } from './prerender/command.ts'

const root = path.resolve(import.meta.dirname, '..')

export interface SiteWatchOptions {
  apiUrl: string
  anonKey: string
  outDir: string
  /** The build's environment (VITE_SITE_URL, VITE_SUPABASE_URL…), as `npm run build` had it. */
  env: NodeJS.ProcessEnv
  intervalMs?: number
  log?: (line: string) => void
}

export interface SiteWatcher {
  /** A build that starts after this call (whatever the database says), once it is done. */
  rebuild(): Promise<void>
  close(): Promise<void>
}

async function contentVersion(apiUrl: string, anonKey: string): Promise<string> {
  const response = await fetch(`${apiUrl}/rest/v1/rpc/site_content_version`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(5000),
  })
  if (!response.ok) throw new Error(`site_content_version answered ${response.status}`)
  return (await response.json()) as string
}

function runIncrementalBuild(options: SiteWatchOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(...tsxCommand('build/prerender.ts', ['--out-dir', options.outDir, '--incremental']), {
      cwd: root,
      env: { ...options.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('exit', (code) => {
      for (const line of output.trim().split('\n').filter(Boolean)) options.log?.(line)
      if (code === 0) resolve()
      else reject(new Error(`the incremental build exited with ${code}`))
    })
  })
}

/**
 * Watches the database and rebuilds the changed pages of `outDir`. The site must have been built
 * (`npm run build`) with the same settings; the first round only records the database's version.
 */
export function watchSite(options: SiteWatchOptions): SiteWatcher {
  const intervalMs = options.intervalMs ?? 1000
  let built: string | null = null
  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null
  let closed = false
  let timer: NodeJS.Timeout | null = null

  const start = (): Promise<void> => {
    running = (async () => {
      const version = await contentVersion(options.apiUrl, options.anonKey).catch(() => null)
      await runIncrementalBuild(options)
      built = version
    })().finally(() => {
      running = null
    })
    return running
  }
  // One build at a time: what is asked for during one gets one more build after it (shared by every
  // request that arrives meanwhile).
  const build = (): Promise<void> => {
    if (!running) return start()
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null
        return start()
      })
    return queued
  }

  const poll = async () => {
    if (closed) return
    try {
      const version = await contentVersion(options.apiUrl, options.anonKey)
      if (built === null) built = version
      else if (version !== built && !running) await build()
    } catch (error) {
      options.log?.(`publish:watch: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (!closed) timer = setTimeout(() => void poll(), intervalMs)
  }
  void poll()

  return {
    rebuild: build,
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      await running?.catch(() => undefined)
    },
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const outIndex = process.argv.indexOf('--out-dir')
  const outDir = path.resolve(root, outIndex >= 0 ? process.argv[outIndex + 1] : 'dist')
  const apiUrl = envValue(process.env.VITE_SUPABASE_URL, LOCAL_SUPABASE_URL).replace(/\/$/, '')
  const anonKey = envValue(process.env.VITE_SUPABASE_ANON_KEY, LOCAL_ANON_KEY)
  watchSite({ apiUrl, anonKey, outDir, env: process.env, log: (line) => console.log(line) })
  console.log(`publish:watch: following ${apiUrl} into ${path.relative(root, outDir) || '.'} (Ctrl+C stops)`)
}
