import path from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { envValue, LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../src/lib/env-defaults.ts'
import { earlyDataScript, type EarlyScreen } from './early-data-script.ts'

// The back office is served the plain SPA shell, whose only script is the entry. Left to itself the
// browser finds the entry's imports once the entry has arrived, their imports a round trip later, and
// the back office's own modules (session, frame, route loaders) only when the router asks for them:
// a chain of round trips before the first request for data (docs/performance.md, "The back office").
// This plugin writes a small inline script into index.html that, on /admin URLs only, adds a
// modulepreload link for each of those files at once, so they all download beside the entry, and, on
// the screens staff open most (the dashboard, the post list, the editor), for the screen's own files
// as well, which the router would otherwise ask for only once the entry has run. Only the SPA shell
// (spa.html, which every /admin URL gets) keeps the script: the prerendered public pages leave it out
// (scripts/prerender/template.ts; tests/e2e/admin-chunks.test.ts). The script's hash joins the
// Content-Security-Policy like any inline script's (scripts/prerender/content-security-policy.ts).

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="[^"]+"><\/script>/

export interface AdminModulePreloadOptions {
  /** Pages whose pathname is this or starts with it and a slash. */
  pathPrefix: string
  /** Source files (from the project root) the router loads first on such a page; each with its static imports. */
  modules: string[]
  /** The screens staff open most, by pathname: their modules too, so they need not wait for the router. */
  screens?: { path: RegExp; modules: string[] }[]
  /**
   * The locale and time zone the back office formats with. A page's first Intl call sets up the
   * browser's ICU data (about 40 ms here, more on a slow phone) and its first time zone adds to it; the
   * script makes both calls while the page waits for its scripts, instead of during the screen's first
   * render (decision 032).
   */
  intlWarmUp?: { locale: string; timeZone: string }
  /**
   * The screens whose first reads the script sends itself, before the scripts arrive, to the Supabase
   * project the build's VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY name (scripts/early-data-script.ts).
   */
  earlyReads?: EarlyScreen[]
}

/** Marks the inline script, so the prerendered public pages can leave it out (scripts/prerender/template.ts). */
export const PRELOAD_SCRIPT_ATTRIBUTE = 'data-admin-preload'

/** The chunk files to preload: the entry's static imports, then the chunk holding each module and its static imports. */
export function filesToPreload(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk, moduleIds: string[], already: string[] = []): string[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
  const files: string[] = []
  const visit = (fileName: string) => {
    if (files.includes(fileName) || already.includes(fileName)) return
    files.push(fileName)
    const chunk = bundle[fileName]
    if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported)
  }
  visit(entry.fileName)
  for (const id of moduleIds) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id))
    // A renamed or moved module must fail the build, not quietly preload less.
    if (!chunk) throw new Error(`admin-module-preload: no chunk holds ${id}`)
    visit(chunk.fileName)
  }
  return files.filter((file) => file !== entry.fileName) // the entry's own <script> loads it
}

/**
 * The inline script: modulepreload links for `hrefs` when the page's path is under `pathPrefix`, and
 * for a screen's own `hrefs` when the path matches its `path`; before them, the early reads' script
 * (earlyDataScript's source) when there is one.
 */
export function preloadScript(
  pathPrefix: string,
  hrefs: string[],
  screens: { path: RegExp; hrefs: string[] }[] = [],
  intlWarmUp?: AdminModulePreloadOptions['intlWarmUp'],
  earlyReads?: string,
): string {
  const pattern = `^${pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(\\/|$)`
  const screenLines = screens.map((screen) => `if (${screen.path}.test(location.pathname)) files.push(...${JSON.stringify(screen.hrefs)})`)
  return [
    `if (/${pattern}/.test(location.pathname)) {`,
    // First: the reads wait for nothing, the scripts' links may take a while to add.
    ...(earlyReads ? [earlyReads] : []),
    `const files = ${JSON.stringify(hrefs)}`,
    ...screenLines,
    `for (const href of files) document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))`,
    ...(intlWarmUp
      ? [
          // In a task of its own, once the links are in: the downloads start first.
          `setTimeout(() => { new Intl.NumberFormat(${JSON.stringify(intlWarmUp.locale)}).format(1); new Intl.DateTimeFormat(${JSON.stringify(intlWarmUp.locale)}, { timeZone: ${JSON.stringify(intlWarmUp.timeZone)}, timeZoneName: 'longOffset' }).format(0) })`,
        ]
      : []),
    `}`,
  ].join('\n')
}

export function adminModulePreloadPlugin(options: AdminModulePreloadOptions): Plugin {
  let root = ''
  let base = '/'
  let earlyReads: string | undefined
  return {
    name: 'admin-module-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
      if (options.earlyReads)
        earlyReads = earlyDataScript({
          screens: options.earlyReads,
          supabaseUrl: envValue(config.env.VITE_SUPABASE_URL, LOCAL_SUPABASE_URL),
          anonKey: envValue(config.env.VITE_SUPABASE_ANON_KEY, LOCAL_ANON_KEY),
        })
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return
        const files = filesToPreload(
          bundle,
          chunk,
          options.modules.map((module) => path.resolve(root, module)),
        )
        const screens = (options.screens ?? []).map((screen) => ({
          path: screen.path,
          hrefs: filesToPreload(bundle, chunk, screen.modules.map((module) => path.resolve(root, module)), [chunk.fileName, ...files]).map((file) => base + file),
        }))
        const entry = ENTRY_SCRIPT.exec(html)
        if (!entry) throw new Error('admin-module-preload: index.html has no <script type="module" src="…"> entry')
        // Right after the entry, so the entry is asked for first (over HTTP/1.1 the browser queues
        // what does not fit in its six connections, in order); before the stylesheet, since an inline
        // script after one waits until it has loaded; after <meta charset>, so the Content-Security-Policy
        // the build puts there governs it.
        const script = preloadScript(options.pathPrefix, files.map((file) => base + file), screens, options.intlWarmUp, earlyReads)
        return html.replace(entry[0], `${entry[0]}\n    <script ${PRELOAD_SCRIPT_ATTRIBUTE}>${script}</script>`)
      },
    },
  }
}
