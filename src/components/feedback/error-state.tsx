import { RotateCw } from 'lucide-react'
import { EmptyState } from '@/components/feedback/empty-state'
import { Button } from '@/components/ui/button'

/** A failed load: the spec's title, a hint, and "Tentar novamente" (which refetches). */
export function ErrorState({
  title = 'Erro ao carregar dados',
  description = 'Verifique sua conexão e tente novamente.',
  onRetry,
  retrying = false,
  className,
}: {
  title?: string
  description?: string
  onRetry: () => void
  retrying?: boolean
  className?: string
}) {
  return (
    <EmptyState tone="error" title={title} description={description} className={className}>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Tentar novamente
      </Button>
    </EmptyState>
  )
}
