// `npm run publish:watch`: keeps a prerendered site in step with the database on this machine. Every
// second it asks the database for `site_content_version()` (a hash of what visitors can see: posts,
// categories, menu, profiles, the legislation page's norms and their status today, the glossary) and, when
// that changed, has the incremental build run, one at a time, by a build process that stays running
// (`build/prerender.ts --resident`, decision 067) and keeps the state of the last build in memory. A scheduled post coming due changes the hash
// too. In production the host's build does the same work, started by the database (docs/deployment.md).
//
//   npm run build && npm run publish:watch   # then `npm run preview` serves dist/ as it follows the database
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { envValue, LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../src/lib/env-defaults.ts'
import { RESIDENT_DONE, RESIDENT_FAILED, residentBuildCommand } from './prerender/command.ts'

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
  /** The first build: what changed since the state the last build left, with the build process started. */
  ready: Promise<void>
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

/**
 * One build process that stays running (`build/prerender.ts --resident`): it builds at once, then once per
 * `build()`, keeping the build's state, the renderer and the modules loaded between builds
 * (docs/decisions/067-resident-build.md). A process that ended is started again by the next build.
 */
class ResidentBuild {
  private child: ChildProcessWithoutNullStreams | null = null
  private waiting: { resolve: () => void; reject: (error: Error) => void } | null = null
  private output: string[] = []

  constructor(private readonly options: SiteWatchOptions) {}

  build(): Promise<void> {
    const done = new Promise<void>((resolve, reject) => (this.waiting = { resolve, reject }))
    if (this.child) this.child.stdin.write('build\n')
    else this.child = this.start()
    return done
  }

  /** Ends the process once its build is done. */
  async close(): Promise<void> {
    const child = this.child
    if (!child) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.stdin.end()
    await exited
  }

  private start(): ChildProcessWithoutNullStreams {
    const child = spawn(...residentBuildCommand(this.options.outDir), {
      cwd: root,
      env: { ...this.options.env, NODE_ENV: 'production' },
    })
    createInterface({ input: child.stdout }).on('line', (line) => this.read(line))
    createInterface({ input: child.stderr }).on('line', (line) => this.output.push(line))
    child.once('error', (error) => this.finish(error))
    child.once('exit', (code) => {
      this.child = null
      this.finish(new Error(`the build process exited with ${code}`))
    })
    return child
  }

  private read(line: string): void {
    if (line === RESIDENT_DONE) this.finish(null)
    else if (line.startsWith(RESIDENT_FAILED))
      this.finish(new Error(`the incremental build failed:${line.slice(RESIDENT_FAILED.length)}`))
    else this.output.push(line)
  }

  private finish(error: Error | null): void {
    for (const line of this.output) this.options.log?.(line)
    this.output = []
    const waiting = this.waiting
    this.waiting = null
    if (error) waiting?.reject(error)
    else waiting?.resolve()
  }
}

/**
 * Watches the database and rebuilds the changed pages of `outDir`. The site must have been built
 * (`npm run build`) with the same settings; the first build (`ready`) renders what changed since.
 */
export function watchSite(options: SiteWatchOptions): SiteWatcher {
  const intervalMs = options.intervalMs ?? 1000
  let built: string | null = null
  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null
  let closed = false
  let timer: NodeJS.Timeout | null = null

  const builder = new ResidentBuild(options)
  const start = (): Promise<void> => {
    running = (async () => {
      const version = await contentVersion(options.apiUrl, options.anonKey).catch(() => null)
      await builder.build()
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
  // The first build starts the build process, and builds what changed since the state on disk.
  const ready = build()
  ready.catch((error: unknown) =>
    options.log?.(`publish:watch: ${error instanceof Error ? error.message : String(error)}`),
  )
  void poll()

  return {
    ready,
    rebuild: build,
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      await (queued ?? running)?.catch(() => undefined)
      await builder.close()
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
