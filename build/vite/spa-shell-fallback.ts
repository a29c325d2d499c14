import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { parseHeadersFile } from '../prerender/content-security-policy.ts'

// The static host's rules (docs/deployment.md), shared by `vite preview` (previewAsStaticHost, in
// vite.config.ts) and the benchmark's HTTP/2 host (bench/http2-static-host.ts): a browser asking for
// a page that was not prerendered gets spa.html, and every answer carries the headers `_headers` names.

/** A browser asking for a page: GET or HEAD, HTML accepted, a path without a file extension. */
export function asksForPage(method: string, accept: string, pathname: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    (accept === '' || /text\/html|\*\/\*/.test(accept)) &&
    path.extname(pathname) === ''
  )
}

/** Whether `pathname` has a prerendered page in `outDir` (blog/post/x.html for /blog/post/x; the home page always). */
export function isPrerendered(outDir: string, pathname: string): boolean {
  return pathname === '/' || existsSync(path.join(outDir, `${pathname.replace(/\/$/, '')}.html`))
}

/**
 * `vite preview` as the static host is configured in production: a prerendered page for its clean URL
 * (Vite's own rule), the untouched SPA shell (spa.html, written by build/prerender.ts) for every other
 * page instead of the prerendered home page, and the security headers the build wrote to `_headers`
 * (Content-Security-Policy, nosniff, X-Frame-Options, Referrer-Policy) on every answer, as Netlify or
 * Cloudflare Pages would.
 */
export function previewAsStaticHost(): Plugin {
  return {
    name: 'preview-as-static-host',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir)
      const headersFile = path.join(outDir, '_headers')
      server.middlewares.use((req, res, next) => {
        // Read on every request: a rebuild into the same folder (the e2e tests' /rebuild) may change it.
        if (existsSync(headersFile))
          for (const [name, value] of Object.entries(parseHeadersFile(readFileSync(headersFile, 'utf8'))))
            res.setHeader(name, value)
        const pathname = decodeURIComponent((req.url ?? '/').split('?')[0])
        if (
          asksForPage(req.method ?? '', req.headers.accept ?? '', pathname) &&
          !isPrerendered(outDir, pathname) &&
          existsSync(path.join(outDir, 'spa.html'))
        )
          req.url = '/spa.html'
        next()
      })
    },
  }
}
