import { CalendarCheck } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { env } from '@/lib/env'

/** "Faça sua consulta hoje": opens the external booking site in a new tab. */
export function ConsultationButton({ className, size }: { className?: string; size?: 'sm' | 'default' | 'lg' }) {
  return (
    <a
      href={env.consultationUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant: 'cta', size }), className)}
    >
      <CalendarCheck aria-hidden="true" />
      Faça sua consulta hoje
    </a>
  )
}
