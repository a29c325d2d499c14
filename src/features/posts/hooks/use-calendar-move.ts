import { useState } from 'react'
import { rescheduleRefusal, useReschedulePost } from '@/features/posts/api/change-post'
import type { CalendarEntry } from '@/features/posts/utils/calendar-events'
import { formatInBlogTime } from '@/features/posts/utils/schedule-time'

/** What the calendar last said about a move: done, or refused and why. */
export type MoveNotice = { kind: 'moved' | 'refused'; text: string } | null

/**
 * Moving scheduled posts on the calendar, by dragging or through the "Mover" dialog: one move at a
 * time, through the same update as the editor's. `move` resolves with the refusal's pt-BR message (the
 * caller puts the post back where it was) or null once the database took it.
 */
export function useCalendarMove() {
  const reschedule = useReschedulePost()
  const [notice, setNotice] = useState<MoveNotice>(null)

  async function move(entry: Pick<CalendarEntry, 'id' | 'title' | 'version'>, publishedAt: string) {
    setNotice(null)
    try {
      await reschedule.mutateAsync({ id: entry.id, version: entry.version, publishedAt })
      setNotice({ kind: 'moved', text: `“${entry.title}” agora está agendado para ${formatInBlogTime(publishedAt)}.` })
      return null
    } catch (error) {
      const text = rescheduleRefusal(error)
      setNotice({ kind: 'refused', text })
      return text
    }
  }

  return { move, moving: reschedule.isPending, notice, clearNotice: () => setNotice(null) }
}
