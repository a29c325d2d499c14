import { Badge } from '@/components/ui/badge'
import { POST_STATUS_LABELS } from '@/config/labels'
import type { PostStatus } from '@/lib/database.types'

const VARIANTS = {
  draft: 'secondary',
  review: 'warning',
  scheduled: 'info',
  published: 'success',
} as const satisfies Record<PostStatus, string>

/** The post's real status: Rascunho, Em Revisão, Agendado or Publicado. */
export function PostStatusBadge({ status, className }: { status: PostStatus; className?: string }) {
  return (
    <Badge variant={VARIANTS[status]} className={className} data-testid="post-status">
      {POST_STATUS_LABELS[status]}
    </Badge>
  )
}
