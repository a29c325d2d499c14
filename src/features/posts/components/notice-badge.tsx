import { TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'

/** An amber badge for something an editor should act on (a revoked norm cited, a review pending). */
export function NoticeBadge({ children }: { children: ReactNode }) {
  return (
    <Badge
      variant="outline"
      className="h-auto gap-1 border-amber-300 bg-amber-50 text-left whitespace-normal text-amber-900"
    >
      <TriangleAlert className="size-3.5 shrink-0" aria-hidden="true" />
      {children}
    </Badge>
  )
}
