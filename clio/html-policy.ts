// A draft's HTML is cleaned here, before any app stores it, not only when a page renders it: a model
// can be talked into writing markup (prompt injection through a theme), and drafts sit in the queue.
import DOMPurify from 'dompurify'
import { JSDOM } from 'jsdom'
import { POST_HTML_ALLOW_LIST } from './contract.ts'

const purifier = DOMPurify(new JSDOM('').window)

/** Media that loads from elsewhere: a 1×1 image is a tracking pixel. A draft's cover is its own field. */
const REMOTE_MEDIA = ['img', 'picture', 'source', 'video', 'audio', 'track', 'svg', 'math']

/** The only links a draft's body has: its reference markers, pointing at the post's own list. */
const REFERENCE_ANCHOR = /^#ref-\d+$/

/**
 * The app's allow-list, no remote media, and links only to the post's references: any other link (a
 * lure to a look-alike site) keeps its text and loses the link.
 */
export function cleanDraftHtml(html: string): string {
  const fragment = purifier.sanitize(html, {
    ...POST_HTML_ALLOW_LIST,
    FORBID_TAGS: [...POST_HTML_ALLOW_LIST.FORBID_TAGS, ...REMOTE_MEDIA],
    RETURN_DOM_FRAGMENT: true,
  })
  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    if (!REFERENCE_ANCHOR.test(link.getAttribute('href') ?? '')) link.replaceWith(...Array.from(link.childNodes))
  }
  const container = fragment.ownerDocument.createElement('div')
  container.append(fragment)
  return container.innerHTML
}
