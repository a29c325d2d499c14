import { scriptSafeJson } from '../../src/lib/script-safe-json.ts'
import { PRELOAD_SCRIPT_ATTRIBUTE } from '../vite/admin-module-preload.ts'

// Puts a rendered page into the built index.html: its head tags replace the shell's default title and
// description, its markup fills #root, and its data follows as JSON for the browser to hydrate from.

export interface PageForTemplate {
  path: string
  head: string
  body: string
  state: unknown
  /** The frame's queries (header and footer), in a script of their own (frame-splice.ts). */
  frameState: unknown
  /** Names shared with the browser code (src/app/prerendered-page.ts), passed in by the renderer. */
  stateId: string
  frameId: string
  pathAttribute: string
  headAttribute: string
  /** The entry's chunks, started one at a time before it (`entryImports`). */
  entrySteps?: string[]
  /**
   * The islands entry's files, its chunks first (`islandsImports`), for a page that starts islands
   * instead of the app (src/islands/main.tsx); absent for the others.
   */
  islandFiles?: string[]
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

// The app's entry script, as Vite writes it into the built index.html.
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/
const ADMIN_PRELOAD_SCRIPT = new RegExp(String.raw`\s*<script ${PRELOAD_SCRIPT_ATTRIBUTE}>[\s\S]*?</script>`)

/**
 * A prerendered page is readable without JavaScript, so the app starts after the page has loaded and
 * painted: its script then competes with neither the first paint nor the largest image (the cover).
 * Links work before that (real `<a href>`, each page prerendered); buttons wake up with the app.
 *
 * `steps` are the chunks the entry imports (React, TanStack Query, the router…: `entryImports`), in
 * dependency order. Imported as one graph they evaluate in one long task (~300 ms on a throttled
 * phone, Lighthouse's total blocking time); one at a time, with a task boundary in between, the browser
 * can answer input between them. They are all fetched at once first (modulepreload: fetched and
 * compiled, not run), so staging costs no extra round trips; each preload link is added in a task of
 * its own too (adding all of them in one go took 40–160 ms at a phone's speed).
 */
export function deferEntryScript(
  template: string,
  steps: string[] = [],
  islands?: { files: string[]; pathAttribute: string },
): string {
  // The back office's preloads (build/vite/admin-module-preload.ts) are for the SPA shell only: no /admin
  // address is ever a prerendered page.
  const html = template.replace(ADMIN_PRELOAD_SCRIPT, '')
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) throw new Error('prerender: index.html has no <script type="module" src="…"> entry')
  const app = JSON.stringify([...steps, entry[1]])
  // The islands only on the URL the page was rendered for, without a query string (?preview=1 is content
  // the build did not render): anything else starts the app, as src/main.tsx's own check does.
  const choice = islands
    ? `const islands = ${JSON.stringify(islands.files)}
      const renderedHere = document.getElementById('root')?.getAttribute('${islands.pathAttribute}') === location.pathname
      const files = renderedHere && location.search === '' ? islands : ${app}`
    : `const files = ${app}`
  const loader = `${choice}
      const nextTask = () => new Promise((resolve) => setTimeout(resolve))
      const start = async () => {
        for (const file of files) {
          document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href: file }))
          await nextTask()
        }
        for (const file of files) {
          await nextTask()
          await import(file)
        }
      }
      const afterPaint = () => requestAnimationFrame(() => setTimeout(start))
      if (document.readyState === 'complete') afterPaint()
      else addEventListener('load', afterPaint, { once: true })`
  return html.replace(
    entry[0],
    `<script type="module">
      ${loader}
    </script>`,
  )
}

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
}

/**
 * The manifest keys of `roots` and of every chunk they import, directly or not, each after the chunks
 * it imports itself.
 */
export function importClosure(manifest: Record<string, ManifestChunk>, roots: string[]): string[] {
  const seen = new Set<string>()
  const ordered: string[] = []
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const dependency of manifest[key]?.imports ?? []) visit(dependency)
    ordered.push(key)
  }
  for (const key of roots) visit(key)
  return ordered.filter((key) => manifest[key])
}

/**
 * The chunks `index.html`'s entry imports, from Vite's build manifest, each after the chunks it imports
 * itself (so each step of the loader evaluates only its own code), as public paths.
 */
export function entryImports(manifest: Record<string, ManifestChunk>, base = '/'): string[] {
  return importClosure(manifest, manifest['index.html']?.imports ?? []).map((key) => `${base}${manifest[key].file}`)
}

/** The page's head tags, marked so the browser can drop them when it renders instead of hydrating (src/main.tsx). */
export const markHeadTags = (head: string, attribute: string) =>
  head.replace(/<(title|meta|link)\b/g, `<$1 ${attribute}`)
/** The islands entries' manifest keys (vite.config.ts names them as inputs), by kind of page. */
const ISLAND_ENTRIES = { home: 'src/islands/home.tsx', article: 'src/islands/article.tsx' } as const

export type IslandFiles = Partial<Record<keyof typeof ISLAND_ENTRIES, string[]>>

/**
 * Each islands entry's files, as public paths: the chunks it imports, each after its own imports, then
 * the entry itself. None for an entry the build does not have.
 */
export function islandsImports(manifest: Record<string, ManifestChunk>, base = '/'): IslandFiles {
  const files: IslandFiles = {}
  for (const [kind, key] of Object.entries(ISLAND_ENTRIES) as [keyof IslandFiles, string][]) {
    if (manifest[key]) files[kind] = importClosure(manifest, [key]).map((chunk) => `${base}${manifest[chunk].file}`)
  }
  return files
}

export function fillTemplate(template: string, page: PageForTemplate): string {
  const islands = page.islandFiles?.length ? { files: page.islandFiles, pathAttribute: page.pathAttribute } : undefined
  let html = deferEntryScript(template, page.entrySteps, islands)
  if (page.head.includes('<title>')) html = html.replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/, '')
  if (page.head.includes('name="description"'))
    html = html.replace(/<meta\s+(?:data-prerendered\s+)?name="description"[\s\S]*?\/?>\s*/, '')
  if (!html.includes('</head>') || !html.includes('<div id="root"></div>')) {
    throw new Error('prerender: index.html has no </head> or no empty <div id="root"></div>')
  }
  const head = markHeadTags(page.head, page.headAttribute)
  html = html.replace('</head>', `${head}\n  </head>`)
  return html.replace(
    '<div id="root"></div>',
    `<div id="root" ${page.pathAttribute}="${escapeAttribute(page.path)}">${page.body}</div>` +
      `<script type="application/json" id="${page.frameId}">${scriptSafeJson(page.frameState)}</script>` +
      `<script type="application/json" id="${page.stateId}">${scriptSafeJson(page.state)}</script>`,
  )
}
