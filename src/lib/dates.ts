import { format, isValid, parseISO } from 'date-fns'
import { ptBR } from 'date-fns/locale/pt-BR'

export const MISSING_DATE_TEXT = 'Data não informada'
export const INVALID_DATE_TEXT = 'Data inválida'

type DateInput = string | Date | null | undefined

function toDate(value: Exclude<DateInput, null | undefined>): Date {
  return value instanceof Date ? value : parseISO(value)
}

function formatWith(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return MISSING_DATE_TEXT
  const date = toDate(value)
  if (!isValid(date)) return INVALID_DATE_TEXT
  return format(date, pattern, { locale: ptBR })
}

/**
 * The one long date of the site, public and admin: "5 de março de 2025" (pt-BR's norm, day without a
 * leading zero; the spec's "dd de MMMM, yyyy" comma is not used, docs/decisions/021-public-site-grows.md).
 */
export function formatLongDate(value: DateInput): string {
  return formatWith(value, "d 'de' MMMM 'de' yyyy")
}

/** Short date for admin lists and "Criado em": "05/03/2025". */
export function formatShortDate(value: DateInput): string {
  return formatWith(value, 'dd/MM/yyyy')
}

/** The date a post shows: published_at, else created_at (docs/product-guide.md#default-data). */
export function postDisplayDate(post: { published_at?: string | null; created_at?: string | null }) {
  return post.published_at || post.created_at || null
}
