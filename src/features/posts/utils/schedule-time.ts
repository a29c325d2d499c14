import { TZDate } from '@date-fns/tz'
import { format, isValid } from 'date-fns'
import { BRASILIA_TIME_ZONE } from '@/lib/brasilia-time'

// Schedules are typed and shown in Brasília time, whatever the browser's zone.

/** "2026-11-25" + "14:30" in São Paulo → the UTC instant, as ISO; null when incomplete or invalid. */
export function scheduleToIso(date: string, time: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  const t = /^(\d{2}):(\d{2})$/.exec(time)
  if (!d || !t) return null
  const instant = new TZDate(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    0,
    BRASILIA_TIME_ZONE,
  )
  if (!isValid(instant) || instant.getDate() !== Number(d[3])) return null
  return new Date(instant.getTime()).toISOString()
}

/** An instant as the date and time fields show it in São Paulo. */
export function isoToSchedule(iso: string | null | undefined): { date: string; time: string } {
  if (!iso) return { date: '', time: '' }
  const local = new TZDate(iso, BRASILIA_TIME_ZONE)
  if (!isValid(local)) return { date: '', time: '' }
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') }
}

/** "25/11/2026 às 14:30" in São Paulo time. */
export function formatInBlogTime(iso: string): string {
  return format(new TZDate(iso, BRASILIA_TIME_ZONE), "dd/MM/yyyy 'às' HH:mm")
}
