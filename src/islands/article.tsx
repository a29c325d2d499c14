// A prerendered article's browser entry (start.tsx): the header, the author's picture, the view count
// (which counts this view), like and share, the reader tools (which size the text) and the table of contents.
import { useEffect, type ComponentProps } from 'react'
import { SiteHeader } from '@/components/layout/site-header'
import { Avatar } from '@/components/ui/avatar'
import { ArticleReaderTools } from '@/features/posts/components/article-reader-tools'
import { ArticleToc } from '@/features/posts/components/article-toc'
import { LikeButton } from '@/features/posts/components/like-button'
import { ShareMenu } from '@/features/posts/components/share-menu'
import { ViewCount } from '@/features/posts/components/view-count'
import { useTextSize } from '@/features/posts/hooks/use-text-size'
import { setPostCounts } from '@/features/posts/post-counts'
import { applyTextScale } from '@/features/posts/utils/article-body-element'
import { islandsHydrated, startIslands } from '@/islands/start'

/**
 * Counts this page load's view (once the islands have hydrated and the browser is idle), and shows the
 * counts the database answers.
 */
async function countView(postId: string) {
  await islandsHydrated
  const { incrementPostViews } = await import('@/features/posts/api/increment-post-views')
  const counts = await incrementPostViews(postId, 'page-load')
  if (counts) setPostCounts(postId, counts)
}

/** The view count, which also counts this view (the app's article route does it there). */
function CountedViewCount(props: ComponentProps<typeof ViewCount>) {
  useEffect(() => void countView(props.postId), [props.postId])
  return <ViewCount {...props} />
}

/** The reader tools, which also size the article's text: the text is static HTML here, not React's. */
function ReaderToolsSizingText(props: ComponentProps<typeof ArticleReaderTools>) {
  const { scale } = useTextSize()
  useEffect(() => applyTextScale(scale), [scale])
  return <ArticleReaderTools {...props} />
}

void startIslands({
  'site-header': SiteHeader,
  'author-avatar': Avatar,
  'view-count': CountedViewCount,
  like: LikeButton,
  share: ShareMenu,
  'reader-tools': ReaderToolsSizingText,
  toc: ArticleToc,
})
