/**
 * The subscribers' export ("Exportar CSV"): one row per subscriber with the consent record, as a
 * UTF-8 CSV (RFC 4180: commas, CRLF, double quotes doubled) that starts with a byte-order mark so
 * Excel reads the accents right. A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or
 * carriage return first) gets a leading apostrophe (OWASP, "CSV injection").
 */

export interface SubscriberExportRow {
  email: string
  status: string
  source: string | null
  consent_page: string | null
  consent_version: string | null
  consented_at: string | null
  confirmed_at: string | null
  unsubscribed_at: string | null
}

export const SUBSCRIBERS_CSV_HEADER = [
  'email',
  'status',
  'source',
  'consent_page',
  'consent_version',
  'consent_text',
  'consented_at',
  'confirmed_at',
  'unsubscribed_at',
] as const

const BOM = '\uFEFF'
const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

/** One cell: neutralised if it would start a formula, quoted if it holds a comma, quote or line break. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? ''
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A timestamp as ISO 8601 in UTC ("2026-11-20T13:05:00.000Z"); empty when absent. */
function isoOrEmpty(value: string | null): string {
  if (!value) return ''
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? value : date.toISOString()
}

/**
 * The whole file: BOM, header row and one CRLF-terminated line per subscriber. `consentTexts` maps a
 * consent version to the words the person agreed to (newsletter_consent_texts).
 */
export function buildSubscribersCsv(
  rows: readonly SubscriberExportRow[],
  consentTexts: ReadonlyMap<string, string>,
): string {
  const lines = [SUBSCRIBERS_CSV_HEADER.join(',')]
  for (const row of rows) {
    lines.push(
      [
        row.email,
        row.status,
        row.source,
        row.consent_page,
        row.consent_version,
        row.consent_version ? (consentTexts.get(row.consent_version) ?? '') : '',
        isoOrEmpty(row.consented_at),
        isoOrEmpty(row.confirmed_at),
        isoOrEmpty(row.unsubscribed_at),
      ]
        .map(csvCell)
        .join(','),
    )
  }
  return `${BOM}${lines.join('\r\n')}\r\n`
}

/** "assinantes-2026-11-25.csv", with the day as given (Brasília's today). */
export const subscribersCsvFileName = (day: string) => `assinantes-${day}.csv`
