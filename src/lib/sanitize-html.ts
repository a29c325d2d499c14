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
let recentlySanitised = new WeakMap<object, Map<string, string>>()
const PLAIN = sanitizeHtml

/**
 * Attributes an <img> of the body gets from its src once sanitised (a srcset of widths the site
 * itself builds); null leaves the image as it is.
 */
export type ImageAttributes = (src: string) => Record<string, string> | null

/** A piece of an image's caption: text, or a link (http(s) only; others become their text). */
export type CaptionPart = string | { text: string; href: string }

/**
 * What the page writes under a body image (caption, credit), found by its src; null or [] for nothing.
 * The image then stands in a <figure> with that <figcaption>, built as DOM text, never parsed as HTML.
 */
export type ImageCaption = (src: string) => CaptionPart[] | null

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
export function sanitizeHtml(
  html: string | null | undefined,
  imageAttributes?: ImageAttributes,
  imageCaption?: ImageCaption,
): string {
  if (!html) return ''
  // Never pass unsanitised HTML through: without a DOM, DOMPurify would return it unchanged.
  if (!purifier.isSupported) throw new Error('sanitizeHtml: no DOM to sanitise with (call setSanitizerWindow first)')
  const cacheKey = imageCaption ?? imageAttributes ?? PLAIN
  const recent = recentlySanitised.get(cacheKey) ?? new Map<string, string>()
  recentlySanitised.set(cacheKey, recent)
  const known = recent.get(html)
  if (known !== undefined) return known
  const safe = imageAttributes
    ? sanitizeWithImages(html, imageAttributes, imageCaption)
    : purifier.sanitize(html, SANITIZE_CONFIG)
  recent.set(html, safe)
  if (recent.size > RECENT_SANITISED) recent.delete(recent.keys().next().value as string)
  return safe
}

/**
 * Sanitises like sanitizeHtml, then hands the sanitised <body> (a DOM in the purifier's own window) to `edit`
 * before serialising it: for what the page adds after DOMPurify, such as the headings' anchors. Not cached.
 */
export function sanitizeAndEdit<T>(
  html: string,
  imageAttributes: ImageAttributes,
  imageCaption: ImageCaption | undefined,
  edit: (body: HTMLElement) => T,
): { html: string; edited: T } {
  const safe = sanitizeHtml(html, imageAttributes, imageCaption)
  const sanitised = purifier.sanitize(safe, { ...SANITIZE_CONFIG, RETURN_DOM: true }) as unknown as HTMLElement
  // Edited in a new empty document, dropped afterwards: in jsdom, the document DOMPurify parsed into stayed alive
  // once an id was set in it, so every article's body did at build time (0.2 MB an article: a render thread
  // ran out of memory at 10,000 posts). tests/unit/lib/sanitize-html-server.test.ts measures it.
  const body = sanitised.ownerDocument.implementation.createHTMLDocument('').adoptNode(sanitised)
  const edited = edit(body)
  return { html: body.innerHTML, edited }
}

/** Sanitises, then sets each image's extra attributes (after DOMPurify checked the ones the HTML had) and caption. */
function sanitizeWithImages(html: string, imageAttributes: ImageAttributes, imageCaption?: ImageCaption): string {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'IMG') return
    const attributes = imageAttributes(node.getAttribute('src') ?? '')
    for (const [name, value] of Object.entries(attributes ?? {})) node.setAttribute(name, value)
  })
  try {
    if (!imageCaption) return purifier.sanitize(html, SANITIZE_CONFIG)
    // RETURN_DOM: the sanitised <body>, in the purifier's own window (the browser's, or jsdom's at build time).
    const body = purifier.sanitize(html, { ...SANITIZE_CONFIG, RETURN_DOM: true }) as unknown as HTMLElement
    // No selectors on the build's jsdom documents (addHeadingAnchors says why).
    for (const image of Array.from(body.getElementsByTagName('img'))) {
      addCaption(image, imageCaption(image.getAttribute('src') ?? ''))
    }
    return body.innerHTML
  } finally {
    purifier.removeHook('afterSanitizeAttributes')
  }
}

const INLINE_PARENTS = new Set([
  'A',
  'SPAN',
  'STRONG',
  'EM',
  'B',
  'I',
  'U',
  'S',
  'CODE',
  'SUB',
  'SUP',
  'SMALL',
  'MARK',
  'LABEL',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
])

/**
 * Puts the image in a <figure> with a <figcaption> of these parts (text nodes and http(s) links). An image
 * alone in a paragraph takes the paragraph's place; one inside a figure gets the caption added to it.
 */
function addCaption(image: Element, parts: CaptionPart[] | null) {
  if (!parts?.length) return
  const document = image.ownerDocument
  const caption = document.createElement('figcaption')
  for (const part of parts) {
    if (typeof part === 'string') caption.append(document.createTextNode(part))
    else if (!/^https?:\/\//i.test(part.href)) caption.append(document.createTextNode(part.text))
    else {
      const link = document.createElement('a')
      link.setAttribute('href', part.href)
      link.setAttribute('target', '_blank')
      link.setAttribute('rel', 'noopener noreferrer')
      link.textContent = part.text
      caption.append(link)
    }
  }
  let figure = image.parentElement
  while (figure && figure.nodeName !== 'FIGURE') figure = figure.parentElement
  if (figure) {
    figure.append(caption)
    return
  }
  const parent = image.parentElement
  const alone = parent?.nodeName === 'P' && parent.childNodes.length === 1
  // Inside a paragraph among text, or a link or other inline element: no block may go there.
  if (!alone && parent && (parent.nodeName === 'P' || INLINE_PARENTS.has(parent.nodeName))) return
  const wrapper = document.createElement('figure')
  ;(alone ? parent : image).replaceWith(wrapper)
  wrapper.append(image, caption)
}
