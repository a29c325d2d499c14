// Issue 31, items 8–11: links in the post editor behave as in Google Docs, Clio's draft card stays
// compact with its theme inside it and its time in Brasília, and opening the editor logs nothing.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  takeConsoleProblems,
  useBrowser,
  VIEWPORTS,
} from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'
import { insertPost } from './posts'

const editorBody = (page: Page) => page.getByRole('textbox', { name: 'Conteúdo' })
const aiCard = (page: Page) =>
  page.getByRole('heading', { name: 'Posts da IA' }).locator('xpath=ancestor::*[@data-slot="card"][1]')

/** The body's paragraphs as [text, the text of its links] (what the writer sees linked). */
const paragraphs = (page: Page) =>
  editorBody(page)
    .locator('p')
    .evaluateAll((nodes) => nodes.map((p) => [p.textContent, [...p.querySelectorAll('a')].map((a) => a.textContent)]))

const createDraft = (title: string, authorId: string, content: string) =>
  insertPost(title, { content, status: 'draft', author_id: authorId })

// A long theme with no break in its last word, the kind that ran past the card's edge.
const LONG_THEME =
  'Canabidiol no tratamento da epilepsia refratária em crianças e adolescentes: o que dizem as revisões sistemáticas mais recentes sobre eficácia e segurança (anticonvulsivantes-associados-ao-canabidiol)'
// 02:30 UTC: 23:30 of the day before in Brasília, 11:30 in Tokyo.
const CREATED_AT = '2026-03-10T02:30:00.000Z'

describe('editor and Clio polish (issue 31)', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it('"Aplicar" links the selected word, leaves the cursor after it in the editor, and text typed next is plain', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts/new')
    await editorBody(page).click()
    await page.keyboard.type('Leia o estudo')
    for (let i = 0; i < 'estudo'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
    await page.getByRole('button', { name: 'Link' }).click()
    const dialog = page.getByRole('dialog', { name: 'Inserir link' })
    await dialog.getByLabel('Endereço do link').fill('https://example.org/estudo')
    await dialog.getByRole('button', { name: 'Aplicar' }).click()
    await dialog.waitFor({ state: 'detached' })
    // The editor has the focus back, with nothing selected.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('ProseMirror'))).toBe(true)
    expect(await page.evaluate(() => document.getSelection()?.isCollapsed)).toBe(true)
    await page.keyboard.type(' abc')
    expect(await paragraphs(page)).toEqual([['Leia o estudo abc', ['estudo']]])
    expect(await editorBody(page).locator('a').getAttribute('href')).toBe('https://example.org/estudo')
    await page.context().close()
  })

  it('text typed right after an existing link (a comma, a word) is not part of the link', async () => {
    const draft = await createDraft(
      'Rascunho com link no fim',
      cast.editor.id,
      '<p>Veja <a href="https://example.org/fonte">a fonte</a></p>',
    )
    const page = await newPage(browser())
    await signInAs(page, cast.editor, `/admin/posts/${draft.id}`)
    await editorBody(page).locator('a').waitFor()
    await editorBody(page).click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type(', e mais')
    expect(await paragraphs(page)).toEqual([['Veja a fonte, e mais', ['a fonte']]])
    await page.context().close()
  })

  it('writing a new post, saving it (the editor opens it again) and reopening it logs no warning or error', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts/new')
    await page.getByRole('heading', { name: 'Novo Post' }).waitFor()
    await page.getByLabel('Título', { exact: true }).fill('Rascunho sem avisos no console')
    await editorBody(page).click()
    await page.keyboard.type('Um texto qualquer, com https://example.org/fonte e mais palavras.')
    await page.getByRole('combobox', { name: 'Categoria' }).click()
    await page.getByRole('option', { name: 'Pesquisas', exact: true }).click()
    await page.getByRole('button', { name: 'Salvar', exact: true }).click()
    await page.waitForURL(/\/admin\/posts\/[0-9a-f-]{36}$/)
    await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
    await editorBody(page)
      .getByText(/Um texto qualquer/)
      .waitFor()
    await page.reload()
    await editorBody(page)
      .getByText(/Um texto qualquer/)
      .waitFor()
    await page.waitForTimeout(500)
    expect(takeConsoleProblems()).toEqual([])
    await page.context().close()
  })

  it('a Clio draft card stays compact, its theme chip inside it, at 1280 and 375 px', async () => {
    await serviceRest('ai_drafts', {
      method: 'POST',
      body: JSON.stringify({
        tema: LONG_THEME,
        titulo:
          'Canabidiol na epilepsia refratária infantil: o que as revisões sistemáticas permitem afirmar hoje sobre eficácia, segurança e interações',
        subtitulo:
          'Uma leitura cuidadosa dos ensaios clínicos randomizados, das metanálises e das diretrizes de sociedades médicas, com atenção às doses estudadas, aos efeitos adversos e às interações com outros anticonvulsivantes.',
        conteudo: `<p>${'Os ensaios clínicos com canabidiol purificado em síndromes de Dravet e Lennox-Gastaut mostraram redução de crises. '.repeat(12)}</p>`,
        notas: Array.from(
          { length: 6 },
          (_, i) => `Conferir a referência ${i + 1} antes de publicar e ajustar o tom do parágrafo correspondente.`,
        ).join('\n'),
        created_by: cast.editor.id,
        created_at: CREATED_AT,
        imagem: { url: '/seed-images/canabidiol-e-autismo-o-que-os-estudos-ja-permitem-dizer-480w.webp' },
      }),
    })
    for (const viewport of ['desktop', 'mobile'] as const) {
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor)
      const card = page.getByTestId('ai-draft-card').first()
      await card.waitFor()
      await card.scrollIntoViewIfNeeded()
      await aiCard(page).screenshot({ path: `test-results/screenshots/clio-draft-card-${viewport}.png` })
      await screenshot(page, `clio-dashboard-${viewport}`)
      const cardBox = (await card.boundingBox())!
      const chipBox = (await card.getByTestId('ai-draft-theme').boundingBox())!
      expect(chipBox.x, viewport).toBeGreaterThanOrEqual(cardBox.x)
      expect(chipBox.x + chipBox.width, viewport).toBeLessThanOrEqual(cardBox.x + cardBox.width)
      expect(await hasHorizontalScroll(page), viewport).toBe(false)
      // The whole theme is still there for whoever wants to read it.
      expect(await card.getByTestId('ai-draft-theme').getAttribute('title')).toBe(LONG_THEME)
      // Compact: well under the screen's height, so the queue shows more than one card at a time.
      expect(cardBox.height, viewport).toBeLessThanOrEqual(VIEWPORTS[viewport].height * 0.6)
      await page.context().close()
    }
  })

  it('the queue shows when a draft was generated in Brasília time, whatever the browser zone', async () => {
    const page = await newPage(browser(), 'desktop', { timezoneId: 'Asia/Tokyo' })
    await signInAs(page, cast.editor)
    const card = page.getByTestId('ai-draft-card').filter({ hasText: 'Canabidiol na epilepsia refratária infantil' })
    await card.waitFor()
    expect(await card.getByText(/^Gerado em/).innerText()).toBe('Gerado em 09/03/2026 23:30')
    await page.context().close()
  })
})
