import { stripTags } from '@/features/posts/utils/excerpt'

export const DEFAULT_READ_TIME = 5
const MIN_READ_TIME = 1

/** Reading time from a form or the database: non-numeric → 5, anything below 1 → 1 (docs/product-guide.md#validation). */
export function parseReadTime(value: string | number | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10)
  if (!Number.isFinite(parsed)) return DEFAULT_READ_TIME
  return Math.max(MIN_READ_TIME, Math.floor(parsed))
}

const WORDS_PER_MINUTE = 200

/** Minutes to read an HTML body at 200 words per minute, at least 1. */
export function readTimeFromHtml(html: string | null | undefined): number {
  const text = stripTags(html)
  const words = text ? text.split(/\s+/).length : 0
  return Math.max(MIN_READ_TIME, Math.ceil(words / WORDS_PER_MINUTE))
}
