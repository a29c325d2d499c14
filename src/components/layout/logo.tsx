import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { env } from '@/lib/env'

/**
 * The site's mark and name, linking home. `compactBelowMd` keeps only the mark on small screens
 * (the admin header needs the room); the link keeps the site name as its accessible name.
 */
export function Logo({
  className,
  to = paths.home.href(),
  inverted = false,
  compactBelowMd = false,
}: {
  className?: string
  to?: string
  inverted?: boolean
  compactBelowMd?: boolean
}) {
  return (
    <Link
      to={to}
      aria-label={compactBelowMd ? env.siteName : undefined}
      className={cn(
        'focus-visible:ring-brand-500 flex min-h-11 shrink-0 items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:outline-none',
        className,
      )}
    >
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span
        className={cn(
          'text-lg leading-none font-bold tracking-tight',
          inverted ? 'text-white' : 'text-brand-900',
          compactBelowMd && 'hidden md:inline',
        )}
      >
        {env.siteName}
      </span>
    </Link>
  )
}
