// The reads an /admin screen needs first, sent by the SPA shell's inline script as soon as the page
// arrives, while its scripts are still downloading (docs/decisions/033-admin-data-before-scripts.md).
// Before, they left only once the entry, the router and the route loaders had arrived and run: one
// more round trip after the scripts, on every back-office page. The app's Supabase client then takes
// each response for its own identical request (src/lib/early-responses.ts).
//
// The requests are not written here: src/app/routes/admin/early-requests.json holds what the route
// loaders send, screen by screen (src/config/admin-screens.ts), captured from them by
// tests/unit/app/early-requests.test.ts.

/** One captured request; its path is below the Supabase URL, its parameters decoded, in order. */
export interface EarlyRequestTemplate {
  method: string
  path: string
  params: [string, string][]
  /** Lower-case names; without apikey, Authorization and X-Client-Info. */
  headers: Record<string, string>
  body: string | null
}

/** What the captured requests hold in place of the signed-in person's id and the route's `:id`. */
export const EARLY_DATA_PLACEHOLDERS = { userId: '{uid}', routeId: '{id}' } as const

/**
 * auth-js refreshes a session with less than this left (its EXPIRY_MARGIN_MS, 90 s) before it sends
 * anything, so the app's requests would carry a new token; the shell leaves such a session alone. Ten
 * seconds more cover the time until the app starts.
 */
export const EARLY_SESSION_MARGIN_MS = 100_000

/** supabase-js's default storage key for a project URL (sb-<first label of the host>-auth-token). */
export function sessionStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`
}

/**
 * The shell script's part that sends the first reads of `screen` — in the script, the address's entry
 * of the shell's screens or undefined, with `segments`, the pathname's segments (build/vite/
 * admin-module-preload.ts) — when the stored session is signed in and not about to expire, with its
 * token, and leaves their responses in `window.__earlyRequests`, each under its request's key
 * (lib/early-responses.ts). It never throws: without storage or a session the app reads as before.
 */
export function earlyReadsScript(supabaseUrl: string, anonKey: string): string {
  const base = supabaseUrl.replace(/\/+$/, '')
  return `try {
const session = JSON.parse(localStorage.getItem(${JSON.stringify(sessionStorageKey(supabaseUrl))}) || 'null')
const token = session && session.access_token
const userId = session && session.user && session.user.id
if (screen && token && userId && session.expires_at * 1000 - Date.now() > ${EARLY_SESSION_MARGIN_MS} && (!screen.readsSearch || location.search === '')) {
  const routeId = decodeURIComponent(segments[screen.path.split('/').indexOf(':id')] || '')
  const fill = (value) => value.split(${JSON.stringify(EARLY_DATA_PLACEHOLDERS.userId)}).join(userId).split(${JSON.stringify(EARLY_DATA_PLACEHOLDERS.routeId)}).join(routeId)
  window.__earlyRequests = {}
  for (const template of screen.requests) {
    const url = new URL(${JSON.stringify(base)} + template.path)
    for (const [name, value] of template.params) url.searchParams.append(name, fill(value))
    const headers = Object.assign({}, template.headers, { apikey: ${JSON.stringify(anonKey)}, authorization: 'Bearer ' + token })
    const response = fetch(String(url), { method: template.method, headers, body: template.body === null ? undefined : template.body })
    response.catch(() => {})
    // lib/early-responses.ts's earlyRequestKey
    const sorted = Object.entries(headers).sort(([a], [b]) => (a < b ? -1 : 1))
    window.__earlyRequests[JSON.stringify([template.method, String(url), template.body, sorted])] = response
  }
}
} catch {}`
}
