import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { CROSSREF_ORGLETT, PUBMED_SEMANTIC_BODY } from '../fixtures/reference-metadata'
import {
  expectOnlyConsoleProblems,
  FAILED_RESOURCE,
  hasHorizontalScroll,
  newPage,
  screenshot,
  screenshotOf,
  useBrowser,
} from './fixtures'
import { CROSSREF_ROUTE } from './reference-metadata'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

// The outside APIs answer from the recorded real responses (tests/e2e/reference-metadata.ts, set up by newPage).

const pasteBox = (page: Page) => page.getByLabel('Colar DOI, PMID ou link')
const referenceItem = (page: Page, n: number) => page.getByTestId('reference-item').nth(n - 1)
const field = (page: Page, n: number, label: string) => referenceItem(page, n).getByLabel(label, { exact: true })

async function paste(page: Page, text: string) {
  await pasteBox(page).fill(text)
  await pasteBox(page).press('Enter')
}

describe('metadata of a pasted DOI or PMID in the post editor', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`fills a DOI from Crossref and a PMID from PubMed, and says when it cannot (${viewport})`, async () => {
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, '/admin/posts/new')
      await page.getByRole('heading', { name: 'Novo Post' }).waitFor()

      await paste(page, `https://doi.org/${CROSSREF_ORGLETT.doi}`)
      await expect.poll(() => field(page, 1, 'Revista ou órgão emissor').inputValue()).toBe('Organic Letters')
      expect(await field(page, 1, 'Autores').inputValue()).toBe(
        'Mansfield SJ, Smith RC, Yong JRJ, Garry OL, Anderson EA',
      )
      expect(await field(page, 1, 'Título').inputValue()).toBe(
        'A General Copper-Catalyzed Synthesis of Ynamides from 1,2-Dichloroenamides',
      )
      expect(await field(page, 1, 'Ano').inputValue()).toBe('2019')
      expect(await field(page, 1, 'Link').inputValue()).toBe(`https://doi.org/${CROSSREF_ORGLETT.doi}`)

      await paste(page, `PMID ${PUBMED_SEMANTIC_BODY.pmid}`)
      await expect.poll(() => field(page, 2, 'Revista ou órgão emissor').inputValue()).toBe('Bioinformatics')
      expect(await field(page, 2, 'Autores').inputValue()).toBe('Lekschas F, Stachelscheid H, Seltmann S, Kurtz A')
      expect(await field(page, 2, 'DOI').inputValue()).toBe('10.1093/bioinformatics/btu707')

      // A DOI Crossref does not know: said at its reference, nothing else filled.
      await paste(page, '10.1000/nao-existe')
      await referenceItem(page, 3).getByText('DOI não encontrado.').waitFor()
      expect(await field(page, 3, 'DOI').inputValue()).toBe('10.1000/nao-existe')
      expect(await field(page, 3, 'Título').inputValue()).toBe('')

      // Offline: the message at the reference, the fields kept and editable.
      await page.route(CROSSREF_ROUTE, (route) => route.abort('internetdisconnected'))
      await page.context().setOffline(true)
      await paste(page, '10.1000/sem-rede')
      await referenceItem(page, 4)
        .getByText(/Sem conexão com a internet\. Os dados não foram buscados/)
        .waitFor()
      await field(page, 4, 'Título').fill('Digitado sem rede')
      expect(await field(page, 4, 'Título').inputValue()).toBe('Digitado sem rede')
      expect(await field(page, 1, 'Título').inputValue()).toBe(
        'A General Copper-Catalyzed Synthesis of Ynamides from 1,2-Dichloroenamides',
      )
      await page.context().setOffline(false)
      await referenceItem(page, 4).getByRole('button', { name: 'Buscar dados' }).waitFor()

      expect(await hasHorizontalScroll(page)).toBe(false)
      await page.getByTestId('references-field').scrollIntoViewIfNeeded()
      await screenshot(page, `reference-lookup-${viewport}`)
      await screenshotOf(page.getByTestId('references-field'), `reference-lookup-field-${viewport}`)
      expectOnlyConsoleProblems(FAILED_RESOURCE)
      await page.context().close()
    })
  }
})
