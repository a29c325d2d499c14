import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { RouterSiteNavigation } from '@/app/routes/public/router-site-navigation'
import {
  isCurrentPath,
  pageNavigation,
  SiteNavigationProvider,
  useSiteNavigation,
} from '@/components/layout/site-navigation'
import { SiteHeader } from '@/components/layout/site-header'
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box'

/** `ui` as the build renders it: inside the app's router at `path`, with React Router's links. */
async function inTheApp(path: string, ui: ReactNode): Promise<string> {
  const handler = createStaticHandler([{ path: '*', element: <RouterSiteNavigation>{ui}</RouterSiteNavigation> }])
  const context = await handler.query(new Request(`https://site.test${path}`))
  if (context instanceof Response) throw new Error('redirect')
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />)
}

/** `ui` as a prerendered page's island renders it in the browser: plain links (src/islands/start.tsx). */
function asAnIsland(path: string, ui: ReactNode): string {
  return renderToString(<SiteNavigationProvider value={pageNavigation(path)}>{ui}</SiteNavigationProvider>)
}

function Links({ hrefs }: { hrefs: string[] }) {
  const { Link, NavLink } = useSiteNavigation()
  const classes = ({ isActive }: { isActive: boolean }) => (isActive ? 'current' : 'other')
  return (
    <nav>
      {hrefs.map((href) => (
        <NavLink key={href} to={href} end={href === '/'} className={classes}>
          {href}
        </NavLink>
      ))}
      <Link to="/privacidade" className="footer" aria-label="Privacidade">
        Privacidade
      </Link>
    </nav>
  )
}

const HREFS = ['/', '/blog', '/blog/', '/Blog', '/blog/categoria/pesquisas', '/blog?q=cbd', '/destaques', '/blo']
const LINKS = [
  { label: 'Início', href: '/' },
  { label: 'Blog', href: '/blog' },
  { label: 'Pesquisas', href: '/blog/categoria/pesquisas' },
  { label: 'Instagram', href: 'https://instagram.com/x' },
]

describe('site navigation', () => {
  it("marks the current page by React Router's NavLink rules: the path alone, case-insensitive, below it unless `end`", () => {
    expect(isCurrentPath('/', '/', true)).toBe(true)
    expect(isCurrentPath('/blog', '/', true)).toBe(false)
    expect(isCurrentPath('/blog/post/a', '/blog')).toBe(true)
    expect(isCurrentPath('/blog/post/a', '/blog?q=x')).toBe(true)
    expect(isCurrentPath('/BLOG', '/blog')).toBe(true)
    expect(isCurrentPath('/blogs', '/blog')).toBe(false)
    expect(isCurrentPath('/blog/post/a', '/blog/post/a', true)).toBe(true)
    expect(isCurrentPath('/blog', '')).toBe(false)
  })

  it.each(['/', '/blog', '/blog/post/canabidiol', '/blog/categoria/pesquisas', '/destaques'])(
    'gives the same links at %s in the app and on a prerendered page',
    async (path) => {
      expect(asAnIsland(path, <Links hrefs={HREFS} />)).toBe(await inTheApp(path, <Links hrefs={HREFS} />))
    },
  )

  it('gives the header and the newsletter box the same markup as the build renders, so their islands hydrate it', async () => {
    for (const path of ['/', '/blog/post/canabidiol']) {
      const header = <SiteHeader desktopLinks={LINKS} mobileLinks={LINKS} />
      expect(asAnIsland(path, header)).toBe(await inTheApp(path, header))
      const box = <NewsletterBox source="home" />
      expect(asAnIsland(path, box)).toBe(await inTheApp(path, box))
    }
  })
})
