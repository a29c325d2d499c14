import type { MoveNotice } from '@/features/posts/hooks/use-calendar-move'
import { cn } from '@/lib/cn'

/** Above the calendar: the last move, done ("status") or refused with why ("alert"). */
export function MoveNoticeLine({ notice }: { notice: MoveNotice }) {
  return (
    <p
      role={notice?.kind === 'refused' ? 'alert' : 'status'}
      className={cn(
        'mt-4 min-h-5 text-sm',
        notice?.kind === 'refused' && 'rounded-md bg-red-50 px-3 py-2 text-red-800',
        notice?.kind === 'moved' && 'text-green-800',
      )}
    >
      {notice?.text}
    </p>
  )
}
