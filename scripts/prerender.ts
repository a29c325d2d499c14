// `npm run build`, second half: writes real HTML for every public page, plus sitemap.xml, rss.xml and
// robots.txt, into the client build. Reads the database VITE_SUPABASE_URL points at; when that is the
// default local stack and nothing answers there, starts it in-process on the developer's data.
//
//   tsx scripts/prerender.ts [--out-dir dist]
//
// Pages: /, /blog, /destaques, each active category, each author or reviewer of a published post and each
// published article (the first page of each list, as /blog's). Any other URL is
// served the untouched SPA shell (spa.html): the host must rewrite unknown paths to it (docs/deployment.md).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { LOCAL_ANON_KEY, LOCAL_PORTS } from '../local/keys.ts'
import { localDataDir } from '../local/local-data-dir.ts'
import { persistedStackEngine } from '../local/start.ts'
import { startLocalStack, type LocalStack } from '../local/supabase/server.ts'
import { robotsTxt, rssXml, sitemapXml, type FeedAuthor, type FeedCategory, type FeedPost, type SiteInfo } from './prerender/feeds.ts'
import { headersFile, inlineScriptHashes, withContentSecurityPolicy, type PolicySources } from './prerender/content-security-policy.ts'
import { entryImports, fillTemplate } from './prerender/template.ts'

const root = path.resolve(import.meta.dirname, '..')
const DEFAULT_API_URL = `http://127.0.0.1:${LOCAL_PORTS.api}`
const DEFAULT_SITE_URL = 'http://127.0.0.1:4173' // `npm run preview`
const DEFAULT_CLIO_URL = `http://127.0.0.1:${LOCAL_PORTS.clio}`
/** Clio's "Buscar no Pexels" covers are downloaded from here before they are uploaded to Storage. */
const DEFAULT_IMAGE_HOSTS = 'https://images.pexels.com'
/** Security headers for hosts that read this file (Netlify, Cloudflare Pages, `vite preview`). */
export const HEADERS_FILE = '_headers'
export const SPA_SHELL = 'spa.html'
/** The list of pages the last run wrote, so the next run into the same folder can remove stale ones. */
const PAGES_MANIFEST = 'prerendered-pages.json'

type EntryServer = typeof import('../src/entry-server.tsx')

interface Options {
  outDir: string
  apiUrl: string
  anonKey: string
  site: SiteInfo
  policy: PolicySources
}

function readOptions(argv: string[]): Options {
  const outIndex = argv.indexOf('--out-dir')
  const outDir = path.resolve(root, outIndex >= 0 ? argv[outIndex + 1] : 'dist')
  const value = (name: string, fallback: string) => process.env[name]?.trim() || fallback
  const apiUrl = value('VITE_SUPABASE_URL', DEFAULT_API_URL).replace(/\/$/, '')
  return {
    outDir,
    apiUrl,
    anonKey: value('VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY),
    site: {
      url: value('VITE_SITE_URL', DEFAULT_SITE_URL).replace(/\/$/, ''),
      name: value('VITE_SITE_NAME', 'Cannabis Medicinal'),
      description: 'Informação científica, tratamentos, legislação e notícias sobre cannabis medicinal.',
    },
    policy: {
      supabaseUrl: apiUrl,
      clioUrl: value('VITE_CLIO_API_URL', DEFAULT_CLIO_URL),
      imageHosts: value('CSP_IMAGE_HOSTS', DEFAULT_IMAGE_HOSTS).split(/[\s,]+/).filter(Boolean),
    },
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/rest/v1/`, { signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

/** The default local stack, started here if `npm run dev` is not already running it. */
async function ensureDatabase(apiUrl: string): Promise<LocalStack | null> {
  if (apiUrl !== DEFAULT_API_URL || (await answers(apiUrl))) return null
  console.log(`prerender: starting the local stack on ${apiUrl} (data: ${localDataDir()})`)
  // The same database `npm run dev` would open (local/start.ts), so the pages show the developer's data.
  return startLocalStack({ port: LOCAL_PORTS.api, dataDir: localDataDir(), database: persistedStackEngine() })
}

async function rest<T>(options: Options, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${options.apiUrl}/rest/v1/${pathAndQuery}`, {
    headers: { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` },
  })
  if (!response.ok) throw new Error(`prerender: GET ${pathAndQuery} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** What a visitor can see, read with the anon key: row-level security decides, as in the browser. */
async function loadContent(options: Options): Promise<Content> {
  type ProfileRef = { slug: string; updated_at: string }
  type PostRow = Omit<FeedPost, 'author_name' | 'author_slug'> & {
    author: (ProfileRef & { full_name: string | null }) | null
    review: { reviewer: ProfileRef | null } | null
  }
  const rows = await rest<PostRow[]>(
    options,
    'posts?select=slug,title,excerpt,content,published_at,updated_at,image,tags,category:categories(name,slug),author:profiles(full_name,slug,updated_at),review:post_reviews!posts_review_id_fkey(reviewer:profiles!post_reviews_reviewer_id_fkey(slug,updated_at))&order=published_at.desc',
  )
  const posts = rows.map(({ author, review: _review, ...post }) => ({ ...post, tags: post.tags ?? [], author_name: author?.full_name ?? null, author_slug: author?.slug ?? null }))
  const categories = await rest<FeedCategory[]>(options, 'categories?select=slug,name,updated_at&is_active=eq.true&order=name')
  // Authors and technical reviewers of the posts visitors can read, each once (articles link both); a
  // profile with neither gets no page.
  const authors = new Map<string, FeedAuthor>()
  for (const { author, review } of rows) {
    for (const person of [author, review?.reviewer]) {
      if (person && !authors.has(person.slug)) authors.set(person.slug, { slug: person.slug, updated_at: person.updated_at })
    }
  }
  return { posts, categories, authors: [...authors.values()] }
}

/** Vite's SSR build of src/entry-server.tsx into a temporary folder, then imported. */
async function loadRenderer(): Promise<{ entry: EntryServer; cleanUp: () => void }> {
  // Inside the project, so the bundle's bare imports (react, @tanstack/…) resolve from node_modules.
  const ssrDir = path.join(root, 'node_modules', '.cache', `prerender-ssr-${process.pid}`)
  await build({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
  })
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as EntryServer
  return { entry, cleanUp: () => rmSync(ssrDir, { recursive: true, force: true }) }
}

interface Content {
  posts: FeedPost[]
  categories: FeedCategory[]
  authors: FeedAuthor[]
}

function pagePaths({ posts, categories, authors }: Content): string[] {
  return [
    '/',
    '/blog',
    '/destaques',
    ...categories.map((category) => `/blog/categoria/${encodeURIComponent(category.slug)}`),
    ...authors.map((author) => `/autor/${encodeURIComponent(author.slug)}`),
    ...posts.map((post) => `/blog/post/${encodeURIComponent(post.slug)}`),
  ]
}

/** `/` → index.html, `/blog/post/x` → blog/post/x.html: what `vite preview` and static hosts serve for a clean URL. */
export function fileFor(outDir: string, pagePath: string): string {
  const segments = decodeURIComponent(pagePath).split('/').filter(Boolean)
  if (segments.length === 0) return path.join(outDir, 'index.html')
  const last = segments.pop() as string
  return path.join(outDir, ...segments, `${last}.html`)
}

export async function prerender(options: Options): Promise<{ pages: number; seconds: number }> {
  const started = Date.now()
  const templatePath = path.join(options.outDir, 'index.html')
  if (!existsSync(templatePath)) throw new Error(`prerender: ${templatePath} not found; run vite build first`)
  // The untouched SPA shell stays available for every URL the build did not render.
  const shellPath = path.join(options.outDir, SPA_SHELL)
  if (!existsSync(shellPath)) copyFileSync(templatePath, shellPath)
  const template = readFileSync(shellPath, 'utf8')
  const manifestFile = path.join(options.outDir, '.vite', 'manifest.json')
  const entrySteps = existsSync(manifestFile) ? entryImports(JSON.parse(readFileSync(manifestFile, 'utf8'))) : []

  const stack = await ensureDatabase(options.apiUrl)
  const { entry, cleanUp } = await loadRenderer()
  try {
    const content = await loadContent(options)
    const { posts } = content
    const paths = pagePaths(content)
    // A rebuild into the same folder drops the pages of posts and categories that are gone.
    const manifestPath = path.join(options.outDir, PAGES_MANIFEST)
    if (existsSync(manifestPath)) {
      for (const file of JSON.parse(readFileSync(manifestPath, 'utf8')) as string[]) rmSync(path.join(options.outDir, file), { force: true })
    }
    const written: string[] = []
    const scriptHashes = new Set<string>()
    const writePage = (file: string, html: string) => {
      const page = withContentSecurityPolicy(html, options.policy)
      for (const hash of inlineScriptHashes(page)) scriptHashes.add(hash)
      writeFileSync(file, page)
    }
    for (const pagePath of paths) {
      const page = await entry.renderPage(options.site.url + pagePath)
      const file = fileFor(options.outDir, pagePath)
      mkdirSync(path.dirname(file), { recursive: true })
      writePage(file, fillTemplate(template, { path: pagePath, ...page, stateId: entry.PRERENDER_STATE_ID, pathAttribute: entry.PRERENDERED_PATH_ATTRIBUTE, headAttribute: entry.PRERENDERED_HEAD_ATTRIBUTE, entrySteps }))
      written.push(path.relative(options.outDir, file))
    }
    writePage(shellPath, template)
    writeFileSync(path.join(options.outDir, HEADERS_FILE), headersFile(options.policy, [...scriptHashes].sort()))
    writeFileSync(manifestPath, JSON.stringify(written.filter((file) => file !== 'index.html'), null, 2))
    writeFileSync(path.join(options.outDir, 'sitemap.xml'), sitemapXml(options.site, content))
    writeFileSync(path.join(options.outDir, 'rss.xml'), rssXml(options.site, posts))
    writeFileSync(path.join(options.outDir, 'robots.txt'), robotsTxt(options.site))
    return { pages: paths.length, seconds: (Date.now() - started) / 1000 }
  } finally {
    cleanUp()
    await stack?.close()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  // React's server renderer and its JSX runtime must both be the production builds.
  process.env.NODE_ENV = 'production'
  const options = readOptions(process.argv.slice(2))
  prerender(options)
    .then(({ pages, seconds }) => {
      console.log(`prerender: ${pages} pages, sitemap.xml, rss.xml, robots.txt and _headers written to ${path.relative(root, options.outDir) || '.'} in ${seconds.toFixed(1)} s`)
      process.exit(0)
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
