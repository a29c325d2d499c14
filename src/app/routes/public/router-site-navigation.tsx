import { useMemo, type ReactNode } from 'react'
import { Link, NavLink, useLocation, useNavigate } from 'react-router'
import {
  SiteNavigationProvider,
  type SiteLinkProps,
  type SiteNavigation,
  type SiteNavLinkProps,
} from '@/components/layout/site-navigation'

function RouterLink({ to, ...anchor }: SiteLinkProps) {
  return <Link to={to} {...anchor} />
}

function RouterNavLink({ to, end, className, onClick, children }: SiteNavLinkProps) {
  return (
    <NavLink to={to} end={end} className={className} onClick={onClick}>
      {children}
    </NavLink>
  )
}

/** The app's navigation for the public frame and the newsletter box: React Router's links, client-side. */
export function RouterSiteNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const navigation = useMemo<SiteNavigation>(
    () => ({ pathname, navigate: (href) => void navigate(href), Link: RouterLink, NavLink: RouterNavLink }),
    [pathname, navigate],
  )
  return <SiteNavigationProvider value={navigation}>{children}</SiteNavigationProvider>
}
