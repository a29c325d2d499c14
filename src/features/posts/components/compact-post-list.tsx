import { Eye } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { Skeleton } from '@/components/ui/skeleton'
import { WholeWords } from '@/components/ui/whole-words'
import type { PostSummary } from '@/features/posts/api/types'
import { PostImage } from '@/features/posts/components/post-image'
import { formatLongDate, htmlDateTime, postDisplayDate } from '@/lib/dates'

/** Sidebar list of small post cards ("Posts Recentes", "Posts Populares"). */
export function CompactPostList({
  posts,
  isLoading,
  emptyText,
  showViews = false,
}: {
  posts: PostSummary[] | undefined
  isLoading: boolean
  emptyText: string
  showViews?: boolean
}) {
  if (isLoading) {
    return (
      <ul className="space-y-3">
        {Array.from({ length: 3 }, (_, index) => (
          <li key={index} className="flex gap-3" data-testid="sidebar-skeleton">
            <Skeleton className="h-14 w-20 shrink-0" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    )
  }
  if (!posts || posts.length === 0) return <p className="text-sm text-slate-500">{emptyText}</p>
  return (
    <ul className="space-y-3">
      {posts.map((post) => (
        <li key={post.id}>
          <Link
            to={paths.article.href(post.slug)}
            className="group focus-visible:ring-brand-500 flex gap-3 rounded-md focus-visible:ring-2 focus-visible:outline-none"
          >
            <PostImage src={post.image} alt="" sizes="80px" className="h-14 w-20 shrink-0 rounded-md" />
            <span className="min-w-0 flex-1">
              <span
                className="group-hover:text-brand-800 line-clamp-2 text-sm font-medium text-slate-900"
                data-testid="compact-post-title"
              >
                <WholeWords text={post.title} />
              </span>
              {/* The date never breaks inside: when the line is short, the view count moves down instead. */}
              <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-slate-500">
                <time dateTime={htmlDateTime(postDisplayDate(post))} className="whitespace-nowrap">
                  {formatLongDate(postDisplayDate(post))}
                </time>
                {showViews ? (
                  <span className="inline-flex items-center gap-1">
                    <Eye className="size-3" aria-hidden="true" />
                    <span data-testid="compact-post-views">{post.views.toLocaleString('pt-BR')}</span>
                  </span>
                ) : null}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
