// `npm run bench:bundle`: the gzip size of every JavaScript file a page loads, and the same split by npm
// package and app folder, two ways:
// - The SPA shell (the way this benchmark measured before issue 53): builds the app, opens / in
//   Chromium (the budget was 150 KB, and no admin chunk may load), then an article (/blog/post/…, the
//   shell: the route's files load whatever its data does) and what it loads beyond the home page's files.
// - The prerendered pages, as readers get them: the site built as `npm run build` writes it (against a
//   seeded local stack of its own), / and the newest article, each loading its islands
//   (docs/decisions/065-islands-on-prerendered-pages.md); budgets 100 KB and 110 KB (issue 53).
// And the audience counting's own code (src/lib/audience.ts and its imports but publicDb and React,
// which every public page loads anyway): the issue 52 budget is 1 KB gzip.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { chromium } from 'playwright-core'
import { build as viteBuild, preview, type Plugin } from 'vite'
import { LOCAL_ANON_KEY } from '../local/keys.ts'
import { startLocalStack } from '../local/supabase/server.ts'
import { tsxCommand } from '../build/prerender/command.ts'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium'
import { freePort } from '../tests/utils/free-port.ts'
import { run, startStaticHost } from './static-site.ts'

const BUDGET_KB = 150
/** Issue 53's budgets for the prerendered pages. */
const PRERENDERED_BUDGET_KB = { home: 100, article: 110 }
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
/** The back office's files in the build at `outDir`, from its manifest: none may load on a public page. */
function adminFilesOf(outDir: string): string[] {
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string }
  >
  return Object.values(manifest)
    .filter((chunk) => chunk.src?.startsWith('src/app/routes/admin/'))
    .map((chunk) => chunk.file)
}
const adminFiles = adminFilesOf(resolve(root, 'dist'))

const server = await preview({ root, logLevel: 'warn', preview: { host: '127.0.0.1', port: 0, strictPort: false } })
const address = server.httpServer.address()
if (!address || typeof address === 'string') throw new Error('no preview port')
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS })
const shellUrl = `http://127.0.0.1:${address.port}`
/** Every JavaScript file the page at `url` loads, path → gzip bytes, largest first. */
async function scriptsOf(url: string): Promise<[string, number][]> {
  const page = await browser.newPage()
  const scripts = new Map<string, number>()
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js')) return
    const body = await response.body().catch(() => Buffer.alloc(0))
    scripts.set(url.pathname, gzipSync(body, { level: 9 }).length)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
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

const ISLAND_ENTRIES = ['src/islands/home.tsx', 'src/islands/article.tsx']
/** Files an islands entry must never load, even on use: the app's entry would start the whole app over the islands. */
const APP_ONLY = /^(index\.html|_react-router-|_react-query-|_public-shared-|_staff-)/

/** The app-only files the islands entries of the build at `outDir` may load, on use (a click) too. */
function appFilesIslandsReach(outDir: string): string[] {
  const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[]; dynamicImports?: string[] }
  >
  const seen = new Set<string>()
  const queue = ISLAND_ENTRIES.filter((key) => manifest[key])
  for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
    if (seen.has(key)) continue
    seen.add(key)
    queue.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []))
  }
  return [...seen].filter((key) => APP_ONLY.test(key)).map((key) => manifest[key].file)
}

/** The site as `npm run build` writes it, against a seeded stack of its own: `/` and the newest article's files. */
async function prerenderedPages(): Promise<{
  home: [string, number][]
  article: [string, number][]
  admin: string[]
  appFiles: string[]
}> {
  const stack = await startLocalStack({ port: 0 })
  const port = await freePort()
  const outDir = resolve(root, 'test-results/bench-bundle-site')
  const env = { VITE_SUPABASE_URL: stack.url, VITE_SITE_URL: `http://127.0.0.1:${port}` }
  let host: Awaited<ReturnType<typeof startStaticHost>> | undefined
  try {
    // The client build in this process (its module sizes recorded), then the prerender as `npm run build` runs it.
    Object.assign(process.env, env)
    await viteBuild({ root, logLevel: 'warn', plugins: [moduleSizes], build: { outDir, emptyOutDir: true } })
    await run(...tsxCommand('build/prerender.ts', ['--out-dir', outDir]), { ...process.env, ...env })
    host = await startStaticHost(outDir, port, 10)
    const [latest] = (await (
      await fetch(`${stack.url}/rest/v1/posts?select=slug&status=eq.published&order=published_at.desc&limit=1`, {
        headers: { apikey: LOCAL_ANON_KEY },
      })
    ).json()) as { slug: string }[]
    return {
      admin: adminFilesOf(outDir),
      appFiles: appFilesIslandsReach(outDir),
      home: await scriptsOf(`http://127.0.0.1:${port}/`),
      article: await scriptsOf(`http://127.0.0.1:${port}/blog/post/${latest.slug}`),
    }
  } finally {
    if (host?.pid) process.kill(-host.pid)
    await stack.close()
  }
}

/** A prerendered page's files and total against its budget; whether it is within it and loads no admin chunk. */
function printPrerendered(name: string, rows: [string, number][], budgetKb: number, admin: string[]): boolean {
  console.log(`\nPrerendered ${name}:`)
  for (const [path, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`)
  const adminLoaded = rows.filter(([path]) => admin.some((file) => path.endsWith(file)))
  console.log(
    `Prerendered ${name} JavaScript: ${kb(rows).toFixed(1)} KB gzip in ${rows.length} files (budget ${budgetKb} KB); admin chunks loaded: ${adminLoaded.length === 0 ? 'none' : adminLoaded.map(([p]) => p).join(', ')}`,
  )
  printGroups(`Prerendered ${name}`, rows)
  return kb(rows) <= budgetKb && adminLoaded.length === 0
}

try {
  const rows = await scriptsOf(`${shellUrl}/`)
  for (const [path, bytes] of rows) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`)
  const totalKb = kb(rows)
  const adminLoaded = rows.filter(([path]) => adminFiles.some((file) => path.endsWith(file)))
  console.log(`\nHome page JavaScript: ${totalKb.toFixed(1)} KB gzip in ${rows.length} files (budget ${BUDGET_KB} KB)`)
  console.log(`Admin chunks loaded: ${adminLoaded.length === 0 ? 'none' : adminLoaded.map(([p]) => p).join(', ')}`)
  printGroups('Home page', rows)

  const article = await scriptsOf(`${shellUrl}/blog/post/bench-article`)
  const home = new Set(rows.map(([path]) => path))
  const own = article.filter(([path]) => !home.has(path))
  console.log("\nArticle page, beyond the home page's files:")
  for (const [path, bytes] of own) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${path}`)
  console.log(
    `Article page JavaScript: ${kb(article).toFixed(1)} KB gzip in ${article.length} files (${kb(own).toFixed(1)} KB beyond the home page's)`,
  )
  printGroups('Article page', article)
  console.log('\nThe prerendered pages (`npm run build`), as readers get them:')
  const prerendered = await prerenderedPages()
  const homeWithin = printPrerendered('home page', prerendered.home, PRERENDERED_BUDGET_KB.home, prerendered.admin)
  const articleWithin = printPrerendered(
    'article',
    prerendered.article,
    PRERENDERED_BUDGET_KB.article,
    prerendered.admin,
  )
  console.log(
    `\nApp-only files (its entry, React Router, TanStack Query, the shared public and staff files) the islands may load, on use too: ${prerendered.appFiles.join(', ') || 'none'}`,
  )
  const counting = await countingBytes()
  console.log(
    `\nAudience counting (src/lib/audience.ts without publicDb and React): ${counting} bytes gzip (budget ${COUNTING_BUDGET_KB} KB)`,
  )
  const shellWithin = totalKb <= BUDGET_KB && adminLoaded.length === 0
  const islandsApart = prerendered.appFiles.length === 0
  if (!shellWithin || !homeWithin || !articleWithin || !islandsApart || counting > COUNTING_BUDGET_KB * 1024)
    process.exitCode = 1
} finally {
  await browser.close()
  await server.close()
}
