// /legislacao (issue 49, docs/decisions/054-legislation-tracker.md): the norms the site follows,
// prerendered, each with its status, dates, summary, link to its text and the posts citing it; the
// articles that cite a norm link back to its entry.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { seriousA11yViolations } from './a11y'
import { baseURL, newPage, screenshot, useBrowser } from './fixtures'

/** A seed post that cites RDC 660/2022 (and RDC 327/2019, revoked). */
const CITING_TITLE = 'Importação de produtos de cannabis por pessoa física: o que diz a RDC 660/2022'

describe('the legislation page', () => {
  const browser = useBrowser({ resetStack: true })

  it('is prerendered: the served HTML holds every entry, its status and its links without JavaScript', async () => {
    const html = readFileSync(path.join(inject('distDir'), 'legislacao.html'), 'utf8')
    const served = await (await fetch(`${baseURL()}/legislacao`)).text()
    for (const text of [html, served]) {
      expect(text).toContain('id="rdc-327-2019"')
      expect(text).toMatch(/Revogada por (<!-- -->)?RDC 1\.015\/2026/)
      expect(text).toContain('id="cfm-2324-2022"')
      expect(text).toContain('href="https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm"')
      expect(text).toContain('href="/blog/post/importacao-de-produtos-de-cannabis-por-pessoa-fisica-rdc-660-2022"')
    }
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`at ${viewport}: shows each norm's status and text link, lists the citing posts, and the article links back`, async () => {
      const page = await newPage(browser(), viewport)
      await page.goto('/legislacao')
      await page.getByRole('heading', { level: 1, name: 'Legislação' }).waitFor()
      const revoked = page.locator('#rdc-327-2019')
      await expect.poll(() => revoked.getByTestId('norm-status').textContent()).toBe('Revogada por RDC 1.015/2026')
      expect(await page.locator('#cfm-2324-2022').getByTestId('norm-status').textContent()).toBe(
        'Suspensa pela Resolução CFM 2.326/2022',
      )
      expect(
        await page
          .locator('#cdc-1990')
          .getByRole('link', { name: /^Ler o texto oficial/ })
          .getAttribute('href'),
      ).toBe('https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm')
      // A reproduction says so.
      expect(
        await page
          .locator('#rdc-660-2022')
          .getByRole('link', { name: /^Texto oficial \(reprodução\)/ })
          .count(),
      ).toBe(1)
      expect(await page.getByText('não é aconselhamento jurídico').count()).toBe(1)
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `legislation-${viewport}`)

      await page.locator('#rdc-660-2022').getByRole('link', { name: CITING_TITLE }).click()
      await page.getByRole('heading', { level: 1, name: CITING_TITLE }).waitFor()
      const cited = page.getByTestId('article-legislation')
      await cited.scrollIntoViewIfNeeded()
      expect(await cited.textContent()).toContain('RDC 327/2019 (revogada por RDC 1.015/2026)')
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `legislation-article-${viewport}`)
      await cited.getByRole('link', { name: 'RDC 660/2022' }).click()
      await page.waitForURL(/\/legislacao#rdc-660-2022$/)
      await page.locator('#rdc-660-2022').waitFor()
      await expect.poll(() => page.locator('#rdc-660-2022').isVisible()).toBe(true)
      await page.context().close()
    })
  }
})
