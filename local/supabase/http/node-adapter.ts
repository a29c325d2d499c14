import type { IncomingMessage, ServerResponse } from 'node:http'

/** Bodies above this are refused before buffering (Storage's global limit is 50 MB). */
export const MAX_BODY_BYTES = 50 * 1024 * 1024

export class BodyTooLargeError extends Error {}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError('request body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/** The address of the connection; an IPv4 client of a dual-stack server as plain IPv4. */
export function clientAddress(req: IncomingMessage): string {
  const address = req.socket?.remoteAddress ?? 'unknown'
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
}

/**
 * The path every service sees and every limit counts: each segment percent-decoded and re-encoded in
 * one form, so `/rest/v1/rpc/set%5Fpost%5Flike` and `/rest/v1/rpc/set_post_like` are one route (the
 * services decode segments the same way). A malformed escape stays as sent: no route matches it.
 */
export function canonicalPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return encodeURIComponent(decodeURIComponent(segment))
      } catch {
        return segment
      }
    })
    .join('/')
}

/**
 * Node's request → a fetch Request, so every service is a plain fetch-style handler. As the hosted
 * edge does, the gateway says who connected: `x-real-ip` is the connection's address and
 * `x-forwarded-for` gets it appended, whatever the client wrote; with no Cloudflare in front, a
 * `cf-connecting-ip` the client wrote is dropped (the database trusts it first:
 * supabase/migrations/20250101124200_limits_in_the_database.sql).
 */
export async function toFetchRequest(req: IncomingMessage, baseUrl: string): Promise<Request> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  const address = clientAddress(req)
  headers.delete('cf-connecting-ip')
  headers.set('x-real-ip', address)
  const forwarded = headers.get('x-forwarded-for')
  headers.set('x-forwarded-for', forwarded ? `${forwarded}, ${address}` : address)
  const method = (req.method ?? 'GET').toUpperCase()
  const hasBody = method !== 'GET' && method !== 'HEAD'
  const body = hasBody ? await readBody(req) : undefined
  const url = new URL(req.url ?? '/', baseUrl)
  url.pathname = canonicalPath(url.pathname)
  return new Request(url, {
    method,
    headers,
    body: body && body.length > 0 ? (body as Uint8Array<ArrayBuffer>) : hasBody ? new Uint8Array(0) : undefined,
  })
}

/** A fetch Response (plus e.g. CORS headers) → Node's response (HEAD answers carry headers only). */
export async function sendFetchResponse(
  res: ServerResponse,
  response: Response,
  method: string,
  extraHeaders: Record<string, string> = {},
): Promise<void> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  // Added here rather than on `response.headers`, which may be immutable.
  for (const [name, value] of Object.entries(extraHeaders)) {
    const key = name.toLowerCase()
    const current = headers[key]
    if (key !== 'vary' || !current) headers[key] = value
    else if (!String(current).includes(value)) headers[key] = `${current}, ${value}`
  }
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined
  if (body && !('content-length' in headers)) headers['content-length'] = String(body.length)
  res.writeHead(response.status, response.statusText || undefined, headers)
  res.end(method === 'HEAD' ? undefined : body)
}
