import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PostStatus } from '@/lib/post-status'
import { toAppError } from '@/lib/errors'
import { postKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

/** The instants the calendar shows, start inclusive, end exclusive (ISO). */
export interface CalendarWindow {
  from: string
  to: string
}

export const CALENDAR_POST_SELECT =
  'id,title,status,published_at,due_at,version,author_id,category_id,category:categories(id,name),author:profiles!posts_author_id_fkey(id,full_name)'

export interface CalendarPost {
  id: string
  title: string
  status: PostStatus
  published_at: string | null
  /** When a draft or a post in review is due (set by editors and admins). */
  due_at: string | null
  /** Sent back with a move, so a change made in between is not overwritten unseen (PT409). */
  version: number
  author_id: string | null
  category_id: string | null
  category: { id: string; name: string } | null
  author: { id: string; full_name: string | null } | null
}

/**
 * The posts with a date in the window, in one request: scheduled and published posts at their
 * publication time, drafts and posts in review at their due date. RLS decides what the person sees.
 */
export async function getCalendarPosts({ from, to }: CalendarWindow): Promise<CalendarPost[]> {
  const { data, error } = await supabase
    .from('posts')
    .select(CALENDAR_POST_SELECT)
    .or(
      `and(status.in.(scheduled,published),published_at.gte."${from}",published_at.lt."${to}"),` +
        `and(status.in.(draft,review),due_at.gte."${from}",due_at.lt."${to}")`,
    )
    .order('id')
  if (error) throw toAppError(error)
  return data as CalendarPost[] // status: a text column our type narrows
}

export const calendarPostsQuery = (window: CalendarWindow) =>
  queryOptions({
    queryKey: postKeys.calendar(window),
    queryFn: () => getCalendarPosts(window),
    meta: { errorToast: 'Erro ao carregar dados' },
  })

export const useCalendarPosts = (window: CalendarWindow | null) =>
  useQuery({ ...calendarPostsQuery(window ?? { from: '', to: '' }), enabled: window !== null })
