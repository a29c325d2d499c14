import { createHash } from 'node:crypto'

// The production build's Content-Security-Policy (issue 18). Every HTML file carries it in a <meta>,
// so it holds on any static host; `_headers` repeats it as a response header with the parts a <meta>
// cannot give (frame-ancestors) and the other security headers, for hosts that read that file
// (Netlify, Cloudflare Pages, and `vite preview` here, see vite.config.ts).

export interface PolicySources {
  /** The Supabase project the build talks to (REST, Auth, Storage: data and cover images). */
  supabaseUrl: string
  /** The Clio service (its API, and the images it generates). */
  clioUrl: string
  /** Other hosts images come from, e.g. https://images.pexels.com (Clio's Pexels search). */
  imageHosts: string[]
}

/** The origins staff may point /admin/reconfigure at: any hosted Supabase project. */
const HOSTED_SUPABASE = 'https://*.supabase.co'
/**
 * /admin/fetch-error-test shows what an unreachable server looks like by calling this name, which never
 * resolves (RFC 2606 reserves .invalid). Allowed so the check fails on the network, as it should, and
 * not on the policy.
 */
const UNREACHABLE_TEST_HOST = 'http://servidor-inexistente.invalid'
/**
 * The post editor fills a pasted DOI or PMID from Crossref and NCBI E-utilities, called from the browser
 * (src/lib/references/lookup.ts, docs/decisions/057-reference-metadata-lookup.md).
 */
const REFERENCE_METADATA_APIS = ['https://api.crossref.org', 'https://eutils.ncbi.nlm.nih.gov']

const META = /<meta http-equiv="Content-Security-Policy"[^>]*>\s*/g
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g

const origin = (url: string) => new URL(url).origin

/** Inline scripts the browser runs (not `src=`, not JSON data blocks): the policy lists their hashes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1]
    const runs = !/\bsrc=/.test(attributes) && (type === undefined || type === 'module' || type === 'text/javascript')
    if (runs) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes].sort()
}

export function contentSecurityPolicy(sources: PolicySources, scriptHashes: string[], { header = false } = {}): string {
  const api = origin(sources.supabaseUrl)
  const clio = origin(sources.clioUrl)
  const imageHosts = sources.imageHosts.map(origin)
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    // React and Radix set style attributes (positions of menus and popovers, chart sizes).
    ['style-src', "'self'", "'unsafe-inline'"],
    // blob: and data: are the editor's previews of a chosen cover before it is uploaded.
    ['img-src', "'self'", 'data:', 'blob:', api, clio, ...imageHosts],
    ['font-src', "'self'"],
    // The editor downloads a Clio or Pexels image to upload it as the post's cover.
    [
      'connect-src',
      "'self'",
      api,
      HOSTED_SUPABASE,
      clio,
      ...imageHosts,
      ...REFERENCE_METADATA_APIS,
      UNREACHABLE_TEST_HOST,
    ],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    // Only a response header can forbid framing; a <meta> policy ignores it.
    ...(header ? [['frame-ancestors', "'none'"] as [string, string]] : []),
  ]
  return directives.map((parts) => [...new Set(parts)].join(' ')).join('; ')
}

/**
 * The page with its policy right after <meta charset> (before any script or style it governs),
 * replacing one a previous build put there.
 */
export function withContentSecurityPolicy(html: string, sources: PolicySources): string {
  const page = html.replace(META, '')
  const policy = contentSecurityPolicy(sources, inlineScriptHashes(page))
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}" />`
  const charset = /<meta charset="[^"]*"\s*\/?>\s*/i
  if (!charset.test(page))
    throw new Error('prerender: the page has no <meta charset> to put its Content-Security-Policy after')
  return page.replace(charset, (tag) => `${tag}${meta}\n    `)
}

/** `_headers` (Netlify / Cloudflare Pages format): the policy and the other security headers for every path. */
export function headersFile(sources: PolicySources, scriptHashes: string[]): string {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(sources, scriptHashes, { header: true }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  }
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n')}\n`
}

/** Reads `_headers` back: the headers of its `/*` block (what vite.config.ts's preview server sends). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {}
  let inAllPaths = false
  for (const line of text.split('\n')) {
    if (!/^\s/.test(line) && line.trim() !== '') inAllPaths = line.trim() === '/*'
    else if (inAllPaths && line.includes(':')) {
      const at = line.indexOf(':')
      headers[line.slice(0, at).trim()] = line.slice(at + 1).trim()
    }
  }
  return headers
}
