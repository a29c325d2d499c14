import { oneLine } from './escape-html.ts'

/**
 * A message that can never be rendered (unknown template, a payload without what the template
 * needs): the mailer reports it as a permanent failure instead of retrying it six times.
 */
export class TemplateError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'TemplateError'
  }
}

/** What every template returns: the subject and the same content as HTML and as plain text. */
export interface RenderedEmail {
  subject: string
  html: string
  text: string
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
}

/** What a template knows besides its payload (from the mailer's SITE_URL and SITE_NAME). */
export interface TemplateContext {
  siteUrl: string
  siteName: string
  /** The mailer's one-click unsubscribe endpoint (RFC 8058), or null when it has none. */
  oneClickUnsubscribeUrl?: string | null
}

/**
 * An optional text field of a queued payload, on one line: null when absent, null or blank; a
 * TemplateError naming the template when it is anything but a string.
 */
export function optionalLine(template: string, payload: Record<string, unknown>, key: string): string | null {
  const value = payload[key]
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') throw new TemplateError(`${template}: "${key}" must be a string or null`)
  return oneLine(value) || null
}
