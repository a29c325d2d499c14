/**
 * The CSV files the back office exports (subscribers, audience): UTF-8 CSV (RFC 4180: commas, CRLF,
 * double quotes doubled) that starts with a byte-order mark so Excel reads the accents right. A cell a
 * spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) gets a leading
 * apostrophe (OWASP, "CSV injection"): a search term or a page title is typed by strangers.
 */

const BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** One cell: neutralised if it would start a formula, quoted if it holds a comma, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** The whole file: BOM, then each row's cells joined by commas, every line ended by CRLF. */
export function csvDocument(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `${BOM}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/** Hands `text` to the browser as a download named `fileName`. */
export function downloadCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
