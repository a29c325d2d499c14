import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { paths } from '@/config/paths'
import { Island } from '@/components/island'
import { RouterSiteNavigation } from '@/app/routes/public/router-site-navigation'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader } from '@/components/layout/site-header'
import { socialLinks } from '@/components/layout/social-links'
import { useActiveMenuItems } from '@/features/menu/api/get-active-menu-items'
import { headerLinks } from '@/features/menu/utils/header-links'
import { useActiveCategories } from '@/lib/active-categories'
import { recordLanding } from '@/lib/audience'
import { env } from '@/lib/env'

const FOOTER_SOCIAL_LINKS = socialLinks(env.social)

export function PublicLayout() {
  const menu = useActiveMenuItems()
  // One landing per document (recordLanding remembers it): the layout stays mounted across
  // client-side navigations, and StrictMode's second effect is not a second landing.
  useEffect(recordLanding, [])
  const categories = useActiveCategories()
  const links = headerLinks(menu.data, categories.data)
  // Every active category, by name: the footer is where each one is always reachable.
  const footerLinks = (categories.data ?? []).map((category) => ({
    label: category.name,
    href: paths.category.href(category.slug),
  }))

  return (
    <RouterSiteNavigation>
      <div className="flex min-h-screen flex-col">
        <a
          href="#conteudo"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          Pular para o conteúdo
        </a>
        <Island
          name="site-header"
          component={SiteHeader}
          props={{ desktopLinks: links.desktop, mobileLinks: links.mobile }}
        />
        <main id="conteudo" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter categoryLinks={footerLinks} socialLinks={FOOTER_SOCIAL_LINKS} />
      </div>
    </RouterSiteNavigation>
  )
}
