// CORS for the SPA, which runs on another origin (Vite on :5173, the e2e build on some port).
// the preflight must allow every header the client sends (we echo them), and the
// response must expose Content-Range (else `count` is null) and X-Supabase-Api-Version (else
// auth `error.code` is undefined in the browser).

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'
const DEFAULT_ALLOWED_HEADERS =
  'authorization, apikey, x-client-info, content-type, accept-profile, content-profile, prefer, ' +
  'x-supabase-api-version, x-upsert, cache-control, x-metadata, x-retry-count, range'
const EXPOSED_HEADERS =
  'Content-Range, X-Supabase-Api-Version, Content-Location, Location, x-total-count, link, ' +
  'Content-Disposition, Content-Encoding, Content-Type, Date, Range-Unit, x-sb-error-code'

/** Local stack only: any page served from this machine may call the API. */
export function isAllowedOrigin(origin: string): boolean {
  try {
    const { protocol, hostname } = new URL(origin)
    if (protocol !== 'http:' && protocol !== 'https:') return false
    return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
  } catch {
    return false
  }
}

/** Headers to add to every response for this request's Origin (none for other origins). */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get('origin')
  if (!origin || !isAllowedOrigin(origin)) return {}
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  }
}

/** The answer to an OPTIONS preflight. */
export function preflightResponse(request: Request): Response {
  const requested = request.headers.get('access-control-request-headers')
  const headers = new Headers(corsHeaders(request))
  if (headers.has('Access-Control-Allow-Origin')) {
    headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS)
    headers.set('Access-Control-Allow-Headers', requested || DEFAULT_ALLOWED_HEADERS)
    headers.set('Access-Control-Max-Age', '86400')
    headers.append('Vary', 'Access-Control-Request-Headers')
  }
  return new Response(null, { status: 204, headers })
}
