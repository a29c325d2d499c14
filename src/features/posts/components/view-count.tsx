import { Eye } from 'lucide-react'
import { usePostCount } from '@/features/posts/post-counts'
import { countLabel } from '@/lib/counts'

/** "N visualizações": the page's count, then the one the database answered when this visit was counted. */
export function ViewCount({ postId, views }: { postId: string; views: number }) {
  const count = usePostCount(postId, 'views', views)
  return (
    <span className="inline-flex items-center gap-1" data-testid="view-count">
      <Eye className="size-4" aria-hidden="true" />
      {countLabel(count, 'visualização', 'visualizações')}
    </span>
  )
}
