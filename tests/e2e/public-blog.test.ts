import type { Page, Response } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  expectOnlyRefusedInlineHandlers,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'

async function numberIn(page: Page, testId: string) {
  const text = await page.getByTestId(testId).first().innerText()
  return Number(text.replace(/\D/g, ''))
}

/** The answer to this page's next counted view (sent once the browser is idle). */
const viewCounted = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/rest/v1/rpc/increment_post_views'))

/** The post's views after the count, as the database answered them. */
const countedViews = async (response: Response) => ((await response.json()) as { views: number }[])[0].views

describe('public blog against the local stack', () => {
  const browser = useBrowser({ resetStack: true })

  it('home shows featured and latest posts, at 1280 and 375 px without sideways scroll', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      await page.goto('/')
      const featured = page.getByRole('region', { name: 'Notícias em Destaque' })
      await featured.getByRole('article').first().waitFor()
      expect(await featured.getByRole('article').count()).toBe(3)
      const latest = page.getByRole('region', { name: 'Últimas Notícias' })
      await latest.getByRole('article').first().waitFor()
      expect(await latest.getByRole('article').count()).toBe(4)
      expect(await latest.getByRole('link', { name: 'Continuar lendo' }).count()).toBe(4)
      expect(await featured.getByText(/^Por /).first().innerText()).toBe('Por Equipe Editorial')
      await page.getByRole('heading', { name: 'Em Destaque', exact: true }).waitFor()
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `home-${viewport}-seeded`)
      await page.context().close()
    }
  })

  it('header search finds a post by a word written without its accent', async () => {
    const page = await newPage(browser())
    await page.goto('/')
    const search = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar no blog' })
    await search.fill('legislacao')
    await search.press('Enter')
    await page.waitForURL(/\/blog\?q=legislacao/)
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor()
    // What the database finds for the term is exactly what the reader sees, titles and count.
    const expected = (await serviceRest('rpc/search_posts', {
      method: 'POST',
      body: JSON.stringify({ search_query: 'legislacao', page_size: 9 }),
    })) as { title: string }[]
    expect(expected.length).toBeGreaterThan(0)
    await page.getByText(new RegExp(`^${expected.length} posts? encontrados?$`)).waitFor()
    const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts()
    expect(titles).toEqual(expected.map((post) => post.title))
    expect(await page.getByRole('searchbox', { name: 'Buscar posts' }).inputValue()).toBe('legislacao')
    await page.context().close()
  })

  it('pages through /blog, filters by a chip and shows the empty state', async () => {
    const page = await newPage(browser())
    await page.goto('/blog')
    const published = (await serviceRest('posts?select=id&status=eq.published')) as unknown[]
    expect(published.length).toBeGreaterThan(9) // the seed fills more than one page
    await page.getByText(`${published.length} posts encontrados`, { exact: true }).waitFor()
    const grid = page.getByRole('main').getByRole('article')
    expect(await grid.count()).toBe(9)
    const firstTitle = await grid.first().getByRole('heading').innerText()
    await page.getByRole('button', { name: 'Próximo' }).click()
    await page.waitForURL(/page=2/)
    await page.waitForFunction(
      (title) => !document.querySelector('main [data-testid=post-card-title]')?.textContent?.includes(title),
      firstTitle,
    )
    expect(await page.getByRole('button', { name: 'Página 2' }).getAttribute('aria-current')).toBe('page')

    await page.getByRole('group', { name: 'Filtrar por categoria' }).getByRole('button', { name: 'Pesquisas' }).click()
    await page.waitForURL((url) => url.searchParams.get('categoria') === 'pesquisas' && !url.searchParams.has('page'))
    await page.getByText('4 posts encontrados', { exact: true }).waitFor()
    const badges = await page.getByRole('main').getByRole('article').getByRole('link', { name: 'Pesquisas' }).count()
    expect(badges).toBe(4)

    await page.getByRole('searchbox', { name: 'Buscar posts' }).fill('xyzzy inexistente')
    await page.getByRole('heading', { name: 'Nenhum resultado para “xyzzy inexistente”' }).waitFor()
    await screenshot(page, 'blog-empty-desktop')
    await page.context().close()
  })

  it('opens a category and an article, likes and un-likes it, copies the link and counts every page view', async () => {
    const page = await newPage(browser())
    await page.goto('/blog/categoria/legislacao')
    await page.getByRole('heading', { level: 1, name: 'Legislação' }).waitFor()
    expect(await page.getByText(/^3 artigos encontrados$/).isVisible()).toBe(true)
    expect(await page.title()).toMatch(/^Legislação \| /)
    const firstCard = page.getByRole('main').getByRole('article').first()
    const title = await firstCard.getByRole('heading').innerText()
    let counted = viewCounted(page)
    await firstCard.getByRole('heading').getByRole('link').click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    const viewsFirstVisit = await countedViews(await counted)
    await expect.poll(() => numberIn(page, 'view-count')).toBe(viewsFirstVisit)
    await screenshot(page, 'article-desktop')

    const likesBefore = await numberIn(page, 'like-count')
    await page.getByRole('button', { name: /^Curtir/ }).click()
    await page.getByRole('button', { name: /^Curtido/ }).waitFor()
    expect(await numberIn(page, 'like-count')).toBe(likesBefore + 1)

    // The same visitor again: the like stays; a reload is a new page view, counted (no visitor key, decision 062).
    counted = viewCounted(page)
    await page.reload()
    await page.getByRole('button', { name: /^Curtido/ }).waitFor()
    // The prerendered page shows the counts of its build until the count's answer brings today's.
    expect(await countedViews(await counted)).toBe(viewsFirstVisit + 1)
    await expect.poll(() => numberIn(page, 'like-count')).toBe(likesBefore + 1)
    await expect.poll(() => numberIn(page, 'view-count')).toBe(viewsFirstVisit + 1)

    // Un-liking: the button and the count go back, and stay back after a reload.
    await page.getByRole('button', { name: /^Curtido/ }).click()
    await page.getByRole('button', { name: /^Curtir/ }).waitFor()
    expect(await numberIn(page, 'like-count')).toBe(likesBefore)
    counted = viewCounted(page)
    await page.reload()
    await page.getByRole('button', { name: /^Curtir/ }).waitFor()
    await counted
    await expect.poll(() => numberIn(page, 'like-count')).toBe(likesBefore)

    // Another visitor (another browser) counts one more view.
    const otherVisitor = await newPage(browser())
    await otherVisitor.goto(page.url())
    await otherVisitor.getByTestId('view-count').waitFor()
    await expect.poll(() => numberIn(otherVisitor, 'view-count')).toBe(viewsFirstVisit + 3)
    await otherVisitor.context().close()

    await page.getByRole('button', { name: 'Compartilhar' }).click()
    // Issue 54: the network is "X" now.
    await page.getByRole('menuitem', { name: 'Copiar link' }).waitFor()
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual([
      'WhatsApp',
      'Facebook',
      'X',
      'LinkedIn',
      'Copiar link',
    ])
    await page.getByRole('menuitem', { name: 'Copiar link' }).click()
    await page.getByText('Link copiado para a área de transferência!').first().waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    await page.context().close()
  })

  it('says "Post não encontrado" for an unknown slug and a draft, and "Categoria não encontrada"', async () => {
    const [draft] = (await serviceRest('posts?select=slug&status=eq.draft&limit=1')) as { slug: string }[]
    const page = await newPage(browser(), 'mobile')
    for (const slug of ['nao-existe-este-post', draft.slug]) {
      await page.goto(`/blog/post/${slug}`)
      await page.getByRole('heading', { name: 'Post não encontrado' }).waitFor()
      expect(await page.getByText('O artigo que você procura não existe ou foi removido.').isVisible()).toBe(true)
    }
    await page.goto('/blog/categoria/nada-aqui')
    await page.getByRole('heading', { name: 'Categoria não encontrada' }).waitFor()
    expect(await page.getByText('A categoria "nada-aqui" não existe ou foi removida.').isVisible()).toBe(true)
    await page.context().close()
  })

  it('blog, category, highlights and article fit a 375 px screen', async () => {
    const [post] = (await serviceRest('posts?select=slug&status=eq.published&order=views.desc&limit=1')) as {
      slug: string
    }[]
    const page = await newPage(browser(), 'mobile')
    const pages = [
      ['blog', '/blog'],
      ['category', '/blog/categoria/pesquisas'],
      ['highlights', '/destaques'],
      ['article', `/blog/post/${post.slug}`],
    ] as const
    for (const [name, path] of pages) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
      expect(await hasHorizontalScroll(page), `${path} scrolls sideways`).toBe(false)
      await screenshot(page, `${name}-mobile`)
    }
    await page.context().close()
  })

  it('renders hostile post HTML without running it', async () => {
    await serviceRest('posts', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Post com HTML hostil',
        slug: 'post-com-html-hostil',
        status: 'published',
        content:
          '<p>Texto seguro</p><img src=x onerror="window.__xssImg=1;alert(1)"><script>window.__xssScript=1;alert(2)</script>',
      }),
    })
    const page = await newPage(browser())
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.goto('/blog/post/post-com-html-hostil')
    await page.getByText('Texto seguro').waitFor()
    // Every image has finished (or failed) loading, so an onerror handler would have run by now.
    await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete))
    expect(dialogs).toEqual([])
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__xssImg)).toBeUndefined()
    expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__xssScript)).toBeUndefined()
    expect(await page.locator('article img[src="x"]').getAttribute('onerror')).toBeNull()
    expect(await page.locator('article script').count()).toBe(0)
    expectOnlyRefusedInlineHandlers()
    await page.context().close()
  })
})
