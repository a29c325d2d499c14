// How the public frame and the newsletter box link and navigate, without importing React Router: the
// app gives them the router's links (src/app/routes/public/router-site-navigation.tsx); a prerendered
// page's islands (src/islands/main.tsx) give them plain links and page loads
// (docs/decisions/065-islands-on-prerendered-pages.md).
import { createContext, useContext, type ComponentProps, type ComponentType, type ReactNode } from 'react'

/** An `<a>` to an address of the site (`to`); the rest is the anchor's own props (a menu item's, say). */
export type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string }

export interface SiteNavLinkProps {
  to: string
  /** Current only on exactly this path (the home page), not below it too. */
  end?: boolean
  className: (state: { isActive: boolean }) => string
  onClick?: () => void
  children: ReactNode
}

export interface SiteNavigation {
  /** The current page's path. */
  pathname: string
  /** Opens an address of the site. */
  navigate: (href: string) => void
  Link: ComponentType<SiteLinkProps>
  /** A link marked as the current page (`aria-current="page"`) where it is, as React Router's NavLink. */
  NavLink: ComponentType<SiteNavLinkProps>
}

/**
 * Whether `href` names the page at `pathname`, by React Router's NavLink rules: the path alone (no
 * query or hash), case-insensitive, and also every page below it unless `end`.
 */
export function isCurrentPath(pathname: string, href: string, end = false): boolean {
  const path = (href.split(/[?#]/)[0] ?? '').toLowerCase()
  const current = pathname.toLowerCase()
  if (path === '') return false
  if (current === path) return true
  const slash = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length
  return !end && current.startsWith(path) && current.charAt(slash) === '/'
}

/** React Router marks its links to the app's own pages so (route discovery); the same markup either way. */
const DISCOVER = { 'data-discover': 'true' }

function PlainLink({ to, ...anchor }: SiteLinkProps) {
  // In React Router's order (its Link's), so the markup is the same to the byte.
  return <a {...anchor} href={to} {...DISCOVER} />
}

/** A prerendered page's navigation: every public page is a page of its own, so links are plain links. */
export function pageNavigation(pathname: string): SiteNavigation {
  function PlainNavLink({ to, end, className, onClick, children }: SiteNavLinkProps) {
    const isActive = isCurrentPath(pathname, to, end)
    return (
      <a
        aria-current={isActive ? 'page' : undefined}
        className={className({ isActive })}
        onClick={onClick}
        href={to}
        {...DISCOVER}
      >
        {children}
      </a>
    )
  }
  return {
    pathname,
    navigate: (href) => window.location.assign(href),
    Link: PlainLink,
    NavLink: PlainNavLink,
  }
}

const SiteNavigationContext = createContext<SiteNavigation | null>(null)

export const SiteNavigationProvider = SiteNavigationContext.Provider

export function useSiteNavigation(): SiteNavigation {
  const navigation = useContext(SiteNavigationContext)
  if (!navigation) throw new Error('useSiteNavigation: no SiteNavigationProvider above')
  return navigation
}
