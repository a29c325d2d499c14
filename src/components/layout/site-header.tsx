import { Menu, Search, X } from 'lucide-react'
import { useState } from 'react'
import { NavLink } from 'react-router'
import { ConsultationButton } from '@/components/layout/consultation-button'
import { HeaderSearch } from '@/components/layout/header-search'
import { Logo } from '@/components/layout/logo'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

export interface HeaderLink {
  label: string
  href: string
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-md px-3 py-2 text-sm font-medium transition-colors xl:inline-flex xl:min-h-0 hover:bg-brand-50 hover:text-brand-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none',
    isActive ? 'text-brand-800' : 'text-slate-700',
  )

function isExternal(href: string) {
  return /^https?:\/\//i.test(href)
}

function HeaderNavLink({ link, onNavigate }: { link: HeaderLink; onNavigate?: () => void }) {
  if (isExternal(link.href)) {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClasses({ isActive: false })} onClick={onNavigate}>
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

/** Public header: logo, menu links, search, mobile toggles and the consultation call-to-action. */
export function SiteHeader({ desktopLinks, mobileLinks }: { desktopLinks: HeaderLink[]; mobileLinks: HeaderLink[] }) {
  const [menuOpen, setMenuOpen] = useState(false)
  const [searchOpen, setSearchOpen] = useState(false)

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Logo className="shrink-0" />
        {/* The seeded menu has 7 links: they share the row with the search box and the call-to-action from 1280 px. */}
        <nav aria-label="Principal" className="hidden flex-1 items-center gap-1 xl:flex">
          {desktopLinks.map((link) => (
            <HeaderNavLink key={`${link.label}-${link.href}`} link={link} />
          ))}
        </nav>
        <HeaderSearch className="hidden w-56 md:ml-auto md:block xl:ml-0" />
        <ConsultationButton size="sm" className="hidden sm:inline-flex" />
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
        <nav id="mobile-menu" aria-label="Menu móvel" className="border-t border-slate-200 px-4 py-3 xl:hidden">
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
