import { csvDocument } from '@/lib/csv'

/**
 * The subscribers' export ("Exportar CSV"): one row per subscriber with the consent record, in the
 * back office's CSV (src/lib/csv.ts: BOM, CRLF, formulas neutralised).
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
  const lines = rows.map((row) => [
    row.email,
    row.status,
    row.source,
    row.consent_page,
    row.consent_version,
    row.consent_version ? (consentTexts.get(row.consent_version) ?? '') : '',
    isoOrEmpty(row.consented_at),
    isoOrEmpty(row.confirmed_at),
    isoOrEmpty(row.unsubscribed_at),
  ])
  return csvDocument([SUBSCRIBERS_CSV_HEADER, ...lines])
}

/** "assinantes-2026-11-25.csv", with the day as given (Brasília's today). */
export const subscribersCsvFileName = (day: string) => `assinantes-${day}.csv`
