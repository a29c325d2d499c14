import { Badge } from '@/components/ui/badge'
import { POST_STATUS_LABELS } from '@/config/labels'
import type { PostStatus } from '@/lib/post-status'
import { effectiveStatus } from '@/features/posts/utils/post-status'

/** Each status's colour, as the post list shows it (and the editorial calendar). */
export const POST_STATUS_BADGE_VARIANTS = {
  draft: 'secondary',
  review: 'warning',
  scheduled: 'info',
  published: 'success',
} as const satisfies Record<PostStatus, string>

/**
 * The post's status as visitors live it: Rascunho, Em Revisão, Agendado, or Publicado — also for a
 * scheduled post whose time has passed (effectiveStatus).
 */
export function PostStatusBadge({
  post,
  className,
}: {
  post: { status: PostStatus; published_at: string | null }
  className?: string
}) {
  const status = effectiveStatus(post)
  return (
    <Badge variant={POST_STATUS_BADGE_VARIANTS[status]} className={className} data-testid="post-status">
      {POST_STATUS_LABELS[status]}
    </Badge>
  )
}
