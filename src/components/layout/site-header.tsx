import { ChevronDown, Menu, Search, X } from 'lucide-react'
import { lazy, Suspense, useLayoutEffect, useRef, useState, type CSSProperties } from 'react'
import { ConsultationButton } from '@/components/layout/consultation-button'
import {
  headerRowLayout,
  isExternalHref,
  moreButtonClasses,
  type HeaderLink,
  type HeaderRowLayout,
} from '@/components/layout/header-nav'
import { HeaderSearch } from '@/components/layout/header-search'
import { LogoMark, logoLinkClasses } from '@/components/layout/logo-mark'
import { isCurrentPath, useSiteNavigation } from '@/components/layout/site-navigation'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

// The "Mais" menu (Radix DropdownMenu and its positioning code) is loaded on first use, as the share menu is.
const loadMoreMenu = () => import('@/components/layout/header-more-menu')
const HeaderMoreMenu = lazy(loadMoreMenu)

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'hover:bg-brand-50 hover:text-brand-800 focus-visible:ring-brand-500 flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:outline-none xl:inline-flex xl:min-h-0 xl:shrink-0 xl:px-2.5 xl:whitespace-nowrap',
    isActive ? 'text-brand-800' : 'text-slate-700',
  )

function HeaderNavLink({ link, onNavigate }: { link: HeaderLink; onNavigate?: () => void }) {
  const { NavLink } = useSiteNavigation()
  if (isExternalHref(link.href)) {
    return (
      <a
        href={link.href}
        target="_blank"
        rel="noopener noreferrer"
        className={linkClasses({ isActive: false })}
        onClick={onNavigate}
      >
        {link.label}
      </a>
    )
  }
  return (
    <NavLink to={link.href} end={link.href === '/'} className={linkClasses} onClick={onNavigate}>
      {link.label}
    </NavLink>
  )
}

/** "Mais": a plain button until first used, then the menu of the links that did not fit. */
function MoreLinks({ links, active }: { links: HeaderLink[]; active: boolean }) {
  const [menuWanted, setMenuWanted] = useState(false)
  const button = (onClick?: () => void) => (
    <button
      type="button"
      className={moreButtonClasses(active)}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={onClick}
      onPointerEnter={() => void loadMoreMenu()}
      onFocus={() => void loadMoreMenu()}
    >
      Mais
      <ChevronDown className="size-4" aria-hidden="true" />
    </button>
  )
  if (!menuWanted) return button(() => setMenuWanted(true))
  return (
    <Suspense fallback={button()}>
      <HeaderMoreMenu links={links} active={active} />
    </Suspense>
  )
}

/**
 * The links and the search box (from 1280 px: below it, the links are in the menu button). Every
 * label stays on one line. The search box is 224 px and gives up to 64 px (never under 160 px)
 * whenever that keeps one more link in the row; the links that still do not fit go under "Mais"
 * (headerRowLayout). The row measures itself (ResizeObserver) whenever the window, the fonts or the
 * links change. Prerendered HTML and the first render show every link (the overflow clipped, nothing
 * wraps); the measurement then sets the links and the search box's width before the browser paints
 * the hydrated page.
 */
function NavAndSearch({ links }: { links: HeaderLink[] }) {
  const rowRef = useRef<HTMLDivElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const measureRef = useRef<HTMLDivElement>(null)
  const [layout, setLayout] = useState<HeaderRowLayout | null>(null)
  const { pathname } = useSiteNavigation()
  const linksKey = links.map((link) => `${link.label}\n${link.href}`).join('\n')

  useLayoutEffect(() => {
    const row = rowRef.current
    const nav = navRef.current
    const measure = measureRef.current
    if (!row || !nav || !measure || typeof ResizeObserver === 'undefined') return
    const update = () => {
      if (nav.getClientRects().length === 0) return // below 1280 px the links are hidden: the menu button has them
      const widths = Array.from(measure.children, (child) => child.getBoundingClientRect().width)
      const moreWidth = widths.pop() ?? 0
      const next = headerRowLayout(widths, moreWidth, row.getBoundingClientRect().width)
      setLayout((current) =>
        current?.shown === next.shown && current.searchWidth === next.searchWidth ? current : next,
      )
    }
    update()
    const observer = new ResizeObserver(update)
    observer.observe(row)
    observer.observe(measure)
    return () => observer.disconnect()
  }, [linksKey])

  const count = layout?.shown ?? links.length
  const shown = links.slice(0, count)
  const hidden = links.slice(count)
  const hiddenActive = hidden.some((link) => {
    const path = link.href.split(/[?#]/)[0]
    return !isExternalHref(link.href) && isCurrentPath(pathname, link.href, path === '/')
  })

  return (
    <div
      ref={rowRef}
      className="hidden min-w-0 flex-1 items-center gap-4 md:flex"
      style={layout ? ({ '--header-search-width': `${layout.searchWidth}px` } as CSSProperties) : undefined}
    >
      <nav
        ref={navRef}
        aria-label="Principal"
        className="relative hidden min-w-0 flex-1 items-center gap-1 overflow-hidden xl:flex"
      >
        {shown.map((link) => (
          <HeaderNavLink key={`${link.label}-${link.href}`} link={link} />
        ))}
        {hidden.length > 0 ? <MoreLinks links={hidden} active={hiddenActive} /> : null}
        {/* Every link's width, and the "Mais" button's, as they would be drawn: what the row measures. */}
        <div ref={measureRef} aria-hidden="true" className="invisible absolute top-0 left-0 flex w-max gap-1">
          {links.map((link) => (
            <span key={`${link.label}-${link.href}`} className={linkClasses({ isActive: false })}>
              {link.label}
            </span>
          ))}
          <span className={moreButtonClasses(false)}>
            Mais
            <ChevronDown className="size-4" aria-hidden="true" />
          </span>
        </div>
      </nav>
      <HeaderSearch className="ml-auto w-56 shrink-0 xl:ml-0 xl:w-[var(--header-search-width,14rem)]" />
    </div>
  )
}

/**
 * Public header: logo, menu links, search, mobile toggles and the consultation call-to-action. On a
 * prerendered page it is an island (docs/decisions/065-islands-on-prerendered-pages.md): it links and
 * navigates through site-navigation.tsx, and its props are all it reads.
 */
export function SiteHeader({ desktopLinks, mobileLinks }: { desktopLinks: HeaderLink[]; mobileLinks: HeaderLink[] }) {
  const { Link } = useSiteNavigation()
  const [menuOpen, setMenuOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className={logoLinkClasses('shrink-0')}>
          <LogoMark />
        </Link>
        {/* From 1280 px the links share the row with the search box and the call-to-action; what does not fit goes under "Mais". */}
        <NavAndSearch links={desktopLinks} />
        <ConsultationButton size="sm" className="hidden shrink-0 sm:inline-flex" />
        <div className="ml-auto flex items-center gap-1 md:ml-0 xl:hidden">
          <Button
            variant="ghost"
            size="icon"
            className="size-11 md:hidden"
            aria-label={searchOpen ? 'Fechar busca' : 'Abrir busca'}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <Search />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-11"
            aria-label={menuOpen ? 'Fechar menu' : 'Abrir menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X /> : <Menu />}
          </Button>
        </div>
      </div>
      {searchOpen ? (
        <div className="border-t border-slate-200 px-4 py-3 md:hidden">
          <HeaderSearch autoFocus onSearched={() => setSearchOpen(false)} />
        </div>
      ) : null}
      {menuOpen ? (
        // Below the 64 px bar the menu scrolls on its own, so a long menu stays reachable under the sticky header.
        <nav
          id="mobile-menu"
          aria-label="Menu móvel"
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 px-4 py-3 xl:hidden"
        >
          <div className="flex flex-col gap-1">
            {mobileLinks.map((link) => (
              <HeaderNavLink key={`${link.label}-${link.href}`} link={link} onNavigate={() => setMenuOpen(false)} />
            ))}
          </div>
          <ConsultationButton size="lg" className="mt-3 w-full sm:hidden" />
        </nav>
      ) : null}
    </header>
  )
}
