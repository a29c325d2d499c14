// Issue 31: the public site with more menu items and categories than the seed has, automatic
// excerpts, and one way of writing dates and counts, at 1280 and 375 px.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  hasHorizontalScroll,
  newPage,
  rebuildPublicPages,
  screenshot,
  serviceRest,
  useBrowser,
  VIEWPORTS,
} from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

// Five more items than the seed's seven active ones: twelve in all, some with long labels.
const EXTRA_MENU_ITEMS = [
  { label: 'Perguntas frequentes', href: '/blog?q=perguntas' },
  { label: 'Glossário da cannabis', href: '/blog?q=glossario' },
  { label: 'Saúde Mental', href: '/blog/categoria/saude-mental' },
  { label: 'Dor Crônica', href: '/blog/categoria/dor-cronica' },
  { label: 'Associações', href: 'https://example.com/associacoes' },
]
const EXTRA_CATEGORIES = [
  { name: 'Saúde Mental', slug: 'saude-mental', color: '#ec4899' },
  { name: 'Dor Crônica', slug: 'dor-cronica', color: '#eab308' },
]
const SLEEP_POST = {
  title: 'Cannabis e sono: o que se sabe até agora',
  slug: 'cannabis-e-sono-o-que-se-sabe',
  content:
    '<h2>Por que o sono interessa</h2><p>Estudos observacionais sugerem que o <strong>canabidiol</strong> pode alterar a <em>arquitetura do sono</em>, mas os ensaios ainda são pequenos.</p><ul><li>Insônia</li><li>Apneia</li></ul>',
}

/** Problems the browser console reported: errors and warnings (a hydration mismatch is one). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  return problems
}

/** Lines of text each element takes: the distinct tops of its text's line boxes. */
async function textLines(page: Page, selector: string): Promise<{ text: string; lines: number }[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const range = document.createRange()
      range.selectNodeContents(element)
      return {
        text: element.textContent?.trim() ?? '',
        lines: new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size,
      }
    }),
  )
}

describe('public site for a newcomer (issue 31)', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  let menuLabels: string[]

  beforeAll(async () => {
    cast = await createStaffCast()
    await serviceRest('categories', {
      method: 'POST',
      body: JSON.stringify(EXTRA_CATEGORIES.map((category) => ({ ...category, is_active: true }))),
    })
    const [category] = (await serviceRest('categories?select=id&slug=eq.pesquisas')) as { id: string }[]
    const [author] = (await serviceRest('profiles?select=id&full_name=eq.Equipe%20Editorial')) as { id: string }[]
    await serviceRest('posts', {
      method: 'POST',
      body: JSON.stringify({
        ...SLEEP_POST,
        excerpt: '',
        status: 'published',
        published_at: new Date().toISOString(),
        category_id: category.id,
        author_id: author.id,
        views: 0,
      }),
    })
    await rebuildPublicPages()
  })

  it("at 1280 px the seed's seven menu items all show, on one line each, beside a search box of ≥ 160 px", async () => {
    const page = await newPage(browser(), 'desktop')
    const problems = consoleProblems(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    const header = page.getByRole('banner')
    const nav = header.getByRole('navigation', { name: 'Principal' })
    const seeded = (await serviceRest('menu_items?select=label&is_active=eq.true&order=position')) as {
      label: string
    }[]
    expect(seeded).toHaveLength(7)
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(seeded.map((item) => item.label))
    expect(await nav.getByRole('button', { name: 'Mais' }).count()).toBe(0)
    expect((await textLines(page, 'nav[aria-label="Principal"] a')).filter((item) => item.lines !== 1)).toEqual([])
    const searchWidth = await header
      .getByRole('searchbox', { name: 'Buscar no blog' })
      .evaluate((input) => input.getBoundingClientRect().width)
    expect(searchWidth).toBeGreaterThanOrEqual(160)
    await screenshot(page, 'header-seed-items-desktop')
    expect(problems).toEqual([])

    // Then five more items: twelve in all, for the tests below.
    await serviceRest('menu_items', {
      method: 'POST',
      body: JSON.stringify(
        EXTRA_MENU_ITEMS.map((item, index) => ({ ...item, position: 100 + index, is_active: true })),
      ),
    })
    menuLabels = [...seeded.map((item) => item.label), ...EXTRA_MENU_ITEMS.map((item) => item.label)]
    await rebuildPublicPages()
    await page.context().close()
  })

  it('at 1280 px twelve menu items stay on one line each, the search box keeps ≥ 160 px, the rest is under "Mais"', async () => {
    const page = await newPage(browser(), 'desktop')
    const problems = consoleProblems(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    const header = page.getByRole('banner')
    const nav = header.getByRole('navigation', { name: 'Principal' })
    const more = nav.getByRole('button', { name: 'Mais' })
    await more.waitFor()

    const wrapped = (await textLines(page, 'nav[aria-label="Principal"] a, nav[aria-label="Principal"] button')).filter(
      (item) => item.lines !== 1,
    )
    expect(wrapped, 'nav labels on more than one line').toEqual([])
    const searchWidth = await header
      .getByRole('searchbox', { name: 'Buscar no blog' })
      .evaluate((input) => input.getBoundingClientRect().width)
    expect(searchWidth).toBeGreaterThanOrEqual(160)
    // The visible links end before the search box: none is hidden under it or clipped.
    const navRight = await nav.evaluate((element) => element.getBoundingClientRect().right)
    const linkRights = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right))
    expect(Math.max(...linkRights)).toBeLessThanOrEqual(navRight + 0.5)
    const visible = await nav.getByRole('link').allInnerTexts()
    expect(visible.length).toBeGreaterThanOrEqual(4)
    expect(await hasHorizontalScroll(page)).toBe(false)

    await more.click()
    const menu = page.getByRole('menu', { name: 'Mais' })
    await menu.waitFor()
    const inMore = await menu.getByRole('menuitem').allInnerTexts()
    expect([...visible, ...inMore].map((text) => text.trim())).toEqual(menuLabels)
    await screenshot(page, 'header-many-items-desktop')
    // An item under "Mais" is a real link.
    await menu.getByRole('menuitem', { name: 'Dor Crônica' }).click()
    await page.waitForURL((url) => url.pathname === '/blog/categoria/dor-cronica')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('at every desktop width (1280 to 1920 px) and after a resize, labels stay on one line and every item is reachable', async () => {
    const page = await newPage(browser(), 'desktop')
    await page.goto('/blog', { waitUntil: 'networkidle' })
    const header = page.getByRole('banner')
    const nav = header.getByRole('navigation', { name: 'Principal' })
    for (const width of [1920, 1536, 1366, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expect
        .poll(async () => (await textLines(page, 'nav[aria-label="Principal"] a')).every((item) => item.lines === 1))
        .toBe(true)
      const searchWidth = await header
        .getByRole('searchbox', { name: 'Buscar no blog' })
        .evaluate((input) => input.getBoundingClientRect().width)
      expect(searchWidth, `${width} px`).toBeGreaterThanOrEqual(160)
      const navRight = await nav.evaluate((element) => element.getBoundingClientRect().right)
      const linkRights = await nav
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right))
      expect(Math.max(...linkRights), `${width} px: a link runs under the search box`).toBeLessThanOrEqual(
        navRight + 0.5,
      )
      expect(await nav.getByRole('link').count(), `${width} px`).toBeLessThan(menuLabels.length)
      expect(await nav.getByRole('button', { name: 'Mais' }).isVisible(), `${width} px`).toBe(true)
      expect(await hasHorizontalScroll(page), `${width} px`).toBe(false)
    }
    await page.context().close()
  })

  it('at 375 px the mobile menu lists all twelve items, each one reachable', async () => {
    const page = await newPage(browser(), 'mobile')
    const problems = consoleProblems(page)
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Abrir menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Menu móvel' })
    await menu.waitFor()
    expect((await menu.getByRole('link').allInnerTexts()).filter((text) => text !== 'Faça sua consulta hoje')).toEqual(
      menuLabels,
    )
    // The last item can be brought into view and sits inside the window (the menu scrolls, not the sticky header).
    const last = menu.getByRole('link', { name: menuLabels.at(-1) })
    await last.scrollIntoViewIfNeeded()
    const box = await last.boundingBox()
    expect(box && box.y >= 0 && box.y + box.height <= VIEWPORTS.mobile.height).toBe(true)
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'header-many-items-mobile')
    expect(problems).toEqual([])
    await page.context().close()
  })

  it('the footer lists every active category, Tratamentos included', async () => {
    const categories = (await serviceRest('categories?select=name&is_active=eq.true&order=name')) as { name: string }[]
    expect(categories).toHaveLength(6)
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      await page.goto('/')
      const footer = page.getByRole('navigation', { name: 'Categorias do rodapé' })
      expect(await footer.getByRole('link').allInnerTexts()).toEqual([
        'Todas',
        ...categories.map((category) => category.name),
      ])
      await footer.scrollIntoViewIfNeeded()
      await screenshot(page, `footer-categories-${viewport}`)
      await page.context().close()
    }
  })

  it('the category dialog says where a category appears: footer and its own page; the header through "Menu"', async () => {
    const page = await newPage(browser(), 'desktop')
    await signInAs(page, cast.editor, '/admin/categorias')
    await page.getByRole('button', { name: 'Nova Categoria' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova Categoria' })
    const description = await dialog.locator('[data-slot=dialog-description], p').first().innerText()
    expect(description).not.toContain('cabeçalho e no rodapé')
    expect(description).toContain('rodapé')
    expect(description).toContain('Menu')
    await page.context().close()
  })

  it('a card shows an automatic excerpt that reads well: the heading ends in a period, no space before a comma', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      await page.goto('/blog')
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: SLEEP_POST.title }) })
      const excerpt = (await card.locator('p').first().innerText()).trim()
      expect(
        excerpt.startsWith(
          'Por que o sono interessa. Estudos observacionais sugerem que o canabidiol pode alterar a arquitetura do sono, mas',
        ),
      ).toBe(true)
      expect(excerpt).not.toMatch(/ [,.]/)
      await card.scrollIntoViewIfNeeded()
      await screenshot(page, `card-excerpt-${viewport}`)
      await page.context().close()
    }
  })

  it('article and card write the date the same way ("22 de novembro de 2026"); one view reads "1 visualização"', async () => {
    const page = await newPage(browser(), 'desktop')
    await page.goto('/blog')
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: SLEEP_POST.title }) })
    const cardDate = await card.locator('time').innerText()
    expect(cardDate).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/)
    await card.getByRole('heading', { name: SLEEP_POST.title }).getByRole('link').click()
    await page.waitForURL((url) => url.pathname === `/blog/post/${SLEEP_POST.slug}`)
    await page.getByRole('heading', { level: 1, name: SLEEP_POST.title }).waitFor()
    const articleDate = await page.getByRole('main').locator('article header time').first().innerText()
    expect(articleDate).toBe(cardDate)
    await expect.poll(() => page.getByTestId('view-count').innerText()).toBe('1 visualização')
    await screenshot(page, 'article-date-and-views-desktop')
    await page.context().close()
  })

  it('restoring an older revision leaves "Resumo" empty when that version had no excerpt of its own', async () => {
    const [category] = (await serviceRest('categories?select=id&slug=eq.pesquisas')) as { id: string }[]
    const [draft] = (await serviceRest('posts', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Post com resumo automático',
        slug: 'post-com-resumo-automatico',
        content: '<p>Rascunho.</p>',
        excerpt: '',
        status: 'draft',
        author_id: cast.author.id,
        category_id: category.id,
      }),
    })) as { id: string }[]
    const revisions = async () =>
      ((await serviceRest(`post_revisions?select=id&post_id=eq.${draft.id}`)) as unknown[]).length
    const page = await newPage(browser(), 'desktop')
    await signInAs(page, cast.author, `/admin/posts/${draft.id}`)
    const body = page.getByRole('textbox', { name: 'Conteúdo' })
    const rewrite = async (text: string, expectedRevisions: number) => {
      await body.click()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type(text)
      await page.getByRole('button', { name: 'Salvar', exact: true }).click()
      await expect.poll(revisions).toBe(expectedRevisions)
    }
    await rewrite('Primeira versão do texto, sem resumo escrito.', 2)
    await rewrite('Segunda versão do texto.', 3)
    // Saved with an empty "Resumo": the database holds the automatic excerpt, the field stays empty.
    const [saved] = (await serviceRest(`posts?select=excerpt&id=eq.${draft.id}`)) as { excerpt: string }[]
    expect(saved.excerpt).toBe('Segunda versão do texto.')
    expect(await page.getByLabel('Resumo').inputValue()).toBe('')

    await page.getByRole('button', { name: 'Histórico' }).click()
    const sheet = page.getByRole('dialog', { name: 'Histórico' })
    const versions = sheet.getByRole('list', { name: 'Versões' }).getByRole('button')
    await expect.poll(() => versions.count()).toBe(3)
    await versions.nth(1).click()
    await sheet.getByRole('button', { name: 'Restaurar esta versão' }).click()
    await body.getByText('Primeira versão do texto, sem resumo escrito.').waitFor()
    expect(await page.getByLabel('Resumo').inputValue()).toBe('')
    await page.context().close()
  })
})
