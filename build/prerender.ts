// `npm run build`, second half, and `npm run build:content`: writes real HTML for the public pages, plus
// the sitemaps, rss.xml and robots.txt, into the client build. Reads the database VITE_SUPABASE_URL points
// at (the local stack by default, as the app's; `npm run build` starts it there when nothing answers:
// local/with-stack.ts — the build itself never imports local/).
//
//   tsx build/prerender.ts [--out-dir dist] [--state-dir .dist-build] [--incremental] [--resident] [--concurrency 4]
//
// Pages: /, /blog, /destaques, each active category, each author or reviewer of a published post and each
// published article (the first page of each list, as /blog's). Any other URL is served the untouched SPA
// shell (spa.html): the host must rewrite unknown paths to it (docs/deployment.md).
//
// --incremental renders only the pages whose content changed since the build recorded in the state
// folder (build/prerender/page-plan.ts), removes the pages that no longer exist, and leaves the rest
// of the folder as it is; without a usable state it renders everything
// (docs/decisions/029-incremental-prerendering.md). --resident stays running and builds again on each line
// of standard input, keeping the state in memory (build/site-watch.ts; docs/decisions/067-resident-build.md).
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { envValue, LOCAL_ANON_KEY, LOCAL_CLIO_URL, LOCAL_SUPABASE_URL } from '../src/lib/env-defaults.ts'
import { robotsTxt, RSS_ITEMS, rssXml, sitemapFiles, type SiteInfo } from './prerender/feeds.ts'
import {
  headersFile,
  inlineScriptHashes,
  withContentSecurityPolicy,
  type PolicySources,
} from './prerender/content-security-policy.ts'
import { PageRenderError, postAtPage, reportPageFailure } from './prerender/page-failure.ts'
import { isSitemapPart, pageFileResolver } from './prerender/page-files.ts'
import {
  nextBuildState,
  planBuild,
  BUILD_STATE_FORMAT,
  type BuildContext,
  type BuildPlan,
  type ArticleKeys,
  type BuildState,
  type PageRecord,
  type PlannedPage,
} from './prerender/page-plan.ts'
import { poolSize, renderInPool, type RenderSettings } from './prerender/render-pool.ts'
import { ensureRenderer, loadRenderer, rendererKey } from './prerender/renderer.ts'
import { spliceFrames } from './prerender/frame-splice.ts'
import { RESIDENT_DONE, RESIDENT_FAILED } from './prerender/command.ts'
import { loadFeedPosts, loadSiteListing, type SiteListing } from './prerender/site-listing.ts'
import { entryImports, islandsImports, type IslandFiles } from './prerender/template.ts'

const root = path.resolve(import.meta.dirname, '..')
const DEFAULT_SITE_URL = 'http://127.0.0.1:4173' // `npm run preview`
/** Clio's "Buscar no Pexels" covers are downloaded from here before they are uploaded to Storage. */
const DEFAULT_IMAGE_HOSTS = 'https://images.pexels.com'
/** Pages a render thread works on at once: their data requests overlap with the rendering of others. */
const DEFAULT_CONCURRENCY = 3
/** Security headers for hosts that read this file (Netlify, Cloudflare Pages, `vite preview`). */
export const HEADERS_FILE = '_headers'
export const SPA_SHELL = 'spa.html'
/** In the state folder: what the last build rendered, for the next incremental one (page-plan.ts). */
export const BUILD_STATE_FILE = 'pages.json'

export interface PrerenderOptions {
  outDir: string
  /** Beside outDir, never published: the build state (`.dist-build` for `dist`). */
  stateDir: string
  apiUrl: string
  anonKey: string
  /** Lets the build tell a post's author and editor that its page failed (report_page_build_failure); null: it only logs. */
  serviceRoleKey: string | null
  site: SiteInfo
  policy: PolicySources
  incremental: boolean
  /** Pages each render thread works on at once. */
  concurrency: number
  /** Render threads (0: the main thread); by default from the number of pages and cores (render-pool.ts). */
  threads?: number
  /** Print how long each step took. */
  timings?: boolean
}

/**
 * What a build process that stays running (`--resident`, build/site-watch.ts) keeps from one build to the
 * next, instead of reading and checking the whole archive again: at 100,000 posts, reading the state and
 * checking each page's file took seconds of every publish. Emptied after a build that failed.
 */
export interface BuildMemory {
  /** The state the last build left; undefined: read it from the state folder. */
  state?: BuildState | null
  /** Each page's file, resolved once. */
  fileOf?: (pagePath: string) => string | null
  /** The pages whose file the last build left on disk (written or kept); undefined: check each file. */
  onDisk?: Set<string>
  /** The articles' keys and what they were made from (page-plan.ts): only changed ones are made again. */
  articleKeys?: ArticleKeys
}

export interface PrerenderResult {
  /** Pages the site has. */
  pages: number
  /** Pages written by this run. */
  rendered: number
  removed: number
  /** Pages given no file because it would not be inside outDir (each logged; page-files.ts). */
  refused: number
  /** Why every page was rendered; null when only the changed ones were. */
  full: string | null
  /** Pages kept whose file was given a new frame (the menu or the categories changed). */
  spliced: number
  seconds: number
}

/** `dist` → `.dist-build`, `test-results/e2e-dist` → `test-results/.e2e-dist-build`. */
export const defaultStateDir = (outDir: string) => path.join(path.dirname(outDir), `.${path.basename(outDir)}-build`)

export function readOptions(argv: string[], env: NodeJS.ProcessEnv = process.env): PrerenderOptions {
  const flag = (name: string) => {
    const index = argv.indexOf(name)
    return index >= 0 ? argv[index + 1] : undefined
  }
  const outDir = path.resolve(root, flag('--out-dir') ?? 'dist')
  const value = (name: string, fallback: string) => envValue(env[name], fallback)
  const apiUrl = value('VITE_SUPABASE_URL', LOCAL_SUPABASE_URL).replace(/\/$/, '')
  return {
    outDir,
    stateDir: path.resolve(root, flag('--state-dir') ?? defaultStateDir(outDir)),
    apiUrl,
    anonKey: value('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY),
    serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY?.trim() || null,
    site: {
      url: value('VITE_SITE_URL', DEFAULT_SITE_URL).replace(/\/$/, ''),
      name: value('VITE_SITE_NAME', 'Cannabis Medicinal'),
      description: 'Informação científica, tratamentos, legislação e notícias sobre cannabis medicinal.',
    },
    policy: {
      supabaseUrl: apiUrl,
      clioUrl: value('VITE_CLIO_API_URL', LOCAL_CLIO_URL),
      imageHosts: value('CSP_IMAGE_HOSTS', DEFAULT_IMAGE_HOSTS)
        .split(/[\s,]+/)
        .filter(Boolean),
    },
    incremental: argv.includes('--incremental') || argv.includes('--resident'),
    concurrency: Math.max(1, Number(flag('--concurrency') ?? DEFAULT_CONCURRENCY) || DEFAULT_CONCURRENCY),
    threads: flag('--threads') ? Math.max(0, Number(flag('--threads')) || 0) : undefined,
    timings: argv.includes('--timings'),
  }
}

/** Written beside, then renamed over: a visitor is never served half a file. */
function writeAtomically(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  writeFileSync(partial, text)
  renameSync(partial, file)
}

function readBuildState(stateDir: string): BuildState | null {
  const file = path.join(stateDir, BUILD_STATE_FILE)
  if (!existsSync(file)) return null
  try {
    const state = JSON.parse(readFileSync(file, 'utf8')) as BuildState
    return state.format === BUILD_STATE_FORMAT ? state : null
  } catch {
    return null // unreadable: a full render replaces it
  }
}

/** Prints how long each step took with --timings (bench/bench-publish.ts reads them). */
function stepTimer(enabled: boolean | undefined): (step: string) => void {
  let last = Date.now()
  return (step) => {
    if (enabled) console.log(`prerender: ${step} ${((Date.now() - last) / 1000).toFixed(2)} s`)
    last = Date.now()
  }
}

/** The SPA shell every page is filled into, kept untouched as spa.html for every URL the build does not render. */
function readShell(outDir: string): {
  shellPath: string
  template: string
  entrySteps: string[]
  islandFiles: IslandFiles
} {
  const templatePath = path.join(outDir, 'index.html')
  if (!existsSync(templatePath)) throw new Error(`prerender: ${templatePath} not found; run vite build first`)
  const shellPath = path.join(outDir, SPA_SHELL)
  if (!existsSync(shellPath)) copyFileSync(templatePath, shellPath)
  const manifestFile = path.join(outDir, '.vite', 'manifest.json')
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null
  const entrySteps = manifest ? entryImports(manifest) : []
  const islandFiles = manifest ? islandsImports(manifest) : {}
  return { shellPath, template: readFileSync(shellPath, 'utf8'), entrySteps, islandFiles }
}

/** The plan, plus every page whose file is missing (dist/ emptied by `vite build`, say) whatever its key. */
function planPages(
  previous: BuildState | null,
  listing: SiteListing,
  context: BuildContext,
  options: PrerenderOptions,
  fileOf: (pagePath: string) => string | null,
  { onDisk, articleKeys }: BuildMemory,
): BuildPlan {
  const plan = planBuild(
    previous,
    listing,
    context,
    options.incremental ? null : 'a full build was asked for',
    articleKeys,
  )
  if (plan.full) return plan
  const chosen = new Set(plan.render)
  const missing = plan.pages.filter((page) => {
    const file = fileOf(page.path)
    return !chosen.has(page.path) && file !== null && !(onDisk ? onDisk.has(page.path) : existsSync(file))
  })
  plan.render.push(...missing.map((page) => page.path))
  return plan
}

/** Renders the plan's pages; returns what each showed, and adds the inline scripts' hashes they need. */
async function renderPages(
  plan: BuildPlan,
  requests: { path: string; file: string }[],
  settings: RenderSettings,
  threads: number,
  scriptHashes: Set<string>,
): Promise<Map<string, PageRecord>> {
  const planned = new Map<string, PlannedPage>(plan.pages.map((page) => [page.path, page]))
  const rendered = new Map<string, PageRecord>()
  await renderInPool(requests, settings, threads, (report) => {
    for (const scriptHash of report.scriptHashes) scriptHashes.add(scriptHash)
    const { key, related } = planned.get(report.path) as PlannedPage
    const shown = report.related
    if (related && shown && [...shown].sort().join() !== [...related].sort().join()) {
      // The plan's prediction missed (a scheduled post came due mid-build, say): say so, and have the
      // next incremental build render the page again rather than trust its key.
      console.warn(
        `prerender: ${report.path} shows related posts ${shown.join(', ')}, the plan expected ${related.join(', ')}`,
      )
      rendered.set(report.path, { key: `unverified:${key}`, shows: report.shows })
    } else {
      rendered.set(report.path, { key, shows: report.shows })
    }
  })
  return rendered
}

/**
 * The menu or the categories changed: every page the plan keeps gets the new frame (frame-splice.ts) and
 * the categories' new names, addresses and colours (category-splice.ts); those that cannot be spliced
 * are added to the pages to render. Returns how many files changed.
 */
async function spliceKeptPages(
  plan: BuildPlan,
  rendererKey: string,
  siteUrl: string,
  fileOf: (pagePath: string) => string | null,
): Promise<number> {
  const rendering = new Set(plan.render)
  const kept = plan.pages.flatMap((page) => {
    const file = rendering.has(page.path) ? null : fileOf(page.path)
    return file ? [{ path: page.path, file }] : []
  })
  const { spliced, toRender } = await spliceFrames(await loadRenderer(rendererKey), siteUrl, kept, {
    frame: plan.splice,
    categories: plan.categoryChanges,
  })
  plan.render.push(...toRender)
  return spliced
}

/** The sitemaps for this listing; removes the parts the previous build wrote and this one did not (the site shrank). */
function writeSitemaps(options: PrerenderOptions, listing: SiteListing, previous: BuildState | null): string[] {
  const sitemaps = sitemapFiles(options.site, listing)
  for (const { file, xml } of sitemaps) writeAtomically(path.join(options.outDir, file), xml)
  const sitemapParts = sitemaps.map((sitemap) => sitemap.file).filter(isSitemapPart)
  for (const name of previous?.sitemapParts ?? [])
    if (isSitemapPart(name) && !sitemapParts.includes(name)) rmSync(path.join(options.outDir, name), { force: true })
  return sitemapParts
}

/** `memory`: what a resident build process kept from its last build (BuildMemory), updated here. */
export async function prerender(options: PrerenderOptions, memory: BuildMemory = {}): Promise<PrerenderResult> {
  try {
    return await buildPages(options, memory)
  } catch (error) {
    memory.state = memory.fileOf = memory.onDisk = undefined
    memory.articleKeys?.clear()
    throw error
  }
}

async function buildPages(options: PrerenderOptions, memory: BuildMemory): Promise<PrerenderResult> {
  const started = Date.now()
  const mark = stepTimer(options.timings)
  const { outDir } = options
  const { shellPath, template, entrySteps, islandFiles } = readShell(outDir)
  const context = { renderer: rendererKey(outDir), site: options.site.url }
  ensureRenderer(context.renderer)
  mark('renderer')
  const listing = await loadSiteListing(options)
  mark('listing')
  // Read even for a full render: the pages it recorded that are gone must go.
  const previous = memory.state !== undefined ? memory.state : readBuildState(options.stateDir)
  // Whatever a slug or the state file says, no page is written or removed outside outDir (logged, skipped).
  const fileOf = (memory.fileOf ??= pageFileResolver(outDir))
  const plan = planPages(previous, listing, context, options, fileOf, memory)
  // Only what the previous build's state says it wrote.
  const removals = plan.remove.map(fileOf).filter((file): file is string => file !== null)
  for (const file of removals) rmSync(file, { force: true })
  const splicing = plan.splice || plan.categoryChanges.length > 0
  const spliced = splicing ? await spliceKeptPages(plan, context.renderer, options.site.url, fileOf) : 0
  if (splicing) mark('frame')

  const scriptHashes = new Set<string>(plan.full ? [] : (previous?.scriptHashes ?? []))
  const settings = {
    rendererKey: context.renderer,
    siteUrl: options.site.url,
    policy: options.policy,
    template,
    entrySteps,
    islandFiles,
    pagesInFlight: options.concurrency,
  }
  const requests = plan.render.flatMap((pagePath) => {
    const file = fileOf(pagePath)
    return file ? [{ path: pagePath, file }] : []
  })
  mark('plan')
  const rendered = await renderPages(
    plan,
    requests,
    settings,
    options.threads ?? poolSize(requests.length),
    scriptHashes,
  ).catch(async (error: unknown) => {
    const post = error instanceof PageRenderError ? postAtPage(listing.posts, error.pagePath) : undefined
    if (post) console.error(`prerender: ${await reportPageFailure(options, post.id, String(error))}`)
    throw error
  })
  mark('pages')
  const shell = withContentSecurityPolicy(template, options.policy)
  for (const scriptHash of inlineScriptHashes(shell)) scriptHashes.add(scriptHash)
  writeAtomically(shellPath, shell)
  const sortedHashes = [...scriptHashes].sort()
  writeAtomically(path.join(outDir, HEADERS_FILE), headersFile(options.policy, sortedHashes))
  mark('shell')
  const sitemapParts = writeSitemaps(options, listing, previous)
  mark('sitemaps')
  writeAtomically(path.join(outDir, 'rss.xml'), rssXml(options.site, await loadFeedPosts(options, RSS_ITEMS)))
  writeAtomically(path.join(outDir, 'robots.txt'), robotsTxt(options.site))
  mark('rss')

  // Last: a build that failed before this point leaves the previous state, so the next one redoes its work.
  const state = nextBuildState(previous, plan, listing, context, rendered, sortedHashes, sitemapParts)
  writeAtomically(path.join(options.stateDir, BUILD_STATE_FILE), JSON.stringify(state))
  memory.state = state
  memory.onDisk = new Set(plan.pages.map((page) => page.path).filter((pagePath) => fileOf(pagePath) !== null))
  mark('state')
  const refused = new Set([...plan.render, ...plan.remove].filter((pagePath) => fileOf(pagePath) === null)).size
  return {
    pages: plan.pages.length,
    rendered: requests.length,
    removed: removals.length,
    refused,
    full: plan.full,
    spliced,
    seconds: (Date.now() - started) / 1000,
  }
}

export function describeResult(
  { pages, rendered, removed, refused, full, spliced, seconds }: PrerenderResult,
  outDir: string,
): string {
  const where = path.relative(root, outDir) || '.'
  const done = full
    ? `${rendered} pages rendered (all: ${full})`
    : `${rendered} of ${pages} pages rendered, ${removed} removed${spliced ? `, ${spliced} given the new menu and categories` : ''}`
  const what = refused ? `${done}, ${refused} refused (see above)` : done
  return `prerender: ${what}; sitemaps, rss.xml, robots.txt and _headers written to ${where} in ${seconds.toFixed(1)} s`
}

/**
 * `--resident`: builds at once, then once more for every line read on standard input, keeping what it
 * learnt in memory (BuildMemory), until standard input closes. Each build ends with RESIDENT_DONE or
 * RESIDENT_FAILED and its reason on one line.
 */
async function serveBuilds(options: PrerenderOptions): Promise<void> {
  const memory: BuildMemory = { articleKeys: new Map() }
  const buildOnce = () =>
    prerender(options, memory).then(
      (result) => console.log(`${describeResult(result, options.outDir)}\n${RESIDENT_DONE}`),
      (error: unknown) =>
        console.log(
          `${RESIDENT_FAILED} ${(error instanceof Error ? error.message : String(error)).replace(/\n/g, ' ')}`,
        ),
    )
  await buildOnce()
  // The first publish renders its pages on this thread: have the renderer loaded before it comes.
  await loadRenderer(rendererKey(options.outDir)).catch(() => undefined)
  for await (const line of createInterface({ input: process.stdin })) if (line.trim()) await buildOnce()
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  // React's server renderer and its JSX runtime must both be the production builds.
  process.env.NODE_ENV = 'production'
  const options = readOptions(process.argv.slice(2))
  const run = process.argv.includes('--resident')
    ? serveBuilds(options).then(() => '')
    : prerender(options).then((result) => describeResult(result, options.outDir))
  run
    .then((line) => {
      if (line) console.log(line)
      process.exit(0)
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
