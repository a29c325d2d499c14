// Issue 30, "On approval": an approved Clio draft becomes a post with no machine note in its body,
// Clio's suggested category and short tags, its provenance as metadata, and an article that
// discloses the AI assistance.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasHorizontalScroll, newPage, rebuildPublicPages, screenshot, serviceRest, useBrowser } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const THEME = 'canabidiol para epilepsia refratária em crianças'
const DISCLOSURE = 'Este texto teve apoio de inteligência artificial e foi revisado pela equipe editorial.'

const aiCard = (page: Page) =>
  page.getByRole('heading', { name: 'Posts da IA' }).locator('xpath=ancestor::*[@data-slot="card"][1]')
const drafts = (page: Page) => page.getByTestId('ai-draft-card')

interface PostRow {
  id: string
  title: string
  slug: string
  content: string
  tags: string[]
  category: { slug: string } | null
  ai_provenance: Record<string, unknown> | null
  reference_list: { title?: string }[]
}

describe('approving a Clio draft (offline provider)', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it('gives a post without the machine note, with a suggested category and short tags, and an article with the disclosure', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor)
    await aiCard(page).getByRole('button', { name: 'Gerar Novo Post' }).click()
    await page.getByLabel('Tema do Post').fill(THEME)
    await page.getByRole('button', { name: 'Gerar Conteúdo' }).first().click()
    await expect.poll(() => drafts(page).count(), { timeout: 30_000 }).toBe(1)

    // The card says what Clio suggests before anybody approves.
    const suggestion = drafts(page).first().getByTestId('ai-draft-suggestion')
    await expect.poll(() => suggestion.innerText()).toContain('Tratamentos')

    await drafts(page).first().getByRole('button', { name: 'Aprovar' }).click()
    await page.getByText('Post aprovado!', { exact: true }).first().waitFor()
    const href = (await page.getByRole('link', { name: 'Abrir no editor' }).getAttribute('href')) ?? ''
    const id = href.split('/').pop()
    const [post] = (await serviceRest(
      `posts?select=id,title,slug,content,tags,ai_provenance,reference_list,category:categories(slug)&id=eq.${id}`,
    )) as PostRow[]

    expect(post.content).not.toContain('Rascunho gerado localmente')
    expect(post.content).not.toContain('modo offline')
    expect(post.category?.slug).toBe('tratamentos')
    expect(post.tags.length).toBeGreaterThanOrEqual(3)
    expect(post.tags.length).toBeLessThanOrEqual(5)
    expect(post.tags).not.toContain(THEME)
    for (const tag of post.tags) expect(tag.length).toBeLessThanOrEqual(30)
    expect(post.ai_provenance).toMatchObject({ source: 'clio', mode: 'offline', model: null, theme: THEME })
    // The draft's sources became the post's references, and every marker in the text points at one.
    expect(post.reference_list.length).toBeGreaterThan(0)
    const cited = [...post.content.matchAll(/data-ref="(\d+)"/g)].map((match) => Number(match[1]))
    expect(cited.length).toBeGreaterThan(0)
    for (const n of cited) expect(n).toBeLessThanOrEqual(post.reference_list.length)

    // The editor shows them, editable as any post's.
    await page.goto(href)
    await page.getByText(post.tags[0], { exact: false }).first().waitFor()
    // Its cover (Clio's image) is described before it may be published (decision 051).
    await page.getByRole('button', { name: 'Detalhes da imagem' }).click()
    const details = page.getByRole('dialog', { name: 'Detalhes da imagem' })
    await details.getByLabel('Texto alternativo').fill('Ilustração da Clio para o post')
    await details.getByRole('button', { name: 'Salvar detalhes' }).click()
    await details.waitFor({ state: 'detached' })

    // Published from the list (the compliance check runs), the public article discloses the AI help.
    await page.goto('/admin/posts?status=draft')
    const card = page
      .getByTestId('admin-post-card')
      .filter({ has: page.getByRole('heading', { name: post.title, exact: true }) })
    await card.getByRole('button', { name: `Ações do post ${post.title}` }).click()
    await page.getByRole('menuitem', { name: 'Publicar' }).click()
    await page.getByText('Post publicado com sucesso!').first().waitFor()
    await rebuildPublicPages()

    for (const viewport of ['desktop', 'mobile'] as const) {
      const visitor = await newPage(browser(), viewport)
      await visitor.goto(`/blog/post/${post.slug}`)
      const disclosure = visitor.getByTestId('ai-disclosure')
      await disclosure.waitFor()
      expect(await disclosure.innerText()).toBe(DISCLOSURE)
      expect(await visitor.locator('article').first().innerText()).not.toContain('Rascunho gerado localmente')
      expect(await visitor.getByTestId('article-references').getByRole('listitem').count()).toBe(
        post.reference_list.length,
      )
      expect(await hasHorizontalScroll(visitor), viewport).toBe(false)
      await screenshot(visitor, `clio-approved-article-${viewport}`)
      await visitor.context().close()
    }
    await page.context().close()
  })

  // Clio suggests from the active categories every screen shares (src/lib/active-categories.ts):
  // a category saved in the back office changes the suggestion without a reload.
  it("follows a renamed category in the card's suggestion after moving between screens", async () => {
    const [draft] = (await serviceRest('ai_drafts', {
      method: 'POST',
      body: JSON.stringify({
        tema: THEME,
        titulo: 'Canabidiol na epilepsia infantil',
        subtitulo: '',
        conteudo: '<p>Texto.</p>',
        created_by: cast.editor.id,
      }),
    })) as { id: string }[]
    const [category] = (await serviceRest('categories?select=id,name&slug=eq.tratamentos')) as {
      id: string
      name: string
    }[]
    try {
      const page = await newPage(browser())
      await signInAs(page, cast.editor)
      const suggestion = drafts(page).first().getByTestId('ai-draft-suggestion')
      await expect.poll(() => suggestion.innerText()).toContain(`categoria ${category.name} ·`)

      const nav = page.getByRole('navigation', { name: 'Navegação do painel' })
      await nav.getByRole('link', { name: 'Categorias' }).click()
      const card = page
        .getByTestId('category-card')
        .filter({ has: page.getByRole('heading', { name: category.name, exact: true }) })
      await card.getByRole('button', { name: /^Editar/ }).click()
      const dialog = page.getByRole('dialog', { name: 'Editar Categoria' })
      await dialog.getByLabel('Nome').fill('Tratamentos e Terapias')
      await dialog.getByRole('button', { name: 'Salvar' }).click()
      await page.getByText('Categoria atualizada com sucesso!', { exact: true }).first().waitFor()

      await nav.getByRole('link', { name: 'Painel' }).click()
      await expect.poll(() => suggestion.innerText()).toContain('categoria Tratamentos e Terapias ·')
      await page.context().close()
    } finally {
      await serviceRest(`categories?id=eq.${category.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ name: category.name }),
      })
      await serviceRest(`ai_drafts?id=eq.${draft.id}`, { method: 'DELETE' })
    }
  })
})
