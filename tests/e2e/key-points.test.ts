// Issue 49, item 2 (decision 055): "Pontos-chave" are written in the editor (none or 3–5, the message at
// the field otherwise), checked for compliance like the rest of the text, and shown at the top of the
// article, in the prerendered HTML too, at 1280 and 375 px.
import { beforeAll, describe, expect, it } from 'vitest'
import { seriousA11yViolations } from './a11y'
import {
  baseURL,
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  rebuildPublicPages,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { insertPost } from './posts'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const POINTS = [
  'Ensaios randomizados estudaram o canabidiol em epilepsias graves da infância.',
  'Os efeitos adversos pedem acompanhamento médico.',
  'A decisão sobre o tratamento é tomada com o médico.',
]

const keyPointsOf = async (id: string) =>
  ((await serviceRest(`posts?select=key_points&id=eq.${id}`)) as { key_points: string[] }[])[0].key_points

describe('Pontos-chave', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`at ${viewport}: the editor asks for three to five points at the field, and the article shows them at the top`, async () => {
      const post = await insertPost(`Canabidiol em epilepsias graves (${viewport})`, {
        status: 'draft',
        author_id: cast.editor.id,
        content: '<p>O canabidiol foi estudado em ensaios clínicos randomizados.</p>',
      })
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, `/admin/posts/${post.id}`)
      await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
      const field = page.getByTestId('key-points-field')
      await field.getByRole('button', { name: 'Adicionar ponto-chave' }).click()
      await field.getByLabel('Ponto-chave 1', { exact: true }).fill(POINTS[0])
      await field.getByRole('button', { name: 'Adicionar ponto-chave' }).click()
      await field.getByLabel('Ponto-chave 2', { exact: true }).fill(POINTS[1])

      // Two points: refused at the field, nothing typed lost, nothing saved.
      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      await field.getByText('Escreva de 3 a 5 pontos-chave, ou deixe sem nenhum.').waitFor()
      await screenshot(page, `key-points-two-${viewport}`)
      expect(await field.getByLabel('Ponto-chave 2', { exact: true }).inputValue()).toBe(POINTS[1])
      expect(await keyPointsOf(post.id)).toEqual([])

      // A claim in a key point is found by the live check, like one in the body.
      await field.getByRole('button', { name: 'Adicionar ponto-chave' }).click()
      await field.getByLabel('Ponto-chave 3', { exact: true }).fill('Cura garantida em poucos dias.')
      await page
        .getByTestId('editor-compliance')
        .getByText(/em Pontos-chave/)
        .first()
        .waitFor()
      await field.getByLabel('Ponto-chave 3', { exact: true }).fill(POINTS[2])
      await page.getByRole('button', { name: 'Publicar', exact: true }).click()
      await page.getByText('Post publicado com sucesso!').first().waitFor()
      expect(await keyPointsOf(post.id)).toEqual(POINTS)
      await page.context().close()

      await rebuildPublicPages()
      const html = await (await fetch(`${baseURL()}/blog/post/${post.slug}`)).text()
      expect(html).toContain('>Pontos-chave</h2>')
      for (const point of POINTS) expect(html).toContain(point)

      const visitor = await newPage(browser(), viewport)
      await visitor.goto(`${baseURL()}/blog/post/${post.slug}`)
      const box = visitor.getByRole('region', { name: 'Pontos-chave' })
      await box.waitFor()
      expect(await box.getByRole('listitem').allTextContents()).toEqual(POINTS)
      // At the top: before the body's first paragraph.
      const above = await visitor.evaluate(() => {
        const points = document.querySelector('[data-testid="article-key-points"]')
        const body = document.querySelector('[data-testid="article-body"]')
        return !!points && !!body && !!(points.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING)
      })
      expect(above).toBe(true)
      expect(await hasHorizontalScroll(visitor)).toBe(false)
      expect(await seriousA11yViolations(visitor)).toEqual([])
      await screenshot(visitor, `key-points-article-${viewport}`)
      await visitor.context().close()
      expectOnlyConsoleProblems()
    })
  }

  it('a post without key points shows no box', async () => {
    const post = await insertPost('Sem pontos-chave', {
      status: 'published',
      published_at: new Date().toISOString(),
      author_id: cast.editor.id,
    })
    const visitor = await newPage(browser())
    await visitor.goto(`${baseURL()}/blog/post/${post.slug}`)
    await visitor.getByRole('heading', { name: 'Sem pontos-chave' }).waitFor()
    expect(await visitor.getByTestId('article-key-points').count()).toBe(0)
    await visitor.context().close()
  })
})
