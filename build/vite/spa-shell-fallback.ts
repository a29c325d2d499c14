import { existsSync } from 'node:fs'
import path from 'node:path'

// The static host's rule for the SPA shell (docs/deployment.md), shared by `vite preview`
// (vite.config.ts) and the benchmark's HTTP/2 host (bench/http2-static-host.ts): a browser asking for
// a page that was not prerendered gets spa.html.

/** A browser asking for a page: GET or HEAD, HTML accepted, a path without a file extension. */
export function asksForPage(method: string, accept: string, pathname: string): boolean {
  return (method === 'GET' || method === 'HEAD') && (accept === '' || /text\/html|\*\/\*/.test(accept)) && path.extname(pathname) === ''
}

/** Whether `pathname` has a prerendered page in `outDir` (blog/post/x.html for /blog/post/x; the home page always). */
export function isPrerendered(outDir: string, pathname: string): boolean {
  return pathname === '/' || existsSync(path.join(outDir, `${pathname.replace(/\/$/, '')}.html`))
}
