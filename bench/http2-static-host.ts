// A static host speaking HTTP/2 over TLS, as Netlify and Cloudflare Pages serve the site in production
// (docs/deployment.md), for `npm run bench:admin`. `vite preview` speaks HTTP/1.1 only, where the
// browser opens six connections per host and queues the rest: a page of 80 scripts then costs about a
// dozen round trips however small the files are. Over HTTP/2 every request shares one connection.
//
// It serves what `vite preview` serves with this project's plugins (vite.config.ts): a file as it is,
// a prerendered page for its clean URL (blog/post/x.html for /blog/post/x), spa.html for any other page,
// the headers `_headers` declares for every path, and gzip when the browser accepts it (compressed once,
// as a host's cache would hold it). The certificate is self-signed, made with openssl for the run;
// Chromium is told to trust its key (`chromiumArgs`).
import { execFileSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import http2 from 'node:http2'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { parseHeadersFile } from '../build/prerender/content-security-policy.ts'
import { asksForPage } from '../build/vite/spa-shell-fallback.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.xml', '.svg', '.txt', '.webmanifest'])

/** A key and a certificate for 127.0.0.1, and the base64 SHA-256 of its public key (what Chromium's `--ignore-certificate-errors-spki-list` takes). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer; spki: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-tls-'))
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    )
    const cert = readFileSync(path.join(dir, 'cert.pem'))
    const spki = createHash('sha256')
      .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64')
    return { key: readFileSync(path.join(dir, 'key.pem')), cert, spki }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The file under `outDir` that answers `pathname`, with the rules of `vite preview` and this project's plugins. */
export function fileFor(outDir: string, pathname: string, asksForAPage: boolean): string | null {
  const clean = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  const direct = path.join(outDir, clean)
  if (!direct.startsWith(outDir)) return null
  if (existsSync(direct) && statSync(direct).isFile()) return direct
  if (clean === '/' || clean === '') return path.join(outDir, 'index.html')
  const page = `${direct.replace(/[/\\]$/, '')}.html`
  if (existsSync(page)) return page
  if (asksForAPage && existsSync(path.join(outDir, 'spa.html'))) return path.join(outDir, 'spa.html')
  return null
}

export interface Http2StaticHost {
  url: string
  /** Chromium arguments that make it trust this host's certificate (a trusted one: no certificate-error state). */
  chromiumArgs: string[]
  close: () => Promise<void>
}

export async function startHttp2StaticHost(outDir: string, port: number): Promise<Http2StaticHost> {
  const root = path.resolve(outDir)
  const gzipped = new Map<string, Buffer>()
  const { key, cert, spki } = selfSignedCertificate()
  const server = http2.createSecureServer({ key, cert, allowHTTP1: false })
  server.on('stream', (stream, headers) => {
    const url = new URL(String(headers[':path'] ?? '/'), 'https://host')
    const method = String(headers[':method'])
    const file = fileFor(root, url.pathname, asksForPage(method, String(headers.accept ?? ''), url.pathname))
    const headersFile = path.join(root, '_headers')
    const common = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : {}
    if (!file) {
      stream.respond({ ':status': 404, 'content-type': 'text/plain; charset=utf-8', ...common })
      stream.end('Not found')
      return
    }
    const extension = path.extname(file)
    const type = TYPES[extension] ?? 'application/octet-stream'
    let body: Buffer = readFileSync(file)
    const responseHeaders: http2.OutgoingHttpHeaders = {
      ':status': 200,
      'content-type': type,
      'cache-control': 'no-cache',
      ...common,
    }
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(headers['accept-encoding'] ?? ''))) {
      let compressed = gzipped.get(file)
      if (!compressed) gzipped.set(file, (compressed = gzipSync(body)))
      body = compressed
      responseHeaders['content-encoding'] = 'gzip'
    }
    responseHeaders['content-length'] = body.length
    stream.respond(responseHeaders)
    stream.end(method === 'HEAD' ? undefined : body)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    url: `https://127.0.0.1:${port}`,
    chromiumArgs: [`--ignore-certificate-errors-spki-list=${spki}`],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
