import path from 'node:path'
import type { Plugin, Rollup } from 'vite'
import earlyRequests from '../../src/app/routes/admin/early-requests.json' with { type: 'json' }
import { adminScreens, staffFrame, type AdminScreen } from '../../src/config/admin-screens.ts'
import { paths } from '../../src/config/paths.ts'
import { envValue, LOCAL_ANON_KEY, LOCAL_SUPABASE_URL } from '../../src/lib/env-defaults.ts'
import { earlyReadsScript, type EarlyRequestTemplate } from './early-data-script.ts'

// The back office is served the plain SPA shell, whose only script is the entry. Left to itself the
// browser finds the entry's imports once the entry has arrived, their imports a round trip later, and
// the back office's own modules (session, frame, route loaders, the screen) only when the router asks
// for them: six sequential round trips before the content instead of two (docs/admin-loading.md).
// This plugin writes a small inline script into index.html that, on /admin addresses only, first sends
// the screen's first reads (build/vite/early-data-script.ts), then adds a modulepreload link for each of
// those files at once — the staff frame's (src/config/admin-screens.ts, `staffFrame`) on every /admin
// page, and on the screens staff open most (`adminScreens`) the screen's own — so they all download
// beside the entry. Only the SPA shell (spa.html, which every /admin URL gets) keeps the script: the
// prerendered public pages leave it out (build/prerender/template.ts). The script's hash joins the
// Content-Security-Policy like any inline script's (build/prerender/content-security-policy.ts).

const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="[^"]+"><\/script>/

/** Marks the inline script, so the prerendered public pages can leave it out (build/prerender/template.ts). */
export const PRELOAD_SCRIPT_ATTRIBUTE = 'data-admin-preload'

/** A screen as the inline script has it: where it is, the files it preloads, the reads it sends. */
export interface ShellScreen {
  /** The route's path; a `:id` segment matches any one segment. */
  path: string
  /** Its reads depend on the query string: they are sent early only for an address without one. */
  readsSearch: boolean
  files: string[]
  requests: EarlyRequestTemplate[]
}

/** The chunk files to preload: the entry's static imports, then the chunk holding each module and its static imports. */
export function filesToPreload(
  bundle: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
  moduleIds: string[],
  already: string[] = [],
): string[] {
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
 * The inline script. On an address under /admin it finds the address's screen (the first whose path
 * matches, segment by segment), runs `earlyReads` (earlyReadsScript's source, which reads `screen` and
 * `segments`), then adds modulepreload links for `frameFiles` and the screen's own files.
 */
export function shellScript(frameFiles: string[], screens: ShellScreen[], earlyReads = ''): string {
  const prefix = paths.admin.dashboard.path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  return [
    `if (/^${prefix}(\\/|$)/.test(location.pathname)) {`,
    `const segments = location.pathname.replace(/\\/+$/, '').split('/')`,
    `const screen = ${JSON.stringify(screens)}.find((candidate) => {`,
    `  const parts = candidate.path.split('/')`,
    `  return parts.length === segments.length && parts.every((part, i) => part[0] === ':' || part === segments[i])`,
    `})`,
    // First: the reads wait for nothing, the links may take a while to add.
    earlyReads,
    `for (const href of ${JSON.stringify(frameFiles)}.concat(screen ? screen.files : []))`,
    `  document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }))`,
    `}`,
  ].join('\n')
}

/** Each screen's captured first reads (tests/unit/app/early-requests.test.ts writes the file). */
const screenRequests = earlyRequests as unknown as Record<AdminScreen['name'], EarlyRequestTemplate[]>

export function adminModulePreloadPlugin(): Plugin {
  let root = ''
  let base = '/'
  let earlyReads = ''
  return {
    name: 'admin-module-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
      // The build's project and key, with the app's own defaults: the reads reach what the app reaches.
      earlyReads = earlyReadsScript(
        envValue(config.env.VITE_SUPABASE_URL, LOCAL_SUPABASE_URL),
        envValue(config.env.VITE_SUPABASE_ANON_KEY, LOCAL_ANON_KEY),
      )
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return
        const moduleIds = (files: string[]) => files.map((file) => path.resolve(root, file))
        const frame = filesToPreload(bundle, chunk, moduleIds(staffFrame))
        const screens = adminScreens.map((screen) => ({
          path: screen.path,
          readsSearch: screen.readsSearch,
          files: filesToPreload(bundle, chunk, moduleIds([screen.module]), [chunk.fileName, ...frame]).map(
            (file) => base + file,
          ),
          requests: screenRequests[screen.name] ?? [],
        }))
        const entry = ENTRY_SCRIPT.exec(html)
        if (!entry) throw new Error('admin-module-preload: index.html has no <script type="module" src="…"> entry')
        // Right after the entry, so the entry is asked for first (over HTTP/1.1 the browser queues
        // what does not fit in its six connections, in order); before the stylesheet, since an inline
        // script after one waits until it has loaded; after <meta charset>, so the Content-Security-Policy
        // the build puts there governs it.
        const script = shellScript(
          frame.map((file) => base + file),
          screens,
          earlyReads,
        )
        return html.replace(entry[0], `${entry[0]}\n    <script ${PRELOAD_SCRIPT_ATTRIBUTE}>${script}</script>`)
      },
    },
  }
}
