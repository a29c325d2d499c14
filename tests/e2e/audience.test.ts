// Issue 52 (decision 062): the audience counted without cookies or identifiers in the browser — an
// arrival from a search engine, one from a UTM link, a search without results kept three times, a
// newsletter sign-up — and the "Audiência" screen showing each, at 375 and 1280 px. Global Privacy
// Control is honoured by the database, whatever the page sends.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page, Response } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { seriousA11yViolations } from './a11y'
import {
  FAILED_RESOURCE,
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  rebuildPublicPages,
  screenshot,
  useBrowser,
  VIEWPORTS,
} from './fixtures'
import { insertPost } from './posts'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

type Viewport = keyof typeof VIEWPORTS

const answered = (rpc: string) => (response: Response) =>
  response.url().includes(`/rest/v1/rpc/${rpc}`) && response.request().method() === 'POST'

/** One list of the screen, named as its card's title. */
const section = (page: Page, name: string) => page.getByRole('list', { name, exact: true })

/** Opens a public page as a new reader (a fresh browser context: nothing kept from before) and waits for its arrival to be recorded. */
async function arriveAt(page: Page, path: string, referer?: string) {
  const recorded = page.waitForResponse(answered('record_visit'))
  await page.goto(path, referer ? { referer } : undefined)
  expect((await recorded).status()).toBe(204)
}

/** Nothing identifies the reader: no cookie, nothing in local or session storage. */
async function expectNothingStored(page: Page) {
  expect(await page.context().cookies()).toEqual([])
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0])
}

/** A search on /blog kept long enough to count (the page records it 1.5 s after its results show). */
async function searchWithoutResults(page: Page, term: string) {
  const recorded = page.waitForResponse(answered('record_search'))
  await page.goto(`/blog?q=${encodeURIComponent(term)}`)
  await page.getByText(`Nenhum resultado para “${term}”`).waitFor()
  expect((await recorded).status()).toBe(204)
}

describe('audience without cookies', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  let post: { id: string; slug: string }

  beforeAll(async () => {
    cast = await createStaffCast()
    post = await insertPost('Canabidiol e sono: o que dizem os estudos', {
      status: 'published',
      published_at: new Date().toISOString(),
      author_id: cast.author.id,
      content: '<p>Um texto sobre sono.</p>',
    })
    await rebuildPublicPages()
  })

  for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
    const width = VIEWPORTS[viewport].width
    const campaign = `lancamento-${viewport}`
    const term = `oleo de lupulo ${viewport === 'mobile' ? 'celular' : 'computador'}`
    const rareTerm = `termo raro ${viewport === 'mobile' ? 'celular' : 'computador'}`

    it(`counts a search engine, a UTM link, three empty searches and a sign-up, and "Audiência" shows each at ${width} px`, async () => {
      const reader = await newPage(browser(), viewport)
      await arriveAt(reader, `/blog/post/${post.slug}`, 'http://www.google.com/')
      await expectNothingStored(reader)
      await reader.context().close()

      const fromInstagram = await newPage(browser(), viewport)
      await arriveAt(fromInstagram, `/?utm_source=instagram&utm_medium=social&utm_campaign=${campaign}`)
      await fromInstagram.context().close()

      const searcher = await newPage(browser(), viewport)
      for (let time = 0; time < 3; time++) await searchWithoutResults(searcher, term)
      for (let time = 0; time < 2; time++) await searchWithoutResults(searcher, rareTerm)
      await expectNothingStored(searcher)
      await searcher.context().close()

      const subscriber = await newPage(browser(), viewport)
      await arriveAt(subscriber, '/blog')
      const box = subscriber.getByRole('region', { name: 'Newsletter' }).first()
      await box.getByLabel('Seu e-mail').fill(`leitor.audiencia.${viewport}@example.com`)
      await box.getByRole('button', { name: 'Inscrever-se' }).click()
      await box.getByText('Quase lá!', { exact: false }).waitFor()
      await subscriber.context().close()

      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, '/admin/audiencia')
      await page.getByRole('heading', { name: 'Audiência', level: 1 }).waitFor()

      const sources = section(page, 'Origem das visitas')
      await expect.poll(() => sources.getByText('Busca', { exact: true }).count()).toBeGreaterThan(0)
      await section(page, 'Sites de origem').getByText('google.com', { exact: true }).waitFor()
      await section(page, 'Campanhas (UTM)').getByText(campaign).waitFor()

      const empty = section(page, 'Buscas sem resultado')
      await empty.getByText(term, { exact: true }).waitFor()
      expect(await empty.getByText(rareTerm, { exact: true }).count()).toBe(0)

      const signups = section(page, 'Inscrições na newsletter por página')
      await signups.getByText('/blog', { exact: true }).waitFor()

      expect(await hasHorizontalScroll(page)).toBe(false)
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `audience-${viewport}`)

      // "Escrever rascunho" starts a post titled with the term.
      await empty.getByRole('link', { name: `Escrever rascunho sobre “${term}”` }).click()
      await expect.poll(() => page.getByLabel('Título', { exact: true }).inputValue()).toBe(term)
      // "Rascunho com a Clio" opens Clio's draft generation with the term as its theme.
      await page.goBack()
      await section(page, 'Buscas sem resultado')
        .getByRole('link', { name: `Rascunho com a Clio sobre “${term}”` })
        .click()
      await expect.poll(() => page.getByLabel('Tema do Post').inputValue()).toBe(term)
      await page.context().close()
    })
  }

  it('records nothing from a browser that sends Global Privacy Control, a refused count shows the reader nothing, and the post has its own figures', async () => {
    const private_ = await newPage(browser(), 'desktop', { extraHTTPHeaders: { 'Sec-GPC': '1' } })
    // The page itself does not know (navigator.globalPrivacyControl is false here): the database decides.
    await arriveAt(private_, `/blog/post/${post.slug}`, 'http://duckduckgo.com/')
    await private_.context().close()

    const counted = await newPage(browser(), 'desktop')
    await arriveAt(counted, `/blog/post/${post.slug}`, 'http://search.brave.com/')
    await counted.context().close()

    const failing = await newPage(browser(), 'mobile')
    await failing.route('**/rest/v1/rpc/record_visit', (route) => route.fulfill({ status: 500, body: '{}' }))
    await failing.goto(`/blog/post/${post.slug}`, { referer: 'http://www.bing.com/' })
    await failing.getByRole('heading', { name: 'Canabidiol e sono: o que dizem os estudos', level: 1 }).waitFor()
    await failing.waitForTimeout(500)
    expect(await failing.getByRole('alert').count()).toBe(0)
    expect(await failing.locator('[data-sonner-toast]').count()).toBe(0)
    await failing.context().close()
    expectOnlyConsoleProblems(FAILED_RESOURCE)

    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.admin, '/admin/audiencia')
    const referrers = section(page, 'Sites de origem')
    await referrers.getByText('search.brave.com', { exact: true }).waitFor()
    expect(await referrers.getByText('duckduckgo.com', { exact: true }).count()).toBe(0)
    expect(await referrers.getByText('bing.com', { exact: true }).count()).toBe(0)

    // The post's own figures in the editor's sidebar count the arrival from the search engine.
    await page.goto(`/admin/posts/${post.id}`)
    const figures = page.locator('dl[aria-label="Audiência do post"]')
    await figures.waitFor()
    const figure = async (label: RegExp) =>
      Number((await figures.locator('div').filter({ hasText: label }).locator('dd').innerText()).replace(/\D/g, ''))
    expect(await figure(/^Visitas de entrada/)).toBeGreaterThanOrEqual(1)
    expect(await figure(/^Busca/)).toBeGreaterThanOrEqual(1)
    await screenshot(page, 'audience-post-card')
    await page.context().close()
  })

  for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
    it(`"Privacidade" is prerendered and reached from the footer and the newsletter form at ${VIEWPORTS[viewport].width} px`, async () => {
      const page = await newPage(browser(), viewport)
      await page.goto('/blog')
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacidade' }).click()
      await page.getByRole('heading', { name: 'Privacidade', level: 1 }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/privacidade')
      await page.getByText('Nenhum cookie e nenhum identificador guardado no navegador', { exact: false }).waitFor()
      expect(await hasHorizontalScroll(page)).toBe(false)
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `privacy-${viewport}`)

      await page.goto('/')
      const box = page.getByRole('region', { name: 'Newsletter' }).first()
      expect(await box.getByRole('link', { name: 'Privacidade' }).getAttribute('href')).toBe('/privacidade')
      const html = readFileSync(path.join(inject('distDir'), 'privacidade.html'), 'utf8')
      expect(html).toContain('Do Not Track')
      await page.context().close()
    })
  }

  it('keeps authors out of "Audiência"', async () => {
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.author, '/admin/audiencia')
    await page.getByText('Acesso negado').waitFor()
    await screenshot(page, 'audience-author-denied')
    await page.context().close()
  })
})
