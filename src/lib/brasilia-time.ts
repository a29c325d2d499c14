import { TZDate } from '@date-fns/tz'
import { addDays, format, isValid } from 'date-fns'
import { INVALID_DATE_TEXT, MISSING_DATE_TEXT } from '@/lib/dates'

// Kept apart from lib/dates.ts so the public pages, which import that file, do not load the time-zone code.

/** The back office shows and reads times in Brasília time, whatever the browser's zone. */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo'

function formatInBrasilia(value: string | null | undefined, pattern: string): string {
  if (!value) return MISSING_DATE_TEXT
  const date = new TZDate(value, BRASILIA_TIME_ZONE)
  if (!isValid(date)) return INVALID_DATE_TEXT
  return format(date, pattern)
}

/** "24/11/2026 21:03" in Brasília time. */
export const formatBrasiliaDateTime = (value: string | null | undefined) => formatInBrasilia(value, 'dd/MM/yyyy HH:mm')

/** "24/11/2026": the day an instant falls on in Brasília (a due date at 23:59 there is that day anywhere). */
export const formatBrasiliaDate = (value: string | null | undefined) => formatInBrasilia(value, 'dd/MM/yyyy')

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/**
 * The instant a day ("2026-11-24", as a date field gives it) starts in Brasília, as ISO; null when the
 * text is not a real date. `nextDay` gives the start of the following day (an exclusive upper bound).
 */
export function brasiliaDayStartIso(day: string, { nextDay = false }: { nextDay?: boolean } = {}): string | null {
  const match = DAY.exec(day)
  if (!match) return null
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])]
  const start = new TZDate(year, month, date, 0, 0, 0, BRASILIA_TIME_ZONE)
  if (!isValid(start) || start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date)
    return null
  const instant = nextDay ? addDays(start, 1) : start
  return new Date(instant.getTime()).toISOString()
}

/** Today in Brasília, as "2026-11-25" (calendar days are judged by it, whatever the browser's zone). */
export function brasiliaToday(now: Date = new Date()): string {
  return format(new TZDate(now, BRASILIA_TIME_ZONE), 'yyyy-MM-dd')
}

/** The calendar day after "2026-08-02": "2026-08-03". */
export function nextDay(day: string): string {
  return format(addDays(new Date(`${day}T12:00:00`), 1), 'yyyy-MM-dd')
}
