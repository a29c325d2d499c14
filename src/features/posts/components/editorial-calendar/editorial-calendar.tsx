import FullCalendar, { type EventDropInfo, type EventInput } from '@fullcalendar/react'
import dayGridPlugin from '@fullcalendar/react/daygrid'
import interactionPlugin from '@fullcalendar/react/interaction'
import listPlugin from '@fullcalendar/react/list'
import ptBrLocale from '@fullcalendar/react/locales/pt-br'
import classicTheme from '@fullcalendar/react/themes/classic'
import timeGridPlugin from '@fullcalendar/react/timegrid'
import '@fullcalendar/react/skeleton.css'
import '@fullcalendar/react/themes/classic/theme.css'
import '@fullcalendar/react/themes/classic/palette.css'
import { useMemo, useState } from 'react'
import { badgeVariants } from '@/components/ui/badge'
import { POST_STATUS_LABELS } from '@/config/labels'
import { POST_STATUS_BADGE_VARIANTS } from '@/features/posts/components/post-status-badge'
import type { CalendarEntry } from '@/features/posts/utils/calendar-events'
import type { CalendarWindow } from '@/features/posts/api/get-calendar-posts'
import { BRASILIA_TIME_ZONE, brasiliaToday } from '@/lib/brasilia-time'
import { cn } from '@/lib/cn'

// FullCalendar draws the grid, the week and the agenda, and handles the drag
// (docs/decisions/044-editorial-calendar.md); what goes where and who may move it is calendar-events.ts.

const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]

/** The post a FullCalendar event stands for. */
const entryOf = (event: { extendedProps: Record<string, unknown> }) => event.extendedProps.entry as CalendarEntry

/** The views' buttons: pt-br names the list views "Lista" alike, and hints "Visualizar o semana". */
const VIEW_BUTTONS = {
  dayGridMonth: { text: 'Mês', hint: 'Ver por mês' },
  timeGridWeek: { text: 'Semana', hint: 'Ver por semana' },
  listWeek: { text: 'Semana', hint: 'Ver por semana' },
  listMonth: { text: 'Mês', hint: 'Ver por mês' },
}

/** The toolbar of each layout: month and week on a wide screen, the agenda's week or month on a phone. */
const TOOLBAR = {
  grid: { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek' },
  agenda: { start: 'prev,next', center: 'title', end: 'listWeek,listMonth' },
}

function EventChip({ entry, time }: { entry: CalendarEntry; time: string }) {
  return (
    <span
      className={cn(
        badgeVariants({ variant: POST_STATUS_BADGE_VARIANTS[entry.status] }),
        'flex h-full w-full min-w-0 items-start rounded-md px-1.5 font-medium',
      )}
      title={`${POST_STATUS_LABELS[entry.status]}: ${entry.title}`}
      data-testid="calendar-post"
      data-status={entry.status}
    >
      <span className="sr-only">{POST_STATUS_LABELS[entry.status]}: </span>
      {time ? <span className="shrink-0 tabular-nums">{time}</span> : null}
      <span className="truncate">{entry.title}</span>
    </span>
  )
}

interface EditorialCalendarProps {
  entries: CalendarEntry[]
  /** Editors and admins: scheduled posts can be dragged. */
  canMove: boolean
  /** A narrow screen: an agenda list instead of the grid. */
  agenda: boolean
  /** The day ("2026-12-01") whose month or week it opens at (read once); today when absent. */
  initialDay?: string
  /** The instants on screen changed (another month, week, view); `day` is the calendar's current day (today while its period holds it). */
  onWindow: (window: CalendarWindow, day: string) => void
  /** A post was dropped at `start` (ISO); `revert` puts it back. */
  onDrop: (entry: CalendarEntry, start: string, revert: () => void) => void
  /** A post was chosen (click, or Enter on it). */
  onOpen: (entry: CalendarEntry) => void
}

export function EditorialCalendar({
  entries,
  canMove,
  agenda,
  initialDay,
  onWindow,
  onDrop,
  onOpen,
}: EditorialCalendarProps) {
  const events = useMemo<EventInput[]>(
    () =>
      entries.map((entry) => ({
        id: entry.id,
        title: entry.title,
        start: entry.start,
        startEditable: canMove && entry.movable,
        extendedProps: { entry },
      })),
    [entries, canMove],
  )
  const layout = agenda ? 'agenda' : 'grid'
  // FullCalendar starts over when its initial date changes: the first one stays (the route remounts
  // this component when the layout changes, with the period then on screen).
  const [firstDay] = useState(initialDay)

  return (
    <div className="editorial-calendar" data-layout={layout}>
      <FullCalendar
        plugins={PLUGINS}
        locale={ptBrLocale}
        timeZone={BRASILIA_TIME_ZONE}
        initialView={agenda ? 'listWeek' : 'dayGridMonth'}
        initialDate={firstDay}
        headerToolbar={TOOLBAR[layout]}
        height="auto"
        events={events}
        // The chip carries the status's colour: FullCalendar's own (a blue block, a blue dot) stays out.
        eventColor="transparent"
        allDaySlot={false}
        editable={canMove}
        eventDurationEditable={false}
        eventInteractive
        dayMaxEvents={4}
        noEventsText="Nenhum post neste período."
        buttons={VIEW_BUTTONS}
        // Smaller on a phone, where the agenda's week ("29 de nov. – 5 de dez.") must fit 375 px.
        toolbarTitleClass="text-center text-lg font-bold sm:text-2xl"
        titleFormat={agenda ? { day: 'numeric', month: 'short' } : undefined}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        datesSet={(range) =>
          onWindow(
            { from: range.start.toISOString(), to: range.end.toISOString() },
            brasiliaToday(range.view.calendar.getDate()),
          )
        }
        eventContent={(info) => <EventChip entry={entryOf(info.event)} time={info.timeText} />}
        eventClick={(info) => {
          info.jsEvent.preventDefault()
          onOpen(entryOf(info.event))
        }}
        eventDrop={(info: EventDropInfo) => {
          const start = info.event.start
          if (!start) return info.revert()
          onDrop(entryOf(info.event), start.toISOString(), info.revert)
        }}
      />
    </div>
  )
}
