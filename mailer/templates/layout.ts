// The HTML frame every e-mail shares. E-mail clients are not browsers: Outlook lays out with Word,
// Gmail drops most of <head>, so the layout is nested tables with inline styles, one column at most
// 560 px wide (readable at 375 px), and a <style> block only for what clients that read it can use
// better (dark mode, narrow screens). Colours keep their contrast when a client inverts them itself.
import { escapeHtml } from './escape-html.ts'

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const BRAND = '#166534'
const BUTTON = '#15803d'

/** The card's heading: plain text, escaped here. */
export function heading(text: string): string {
  return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;">${escapeHtml(text)}</h1>`
}

/** A paragraph of HTML the caller already escaped. */
export function paragraph(html: string, options: { muted?: boolean; small?: boolean } = {}): string {
  const size = options.small ? 'font-size:14px;line-height:1.5;' : ''
  const muted = options.muted ? ' class="email-muted"' : ''
  const colour = options.muted ? 'color:#4b5563;' : ''
  return `<p${muted} style="margin:0 0 16px;${size}${colour}">${html}</p>`
}

/** A "bulletproof" button: a table cell with a background, so Outlook shows it too. */
export function button(href: string, label: string): string {
  const url = escapeHtml(href)
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;border-collapse:separate;">
<tr><td align="center" bgcolor="${BUTTON}" style="border-radius:8px;background-color:${BUTTON};">
<a href="${url}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:bold;line-height:1.25;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(label)}</a>
</td></tr></table>`
}

/** The address itself, for clients that hide the button or readers who copy links. */
export function fallbackLink(href: string): string {
  const url = escapeHtml(href)
  return `<p class="email-muted" style="margin:0 0 24px;font-size:14px;line-height:1.5;color:#4b5563;word-break:break-all;">
<a href="${url}" target="_blank" class="email-link" style="color:${BRAND};text-decoration:underline;">${url}</a></p>`
}

/** The plain-text part: the body's lines, then the signature after the conventional "-- " line. */
export function plainTextEmail(body: string[], signature: string[]): string {
  return [...body, '', '-- ', ...signature, ''].join('\n')
}

export interface LayoutInput {
  /** The <title>, usually the subject. */
  title: string
  /** The line many clients show after the subject in the inbox list. */
  preheader: string
  siteName: string
  siteUrl: string
  /** The card's content, already escaped HTML. */
  content: string
  /** A muted line under the card, already escaped HTML. */
  footer?: string
}

export function renderLayout(input: LayoutInput): string {
  const site = escapeHtml(input.siteName)
  const siteUrl = escapeHtml(input.siteUrl)
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(input.title)}</title>
<style>
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .email-bg { background-color: #0f1712 !important; }
  .email-card { background-color: #1b2520 !important; color: #f1f5f2 !important; }
  .email-muted { color: #c7d0ca !important; }
  .email-link, .email-brand { color: #86efac !important; }
}
@media only screen and (max-width: 480px) {
  .email-pad { padding: 24px 20px !important; }
}
</style>
</head>
<body class="email-bg" style="margin:0;padding:0;background-color:#f3f4f1;-webkit-text-size-adjust:100%;">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" class="email-bg" style="background-color:#f3f4f1;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;">
<tr><td class="email-brand" style="padding:0 4px 16px;font-family:${FONT};font-size:18px;font-weight:bold;line-height:1.3;color:${BRAND};">${site}</td></tr>
<tr><td class="email-card email-pad" style="padding:32px;background-color:#ffffff;border-radius:12px;font-family:${FONT};font-size:16px;line-height:1.6;color:#1f2937;">
${input.content}
</td></tr>
<tr><td class="email-muted" style="padding:16px 4px 0;font-family:${FONT};font-size:13px;line-height:1.5;color:#4b5563;">
${input.footer ? `${input.footer}<br>` : ''}<a href="${siteUrl}" target="_blank" class="email-link" style="color:${BRAND};text-decoration:underline;">${site}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}
