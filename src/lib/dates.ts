import { isValid, parseISO } from 'date-fns'

export const MISSING_DATE_TEXT = 'Data não informada'
export const INVALID_DATE_TEXT = 'Data inválida'

type DateInput = string | Date | null | undefined

function toDate(value: Exclude<DateInput, null | undefined>): Date {
  return value instanceof Date ? value : parseISO(value)
}

// The platform's pt-BR calendar (Intl, in the browser and in Node's prerender alike) writes both dates
// exactly as date-fns' pt-BR locale did, without shipping that locale to every public page.
const LONG_DATE = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric' })
const SHORT_DATE = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' })

function formatWith(value: DateInput, formatter: Intl.DateTimeFormat): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE_TEXT
  const date = toDate(value)
  if (!isValid(date)) return INVALID_DATE_TEXT
  return formatter.format(date)
}

/**
 * The one long date of the site, public and admin: "5 de março de 2025" (pt-BR's norm, day without a
 * leading zero; the spec's "dd de MMMM, yyyy" comma is not used, docs/decisions/021-public-site-grows.md).
 */
export function formatLongDate(value: DateInput): string {
  return formatWith(value, LONG_DATE)
}

/** Short date for admin lists and "Criado em": "05/03/2025". */
export function formatShortDate(value: DateInput): string {
  return formatWith(value, SHORT_DATE)
}

/** The date a post shows: published_at, else created_at (docs/product-guide.md#default-data). */
export function postDisplayDate(post: { published_at?: string | null; created_at?: string | null }) {
  return post.published_at || post.created_at || null
}

/** A date ("2026-11-12"), or a date and time with seconds, their fraction and an offset, as PostgREST writes them. */
const ISO_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/

/**
 * The value of a `<time dateTime>`: HTML takes one to three digits for the fraction of a second, and
 * PostgreSQL gives six ("2026-11-22T20:43:30.438755+00:00" → "2026-11-22T20:43:30.438+00:00"). Cut,
 * not rounded, and the offset kept, so the server's and the browser's renders agree; a date stays a
 * date. Undefined (no attribute) for a missing or unreadable value.
 */
export function htmlDateTime(value: string | null | undefined): string | undefined {
  const match = value ? ISO_TIMESTAMP.exec(value.trim()) : null
  if (!match) return undefined
  const [, date, hoursMinutes, seconds, fraction, offset = ''] = match
  if (!hoursMinutes) return date
  const secondsPart = seconds ? `:${seconds}${fraction ? `.${fraction.slice(0, 3)}` : ''}` : ''
  // HTML wants the offset's minutes: "+00" (as PostgreSQL may print it) becomes "+00:00".
  const zone = /^[+-]\d{2}$/.test(offset) ? `${offset}:00` : offset
  return `${date}T${hoursMinutes}${secondsPart}${zone}`
}
