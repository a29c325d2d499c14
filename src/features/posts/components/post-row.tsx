import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { WholeWords } from '@/components/ui/whole-words'
import { CategoryBadge } from '@/components/category-badge'
import type { PostSummary } from '@/features/posts/api/types'
import { PostImage } from '@/features/posts/components/post-image'
import { formatLongDate, htmlDateTime, postDisplayDate } from '@/lib/dates'

/** A horizontal post row for "Últimas Notícias" on the home page. */
export function PostRow({ post }: { post: PostSummary }) {
  const href = paths.article.href(post.slug)
  return (
    <article className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="shrink-0 overflow-hidden rounded-lg sm:w-56">
        <PostImage src={post.image} alt="" sizes="(min-width: 640px) 224px, 100vw" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3 text-xs text-slate-500">
          <CategoryBadge category={post.category} />
          <time dateTime={htmlDateTime(postDisplayDate(post))}>{formatLongDate(postDisplayDate(post))}</time>
        </div>
        <h3 className="line-clamp-3 text-lg font-semibold text-slate-900">
          <Link to={href} className="hover:text-brand-800">
            <WholeWords text={post.title} />
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-600">{post.excerpt}</p>
        <Link
          to={href}
          className="text-brand-700 mt-auto inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium hover:underline md:min-h-0"
        >
          Continuar lendo
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  )
}
