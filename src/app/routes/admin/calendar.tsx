import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { ErrorState } from '@/components/feedback/error-state'
import { PageHeading } from '@/components/layout/page-heading'
import { paths } from '@/config/paths'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useSearchParamChanges } from '@/hooks/use-search-param-changes'
import { useActiveCategories } from '@/lib/active-categories'
import { useSession } from '@/lib/auth/session-context'
import { useCalendarPosts, type CalendarWindow } from '@/features/posts/api/get-calendar-posts'
import { CalendarFilterBar } from '@/features/posts/components/editorial-calendar/calendar-filter-bar'
import { EditorialCalendar } from '@/features/posts/components/editorial-calendar/editorial-calendar'
import { MoveNoticeLine } from '@/features/posts/components/editorial-calendar/move-notice-line'
import { MovePostDialog } from '@/features/posts/components/editorial-calendar/move-post-dialog'
import { useCalendarMove } from '@/features/posts/hooks/use-calendar-move'
import {
  calendarEntries,
  entryAuthors,
  filterEntries,
  type CalendarEntry,
  type CalendarFilters,
} from '@/features/posts/utils/calendar-events'
import { isPostStatus } from '@/features/posts/utils/post-status'

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The filters as the URL keeps them: `status`, `categoria`, `autor`. */
function calendarFilters(params: URLSearchParams): CalendarFilters {
  const status = params.get('status')
  return {
    status: isPostStatus(status) ? status : null,
    category: params.get('categoria'),
    author: params.get('autor'),
  }
}

/** The filters' changes as URL parameters. */
function filterParams(changes: Partial<CalendarFilters>): Record<string, string | null> {
  return {
    ...('status' in changes ? { status: changes.status ?? null } : {}),
    ...('category' in changes ? { categoria: changes.category ?? null } : {}),
    ...('author' in changes ? { autor: changes.author ?? null } : {}),
  }
}

/**
 * The period on screen: where the calendar opens (`data` in the URL: a link to a week, kept when the
 * layout changes) and the window of instants it reports, which the URL follows once it has rendered.
 */
function useCalendarPeriod() {
  const [searchParams, setSearchParams] = useSearchParams()
  const day = searchParams.get('data')
  const [visible, setVisible] = useState<{ window: CalendarWindow; day: string } | null>(null)
  useEffect(() => {
    if (!visible || visible.day === day) return
    setSearchParams(
      (params) => {
        params.set('data', visible.day)
        return params
      },
      { replace: true },
    )
  }, [visible, day, setSearchParams])
  return {
    initialDay: day && DAY.test(day) ? day : undefined,
    window: visible?.window ?? null,
    onWindow: (window: CalendarWindow, current: string) => setVisible({ window, day: current }),
  }
}

/**
 * /admin/calendario: the editorial calendar (docs/product-guide.md#back-office). Every staff member
 * sees it; editors and admins move scheduled posts, by dragging or with "Mover" — the database decides.
 */
export function CalendarRoute() {
  const { profile } = useSession()
  const canMove = profile?.role === 'editor' || profile?.role === 'admin'
  const agenda = useMediaQuery('(max-width: 639px)')
  const [searchParams] = useSearchParams()
  const update = useSearchParamChanges()
  const filters = calendarFilters(searchParams)
  const period = useCalendarPeriod()
  const posts = useCalendarPosts(period.window)
  const categories = useActiveCategories()
  const entries = useMemo(() => calendarEntries(posts.data ?? []), [posts.data])
  const { move, notice } = useCalendarMove()
  const [moving, setMoving] = useState<CalendarEntry | null>(null)
  const navigate = useNavigate()

  const open = (entry: CalendarEntry) => {
    if (canMove && entry.movable) setMoving(entry)
    else void navigate(paths.admin.editPost.href(entry.id))
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <PageHeading
        title="Calendário"
        description={
          canMove
            ? 'Posts agendados, publicados e com prazo. Arraste um post agendado, ou abra-o, para mudar a data.'
            : 'Posts agendados, publicados e com prazo.'
        }
      />
      <CalendarFilterBar
        filters={filters}
        categories={categories.data}
        authors={entryAuthors(entries)}
        onChange={(changes) => update(filterParams(changes))}
      />
      <MoveNoticeLine notice={notice} />
      {posts.isError ? (
        <ErrorState className="mt-4" onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
      ) : null}
      <div className="mt-2" aria-busy={posts.isPending && period.window !== null}>
        <EditorialCalendar
          // A new layout is a new calendar: its first view and toolbar, at the period on screen.
          key={agenda ? 'agenda' : 'grid'}
          entries={filterEntries(entries, filters)}
          canMove={canMove}
          agenda={agenda}
          initialDay={period.initialDay}
          onWindow={period.onWindow}
          onOpen={open}
          onDrop={(entry, start, revert) => {
            void move(entry, start).then((refusal) => refusal && revert())
          }}
        />
      </div>
      {moving ? (
        <MovePostDialog entry={moving} onMove={(start) => move(moving, start)} onClose={() => setMoving(null)} />
      ) : null}
    </div>
  )
}
