// Issue 50 item 3 (decision 059): the article's "Referências" follow the style chosen in
// /admin/configuracoes — ABNT NBR 6023 (the default) or Vancouver — formatted by the mailer's citation
// formatter (citeproc-js), at 1280 and 375 px, with links that lead to the DOI, PubMed and the official
// text; an admin switches the style and the articles follow; editors and authors cannot.
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './a11y'
import {
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  referencesFormatted,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { DRAVET_TRIAL, RDC_327 } from '../fixtures/citation-examples'
import { insertPost } from './posts'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const { doi: DOI, pmid: PMID } = DRAVET_TRIAL
const RDC_URL = RDC_327.url
const REFERENCES = [DRAVET_TRIAL, RDC_327]
const ABNT = [
  `DEVINSKY, O. et al. Trial of cannabidiol for drug-resistant seizures in the Dravet syndrome. New England Journal of Medicine, 2017. DOI: ${DOI}. PMID: ${PMID}.`,
  `AGÊNCIA NACIONAL DE VIGILÂNCIA SANITÁRIA (ANVISA). Resolução da Diretoria Colegiada RDC nº 327, de 9 de dezembro de 2019. 2019. Disponível em: ${RDC_URL}.`,
]
const VANCOUVER = [
  `Devinsky O, Cross JH, Laux L, Marsh E, Miller I, Nabbout R, et al. Trial of cannabidiol for drug-resistant seizures in the Dravet syndrome. New England Journal of Medicine. 2017. doi:${DOI} PubMed PMID: ${PMID}.`,
  `Agência Nacional de Vigilância Sanitária (Anvisa). Resolução da Diretoria Colegiada RDC nº 327, de 9 de dezembro de 2019 [Internet]. 2019. Disponível em: ${RDC_URL}`,
]

const setStyle = (style: 'abnt' | 'vancouver') =>
  serviceRest('site_settings?id=eq.true', { method: 'PATCH', body: JSON.stringify({ citation_style: style }) })

async function referencesOf(page: Page, slug: string): Promise<string[]> {
  await page.goto(`/blog/post/${slug}`)
  const section = page.getByTestId('article-references')
  await section.getByRole('heading', { name: 'Referências', level: 2 }).waitFor()
  return section.getByRole('listitem').allTextContents()
}

describe('the citation style of the articles', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  let post: { id: string; slug: string }

  beforeAll(async () => {
    cast = await createStaffCast()
    post = await insertPost('Canabidiol na síndrome de Dravet: o ensaio de 2017', {
      status: 'published',
      published_at: new Date().toISOString(),
      author_id: cast.editor.id,
      content:
        '<p>Um ensaio randomizado <a href="#ref-1" class="ref-marker" data-ref="1">[1]</a> e a regra da Anvisa ' +
        '<a href="#ref-2" class="ref-marker" data-ref="2">[2]</a>.</p>',
      reference_list: REFERENCES,
    })
  })
  afterAll(async () => {
    await setStyle('abnt')
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`at ${viewport}: a visitor reads the references in ABNT, and their links lead to the DOI, PubMed and the official text`, async () => {
      await setStyle('abnt')
      await referencesFormatted(post.slug, 'abnt')
      const visitor = await newPage(browser(), viewport)
      // The sources themselves are outside this machine: each answers with a page naming its address.
      await visitor
        .context()
        .route(/^https:\/\/(doi\.org|pubmed\.ncbi\.nlm\.nih\.gov|www\.in\.gov\.br)\//, (route) =>
          route.fulfill({ contentType: 'text/html', body: `<title>${route.request().url()}</title>` }),
        )
      expect(await referencesOf(visitor, post.slug)).toEqual(ABNT)
      const section = visitor.getByTestId('article-references')
      // ABNT sets the journal in bold, and the title when there is no journal.
      expect(await section.locator('b').allTextContents()).toEqual([
        'New England Journal of Medicine',
        REFERENCES[1].title,
      ])
      for (const [name, href] of [
        [DOI, `https://doi.org/${DOI}`],
        [PMID, `https://pubmed.ncbi.nlm.nih.gov/${PMID}/`],
        [RDC_URL, RDC_URL],
      ]) {
        const link = section.getByRole('link', { name, exact: true })
        expect(await link.getAttribute('href')).toBe(href)
        const [opened] = await Promise.all([visitor.waitForEvent('popup'), link.click()])
        await opened.waitForLoadState()
        expect(opened.url()).toBe(href)
        await opened.close()
      }
      expect(await hasHorizontalScroll(visitor)).toBe(false)
      expect(await seriousA11yViolations(visitor)).toEqual([])
      await section.scrollIntoViewIfNeeded()
      await screenshot(visitor, `citation-style-abnt-${viewport}`)
      await visitor.context().close()
      expectOnlyConsoleProblems()
    })

    it(`at ${viewport}: an admin chooses Vancouver in the settings, and the article follows`, async () => {
      await setStyle('abnt')
      await referencesFormatted(post.slug, 'abnt')
      try {
        const admin = await newPage(browser(), viewport)
        await signInAs(admin, cast.admin, '/admin/configuracoes')
        const group = admin.getByRole('group', { name: 'Estilo das referências' })
        await group.waitFor()
        expect(await group.getByRole('radio', { name: /ABNT \(NBR 6023\)/ }).isChecked()).toBe(true)
        await group.getByRole('radio', { name: /^Vancouver/ }).check()
        await admin.getByText('Configuração salva', { exact: true }).first().waitFor()
        expect(await hasHorizontalScroll(admin)).toBe(false)
        await screenshot(admin, `citation-style-settings-${viewport}`)
        const [row] = (await serviceRest('site_settings?select=citation_style')) as { citation_style: string }[]
        expect(row.citation_style).toBe('vancouver')
        // Reloaded, the settings show the saved choice.
        await admin.reload()
        await admin.getByRole('group', { name: 'Estilo das referências' }).waitFor()
        expect(await admin.getByRole('radio', { name: /^Vancouver/ }).isChecked()).toBe(true)
        await admin.context().close()

        await referencesFormatted(post.slug, 'vancouver')
        const visitor = await newPage(browser(), viewport)
        expect(await referencesOf(visitor, post.slug)).toEqual(VANCOUVER)
        expect(await visitor.getByTestId('article-references').locator('b').count()).toBe(0)
        expect(await hasHorizontalScroll(visitor)).toBe(false)
        await screenshot(visitor, `citation-style-vancouver-${viewport}`)
        await visitor.context().close()
        expectOnlyConsoleProblems()
      } finally {
        await setStyle('abnt')
      }
    })
  }

  it('editors and authors do not get the setting', async () => {
    for (const role of ['editor', 'author'] as const) {
      const page = await newPage(browser())
      await signInAs(page, cast[role], '/admin/configuracoes')
      await page.getByRole('heading', { name: 'Acesso negado' }).waitFor()
      expect(await page.getByRole('group', { name: 'Estilo das referências' }).count()).toBe(0)
      await page.context().close()
    }
  })
})
