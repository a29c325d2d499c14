import type { CalendarPost } from '@/features/posts/api/get-calendar-posts'
import { effectiveStatus } from '@/features/posts/utils/post-status'
import type { PostStatus } from '@/lib/post-status'

// The editorial calendar's rules, apart from the library that draws it
// (docs/decisions/044-editorial-calendar.md): where a post goes, what it shows, who may move it.

/** What the calendar draws for one post. */
export interface CalendarEntry {
  id: string
  title: string
  /** The instant it sits at: published_at for scheduled and published posts, due_at for drafts and reviews. */
  start: string
  /** As staff see it (effectiveStatus): a scheduled post whose time has passed is published. */
  status: PostStatus
  /** Still scheduled for later: the only kind of post the calendar moves. */
  movable: boolean
  version: number
  authorId: string | null
  authorName: string | null
  categoryId: string | null
  categoryName: string | null
}

export interface CalendarFilters {
  status: PostStatus | null
  /** A category id, or null for all. */
  category: string | null
  /** An author's profile id, or null for all. */
  author: string | null
}

/** The date a post has on the calendar, or null when it has none there. */
function calendarDate(post: CalendarPost): string | null {
  if (post.status === 'scheduled' || post.status === 'published') return post.published_at
  return post.due_at
}

/** The posts as calendar entries: those with a date there, in their effective status. */
export function calendarEntries(posts: CalendarPost[], now = new Date()): CalendarEntry[] {
  const entries: CalendarEntry[] = []
  for (const post of posts) {
    const start = calendarDate(post)
    if (!start) continue
    const status = effectiveStatus(post, now)
    entries.push({
      id: post.id,
      title: post.title,
      start,
      status,
      movable: status === 'scheduled',
      version: post.version,
      authorId: post.author_id,
      authorName: post.author?.full_name ?? null,
      categoryId: post.category_id,
      categoryName: post.category?.name ?? null,
    })
  }
  return entries
}

export function filterEntries(entries: CalendarEntry[], filters: CalendarFilters): CalendarEntry[] {
  return entries.filter(
    (entry) =>
      (!filters.status || entry.status === filters.status) &&
      (!filters.category || entry.categoryId === filters.category) &&
      (!filters.author || entry.authorId === filters.author),
  )
}

/** The authors of the entries, by name, for the author filter. */
export function entryAuthors(entries: CalendarEntry[]): Array<{ id: string; name: string }> {
  const names = new Map<string, string>()
  for (const entry of entries) if (entry.authorId) names.set(entry.authorId, entry.authorName ?? 'Sem nome')
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
}
