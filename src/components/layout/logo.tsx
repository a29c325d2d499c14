import { Link } from 'react-router'
import { paths } from '@/app/paths'
import { cn } from '@/lib/cn'
import { env } from '@/lib/env'

/** The site's mark and name, linking home. */
export function Logo({ className, to = paths.home.href(), inverted = false }: { className?: string; to?: string; inverted?: boolean }) {
  return (
    <Link to={to} className={cn('flex items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none', className)}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span className={cn('text-lg leading-none font-bold tracking-tight', inverted ? 'text-white' : 'text-brand-900')}>
        {env.siteName}
      </span>
    </Link>
  )
}
