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
let recentlySanitised = new WeakMap<ImageAttributes | typeof PLAIN, Map<string, string>>()
const PLAIN = sanitizeHtml

/**
 * Attributes an <img> of the body gets from its src once sanitised (a srcset of widths the site
 * itself builds); null leaves the image as it is.
 */
export type ImageAttributes = (src: string) => Record<string, string> | null

/**
 * Outside a browser (the build-time renderer, the RSS feed) DOMPurify has no DOM and would return its
 * input untouched; those callers hand it a window (jsdom) first.
 */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window)
  recentlySanitised = new WeakMap()
}

/**
 * Post HTML comes from the database and is written by staff (and the AI assistant): it is never
 * trusted. Scripts, event handlers, javascript: URLs and embedded frames are removed.
 */
export function sanitizeHtml(html: string | null | undefined, imageAttributes?: ImageAttributes): string {
  if (!html) return ''
  // Never pass unsanitised HTML through: without a DOM, DOMPurify would return it unchanged.
  if (!purifier.isSupported) throw new Error('sanitizeHtml: no DOM to sanitise with (call setSanitizerWindow first)')
  const recent = recentlySanitised.get(imageAttributes ?? PLAIN) ?? new Map<string, string>()
  recentlySanitised.set(imageAttributes ?? PLAIN, recent)
  const known = recent.get(html)
  if (known !== undefined) return known
  const safe = imageAttributes ? sanitizeWithImages(html, imageAttributes) : purifier.sanitize(html, SANITIZE_CONFIG)
  recent.set(html, safe)
  if (recent.size > RECENT_SANITISED) recent.delete(recent.keys().next().value as string)
  return safe
}

/** Sanitises, then sets each image's extra attributes (after DOMPurify checked the ones the HTML had). */
function sanitizeWithImages(html: string, imageAttributes: ImageAttributes): string {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'IMG') return
    const attributes = imageAttributes(node.getAttribute('src') ?? '')
    for (const [name, value] of Object.entries(attributes ?? {})) node.setAttribute(name, value)
  })
  try {
    return purifier.sanitize(html, SANITIZE_CONFIG)
  } finally {
    purifier.removeHook('afterSanitizeAttributes')
  }
}
