import { scriptSafeJson } from '../../src/lib/script-safe-json.ts'

// Puts a rendered page into the built index.html: its head tags replace the shell's default title and
// description, its markup fills #root, and its data follows as JSON for the browser to hydrate from.

export interface PageForTemplate {
  path: string
  head: string
  body: string
  state: unknown
  /** Names shared with the browser code (src/app/prerendered-page.ts), passed in by the renderer. */
  stateId: string
  pathAttribute: string
  headAttribute: string
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

// The app's entry script, as Vite writes it into the built index.html.
const ENTRY_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/

/**
 * A prerendered page is readable without JavaScript, so the app starts after the page has loaded and
 * painted: its script then competes with neither the first paint nor the largest image (the cover).
 * Links work before that (real `<a href>`, each page prerendered); buttons wake up with the app.
 */
export function deferEntryScript(html: string): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) throw new Error('prerender: index.html has no <script type="module" src="…"> entry')
  const start = `const start = () => requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entry[1])})))
      if (document.readyState === 'complete') start()
      else addEventListener('load', start, { once: true })`
  return html.replace(entry[0], `<script type="module">
      ${start}
    </script>`)
}

export function fillTemplate(template: string, page: PageForTemplate): string {
  let html = deferEntryScript(template)
  if (page.head.includes('<title>')) html = html.replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/, '')
  if (page.head.includes('name="description"')) html = html.replace(/<meta\s+(?:data-prerendered\s+)?name="description"[\s\S]*?\/?>\s*/, '')
  if (!html.includes('</head>') || !html.includes('<div id="root"></div>')) {
    throw new Error('prerender: index.html has no </head> or no empty <div id="root"></div>')
  }
  // Marked, so the browser can drop them when it renders instead of hydrating (src/main.tsx).
  const head = page.head.replace(/<(title|meta|link)\b/g, `<$1 ${page.headAttribute}`)
  html = html.replace('</head>', `${head}\n  </head>`)
  return html.replace(
    '<div id="root"></div>',
    `<div id="root" ${page.pathAttribute}="${escapeAttribute(page.path)}">${page.body}</div>` +
      `<script type="application/json" id="${page.stateId}">${scriptSafeJson(page.state)}</script>`,
  )
}
