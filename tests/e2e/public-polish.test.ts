// Issue 19: the public site as a newcomer sees it, at 1280 and 375 px.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hasHorizontalScroll, newPage, screenshot, serviceRest, useBrowser, VIEWPORTS } from './fixtures'
import { E2E_SOCIAL_LINKS, lineCounts, smallTapTargets, smallText } from './public-checks'

/** The post each card, row or list item on the page links to, once per item (a card has several links). */
async function postsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const byItem = new Map<Element, string>()
    for (const link of document.querySelectorAll('main a[href^="/blog/post/"]')) {
      const item = link.closest('article, li') ?? link
      if (!byItem.has(item)) byItem.set(item, link.getAttribute('href') ?? '')
    }
    return [...byItem.values()]
  })
}

async function publicPages() {
  const posts = (await serviceRest('posts?select=slug,content&status=eq.published&order=published_at.desc')) as {
    slug: string
    content: string
  }[]
  // The article with the longest H2 of the seed: "a typical H2" must still fit two lines on a phone.
  const longestH2 = (content: string) =>
    Math.max(0, ...[...content.matchAll(/<h2>([^<]*)<\/h2>/g)].map((match) => match[1].length))
  const article = [...posts].sort((a, b) => longestH2(b.content) - longestH2(a.content))[0]
  return [
    ['home', '/'],
    ['highlights', '/destaques'],
    ['blog', '/blog'],
    ['search-no-results', '/blog?q=xyzzy'],
    ['category', '/blog/categoria/noticias'],
    ['article', `/blog/post/${article.slug}`],
    ['not-found', '/pagina-que-nao-existe'],
  ] as const
}

describe('public site polish (issue 19)', () => {
  const browser = useBrowser({ resetStack: true })

  it('the home page shows no post twice, and its sidebar leads to /destaques', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      await page.goto('/')
      await page.getByRole('region', { name: 'Últimas Notícias' }).getByRole('article').first().waitFor()
      const shown = await postsShown(page)
      expect(shown.length).toBeGreaterThanOrEqual(7) // 3 featured cards and 4 latest rows at least
      expect(
        shown.filter((href, index) => shown.indexOf(href) !== index),
        `${viewport}: repeated posts`,
      ).toEqual([])
      const sidebar = page.getByRole('region', { name: 'Em Destaque' })
      expect(await sidebar.getByRole('link', { name: 'Ver todos os destaques' }).getAttribute('href')).toBe(
        '/destaques',
      )
      await page.context().close()
    }
  })

  it('/destaques and Notícias are one click from the header, at 1280 px and in the 375 px menu', async () => {
    const desktop = await newPage(browser(), 'desktop')
    await desktop.goto('/blog')
    const nav = desktop.getByRole('navigation', { name: 'Principal' })
    expect(await nav.getByRole('link', { name: 'Notícias', exact: true }).getAttribute('href')).toBe(
      '/blog/categoria/noticias',
    )
    await nav.getByRole('link', { name: 'Destaques', exact: true }).click()
    await desktop.waitForURL((url) => url.pathname === '/destaques')
    await desktop.getByRole('heading', { level: 1, name: 'Destaques' }).waitFor()
    expect(await hasHorizontalScroll(desktop)).toBe(false)
    await desktop.context().close()

    const mobile = await newPage(browser(), 'mobile')
    await mobile.goto('/blog')
    await mobile.getByRole('button', { name: 'Abrir menu' }).click()
    const menu = mobile.getByRole('navigation', { name: 'Menu móvel' })
    expect(await menu.getByRole('link', { name: 'Notícias', exact: true }).getAttribute('href')).toBe(
      '/blog/categoria/noticias',
    )
    expect(await smallTapTargets(mobile)).toEqual([])
    await screenshot(mobile, 'public-menu-mobile')
    await menu.getByRole('link', { name: 'Destaques', exact: true }).click()
    await mobile.waitForURL((url) => url.pathname === '/destaques')
    await mobile.getByRole('heading', { level: 1, name: 'Destaques' }).waitFor()
    await mobile.context().close()
  })

  it('a search with no result names its term, suggests where to go, and can be cleared', async () => {
    const page = await newPage(browser(), 'mobile')
    await page.goto('/blog')
    await page.getByText(/^\d+ posts encontrados$/).waitFor()
    const total = await page.getByText(/^\d+ posts encontrados$/).innerText()
    await page.getByRole('searchbox', { name: 'Buscar posts' }).fill('xyzzy inexistente')
    const empty = page.getByTestId('no-search-results')
    await empty.getByRole('heading', { name: 'Nenhum resultado para “xyzzy inexistente”' }).waitFor()
    expect(await page.getByText('Não há posts para exibir no momento.').count()).toBe(0)
    // Suggestions: the categories and the most read posts.
    expect(
      await empty
        .getByRole('navigation', { name: 'Categorias' })
        .getByRole('link', { name: 'Notícias' })
        .getAttribute('href'),
    ).toBe('/blog/categoria/noticias')
    expect(await empty.getByRole('navigation', { name: 'Mais lidos' }).getByRole('link').count()).toBe(5)
    await empty.getByRole('button', { name: 'Limpar busca' }).click()
    await page.waitForURL((url) => url.pathname === '/blog' && !url.searchParams.has('q'))
    await page.getByText(total, { exact: true }).waitFor()
    expect(await page.getByRole('searchbox', { name: 'Buscar posts' }).inputValue()).toBe('')
    await page.context().close()
  })

  it('on /blog at 1280 px card titles take up to 3 lines and lose whole words only; sidebar dates stay on one line', async () => {
    const page = await newPage(browser(), 'desktop')
    await page.goto('/blog')
    await page.getByTestId('post-card-title').first().waitFor()
    // The seed's longer titles need more than 3 lines on the 3-column grid: they are clamped at 3.
    const titleLines = await page
      .getByTestId('post-card-title')
      .evaluateAll((titles) =>
        titles.map((title) => Math.round(title.clientHeight / parseFloat(getComputedStyle(title).lineHeight))),
      )
    expect(Math.max(...titleLines)).toBe(3)
    // Every word of a clamped title is one atomic box, so the "…" can only replace whole words.
    const splittableWords = await page
      .locator('[data-testid=post-card-title] a, [data-testid=compact-post-title]')
      .evaluateAll(
        (titles) =>
          titles.flatMap((title) =>
            [...title.childNodes].filter((node) =>
              node.nodeType === Node.TEXT_NODE
                ? node.textContent?.trim()
                : getComputedStyle(node as Element).display !== 'inline-block',
            ),
          ).length,
      )
    expect(splittableWords).toBe(0)
    for (const name of ['Posts Recentes', 'Posts Populares']) {
      const section = page.locator('aside section').filter({ has: page.getByRole('heading', { name, exact: true }) })
      // Lines of text a date takes: the distinct tops of its text's line boxes (the element itself is one box).
      const dateLines = await section.locator('time').evaluateAll((dates) =>
        dates.map((date) => {
          const text = document.createRange()
          text.selectNodeContents(date)
          return new Set([...text.getClientRects()].map((line) => Math.round(line.top))).size
        }),
      )
      expect(dateLines.length, name).toBe(5)
      expect(
        dateLines.every((lines) => lines === 1),
        `${name}: a date wraps`,
      ).toBe(true)
    }
    await screenshot(page, 'public-blog-titles-desktop')
    await page.context().close()
  })

  it('footer: configured social icons only, a "Sobre" anchor to the about text, © 2025–this year, no hydration error', async () => {
    const page = await newPage(browser(), 'desktop')
    const problems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    const response = await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const social = footer.getByRole('list', { name: 'Redes sociais' }).getByRole('link')
    expect(
      await social.evaluateAll((links) =>
        links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]),
      ),
    ).toEqual([
      ['Instagram (abre em nova aba)', E2E_SOCIAL_LINKS.VITE_SOCIAL_INSTAGRAM],
      ['YouTube (abre em nova aba)', E2E_SOCIAL_LINKS.VITE_SOCIAL_YOUTUBE],
    ])
    const copyright = `© 2025–${new Date().getFullYear()} Cannabis Medicinal. Todos os direitos reservados.`
    // In the prerendered HTML already, and the same once the page's islands have started (the footer
    // itself is the build's HTML on the home page: decision 065).
    expect(await response?.text()).toContain(copyright)
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true')
    expect(await footer.getByText(copyright, { exact: true }).isVisible()).toBe(true)
    const about = footer.getByRole('link', { name: 'Sobre', exact: true })
    expect(await about.getAttribute('href')).toBe('#sobre')
    await about.click()
    await page.waitForURL((url) => url.hash === '#sobre')
    expect(await page.locator('#sobre').innerText()).toContain(
      'Não substitui a orientação de um profissional de saúde.',
    )
    expect(await page.locator('#sobre').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('every public screen at 375 px: no sideways scroll, no text under 12 px, tap targets of 44 px; screenshots at both widths', async () => {
    const pages = await publicPages()
    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await newPage(browser(), viewport)
      for (const [name, path] of pages) {
        await page.goto(path, { waitUntil: 'networkidle' })
        await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
        if (viewport === 'mobile') {
          expect(await hasHorizontalScroll(page), `${path} scrolls sideways`).toBe(false)
          expect(await smallText(page), `${path}: text under 12 px`).toEqual([])
          expect(await smallTapTargets(page), `${path}: tap targets under 44 px`).toEqual([])
        }
        if (name === 'article' && viewport === 'mobile') {
          const headings = await lineCounts(page, '[data-testid=article-body] h2')
          expect(headings.length).toBeGreaterThan(0)
          expect(headings.filter((heading) => heading.lines > 2)).toEqual([])
        }
        if (name === 'home' && viewport === 'mobile') {
          const widths = await page
            .getByTestId('hero-actions')
            .getByRole('link')
            .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width))
          expect(widths).toHaveLength(2)
          expect(Math.abs(widths[0] - widths[1])).toBeLessThan(1)
          expect(widths[0]).toBeGreaterThan(VIEWPORTS.mobile.width / 2)
        }
        await screenshot(page, `public-${name}-${viewport}`)
      }
      await page.context().close()
    }
  })

  it('"Posts Populares" writes views with pt-BR thousands separators, like the dashboard ("2.840", issue 54)', async () => {
    const [top] = (await serviceRest('posts?select=views&status=eq.published&order=views.desc&limit=1')) as {
      views: number
    }[]
    expect(top.views).toBeGreaterThanOrEqual(1000)
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      await page.goto('/blog')
      const popular = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Posts Populares' }) })
      await popular.getByRole('link').first().waitFor()
      const text = await popular.innerText()
      expect(text, viewport).toContain(top.views.toLocaleString('pt-BR'))
      expect(text, viewport).not.toContain(String(top.views))
      await page.context().close()
    }
  })
})
