import { Outlet } from 'react-router'
import { paths } from '@/app/paths'
import { SiteFooter } from '@/components/layout/site-footer'
import { SiteHeader, type HeaderLink } from '@/components/layout/site-header'

// Spec §2 fallback when no menu items or categories load; the data-driven menu replaces it later.
const FALLBACK_LINKS: HeaderLink[] = [
  { label: 'Destaques', href: paths.highlights.href() },
  { label: 'Blog', href: paths.blog.href() },
  { label: 'Notícias', href: paths.category.href('noticias') },
]

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#conteudo" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
        Pular para o conteúdo
      </a>
      <SiteHeader desktopLinks={FALLBACK_LINKS} mobileLinks={FALLBACK_LINKS} />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter categoryLinks={[]} />
    </div>
  )
}
