import { POST_HTML_ALLOW_LIST } from '@clio/contract'
import DOMPurify, { type Config, type WindowLike } from 'dompurify'

/** What post HTML may contain (shared with Clio, which cleans the drafts it sends with it). */
export const SANITIZE_CONFIG = POST_HTML_ALLOW_LIST satisfies Config

let purifier = DOMPurify

/**
 * The build renders a page two or three times while its data arrives (src/entry-server.tsx), several
 * pages at once: the last few results spare DOMPurify the same body again. Output depends only on input.
 */
const RECENT_SANITISED = 16
const recentlySanitised = new Map<string, string>()

/**
 * Outside a browser (the build-time renderer, the RSS feed) DOMPurify has no DOM and would return its
 * input untouched; those callers hand it a window (jsdom) first.
 */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window)
  recentlySanitised.clear()
}

/**
 * Post HTML comes from the database and is written by staff (and the AI assistant): it is never
 * trusted. Scripts, event handlers, javascript: URLs and embedded frames are removed.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  // Never pass unsanitised HTML through: without a DOM, DOMPurify would return it unchanged.
  if (!purifier.isSupported) throw new Error('sanitizeHtml: no DOM to sanitise with (call setSanitizerWindow first)')
  const known = recentlySanitised.get(html)
  if (known !== undefined) return known
  const safe = purifier.sanitize(html, SANITIZE_CONFIG)
  recentlySanitised.set(html, safe)
  if (recentlySanitised.size > RECENT_SANITISED)
    recentlySanitised.delete(recentlySanitised.keys().next().value as string)
  return safe
}
