// Cookie-free audience counting (docs/decisions/062-audience-without-cookies.md): a landing and a site
// search are sent as anonymous events, without cookie, storage or identifier, and never when the reader
// asks not to be tracked. Kept tiny: it is on every public page (≤ 1 KB gzip, `npm run bench:bundle`).
import { publicDb } from '@/lib/public-db'

/** False when the browser says "Do Not Track" or "Global Privacy Control": then nothing is counted. */
export function countingAllowed(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean }
  return browser.doNotTrack !== '1' && browser.globalPrivacyControl !== true
}

/** Runs `fn` once the browser is idle (at the latest after 3 s), so counting never delays the page. */
export function afterIdle(fn: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fn, { timeout: 3000 })
  else setTimeout(fn, 1000)
}

// A reader never sees a counting error: a failed count is only lost.
const ignore = (error: unknown) => {
  if (error) console.debug('audience: not counted', error)
}

/**
 * Sends one count once the browser is idle, unless the reader asks not to be counted, and resolves
 * its answer's data, or null when nothing was sent or the count failed (never an error).
 */
export function sendCount<Data>(call: () => PromiseLike<{ data: Data | null; error: unknown }>): Promise<Data | null> {
  if (!countingAllowed()) return Promise.resolve(null)
  return new Promise((resolve) =>
    afterIdle(() => {
      try {
        call().then(
          ({ data, error }) => {
            ignore(error)
            resolve(error ? null : data)
          },
          (error: unknown) => {
            ignore(error)
            resolve(null)
          },
        )
      } catch (error) {
        ignore(error)
        resolve(null)
      }
    }),
  )
}

let landed = false

/**
 * Counts this document's landing once (a hard page load; client-side navigations are not landings):
 * its path, the other site it came from (host name only, never the referrer's full address) and its
 * UTM source, medium and campaign.
 */
export function recordLanding(): void {
  if (landed) return
  landed = true
  let referrerHost: string | undefined
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : ''
    if (host && host !== location.hostname) referrerHost = host
  } catch {
    // Not a URL: no referrer.
  }
  const utm = new URLSearchParams(location.search)
  const param = (name: string) => utm.get(`utm_${name}`) || undefined
  void sendCount(() =>
    publicDb.rpc('record_visit', {
      p_path: location.pathname,
      p_referrer_host: referrerHost,
      p_utm_source: param('source'),
      p_utm_medium: param('medium'),
      p_utm_campaign: param('campaign'),
    }),
  )
}

// An e-mail address or a number of 6+ digits (CPF, phone) identifies a person: such a term is not sent.
const isPersonal = (term: string) => term.includes('@') || term.replace(/\D/g, '').length >= 6

/** Counts one site search as the reader saw it: its term and how many posts it found. */
export function recordSearch(term: string, results: number): void {
  if (isPersonal(term)) return
  void sendCount(() => publicDb.rpc('record_search', { p_term: term, p_results: results }))
}
