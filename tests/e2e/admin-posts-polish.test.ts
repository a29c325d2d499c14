// Issue 31, back-office posts: the conflict dialog from a second tab, scheduled posts that are due,
// "Ver post" and "Despublicar" in the editor, and the list's table view with bulk actions.
import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
  VIEWPORTS,
} from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'
import { insertPost } from './posts'

interface PostRow {
  id: string
  title: string
  slug: string
  status: string
  published_at: string | null
}

const insertPostWithText = (title: string, fields: Record<string, unknown>) =>
  insertPost<PostRow>(title, {
    excerpt: `Resumo de ${title}.`,
    content: '<p>Texto informativo sobre pesquisas recentes.</p>',
    ...fields,
  })

/** "Cartões" or "Tabela" (post titles may contain the same word). */
const viewButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name, exact: true })

const statusOf = async (id: string) => ((await serviceRest(`posts?select=status&id=eq.${id}`)) as PostRow[])[0].status

async function toastText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor()
}

/** Every box of `inner` lies within `outer`'s box (half a pixel of rounding allowed). */
async function expectInside(outer: Locator, inner: Locator, what: string) {
  const box = await outer.boundingBox()
  if (!box) throw new Error('no outer box')
  for (const element of await inner.all()) {
    const child = await element.boundingBox()
    if (!child) throw new Error(`no box for ${what}`)
    const label = `${what} "${(await element.innerText()).trim()}"`
    expect(child.x, label).toBeGreaterThanOrEqual(box.x - 0.5)
    expect(child.y, label).toBeGreaterThanOrEqual(box.y - 0.5)
    expect(child.x + child.width, label).toBeLessThanOrEqual(box.x + box.width + 0.5)
    expect(child.y + child.height, label).toBeLessThanOrEqual(box.y + box.height + 0.5)
  }
}

/** No element inside `locator` is wider than its box (text cut off on the right). */
async function expectNotClipped(locator: Locator) {
  expect(await locator.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
}

describe('back-office posts (issue 31)', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`a save refused because the same person saved in another tab says so, and the dialog's buttons fit (${viewport})`, async () => {
      const post = await insertPostWithText(`Post aberto em duas abas ${viewport}`, {
        status: 'published',
        author_id: cast.editor.id,
      })
      const tabA = await newPage(browser(), viewport)
      await signInAs(tabA, cast.editor, `/admin/posts/${post.id}`)
      await tabA.getByRole('heading', { name: 'Editar Post' }).waitFor()
      const tabB = await tabA.context().newPage()
      await tabB.goto(`/admin/posts/${post.id}`)
      await tabB.getByRole('heading', { name: 'Editar Post' }).waitFor()

      await tabA.getByLabel('Resumo').fill('Resumo salvo na primeira aba.')
      await tabA.getByRole('button', { name: 'Atualizar' }).click()
      await toastText(tabA, 'Post publicado com sucesso!')

      await tabB.bringToFront()
      await tabB.getByLabel('Resumo').fill('Resumo escrito na segunda aba.')
      await tabB.getByRole('button', { name: 'Atualizar' }).click()
      const dialog = tabB.getByRole('alertdialog')
      await dialog.waitFor()
      const widths = viewport === 'desktop' ? [VIEWPORTS.desktop.width, 1440] : [VIEWPORTS.mobile.width]
      for (const width of widths) {
        await tabB.setViewportSize({ width, height: VIEWPORTS[viewport].height })
        await expectInside(dialog, dialog.getByRole('button'), `button at ${width}px`)
        await expectInside(dialog, dialog.getByRole('heading'), `title at ${width}px`)
        await expectNotClipped(dialog)
      }
      expect(await hasHorizontalScroll(tabB)).toBe(false)

      expect(await dialog.getByRole('heading').innerText()).not.toContain('outra pessoa')
      await dialog
        .getByText(/^Você salvou este post em outra aba ou janela em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/)
        .waitFor()
      await screenshot(tabB, `post-conflict-other-tab-${viewport}`)

      await dialog.getByRole('button', { name: 'Sobrescrever com a minha versão' }).click()
      await toastText(tabB, 'Post publicado com sucesso!')
      await tabA.context().close()
      // The database refuses tab B's save of an older version (409): that is how the dialog knows.
      expectOnlyConsoleProblems(
        /^error: Failed to load resource: the server responded with a status of 409 .*\/rest\/v1\/posts\?/,
      )
    })
  }

  it('a scheduled post whose time has passed shows as "Publicado" in the list, its status filters, the dashboard and the editor', async () => {
    const title = 'Post com hora marcada que já passou'
    const due = await insertPostWithText(title, {
      status: 'scheduled',
      published_at: new Date(Date.now() - 3 * 60_000).toISOString(),
      author_id: cast.editor.id,
    })
    const future = await insertPostWithText('Post com hora marcada ainda por vir', {
      status: 'scheduled',
      published_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      author_id: cast.editor.id,
    })
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts?q=hora+marcada')
    const card = (name: string) =>
      page.getByTestId('admin-post-card').filter({ has: page.getByRole('heading', { name, exact: true }) })
    await card(title).waitFor()
    expect(await card(title).getByTestId('post-status').innerText()).toBe('Publicado')
    expect(await card(title).innerText()).not.toContain('Agendado')
    await card(title)
      .getByText(/^Publicado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)
      .waitFor()
    expect(await card('Post com hora marcada ainda por vir').getByTestId('post-status').innerText()).toBe('Agendado')

    await page.goto('/admin/posts?q=hora+marcada&status=published')
    await page.getByTestId('posts-total').waitFor()
    expect(await page.getByTestId('posts-total').innerText()).toBe('1 post encontrado')
    await card(title).waitFor()
    await page.goto('/admin/posts?q=hora+marcada&status=scheduled')
    await page.getByTestId('posts-total').waitFor()
    expect(await page.getByTestId('posts-total').innerText()).toBe('1 post encontrado')
    await card('Post com hora marcada ainda por vir').waitFor()

    await page.goto('/admin')
    const recent = page.getByTestId('recent-posts').getByRole('listitem').filter({ hasText: title })
    await recent.waitFor()
    expect(await recent.getByTestId('post-status').innerText()).toBe('Publicado')

    await page.goto(`/admin/posts/${due.id}`)
    await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
    expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Publicado')
    await page.getByRole('button', { name: 'Atualizar' }).waitFor()
    expect(future.status).toBe('scheduled')
    await page.context().close()
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`a published post offers "Ver post" (the article, in a new tab) and "Despublicar" with a confirmation (${viewport})`, async () => {
      const title = `Post para despublicar ${viewport}`
      const post = await insertPostWithText(title, { status: 'published', author_id: cast.author.id })
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, `/admin/posts/${post.id}`)
      await page.getByRole('heading', { name: 'Editar Post' }).waitFor()

      const view = page.getByRole('link', { name: 'Ver post' })
      expect(await view.getAttribute('href')).toBe(`/blog/post/${post.slug}`)
      expect(await view.getAttribute('target')).toBe('_blank')
      expect(await view.getAttribute('rel')).toContain('noopener')
      const unpublish = page.getByRole('button', { name: 'Despublicar' })
      for (const control of [view, unpublish]) {
        const box = await control.boundingBox()
        if (!box) throw new Error('not visible')
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS[viewport].width)
      }
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `post-editor-published-actions-${viewport}`)

      const [article] = await Promise.all([page.context().waitForEvent('page'), view.click()])
      await article.waitForURL(new RegExp(`/blog/post/${post.slug}$`))
      await article.getByRole('heading', { name: title, level: 1 }).waitFor()
      await article.close()

      await unpublish.click()
      const confirm = page.getByRole('alertdialog', { name: 'Despublicar este post?' })
      await confirm.getByRole('button', { name: 'Cancelar' }).click()
      expect(await statusOf(post.id)).toBe('published')
      await unpublish.click()
      await confirm.getByRole('button', { name: 'Despublicar' }).click()
      await toastText(page, 'Post despublicado: voltou para rascunho.')
      expect(await statusOf(post.id)).toBe('draft')
      expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).toBe('Rascunho')
      expect(await page.getByRole('link', { name: 'Ver post' }).count()).toBe(0)
      expect(await page.getByRole('button', { name: 'Despublicar' }).count()).toBe(0)
      // The editor goes on with the new version: saving is not refused as a conflict.
      await page.getByRole('button', { name: 'Salvar', exact: true }).click()
      await toastText(page, 'Rascunho salvo.')
      await page.context().close()
    })
  }

  it('an author sees neither "Despublicar" nor the table\'s "Publicar" bulk action', async () => {
    const draft = await insertPostWithText('Rascunho da autora para a tabela', {
      status: 'draft',
      author_id: cast.author.id,
    })
    const page = await newPage(browser())
    await signInAs(page, cast.author, `/admin/posts/${draft.id}`)
    await page.getByRole('heading', { name: 'Editar Post' }).waitFor()
    expect(await page.getByRole('button', { name: 'Despublicar' }).count()).toBe(0)

    await page.goto('/admin/posts?q=rascunho+da+autora')
    await viewButton(page, 'Tabela').click()
    await page.getByRole('checkbox', { name: `Selecionar "${draft.title}"` }).check()
    const actions = page.getByRole('toolbar', { name: 'Ações em lote' })
    await actions.getByRole('button', { name: 'Excluir' }).waitFor()
    expect(await actions.getByRole('button', { name: 'Publicar' }).count()).toBe(0)
    await page.context().close()
  })

  it('the table view is remembered, sorts by title on the server and publishes two drafts at once (editor)', async () => {
    const drafts = [
      await insertPostWithText('Lote de rascunhos A', { status: 'draft', author_id: cast.author.id }),
      await insertPostWithText('Lote de rascunhos B', { status: 'draft', author_id: cast.author.id }),
    ]
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts')
    await page.getByTestId('admin-post-card').first().waitFor()
    await viewButton(page, 'Tabela').click()
    const table = page.getByRole('table', { name: 'Posts' })
    await table.waitFor()
    await page.reload()
    await table.waitFor()
    expect(await viewButton(page, 'Tabela').getAttribute('aria-pressed')).toBe('true')
    for (const header of ['Título', 'Status', 'Autor', 'Categoria', 'Data', 'Visualizações']) {
      await table.getByRole('columnheader', { name: header }).waitFor()
    }

    const requests: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('/rest/v1/posts') && request.method() === 'GET')
        requests.push(decodeURIComponent(url.search))
    })
    await table.getByRole('button', { name: 'Título' }).click()
    await page.waitForURL(/ordem=titulo/)
    const [first] = (await serviceRest('posts?select=title&order=title.asc,id.asc&limit=1')) as PostRow[]
    await expect.poll(() => table.getByRole('row').nth(1).getByRole('link').first().innerText()).toBe(first.title)
    expect(await table.getByRole('columnheader', { name: 'Título' }).getAttribute('aria-sort')).toBe('ascending')
    expect(requests.some((search) => search.includes('order=title.asc'))).toBe(true)
    await table.getByRole('button', { name: 'Título' }).click()
    await expect
      .poll(() => table.getByRole('columnheader', { name: 'Título' }).getAttribute('aria-sort'))
      .toBe('descending')

    await page.getByRole('searchbox', { name: 'Buscar posts' }).fill('lote de rascunhos')
    await expect.poll(() => page.getByTestId('posts-total').innerText()).toBe('2 posts encontrados')
    for (const draft of drafts) await page.getByRole('checkbox', { name: `Selecionar "${draft.title}"` }).check()
    const actions = page.getByRole('toolbar', { name: 'Ações em lote' })
    await actions.getByText('2 selecionados').waitFor()
    await screenshot(page, 'admin-posts-table-desktop')
    await actions.getByRole('button', { name: 'Publicar' }).click()
    await toastText(page, '2 posts publicados.')
    for (const draft of drafts) expect(await statusOf(draft.id)).toBe('published')
    await expect.poll(() => table.getByTestId('post-status').allInnerTexts()).toEqual(['Publicado', 'Publicado'])

    // Back to drafts, then one deleted with a confirmation.
    await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check()
    await actions.getByRole('button', { name: 'Mover para rascunho' }).click()
    await toastText(page, '2 posts movidos para rascunho.')
    for (const draft of drafts) expect(await statusOf(draft.id)).toBe('draft')
    await page.getByRole('checkbox', { name: `Selecionar "${drafts[0].title}"` }).check()
    await actions.getByRole('button', { name: 'Excluir' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Excluir 1 post?' })
    await confirm.getByRole('button', { name: 'Excluir' }).click()
    await toastText(page, '1 post excluído.')
    expect((await serviceRest(`posts?select=id&id=eq.${drafts[0].id}`)) as unknown[]).toHaveLength(0)
    await page.context().close()
  })

  it('a bulk "Publicar" that cannot publish every post publishes the others and says which one was left, and why', async () => {
    const clean = await insertPostWithText('Lote misto limpo', { status: 'draft', author_id: cast.author.id })
    const risky = await insertPostWithText('Lote misto com promessa', {
      status: 'draft',
      author_id: cast.author.id,
      content: '<p>Este óleo é a cura garantida para a ansiedade. Compre já com desconto.</p>',
    })
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts?q=lote+misto')
    await viewButton(page, 'Tabela').click()
    await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check()
    await page.getByRole('toolbar', { name: 'Ações em lote' }).getByRole('button', { name: 'Publicar' }).click()
    await toastText(page, '1 post publicado.')
    await toastText(
      page,
      'Não foi possível publicar "Lote misto com promessa": o texto tem pontos de conformidade a revisar; abra o post para decidir.',
    )
    expect(await statusOf(clean.id)).toBe('published')
    expect(await statusOf(risky.id)).toBe('draft')
    await page.context().close()
  })

  it('on a phone the table scrolls inside its box, not the page', async () => {
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.editor, '/admin/posts')
    await page.getByTestId('admin-post-card').first().waitFor()
    await viewButton(page, 'Tabela').click()
    const table = page.getByRole('table', { name: 'Posts' })
    await table.waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)
    await page
      .getByRole('checkbox', { name: /^Selecionar "/ })
      .first()
      .check()
    await page.getByRole('toolbar', { name: 'Ações em lote' }).waitFor()
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'admin-posts-table-mobile')
    await page.context().close()
  })
})
