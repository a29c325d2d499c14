import { Calendar } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { buttonVariants } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { WholeWords } from '@/components/ui/whole-words'
import { CategoryBadge } from '@/components/category-badge'
import type { PostSummary } from '@/features/posts/api/types'
import { PostImage } from '@/features/posts/components/post-image'
import { cn } from '@/lib/cn'
import { formatLongDate, htmlDateTime, postDisplayDate } from '@/lib/dates'

/**
 * The public post card (docs/product-guide.md#public-site): image, category badge, long date, title, excerpt, author, "Ler mais".
 * The title is an h3 under a section's h2; a list right under the page's h1 (/blog, a category, /destaques) asks for h2,
 * since a heading may not skip a level.
 */
export function PostCard({
  post,
  showTags = false,
  eagerImage = false,
  headingLevel = 3,
}: {
  post: PostSummary
  showTags?: boolean
  eagerImage?: boolean
  headingLevel?: 2 | 3
}) {
  const href = paths.article.href(post.slug)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const [firstTag, ...moreTags] = post.tags ?? []
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <PostImage
          src={post.image}
          alt=""
          eager={eagerImage}
          className="transition-transform duration-300 group-hover:scale-[1.02]"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs text-slate-500">
          <CategoryBadge category={post.category} />
          <span className="inline-flex items-center gap-1">
            <Calendar className="size-3.5" aria-hidden="true" />
            <time dateTime={htmlDateTime(postDisplayDate(post))}>{formatLongDate(postDisplayDate(post))}</time>
          </span>
        </div>
        {/* Three lines hold most titles on the narrow 3-column grid; a longer one loses whole words. */}
        <Heading
          className="line-clamp-3 text-lg leading-snug font-semibold text-slate-900"
          data-testid="post-card-title"
        >
          <Link to={href} className="hover:text-brand-800 focus-visible:underline focus-visible:outline-none">
            <WholeWords text={post.title} />
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
        {showTags && firstTag ? (
          <div className="flex flex-wrap gap-1.5 text-xs">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">#{firstTag}</span>
            {moreTags.length > 0 ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-600">+{moreTags.length}</span>
            ) : null}
          </div>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <span className="truncate text-sm text-slate-600">Por {post.author?.full_name || 'Autor desconhecido'}</span>
          <Link
            to={href}
            className={cn(buttonVariants({ variant: 'outline', size: 'touch' }), 'shrink-0')}
            aria-label={`Ler mais: ${post.title}`}
          >
            Ler mais
          </Link>
        </div>
      </div>
    </article>
  )
}

export function PostCardSkeleton() {
  return (
    <div data-testid="post-card-skeleton" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  )
}
