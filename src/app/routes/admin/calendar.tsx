import { useEffect, useMemo, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { ErrorState } from '@/components/feedback/error-state'
import { PageHeading } from '@/components/layout/page-heading'
import { paths } from '@/config/paths'
import { useMediaQuery } from '@/hooks/use-media-query'
import { useSearchParamChanges } from '@/hooks/use-search-param-changes'
import { useActiveCategories } from '@/lib/active-categories'
import { useSession } from '@/lib/auth/session-context'
import { cn } from '@/lib/cn'
import { useCalendarPosts, type CalendarWindow } from '@/features/posts/api/get-calendar-posts'
import { CalendarFilterBar } from '@/features/posts/components/editorial-calendar/calendar-filter-bar'
import { EditorialCalendar } from '@/features/posts/components/editorial-calendar/editorial-calendar'
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

/**
 * /admin/calendario: the editorial calendar (docs/product-guide.md#back-office). Every staff member
 * sees it; editors and admins move scheduled posts, by dragging or with "Mover" — the database decides.
 */
export function CalendarRoute() {
  const { profile } = useSession()
  const canMove = profile?.role === 'editor' || profile?.role === 'admin'
  const agenda = useMediaQuery('(max-width: 639px)')
  const [searchParams, setSearchParams] = useSearchParams()
  const update = useSearchParamChanges()
  const filters = calendarFilters(searchParams)
  // `data`: the period on screen, kept in the URL (a link to a week; the layout's change keeps it).
  const day = searchParams.get('data')
  const initialDay = day && DAY.test(day) ? day : undefined
  const [visible, setVisible] = useState<{ window: CalendarWindow; first: string } | null>(null)
  const posts = useCalendarPosts(visible?.window ?? null)
  // The calendar reports its period while it renders: the URL follows once it has.
  useEffect(() => {
    if (!visible || visible.first === day) return
    setSearchParams(
      (params) => {
        params.set('data', visible.first)
        return params
      },
      { replace: true },
    )
  }, [visible, day, setSearchParams])
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
        onChange={(changes) =>
          update({
            ...('status' in changes ? { status: changes.status ?? null } : {}),
            ...('category' in changes ? { categoria: changes.category ?? null } : {}),
            ...('author' in changes ? { autor: changes.author ?? null } : {}),
          })
        }
      />
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
      {posts.isError ? (
        <ErrorState className="mt-4" onRetry={() => void posts.refetch()} retrying={posts.isFetching} />
      ) : null}
      <div className="mt-2" aria-busy={posts.isPending && visible !== null}>
        <EditorialCalendar
          // A new layout is a new calendar: its first view and toolbar, at the period on screen.
          key={agenda ? 'agenda' : 'grid'}
          entries={filterEntries(entries, filters)}
          canMove={canMove}
          agenda={agenda}
          initialDay={initialDay}
          onWindow={(window, first) => setVisible({ window, first })}
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
