/** Escapes text for an HTML text node or a quoted attribute: every value a template puts in HTML goes through it. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** One line of plain text: a name with line breaks or tabs cannot add lines of its own to the e-mail. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim()
}
