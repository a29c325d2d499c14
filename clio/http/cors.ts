// CORS for the SPA. Only origins on the list get a grant: locally any http page served from this
// machine (Vite on :5173, the e2e build on some port); in production the blog's own origins,
// given in CLIO_ALLOWED_ORIGINS. Requests still need a staff token, CORS only keeps foreign pages
// from reading answers.

export const ALLOWED_METHODS = 'GET, POST, HEAD, OPTIONS'
export const ALLOWED_HEADERS = 'authorization, content-type'
const MAX_AGE_SECONDS = '600'

export type OriginPolicy = (origin: string) => boolean

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

function isLocalHttpOrigin(origin: string): boolean {
  try {
    const url = new URL(origin)
    return url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname) && url.origin === origin
  } catch {
    return false
  }
}

/** The default list (any local http origin) or exactly the configured one. */
export function createOriginPolicy(allowedOrigins: readonly string[] | null): OriginPolicy {
  if (!allowedOrigins) return isLocalHttpOrigin
  const allowed = new Set(allowedOrigins.map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean))
  return (origin) => allowed.has(origin)
}

export function parseAllowedOrigins(value: string | undefined): string[] | null {
  if (!value?.trim()) return null
  return value
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
}

/** Headers every answer carries for this Origin (none but Vary for origins off the list). */
export function corsHeaders(origin: string | undefined, isAllowed: OriginPolicy): Record<string, string> {
  const headers: Record<string, string> = { Vary: 'Origin' }
  if (origin && isAllowed(origin)) {
    headers['Access-Control-Allow-Origin'] = origin
    // The diagnostics panel reads the grant from JavaScript, which sees only exposed headers.
    headers['Access-Control-Expose-Headers'] =
      'Access-Control-Allow-Origin, Access-Control-Allow-Methods, Access-Control-Allow-Headers'
  }
  return headers
}

/** Methods, headers and max-age are not secret; the allow-origin grant is what a browser checks. */
export function preflightHeaders(origin: string | undefined, isAllowed: OriginPolicy): Record<string, string> {
  return {
    ...corsHeaders(origin, isAllowed),
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': MAX_AGE_SECONDS,
  }
}
