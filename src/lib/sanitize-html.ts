import DOMPurify from 'dompurify'

/**
 * Post HTML comes from the database and is written by staff (and the AI assistant): it is never
 * trusted. Scripts, event handlers, javascript: URLs and embedded frames are removed.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  })
}
