// Issue 29 in a real browser, at 1280 and 375 px: a physician writes their registry in "Meu perfil" (an
// admin verifies it, issue 45);
// an editor writes a post citing two references (pasted DOI and PMID, markers [1] [2]), records a
// technical review by that physician (only registry holders offered, a future day refused at its
// field) and publishes; visitors read "Revisão técnica … — revisado em …", "Próxima revisão" and
// "Referências", follow the bylines to the author pages, and the prerendered JSON-LD carries
// reviewedBy, lastReviewed and citation; an edit makes the review pending (the article stops claiming
// it, the dashboard lists it); a post citing a revoked norm as current is marked in the post list,
// the editor and the dashboard.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { brasiliaToday } from '@/lib/brasilia-time'
import { creatorExcerpt } from '@/features/posts/utils/excerpt'
import { baseURL, hasHorizontalScroll, newPage, rebuildPublicPages, screenshot, useBrowser } from './fixtures'
import { createStaffCast, signInAs, verifyRegistryInUsersPage, type StaffAccount, type StaffRole } from './staff'
import { insertPost } from './posts'

const TITLE = 'Canabidiol na síndrome de Dravet, revisado'
const SLUG = 'canabidiol-na-sindrome-de-dravet-revisado'
const DOI = '10.1056/NEJMoa1611618'
const PMID = '28538134'
const REVIEWER = 'Ana Administradora — CRM-SP 123456'
const REVOKED_LABEL = 'Cita norma revogada: RDC 327/2019 → RDC 1.015/2026'

interface PostRow {
  id: string
  slug: string
}

// The excerpt the editor would derive, so its first save changes no text.
const createPost = (title: string, authorId: string, content: string, status = 'draft') =>
  insertPost<PostRow>(title, { content, excerpt: creatorExcerpt(content), status, author_id: authorId })

/** The JSON-LD blocks of a page as the server sends it (the prerendered HTML, before any script runs). */
async function prerenderedJsonLd(path: string): Promise<Record<string, unknown>[]> {
  const html = await (await fetch(baseURL() + path)).text()
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  )
}

function longDay(day: string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  )
}

async function noSidewaysScroll(page: Page, where: string) {
  expect(await hasHorizontalScroll(page), where).toBe(false)
}

describe('medical credibility: technical review, references, author pages, review list and revoked norms', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it('a reviewed post with two cited references: the article, the author pages, the prerendered JSON-LD and the dashboard at 1280 and 375 px', async () => {
    // The admin is the physician who reviews: their registry, written in "Meu perfil" and verified in
    // /admin/usuarios (tests/e2e/verified-credentials.test.ts tries an unverified one).
    const admin = await newPage(browser())
    await signInAs(admin, cast.admin, '/admin/perfil')
    await admin.getByLabel('Registro profissional', { exact: true }).fill('crm/sp 123456')
    await admin.getByLabel('RQE (opcional)', { exact: true }).fill('4567')
    await admin.getByLabel('Especialidade (opcional)', { exact: true }).fill('Neurologia')
    await admin.getByRole('button', { name: 'Salvar perfil' }).click()
    await admin.getByText('Perfil salvo').first().waitFor()
    await verifyRegistryInUsersPage(admin, 'Ana Administradora')
    await admin.context().close()

    // The editor writes a post citing two references, pasted as a DOI and a PMID, with markers.
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts/new')
    await page.getByLabel('Título', { exact: true }).fill(TITLE)
    const body = page.getByRole('textbox', { name: 'Conteúdo' })
    await body.click()
    await page.keyboard.type('Em um ensaio clínico, as crises caíram 39% no grupo tratado.')
    await page.keyboard.press('Enter')
    await page.keyboard.type('O registro no PubMed descreve o estudo.')
    for (const identifier of [DOI, PMID]) {
      await page.getByLabel('Colar DOI, PMID ou link').fill(identifier)
      await page.getByLabel('Colar DOI, PMID ou link').press('Enter')
    }
    const reference = (n: number) => page.getByTestId('reference-item').nth(n - 1)
    await reference(1)
      .getByLabel('Título', { exact: true })
      .fill('Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome')
    await reference(2).getByLabel('Título', { exact: true }).fill('Registro no PubMed')
    await body.getByText('Em um ensaio clínico').click()
    await page.keyboard.press('End')
    await reference(1).getByRole('button', { name: 'Inserir marcador [1]' }).click()
    await body.getByText('O registro no PubMed').click()
    await page.keyboard.press('End')
    await reference(2).getByRole('button', { name: 'Inserir marcador [2]' }).click()
    await page.getByRole('combobox', { name: 'Categoria' }).click()
    await page.getByRole('option', { name: 'Pesquisas', exact: true }).click()
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/)

    // The review: only registry holders offered, a day in the future refused at its field.
    const today = brasiliaToday()
    const nextReview = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`
    const card = page.getByTestId('review-card')
    await card.getByText('Sem revisão técnica').waitFor()
    await card.getByRole('button', { name: 'Registrar revisão' }).click()
    const dialog = page.getByRole('dialog', { name: 'Registrar revisão técnica' })
    await dialog.getByRole('combobox', { name: 'Revisor' }).click()
    expect(await page.getByRole('option').allTextContents()).toEqual([REVIEWER])
    await page.getByRole('option', { name: REVIEWER }).click()
    await dialog.getByLabel('Revisado em').fill('2999-01-01')
    await dialog.getByRole('button', { name: 'Registrar revisão' }).click()
    await dialog.getByText('A data da revisão não pode estar no futuro.').waitFor()
    await dialog.getByLabel('Revisado em').fill(today)
    expect(await dialog.getByLabel('Próxima revisão').inputValue()).toBe(nextReview)
    await dialog.getByRole('button', { name: 'Registrar revisão' }).click()
    await dialog.waitFor({ state: 'detached' })
    await card.getByText('Revisado', { exact: true }).waitFor()
    await card
      .getByText(`Revisado por Ana Administradora, Médico(a), CRM-SP 123456, Neurologia, RQE 4567 — ${longDay(today)}`)
      .waitFor()

    // Publishing changes no text: the review stays.
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await page.getByText('Post publicado com sucesso!').first().waitFor()
    await card.getByText('Revisado', { exact: true }).waitFor()
    await screenshot(page, 'medical-review-editor-desktop')

    await rebuildPublicPages()
    for (const viewport of ['desktop', 'mobile'] as const) {
      const visitor = await newPage(browser(), viewport)
      await visitor.goto(`/blog/post/${SLUG}`)
      const review = visitor.getByTestId('article-review')
      await expect
        .poll(() => review.textContent())
        .toContain(
          `Revisão técnica: Ana Administradora, Médico(a), CRM-SP 123456, Neurologia, RQE 4567 — revisado em ${longDay(today)}`,
        )
      expect(await review.textContent()).toContain(`Próxima revisão: ${longDay(nextReview)}`)
      const references = visitor.getByTestId('article-references').getByRole('listitem')
      expect(await references.count()).toBe(2)
      expect(
        await visitor
          .locator('article a.ref-marker')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(['#ref-1', '#ref-2'])
      await noSidewaysScroll(visitor, `article ${viewport}`)
      await screenshot(visitor, `medical-review-article-${viewport}`)

      // The byline leads to the author's page, which lists the post; the reviewer's page shows the registry.
      await visitor.getByRole('link', { name: 'Edu Editor' }).first().click()
      await visitor.waitForURL(/\/autor\/edu-editor$/)
      await visitor.getByRole('heading', { name: 'Edu Editor', level: 1 }).waitFor()
      await visitor.getByRole('link', { name: TITLE }).first().waitFor()
      await noSidewaysScroll(visitor, `author page ${viewport}`)
      await visitor.goto(`/blog/post/${SLUG}`)
      await review.getByRole('link', { name: 'Ana Administradora' }).click()
      await visitor.waitForURL(/\/autor\/ana-administradora$/)
      await visitor.getByText('CRM-SP 123456').first().waitFor()
      await noSidewaysScroll(visitor, `reviewer page ${viewport}`)
      await screenshot(visitor, `medical-review-reviewer-page-${viewport}`)
      await visitor.context().close()
    }

    // The structured data as the server sends it.
    const article = (await prerenderedJsonLd(`/blog/post/${SLUG}`)).find((data) => data['@type'] === 'BlogPosting')
    expect(article?.mainEntityOfPage).toMatchObject({
      '@type': 'MedicalWebPage',
      lastReviewed: today,
      reviewedBy: {
        '@type': 'Person',
        name: 'Ana Administradora',
        jobTitle: 'Médico(a)',
        hasCredential: [{ name: 'CRM-SP 123456' }, { name: 'RQE 4567' }],
      },
    })
    expect(article?.author).toMatchObject({
      '@type': 'Person',
      name: 'Edu Editor',
      url: expect.stringMatching(/\/autor\/edu-editor$/),
    })
    expect(article?.citation).toEqual([
      expect.objectContaining({
        '@type': 'ScholarlyArticle',
        name: 'Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome',
        url: `https://doi.org/${DOI}`,
      }),
      expect.objectContaining({
        '@type': 'ScholarlyArticle',
        name: 'Registro no PubMed',
        url: `https://pubmed.ncbi.nlm.nih.gov/${PMID}/`,
      }),
    ])
    const reviewerPage = (await prerenderedJsonLd('/autor/ana-administradora')).find(
      (data) => data['@type'] === 'Person',
    )
    expect(reviewerPage).toMatchObject({ name: 'Ana Administradora', jobTitle: 'Médico(a)', knowsAbout: 'Neurologia' })
    expect(JSON.stringify(reviewerPage?.hasCredential)).toContain('CRM-SP 123456')

    // An edit of the text: the review is pending, the article no longer claims it.
    await body.getByText('O registro no PubMed').click()
    await page.keyboard.press('End')
    await page.keyboard.type(' Uma frase nova.')
    await page.getByRole('button', { name: 'Atualizar', exact: true }).click()
    await card.getByText('Revisão pendente').waitFor()
    await rebuildPublicPages()
    const visitor = await newPage(browser(), 'mobile')
    await visitor.goto(`/blog/post/${SLUG}`)
    await visitor.getByText('Uma frase nova.').waitFor()
    expect(await visitor.getByTestId('article-review').count()).toBe(0)
    await visitor.context().close()

    // The dashboard's list of reviews, at both widths.
    for (const viewport of ['desktop', 'mobile'] as const) {
      const dashboard = viewport === 'desktop' ? page : await newPage(browser(), 'mobile')
      if (viewport === 'mobile') await signInAs(dashboard, cast.editor, '/admin')
      else await dashboard.goto('/admin')
      const list = dashboard.getByTestId('reviews-due')
      await list.getByRole('link', { name: TITLE }).waitFor()
      expect(await list.textContent()).toContain('Revisão pendente')
      await noSidewaysScroll(dashboard, `dashboard ${viewport}`)
      await screenshot(dashboard, `medical-review-dashboard-${viewport}`)
      await dashboard.context().close()
    }
  })

  it('marks a post that cites a revoked norm as current in the post list, the editor and the dashboard', async () => {
    const post = await createPost(
      'Rótulos de óleos de CBD',
      cast.author.id,
      '<p>Pela RDC 327/2019 da Anvisa, o rótulo deve trazer a concentração.</p>',
    )
    await createPost('Histórico da regulação', cast.author.id, '<p>A RDC 1.015/2026 revogou a RDC 327/2019.</p>')
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.editor, '/admin/posts')
    const card = page.getByTestId('admin-post-card').filter({ hasText: 'Rótulos de óleos de CBD' })
    await card.getByText(REVOKED_LABEL).waitFor()
    const history = page.getByTestId('admin-post-card').filter({ hasText: 'Histórico da regulação' })
    await history.waitFor()
    expect(await history.getByText(REVOKED_LABEL).count()).toBe(0)
    await noSidewaysScroll(page, 'post list')
    await screenshot(page, 'revoked-norm-post-list-mobile')

    await page.goto(`/admin/posts/${post.id}`)
    await page.getByText(REVOKED_LABEL).first().waitFor()

    await page.goto('/admin')
    const list = page.getByTestId('revoked-citations')
    await list.getByRole('link', { name: 'Rótulos de óleos de CBD' }).waitFor()
    expect(await list.textContent()).toContain(REVOKED_LABEL)
    expect(await list.textContent()).not.toContain('Histórico da regulação')
    await page.context().close()
  })
})
