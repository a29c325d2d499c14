// `npm run bench:bundle`: builds the app, opens / in Chromium and reports the gzip size of every
// JavaScript file the home page loads, and the same split by npm package and app folder. Fails above the 150 KB budget or if any admin chunk loads.
// Then the same for an article (/blog/post/…, the SPA shell: the route's files load whatever its data
// does), and what it loads beyond the home page's files (docs/performance.md). And the audience
// counting's own code (src/lib/audience.ts and its imports but publicDb and React, which every public
// page loads anyway): the issue 52 budget is 1 KB gzip.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { build as viteBuild, preview, type Plugin } from 'vite'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium'

const BUDGET_KB = 150
const COUNTING_BUDGET_KB = 1
const root = resolve(import.meta.dirname, '..')

/** Each output chunk's modules with their minified length in it (the bundler's own figure). */
const chunkModules = new Map<string, { module: string; bytes: number }[]>()
const moduleSizes: Plugin = {
  name: 'bench-module-sizes',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue
      chunkModules.set(
        output.fileName,
        Object.entries(output.modules).map(([id, info]) => ({ module: id, bytes: info.renderedLength })),
      )
    }
  },
}
// The same build as `vite build` (vite.config.ts), with a plugin that only records module sizes.
process.env.NODE_ENV = 'production'
await viteBuild({ root, logLevel: 'warn', plugins: [moduleSizes] })
const manifest = JSON.parse(readFileSync(resolve(root, 'dist/.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; src?: string }
>
const adminFiles = Object.values(manifest)
  .filter((chunk) => chunk.src?.startsWith('src/app/routes/admin/'))
  .map((chunk) => chunk.file)

const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0, strictPort: false } })
const address = server.httpServer.address()
if (!address || typeof address === 'string') throw new Error('no preview port')
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
/** Every JavaScript file a page loads, path → gzip bytes, largest first. */
async function scriptsOf(path: string): Promise<[string, number][]> {
  const page = await browser.newPage()
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js')) return
    const body = await response.body().catch(() => Buffer.alloc(0))
    scripts.set(url.pathname, gzipSync(body, { level: 9 }).length)
  })
  await page.goto(`http://127.0.0.1:${(address as { port: number }).port}${path}`, { waitUntil: 'networkidle' })
  await page.close()
  return [...scripts.entries()].sort((a, b) => b[1] - a[1])
}
const kb = (rows: [string, number][]) => rows.reduce((sum, [, bytes]) => sum + bytes, 0) / 1024

/** What a module counts under: its npm package, or its folder of the app (src/features/posts…). */
function moduleGroup(id: string): string {
  const path = id.replace(/\\/g, '/').replace(/\?.*$/, '')
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path.slice(path.lastIndexOf('node_modules/')))
  if (path.includes('node_modules/') && packageName) return packageName[1]
  const inApp = /\/(src|clio)\/(.*)$/.exec(path)
  if (!inApp) return path.startsWith('\0') ? '(bundler helpers)' : path
  const parts = inApp[2].split('/')
  const depth = parts[0] === 'features' || parts[0] === 'app' ? 3 : 2
  return `${inApp[1]}/${parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || parts[0]}`
}

/**
 * The gzip bytes of a page's files split by package and app folder: each file's gzip size shared out in
 * proportion to its modules' minified lengths (gzip compresses a file as a whole, so this is an estimate
 * whose rows add up to the measured total).
 */
function byModuleGroup(rows: [string, number][]): [string, number][] {
  const groups = new Map<string, number>()
  for (const [path, gzipBytes] of rows) {
    const modules = chunkModules.get(path.replace(/^\//, '')) ?? [{ module: `(not in the build) ${path}`, bytes: 1 }]
    const total = modules.reduce((sum, { bytes }) => sum + bytes, 0) || 1
    for (const { module, bytes } of modules) {
      const group = moduleGroup(module)
      groups.set(group, (groups.get(group) ?? 0) + (gzipBytes * bytes) / total)
    }
  }
  return [...groups.entries()].sort((a, b) => b[1] - a[1])
}

function printGroups(title: string, rows: [string, number][]) {
  console.log(`\n${title}, by package and app folder (gzip, shared out by minified size):`)
  for (const [group, bytes] of byModuleGroup(rows)) {
    if (bytes >= 100) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${group}`)
  }
}

/** Gzip bytes of the counting's code, minified on its own (esbuild reads tsconfig's `@/` paths). */
async function countingBytes(): Promise<number> {
  const bundle = await build({
    entryPoints: [resolve(root, 'src/lib/audience.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    logLevel: 'warning',
    external: ['@/lib/public-db', 'react', 'react/*'],
  })
  return gzipSync(bundle.outputFiles[0].contents, { level: 9 }).length
}

try {
  const rows = await scriptsOf('/')
  for (const [path, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`)
  const totalKb = kb(rows)
  const adminLoaded = rows.filter(([path]) => adminFiles.some((file) => path.endsWith(file)))
  console.log(`\nHome page JavaScript: ${totalKb.toFixed(1)} KB gzip in ${rows.length} files (budget ${BUDGET_KB} KB)`)
  console.log(`Admin chunks loaded: ${adminLoaded.length === 0 ? 'none' : adminLoaded.map(([p]) => p).join(', ')}`)
  printGroups('Home page', rows)

  const article = await scriptsOf('/blog/post/bench-article')
  const home = new Set(rows.map(([path]) => path))
  const own = article.filter(([path]) => !home.has(path))
  console.log("\nArticle page, beyond the home page's files:")
  for (const [path, bytes] of own) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`)
  console.log(
    `Article page JavaScript: ${kb(article).toFixed(1)} KB gzip in ${article.length} files (${kb(own).toFixed(1)} KB beyond the home page's)`,
  )
  printGroups('Article page', article)
  const counting = await countingBytes()
  console.log(
    `\nAudience counting (src/lib/audience.ts without publicDb and React): ${counting} bytes gzip (budget ${COUNTING_BUDGET_KB} KB)`,
  )
  if (totalKb > BUDGET_KB || adminLoaded.length > 0 || counting > COUNTING_BUDGET_KB * 1024) process.exitCode = 1
} finally {
  await browser.close()
  await server.close()
}
