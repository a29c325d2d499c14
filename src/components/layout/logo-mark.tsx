import { cn } from '@/lib/cn'
import { env } from '@/lib/env'

export const logoLinkClasses = (className?: string) =>
  cn(
    'focus-visible:ring-brand-500 flex min-h-11 shrink-0 items-center gap-2 rounded-md focus-visible:ring-2 focus-visible:outline-none',
    className,
  )

/** The mark and the name, inside the public header's link home and the
 * other logo links (logo.tsx): the header links without React Router (site-navigation.tsx). */
export function LogoMark({
  inverted = false,
  compactBelowMd = false,
}: {
  inverted?: boolean
  compactBelowMd?: boolean
}) {
  return (
    <>
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
    </>
  )
}
