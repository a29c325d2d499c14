import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  boxesOverlap,
  hasHorizontalScroll,
  newPage,
  screenshot,
  screenshotOf,
  serviceRest,
  useBrowser,
} from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const aiCard = (page: Page) =>
  page.getByRole('heading', { name: 'Posts da IA' }).locator('xpath=ancestor::*[@data-slot="card"][1]')
const drafts = (page: Page) => page.getByTestId('ai-draft-card')

/** Generates a draft and waits until the queue shows it (a toast from an earlier one may still be up). */
async function generateDraft(page: Page, theme: string) {
  const before = await drafts(page).count()
  await aiCard(page).getByRole('button', { name: 'Gerar Novo Post' }).click()
  await page.getByLabel('Tema do Post').fill(theme)
  await page.getByRole('button', { name: 'Gerar Conteúdo' }).first().click()
  await expect.poll(() => drafts(page).count(), { timeout: 30_000 }).toBe(before + 1)
}

describe('Clio on the offline provider', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it('"Diagnóstico" runs the five checks against the real service, all "Sucesso"', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.admin)
    await aiCard(page).getByRole('button', { name: 'Diagnóstico' }).click()
    const dialog = page.getByRole('dialog', { name: 'Diagnóstico da API Clio' })
    await dialog.getByRole('button', { name: 'Executar diagnóstico' }).click()
    await dialog.getByText('Todos os testes passaram: a API Clio está funcionando.').waitFor({ timeout: 30_000 })
    for (const id of ['connectivity', 'health', 'generate', 'image', 'cors']) {
      expect(await dialog.getByTestId(`check-${id}`).getByText('Sucesso').isVisible(), id).toBe(true)
    }
    await screenshot(page, 'clio-diagnostics')
    await page.context().close()
  })

  it('generates a post into the shared queue, another staff member sees it, one is rejected and one approved into a Rascunho with its cover', async () => {
    const alice = await newPage(browser())
    await signInAs(alice, cast.author)
    await expect.poll(() => aiCard(alice).getByText('Nenhum post pendente de IA').count()).toBe(1)
    await generateDraft(alice, 'Canabidiol e epilepsia')
    const first = drafts(alice).first()
    await first.waitFor()
    const title = await first.getByRole('heading').innerText()
    expect(await first.getByText('Canabidiol e epilepsia', { exact: true }).isVisible()).toBe(true)
    expect((await first.getByTestId('ai-draft-preview').innerText()).length).toBeLessThanOrEqual(151)
    // Offline drafts pass the advertising-rules check clean.
    expect(await first.getByText('Conformidade: nenhum problema').isVisible()).toBe(true)
    await generateDraft(alice, 'Dor crônica')

    const edu = await newPage(browser(), 'mobile')
    await signInAs(edu, cast.editor)
    await expect.poll(() => drafts(edu).count()).toBe(2)
    expect(await drafts(edu).getByRole('heading', { name: title }).count()).toBe(1)
    expect(await hasHorizontalScroll(edu)).toBe(false)
    await screenshot(edu, 'clio-queue-mobile')

    const pain = drafts(edu).filter({ hasText: 'Dor crônica' })
    await pain.getByRole('button', { name: 'Rejeitar' }).click()
    await edu.getByText('Post rejeitado.', { exact: true }).first().waitFor()
    await expect.poll(() => drafts(edu).count()).toBe(1)

    const epilepsy = drafts(alice).filter({ hasText: 'Canabidiol e epilepsia' })
    await alice.reload()
    await epilepsy.getByRole('button', { name: 'Aprovar' }).click()
    await alice.getByText('Post aprovado!', { exact: true }).first().waitFor()
    const link = alice.getByRole('link', { name: 'Abrir no editor' })
    const href = (await link.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/admin\/posts\/[0-9a-f-]{36}$/)
    await expect.poll(() => drafts(alice).count()).toBe(0)

    const [post] = (await serviceRest(
      `posts?select=title,status,author_id,image,featured,tags&id=eq.${href.split('/').pop()}`,
    )) as {
      title: string
      status: string
      author_id: string
      image: string
      featured: boolean
      tags: string[]
    }[]
    expect(post).toMatchObject({ title, status: 'draft', author_id: cast.author.id, featured: false })
    // The tags Clio suggested for the draft: 3–5 short ones about its theme, never the whole theme.
    expect(post.tags).toEqual(expect.arrayContaining(['canabidiol', 'epilepsia']))
    expect(post.tags.length).toBeGreaterThanOrEqual(3)
    expect(post.tags.length).toBeLessThanOrEqual(5)
    expect(post.image).toMatch(/\/storage\/v1\/object\/public\/post-images\/[0-9a-f]{32}-\d+x\d+\.webp$/)

    await alice.goto('/admin/posts?status=draft')
    const card = alice.getByTestId('admin-post-card').filter({ hasText: title })
    await card.waitFor()
    expect(await card.getByTestId('post-status').innerText()).toBe('Rascunho')
    expect(await card.locator('img').first().getAttribute('src')).toBe(post.image)
    await edu.context().close()
    await alice.context().close()
  })

  it('writes X copy within 280 characters and an image of exactly 1080 × 1350', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor)
    await page.getByLabel('Tópico ou Tema').fill('Canabidiol e ansiedade')
    await page.getByRole('combobox', { name: 'Plataforma' }).click()
    await page.getByRole('option', { name: 'X', exact: true }).click()
    await page.getByRole('combobox', { name: 'Tamanho da Imagem' }).click()
    await page.getByRole('option', { name: 'Instagram Post 4:5 (1080x1350)' }).click()
    await page.getByText('Máx. 280 caracteres').waitFor()
    await page.getByRole('button', { name: 'Gerar Conteúdo' }).last().click()
    const text = page.getByRole('textbox', { name: 'Texto Gerado' })
    await text.waitFor({ timeout: 30_000 })
    const copy = await text.inputValue()
    expect(copy.length).toBeGreaterThan(20)
    expect(copy.length).toBeLessThanOrEqual(280)
    const image = page.getByRole('img', { name: 'Imagem para Canabidiol e ansiedade' })
    await image.waitFor()
    const url = (await image.getAttribute('src')) ?? ''
    const meta = await sharp(Buffer.from(await (await fetch(url)).arrayBuffer())).metadata()
    expect([meta.width, meta.height]).toEqual([1080, 1350])
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([1080, 1350])
    expect(await page.getByText('Orientação Incorreta Detectada').count()).toBe(0)
    // Issue 54: the two Clio image actions have names that say the difference, not Regerar/Regenerar.
    expect(await page.getByRole('region', { name: 'Opções de Imagem' }).getByRole('button').allInnerTexts()).toEqual([
      'Gerar variação da imagem',
      'Redesenhar imagem',
      'Buscar no Pexels',
    ])
    await screenshot(page, 'clio-social-desktop')
    await page.context().close()
  })

  // Issue 54, at 1280 and 375 px: the diagnostic dialog's corner "Fechar" (×) stays clear of its button;
  // the platform is "X"; "Estilo do Conteúdo" shows each platform's style whole, never cut at the edge.
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`lays out the diagnostic dialog and the social generator's style whole (${viewport})`, async () => {
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.admin)
      await aiCard(page).getByRole('button', { name: 'Diagnóstico' }).click()
      const dialog = page.getByRole('dialog', { name: 'Diagnóstico da API Clio' })
      const run = dialog.getByRole('button', { name: 'Executar diagnóstico' })
      await run.waitFor()
      expect(await boxesOverlap(dialog.getByRole('button', { name: 'Fechar' }), run)).toBe(false)
      expect(
        await boxesOverlap(dialog.getByRole('button', { name: 'Fechar' }), dialog.locator('#clio-diagnostics-title')),
      ).toBe(false)
      await screenshot(page, `clio-diagnostics-dialog-${viewport}`)
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })

      const style = page.getByLabel('Estilo do Conteúdo')
      const styles: Record<string, string> = {
        Instagram: 'Visual, com hashtags relevantes e tom casual e envolvente',
        Facebook: 'Conversacional e informativo, que estimula a discussão',
        X: 'Conciso, direto e impactante, com emojis estratégicos',
        LinkedIn: 'Profissional e educativo, com insights de valor',
      }
      for (const [platform, text] of Object.entries(styles)) {
        await page.getByRole('combobox', { name: 'Plataforma' }).click()
        if (platform === 'Instagram') {
          expect(await page.getByRole('option').allInnerTexts()).toEqual(Object.keys(styles))
        }
        await page.getByRole('option', { name: platform, exact: true }).click()
        await expect.poll(() => style.inputValue()).toBe(text)
        // Whole on screen: the box holds its text without scrolling either way.
        const cut = await style.evaluate(
          (field) => field.scrollWidth > field.clientWidth || field.scrollHeight > field.clientHeight,
        )
        expect(cut, `${platform} (${viewport})`).toBe(false)
      }
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshotOf(
        style.locator('xpath=ancestor::*[contains(@class,"grid")][1]'),
        `clio-social-fields-${viewport}`,
      )
      await page.context().close()
    })
  }
})
