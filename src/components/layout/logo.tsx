import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { env } from '@/lib/env'
import { LogoMark, logoLinkClasses } from '@/components/layout/logo-mark'

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
    <Link to={to} aria-label={compactBelowMd ? env.siteName : undefined} className={logoLinkClasses(className)}>
      <LogoMark inverted={inverted} compactBelowMd={compactBelowMd} />
    </Link>
  )
}
