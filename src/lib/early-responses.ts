// On /admin pages the SPA shell sends a screen's first reads itself, before any script has arrived
// (build/vite/early-data-script.ts, docs/decisions/033-admin-data-before-scripts.md), and leaves their
// responses under EARLY_REQUESTS_GLOBAL, each under its request's key (earlyRequestKey). The Supabase
// client's fetch hands such a response to the first request with the very same key (method, URL, body
// and every header but X-Client-Info), once; anything else goes to the network. So a shell whose
// requests have drifted from the app's costs a duplicate read, never a wrong answer.

/** Where the shell's inline script leaves its responses. */
export const EARLY_REQUESTS_GLOBAL = '__earlyRequests'

type EarlyResponses = Record<string, Promise<Response> | undefined>
const scope = globalThis as { [EARLY_REQUESTS_GLOBAL]?: EarlyResponses }

/** A request's key: the shell computes the same from what it sends (its headers in lower case, sorted by name, as `Headers` lists them). */
function earlyRequestKey(method: string, url: string, body: unknown, headers: [string, string][]): string {
  return JSON.stringify([method, url, body ?? null, headers])
}

/** `fetch`, except that a request the shell has already sent gets the shell's response. */
export const fetchWithEarlyResponses: typeof fetch = (input, init) => {
  const early = scope[EARLY_REQUESTS_GLOBAL]
  // A request its caller may abort is left to the network.
  if (early && !init?.signal) {
    const headers = new Headers(init?.headers)
    headers.delete('x-client-info')
    const key = earlyRequestKey(init?.method ?? 'GET', String(input), init?.body, [...headers])
    const response = early[key]
    delete early[key]
    if (response) return response
  }
  return fetch(input, init)
}

/**
 * Drops the responses no request has taken. Called once the route loaders' reads have been answered
 * (src/main.tsx): a later read must see the data as it is then, not as it was at page load.
 */
export function discardEarlyResponses(): void {
  delete scope[EARLY_REQUESTS_GLOBAL]
}
