import { ChevronDown } from 'lucide-react'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { isExternalHref, moreButtonClasses, type HeaderLink } from '@/components/layout/header-nav'
import { useSiteNavigation } from '@/components/layout/site-navigation'

/**
 * The header's "Mais" menu: the links that do not fit the row (site-header.tsx measures them). Loaded
 * on first use, opened at once (Radix DropdownMenu and its positioning code stay out of the entry chunk).
 */
export default function HeaderMoreMenu({ links, active }: { links: HeaderLink[]; active: boolean }) {
  const { Link } = useSiteNavigation()
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger className={moreButtonClasses(active)}>
        Mais
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] overflow-y-auto"
      >
        {links.map((link) => (
          <DropdownMenuItem
            key={`${link.label}-${link.href}`}
            asChild
            className="min-h-9 cursor-pointer whitespace-nowrap"
          >
            {isExternalHref(link.href) ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            ) : (
              <Link to={link.href}>{link.label}</Link>
            )}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
