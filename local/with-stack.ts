// Runs a build script with the local stack behind it, so `npm run build`, `build:content` and
// `build:site` work on a fresh clone with nothing else running:
//
//   tsx local/with-stack.ts build/prerender.ts [--incremental ...]
//
// When VITE_SUPABASE_URL is unset or the local default and nothing answers there, the stack starts in
// this process on the developer's data (the database `npm run dev` opens) until the script ends. A
// hosted URL, or a stack already running (`npm run dev`), starts nothing: the script just runs. The
// build itself never imports local/ (eslint.config.js, docs/decisions/041-build-bench-and-tools.md).
import { spawn } from 'node:child_process'
import { LOCAL_PORTS, LOCAL_SERVICE_ROLE_KEY } from './keys.ts'

// The stack of this copy: LOCAL_API_PORT moves it as it moves `npm run dev`'s (README.md).
const LOCAL_API_PORT = Number(process.env.LOCAL_API_PORT?.trim() || LOCAL_PORTS.api)
const LOCAL_API_URL = `http://127.0.0.1:${LOCAL_API_PORT}`

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/rest/v1/`, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

async function startStackIfNeeded(env: NodeJS.ProcessEnv) {
  const apiUrl = (env.VITE_SUPABASE_URL?.trim() || LOCAL_API_URL).replace(/\/$/, '')
  if (apiUrl !== LOCAL_API_URL || (await answers(apiUrl))) return null
  // Imported only here: the stack is a large module graph, and an incremental build counts seconds.
  const [{ localDataDir }, { persistedStackEngine }, { startLocalStack }] = await Promise.all([
    import('./local-data-dir.ts'),
    import('./start.ts'),
    import('./supabase/server.ts'),
  ])
  console.log(`local stack: starting on ${apiUrl} for the build (data: ${localDataDir()})`)
  return startLocalStack({ port: LOCAL_API_PORT, dataDir: localDataDir(), database: persistedStackEngine() })
}

const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('usage: tsx local/with-stack.ts <script.ts> [arguments...]')
  process.exit(2)
}
const stack = await startStackIfNeeded(process.env)
// Node with tsx's loader, as build/prerender/command.ts starts the build's scripts.
// Against the local stack the build may also report a page that failed to the newsroom
// (build/prerender/page-failure.ts), as a host with the project's service-role key does.
const localApi = (process.env.VITE_SUPABASE_URL?.trim() || LOCAL_API_URL).replace(/\/$/, '') === LOCAL_API_URL
// The script reads the stack where this copy's is (LOCAL_API_PORT) even with VITE_SUPABASE_URL unset.
const env = localApi
  ? { SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY, ...process.env, VITE_SUPABASE_URL: LOCAL_API_URL }
  : process.env
const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit', env })
// Ctrl-C reaches the script too; the stack closes once it has stopped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
const code = await new Promise<number>((resolve) => {
  child.once('error', (error) => {
    console.error(error)
    resolve(1)
  })
  child.once('exit', (exitCode) => resolve(exitCode ?? 1))
})
await stack?.close()
process.exit(code)
