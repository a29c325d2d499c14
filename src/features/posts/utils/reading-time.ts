export const DEFAULT_READ_TIME = 5
const MIN_READ_TIME = 1

/** Reading time from a form or the database: non-numeric → 5, anything below 1 → 1 (spec §5). */
export function parseReadTime(value: string | number | null | undefined): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? '').trim(), 10)
  if (!Number.isFinite(parsed)) return DEFAULT_READ_TIME
  return Math.max(MIN_READ_TIME, Math.floor(parsed))
}
