// The build-time renderer: Vite's SSR bundle of src/entry-server.tsx. It depends only on the code, so
// it is built once per client build and kept: a content-only rebuild (publishing a post) imports it
// instead of running Vite again. It lives in node_modules/.cache, where its bare imports (react,
// @tanstack/…) resolve, and which hosts such as Netlify keep between builds.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { tsxCommand } from './command.ts'

export type EntryServer = typeof import('../../src/entry-server.tsx')

const root = path.resolve(import.meta.dirname, '../..')
const CACHE_DIR = path.join(root, 'node_modules', '.cache', 'site-renderer')
/** Renderers of older builds kept besides the current one (a rollback reuses its own). */
const KEEP_OTHERS = 2

/**
 * What the renderer is made from: the client build (its manifest names every chunk by content hash),
 * the server entry, the build configuration, the locked dependencies and the VITE_* settings baked in.
 */
export function rendererKey(outDir: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256')
  const manifest = path.join(outDir, '.vite', 'manifest.json')
  if (existsSync(manifest)) hash.update(readFileSync(manifest))
  else {
    // Without a manifest, the files the app's shell loads (spa.html once a build kept it, as index.html
    // becomes the home page; the build adds its policy to the shell, which is not code).
    const shell = path.join(outDir, existsSync(path.join(outDir, 'spa.html')) ? 'spa.html' : 'index.html')
    hash.update(
      JSON.stringify([...readFileSync(shell, 'utf8').matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1])),
    )
  }
  for (const file of [
    'src/entry-server.tsx',
    'build/prerender/build-renderer.ts',
    'vite.config.ts',
    'package-lock.json',
  ])
    hash.update(readFileSync(path.join(root, file)))
  const settings = Object.entries(env)
    .filter(([name]) => name.startsWith('VITE_'))
    .sort(([a], [b]) => a.localeCompare(b))
  hash.update(JSON.stringify(settings))
  return hash.digest('base64url').slice(0, 16)
}

const entryFile = (key: string) => path.join(CACHE_DIR, key, 'entry-server.js')

/** Builds the renderer for `key` unless it is already there. */
export function ensureRenderer(key: string): void {
  const dir = path.join(CACHE_DIR, key)
  if (existsSync(entryFile(key))) return
  // In a process of its own: Vite's memory is not the prerender's. Into a temporary folder first, so a
  // build cut short (or another one running) never leaves a half-written renderer under the key.
  const building = `${dir}.${process.pid}.tmp`
  mkdirSync(CACHE_DIR, { recursive: true })
  execFileSync(...tsxCommand('build/prerender/build-renderer.ts', [building]), {
    cwd: root,
    stdio: 'inherit',
    // React's server renderer and its JSX runtime must both be the production builds.
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (existsSync(entryFile(key))) rmSync(building, { recursive: true, force: true })
  else renameSync(building, dir)
  pruneOthers(key)
}

/** The renderer for `key` (built by ensureRenderer). */
export async function loadRenderer(key: string): Promise<EntryServer> {
  return (await import(pathToFileURL(entryFile(key)).href)) as EntryServer
}

function pruneOthers(key: string): void {
  const others = readdirSync(CACHE_DIR)
    .filter((name) => name !== key && !name.endsWith('.tmp'))
    .map((name) => ({ name, time: statSync(path.join(CACHE_DIR, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
  for (const { name } of others.slice(KEEP_OTHERS)) rmSync(path.join(CACHE_DIR, name), { recursive: true, force: true })
}
