// Issue 29 in a real browser, at 1280 and 375 px: an editor records a technical review of a post by a
// reviewer with a registry (the dialog refuses a day in the future at its field), publishes it, and
// visitors read "Revisão técnica … — revisado em …" and "Próxima revisão" on the article, in its
// prerendered HTML and in its JSON-LD (MedicalWebPage with reviewedBy and lastReviewed); an edit makes
// the review pending (the article stops claiming it, the dashboard lists it); a post that cites a
// revoked norm as current is marked in the post list and on the dashboard.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { brasiliaToday } from '@/lib/brasilia-time'
import { creatorExcerpt } from '@/features/posts/utils/excerpt'
import { baseURL, hasHorizontalScroll, newPage, rebuildPublicPages, screenshot, serviceRest, useBrowser } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const REVOKED_LABEL = 'Cita norma revogada: RDC 327/2019 → RDC 1.015/2026'

interface PostRow {
  id: string
  slug: string
}

async function createPost(title: string, authorId: string, content: string, status = 'draft'): Promise<PostRow> {
  const slug = title.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
  const categoryId = ((await serviceRest('categories?select=id&slug=eq.pesquisas')) as { id: string }[])[0].id
  const [row] = (await serviceRest('posts', {
    method: 'POST',
    // The excerpt the editor would derive, so its first save changes no text.
    body: JSON.stringify({ title, slug, content, excerpt: creatorExcerpt(content), status, author_id: authorId, category_id: categoryId }),
  })) as PostRow[]
  return row
}

/** The JSON-LD blocks of a page as the server sends it (the prerendered HTML, before any script runs). */
async function prerenderedJsonLd(path: string): Promise<Record<string, unknown>[]> {
  const html = await (await fetch(baseURL() + path)).text()
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>)
}

function longDay(day: string): string {
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
}

async function noSidewaysScroll(page: Page, where: string) {
  expect(await hasHorizontalScroll(page), where).toBe(false)
}

describe('medical credibility: technical review, review list and revoked norms', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
    // The admin is the physician who reviews (their registry is theirs to write; here set directly).
    await serviceRest(`profiles?id=eq.${cast.admin.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ registry_council: 'CRM', registry_uf: 'SP', registry_number: '123456' }),
    })
  })

  it('records a review in the editor, shows it on the article and in its JSON-LD, and marks it pending after an edit', async () => {
    const post = await createPost('Canabidiol e sono: revisão técnica', cast.author.id, '<p>Estudos pequenos sugerem efeito no sono.</p>')
    const today = brasiliaToday()
    const page = await newPage(browser())
    await signInAs(page, cast.editor, `/admin/posts/${post.id}`)
    const card = page.getByTestId('review-card')
    await card.getByText('Sem revisão técnica').waitFor()

    await card.getByRole('button', { name: 'Registrar revisão' }).click()
    const dialog = page.getByRole('dialog', { name: 'Registrar revisão técnica' })
    await dialog.getByRole('combobox', { name: 'Revisor' }).click()
    // Only people with a registry are offered: the admin, not the editor or the author.
    expect(await page.getByRole('option').allTextContents()).toEqual(['Ana Administradora — CRM-SP 123456'])
    await page.getByRole('option', { name: 'Ana Administradora — CRM-SP 123456' }).click()
    await dialog.getByLabel('Revisado em').fill('2999-01-01')
    await dialog.getByRole('button', { name: 'Registrar revisão' }).click()
    await dialog.getByText('A data da revisão não pode estar no futuro.').waitFor()
    await dialog.getByLabel('Revisado em').fill(today)
    expect(await dialog.getByLabel('Próxima revisão').inputValue()).toBe(`${Number(today.slice(0, 4)) + 1}${today.slice(4)}`)
    await dialog.getByRole('button', { name: 'Registrar revisão' }).click()
    await dialog.waitFor({ state: 'detached' })
    await card.getByText('Revisado', { exact: true }).waitFor()
    await card.getByText(`Revisado por Ana Administradora, CRM-SP 123456 — ${longDay(today)}`).waitFor()

    // Publishing is a text-neutral save: the review stays.
    await page.getByRole('button', { name: 'Publicar', exact: true }).click()
    await page.getByText('Post publicado com sucesso!').first().waitFor()
    await card.getByText('Revisado', { exact: true }).waitFor()
    await screenshot(page, 'medical-review-editor-desktop')

    await rebuildPublicPages()
    const nextReview = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`
    for (const viewport of ['desktop', 'mobile'] as const) {
      const visitor = await newPage(browser(), viewport)
      await visitor.goto(`/blog/post/${post.slug}`)
      const review = visitor.getByTestId('article-review')
      await expect.poll(() => review.textContent()).toContain(`Revisão técnica: Ana Administradora, CRM-SP 123456 — revisado em ${longDay(today)}`)
      expect(await review.textContent()).toContain(`Próxima revisão: ${longDay(nextReview)}`)
      await noSidewaysScroll(visitor, `article ${viewport}`)
      await screenshot(visitor, `medical-review-article-${viewport}`)
      await visitor.context().close()
    }
    const jsonLd = await prerenderedJsonLd(`/blog/post/${post.slug}`)
    const article = jsonLd.find((data) => data['@type'] === 'BlogPosting')
    expect(article?.mainEntityOfPage).toMatchObject({
      '@type': 'MedicalWebPage',
      lastReviewed: today,
      reviewedBy: { '@type': 'Person', name: 'Ana Administradora', hasCredential: { name: 'CRM-SP 123456' } },
    })

    // An edit of the text: the review is pending, the article no longer claims it.
    const body = page.getByRole('textbox', { name: 'Conteúdo' })
    await body.click()
    await page.keyboard.press('End')
    await page.keyboard.type(' Uma frase nova.')
    await page.getByRole('button', { name: 'Atualizar', exact: true }).click()
    await card.getByText('Revisão pendente').waitFor()
    await rebuildPublicPages()
    const visitor = await newPage(browser(), 'mobile')
    await visitor.goto(`/blog/post/${post.slug}`)
    await visitor.getByText('Uma frase nova.').waitFor()
    expect(await visitor.getByTestId('article-review').count()).toBe(0)
    await visitor.context().close()

    // The dashboard's list, at both widths.
    for (const viewport of ['desktop', 'mobile'] as const) {
      const dashboard = viewport === 'desktop' ? page : await newPage(browser(), 'mobile')
      if (viewport === 'mobile') await signInAs(dashboard, cast.editor, '/admin')
      else await dashboard.goto('/admin')
      const list = dashboard.getByTestId('reviews-due')
      await list.getByRole('link', { name: 'Canabidiol e sono: revisão técnica' }).waitFor()
      expect(await list.textContent()).toContain('Revisão pendente')
      await noSidewaysScroll(dashboard, `dashboard ${viewport}`)
      await screenshot(dashboard, `medical-review-dashboard-${viewport}`)
      await dashboard.context().close()
    }
  })

  it('marks a post that cites a revoked norm as current in the post list, the editor and the dashboard', async () => {
    const post = await createPost('Rótulos de óleos de CBD', cast.author.id, '<p>Pela RDC 327/2019 da Anvisa, o rótulo deve trazer a concentração.</p>')
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
