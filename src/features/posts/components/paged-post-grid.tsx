import { Pagination } from '@/features/posts/components/pagination'
import { PostCard } from '@/features/posts/components/post-card'
import type { PostSummary } from '@/features/posts/api/types'
import { cn } from '@/lib/cn'

/**
 * One page of post cards with "Anterior", the page numbers and "Próximo" under them (/blog, author
 * pages). Changing page goes back to the top; `stale` dims the cards while the next page loads.
 */
export function PagedPostGrid({
  posts,
  page,
  pageCount,
  onPageChange,
  stale = false,
  className,
  headingLevel,
}: {
  posts: PostSummary[]
  page: number
  pageCount: number
  onPageChange: (page: number) => void
  stale?: boolean
  /** The grid's columns, which depend on what sits beside it. */
  className?: string
  /** The cards' title level: 2 right under the page's h1 (/blog), 3 (the default) under a section's h2. */
  headingLevel?: 2 | 3
}) {
  return (
    <>
      <div className={cn('grid gap-6', className, stale && 'opacity-60')}>
        {posts.map((post, index) => (
          // The first cover is the page's largest paint: loaded at once, with high priority.
          <PostCard key={post.id} post={post} eagerImage={index === 0} headingLevel={headingLevel} />
        ))}
      </div>
      <div className="mt-10">
        <Pagination
          page={page}
          pageCount={pageCount}
          onChange={(next) => {
            onPageChange(next)
            window.scrollTo({ top: 0, behavior: 'smooth' })
          }}
        />
      </div>
    </>
  )
}
