import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { FormDialog } from '@/components/feedback/form-dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { paths } from '@/config/paths'
import type { CalendarEntry } from '@/features/posts/utils/calendar-events'
import { isoToSchedule, scheduleToIso } from '@/features/posts/utils/schedule-time'

/**
 * The keyboard's way to move a scheduled post (the calendar's event opens it with Enter): its date and
 * time in Brasília, and "Mover". A refusal shows here, with what was typed kept; the database decides
 * (a past time, the rights to schedule, a change made in between).
 */
export function MovePostDialog({
  entry,
  onMove,
  onClose,
}: {
  entry: CalendarEntry
  /** Resolves with the refusal's message, or null once moved. */
  onMove: (publishedAt: string) => Promise<string | null>
  onClose: () => void
}) {
  const initial = isoToSchedule(entry.start)
  const [date, setDate] = useState(initial.date)
  const [time, setTime] = useState(initial.time)
  const [failure, setFailure] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const publishedAt = scheduleToIso(date, time)
    if (!publishedAt) {
      setFailure('Informe uma data e uma hora válidas.')
      return
    }
    setPending(true)
    const refusal = await onMove(publishedAt)
    setPending(false)
    if (refusal) setFailure(refusal)
    else onClose()
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Mover post agendado"
      description={
        <>
          Nova data e hora de publicação de “{entry.title}”, no horário de Brasília.{' '}
          <Link to={paths.admin.editPost.href(entry.id)} className="text-brand-700 underline">
            Abrir no editor
          </Link>
        </>
      }
      descriptionClassName="break-words"
      onSubmit={(event) => void submit(event)}
      failure={failure}
      pending={pending}
      submitLabel="Mover"
      pendingLabel="Movendo..."
      lockWhilePending
    >
      <div className="grid grid-cols-2 gap-3">
        <FormField label="Data">
          {(field) => <Input {...field} type="date" value={date} onChange={(e) => setDate(e.target.value)} required />}
        </FormField>
        <FormField label="Hora">
          {(field) => <Input {...field} type="time" value={time} onChange={(e) => setTime(e.target.value)} required />}
        </FormField>
      </div>
    </FormDialog>
  )
}
