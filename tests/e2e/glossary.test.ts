import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { seriousA11yViolations } from './a11y'
import {
  expectOnlyConsoleProblems,
  FAILED_RESOURCE,
  hasHorizontalScroll,
  newPage,
  rebuildPublicPages,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { insertPost } from './posts'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

// The glossary (issue 49, decision 053): /glossario prerendered with its A–Z and search, the first occurrence of
// a term in an article opening its definition by keyboard and by tap, the per-post opt-out, and the back office.

const BODY =
  '<h2>O que é canabidiol</h2>' +
  '<p>Leia <a href="/blog">antes</a> o canabidiol e depois o canabidiol de novo, com THC e thc.</p>' +
  '<p>Um <a href="/blog">link sobre canabidiol</a> e <code>CBD</code>.</p>'

const distHtml = (file: string) => readFileSync(path.join(inject('distDir'), file), 'utf8')

/** The popover the article's first "canabidiol" opens. */
const definition = (page: Page) => page.locator('#glossario-canabidiol')
const isOpen = (page: Page) => definition(page).evaluate((element) => element.matches(':popover-open'))

describe('the glossary', () => {
  const browser = useBrowser({ resetStack: true })
  let marked: { slug: string }
  let optedOut: { slug: string }
  let cast: Record<StaffRole, StaffAccount>

  beforeAll(async () => {
    cast = await createStaffCast()
    const common = { status: 'published', published_at: new Date().toISOString(), author_id: cast.author.id }
    marked = await insertPost('Canabidiol explicado aos pais', { ...common, content: BODY })
    optedOut = await insertPost('Canabidiol sem definições', { ...common, content: BODY, glossary_links: false })
    await rebuildPublicPages()
  })

  it('prerenders /glossario with its letters, each term at its own address with its definition and source', () => {
    const html = distHtml('glossario.html')
    expect(html).toContain('aria-label="Letras do glossário"')
    expect(html).toContain('href="#letra-c"')
    expect(html).toMatch(/<div id="canabidiol"[^>]*><dt/)
    expect(html).toContain('href="https://revistafitos.far.fiocruz.br/')
    expect(distHtml('sitemap-1.xml')).toContain('/glossario</loc>')
  })

  it('prerenders the first occurrence of a term in an article as a button with its definition, none when opted out', () => {
    const html = distHtml(`blog/post/${marked.slug}.html`)
    expect(html.match(/popovertarget="glossario-canabidiol"/g)).toHaveLength(1)
    expect(html).toContain('popovertarget="glossario-tetra-hidrocanabinol"')
    expect(html).toContain('<a href="/glossario#canabidiol">Ver no glossário</a>')
    expect(distHtml(`blog/post/${optedOut.slug}.html`)).not.toContain('popovertarget=')
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`at ${viewport}: /glossario's letters jump and its search filters the list`, async () => {
      const page = await newPage(browser(), viewport)
      await page.goto('/glossario')
      const entries = page.locator('dl > div')
      const all = await entries.count()
      expect(all).toBeGreaterThanOrEqual(30)
      await page.getByRole('navigation', { name: 'Letras do glossário' }).getByRole('link', { name: 'S' }).click()
      await expect.poll(() => page.evaluate(() => window.location.hash)).toBe('#letra-s')
      await page.getByRole('searchbox', { name: 'Buscar no glossário' }).fill('dravet')
      await expect.poll(() => entries.count()).toBe(1)
      await expect.poll(() => page.getByRole('status').textContent()).toBe('1 termo encontrado')
      await page.getByRole('searchbox', { name: 'Buscar no glossário' }).fill('xyzw')
      await page.getByText('Nenhum termo encontrado para “xyzw”.').waitFor()
      await page.getByRole('searchbox', { name: 'Buscar no glossário' }).fill('')
      await expect.poll(() => entries.count()).toBe(all)
      expect(await hasHorizontalScroll(page)).toBe(false)
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `glossary-${viewport}`)
    })
  }

  it('at desktop: the definition opens with Tab and Enter, closes with Esc, and links to the entry', async () => {
    const page = await newPage(browser(), 'desktop')
    await page.goto(`/blog/post/${marked.slug}`)
    await page.getByTestId('article-body').getByRole('link', { name: 'antes' }).focus()
    await page.keyboard.press('Tab')
    const term = page.getByTestId('article-body').getByRole('button', { name: 'canabidiol' })
    await expect.poll(() => term.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => isOpen(page)).toBe(true)
    expect(await definition(page).textContent()).toMatch(/^Canabidiol: .+ Ver no glossário$/)
    expect(await seriousA11yViolations(page)).toEqual([])
    await screenshot(page, 'glossary-article-desktop')
    await page.keyboard.press('Escape')
    await expect.poll(() => isOpen(page)).toBe(false)
    // Acronyms match as written: "THC" is marked, "thc" is not; nothing inside headings, links or code.
    expect(await page.getByTestId('article-body').locator('button.glossary-term').allTextContents()).toEqual([
      'canabidiol',
      'THC',
    ])
  })

  it('at mobile: a tap opens the definition and "Ver no glossário" goes to the entry', async () => {
    const page = await newPage(browser(), 'mobile', { hasTouch: true })
    await page.goto(`/blog/post/${marked.slug}`)
    await page.getByTestId('article-body').getByRole('button', { name: 'canabidiol' }).tap()
    await expect.poll(() => isOpen(page)).toBe(true)
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'glossary-article-mobile')
    await definition(page).getByRole('link', { name: 'Ver no glossário' }).tap()
    await page.waitForURL(/\/glossario#canabidiol$/)
    await expect.poll(() => page.locator('#canabidiol').evaluate((entry) => entry.matches(':target'))).toBe(true)
  })

  it('shows no definitions in a post that turned them off', async () => {
    const page = await newPage(browser(), 'desktop')
    await page.goto(`/blog/post/${optedOut.slug}`)
    await page.getByRole('heading', { name: 'Canabidiol sem definições' }).waitFor()
    expect(await page.getByTestId('article-body').locator('button, [popover]').count()).toBe(0)
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`at ${viewport}: an editor creates a term; a duplicate, an empty definition and a bad source are refused at their field`, async () => {
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, '/admin/glossario')
      await page.getByRole('button', { name: 'Novo termo' }).click()
      const dialog = page.getByRole('dialog', { name: 'Novo termo' })
      const save = dialog.getByRole('button', { name: 'Salvar' })
      await dialog.getByLabel('Termo', { exact: true }).fill('CANABIDÍOL')
      await dialog.getByLabel('Endereço da fonte').fill('gov.br/anvisa')
      await save.click()
      await dialog.getByText('Já existe um termo com esse nome.').waitFor()
      await dialog.getByText('Escreva a definição.').waitFor()
      await dialog.getByText('Informe a fonte como um endereço completo, começando por http:// ou https://.').waitFor()
      expect(await dialog.getByLabel('Termo', { exact: true }).getAttribute('aria-invalid')).toBe('true')
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `glossary-admin-errors-${viewport}`)

      // The database refuses a slug another term has: the message lands at the slug; nothing typed is lost.
      const term = `Termo de teste ${viewport}`
      await dialog.getByLabel('Termo', { exact: true }).fill(term)
      await dialog.getByLabel('Slug').fill('canabidiol')
      await dialog.getByLabel(/^Definição/).fill('Uma definição curta.')
      await dialog.getByLabel('Endereço da fonte').fill('https://www.gov.br/anvisa')
      await save.click()
      await dialog.getByText('Este slug já está em uso por outro termo.').first().waitFor()
      expect(await dialog.getByLabel(/^Definição/).inputValue()).toBe('Uma definição curta.')

      await dialog.getByLabel('Slug').fill(`termo-de-teste-${viewport}`)
      await save.click()
      await dialog.waitFor({ state: 'detached' })
      await page.getByRole('listitem').getByText(term, { exact: true }).first().waitFor()
      const [row] = (await serviceRest(`glossary_terms?select=updated_by&slug=eq.termo-de-teste-${viewport}`)) as {
        updated_by: string
      }[]
      expect(row.updated_by).toBe(cast.editor.id)
      // The refused save (409 from the API) is the one failed request the console shows.
      expectOnlyConsoleProblems(FAILED_RESOURCE)
    })
  }

  it('an author turns the definitions off for their post in the editor', async () => {
    const draft = await insertPost<{ id: string }>('Rascunho com termos do glossário', {
      author_id: cast.author.id,
      content: BODY,
    })
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.author, `/admin/posts/${draft.id}`)
    const toggle = page.getByRole('switch', { name: 'Definições do glossário no texto' })
    expect(await toggle.getAttribute('aria-checked')).toBe('true')
    await toggle.click()
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    const saved = async () =>
      ((await serviceRest(`posts?select=glossary_links&id=eq.${draft.id}`)) as { glossary_links: boolean }[])[0]
        .glossary_links
    await expect.poll(saved).toBe(false)
  })

  it('tells an author the screen is not theirs', async () => {
    const page = await newPage(browser(), 'desktop')
    await signInAs(page, cast.author, '/admin/glossario')
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor()
  })
})
