import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  baseURL,
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { createStaffCast, restAsPageUser, signInAs, type StaffAccount, type StaffRole } from './staff'

interface PostRow {
  id: string
  title: string
  slug: string
  status: string
  category_id: string | null
  published_at: string | null
}

const cards = (page: Page) => page.getByTestId('admin-post-card')
const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) })

async function totalText(page: Page) {
  return page.getByTestId('posts-total').innerText()
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function openActions(page: Page, title: string) {
  await card(page, title)
    .getByRole('button', { name: `Ações do post ${title}` })
    .click()
  await page.getByRole('menu').waitFor()
}

async function menuItems(page: Page) {
  const items = (await page.getByRole('menuitem').allInnerTexts()).map((text) => text.trim())
  await page.keyboard.press('Escape')
  return items
}

describe('post list', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  let seed: PostRow[]
  beforeAll(async () => {
    cast = await createStaffCast()
    seed = (await serviceRest('posts?select=id,title,slug,status,category_id,published_at')) as PostRow[]
  })

  it('search (without accents), status and category narrow the list on the server; the URL keeps them', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts')
    await cards(page).first().waitFor()
    expect(await totalText(page)).toBe(`${seed.length} posts encontrados`)
    expect(await cards(page).count()).toBe(12)

    await page.getByRole('searchbox', { name: 'Buscar posts' }).fill('sao paulo')
    await page.waitForURL(/q=sao\+paulo/)
    await expect.poll(() => totalText(page)).toBe('1 post encontrado')
    expect(await cards(page).first().getByRole('heading').innerText()).toMatch(/^São Paulo/)

    await page.getByRole('searchbox', { name: 'Buscar posts' }).fill('')
    await page.waitForURL((url) => !url.search.includes('q='))
    await choose(page, 'Status', 'Rascunho')
    await page.waitForURL(/status=draft/)
    const drafts = seed.filter((post) => post.status === 'draft')
    await expect.poll(() => totalText(page)).toBe(`${drafts.length} posts encontrados`)
    expect(await cards(page).getByTestId('post-status').allInnerTexts()).toEqual(drafts.map(() => 'Rascunho'))

    await choose(page, 'Status', 'Todos')
    await choose(page, 'Categoria', 'Legislação')
    const legislation = (await serviceRest('categories?select=id&slug=eq.legislacao')) as { id: string }[]
    await page.waitForURL(new RegExp(`categoria=${legislation[0].id}`))
    const inCategory = seed.filter((post) => post.category_id === legislation[0].id)
    await expect.poll(() => totalText(page)).toBe(`${inCategory.length} posts encontrados`)
    for (const text of await cards(page).allInnerTexts()) expect(text).toContain('Legislação')

    // The filters survive a reload; an impossible search offers "Limpar filtros".
    await page.reload()
    await expect.poll(() => totalText(page)).toBe(`${inCategory.length} posts encontrados`)
    await page.getByRole('searchbox', { name: 'Buscar posts' }).fill('xyzzy inexistente')
    await page.getByText('Nenhum post corresponde à busca e aos filtros escolhidos.').waitFor()
    await page.getByRole('button', { name: 'Limpar filtros' }).click()
    await expect.poll(() => totalText(page)).toBe(`${seed.length} posts encontrados`)
    expect(new URL(page.url()).search).toBe('')
    expect(await page.getByRole('searchbox', { name: 'Buscar posts' }).inputValue()).toBe('')

    await page.getByRole('button', { name: 'Página 2' }).click()
    await page.waitForURL(/page=2/)
    await expect.poll(() => cards(page).count()).toBe(seed.length - 12)
    await page.context().close()
  })

  it('an author sees every post, but edit, send for review and delete only on her own; the database refuses the rest', async () => {
    const [own] = (await serviceRest('posts', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Rascunho da Alice',
        slug: 'rascunho-da-alice',
        status: 'draft',
        author_id: cast.author.id,
      }),
    })) as PostRow[]
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.author, '/admin/posts')
    await cards(page).first().waitFor()
    expect(await totalText(page)).toBe(`${seed.length + 1} posts encontrados`)

    const others = card(page, 'Cannabis e sono: evidências ainda iniciais')
    expect(await others.getByRole('link', { name: 'Editar' }).count()).toBe(0)
    await openActions(page, 'Cannabis e sono: evidências ainda iniciais')
    expect(await menuItems(page)).toEqual(['Visualizar'])

    const mine = card(page, own.title)
    expect(await mine.getByRole('link', { name: 'Editar' }).count()).toBe(1)
    await openActions(page, own.title)
    // Authors send their drafts for review; editors and admins publish (decision 015).
    expect(await menuItems(page)).toEqual(['Editar', 'Enviar para revisão', 'Visualizar', 'Excluir'])
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'admin-posts-author-mobile')

    // The same actions sent straight to the API as the author change nothing.
    const target = seed.find((post) => post.title === 'Cannabis e sono: evidências ainda iniciais') as PostRow
    const publish = await restAsPageUser(page, `posts?id=eq.${target.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'published' }),
    })
    expect(await publish.json()).toEqual([])
    const remove = await restAsPageUser(page, `posts?id=eq.${target.id}`, { method: 'DELETE' })
    expect(await remove.json()).toEqual([])
    const [still] = (await serviceRest(`posts?select=status&id=eq.${target.id}`)) as PostRow[]
    expect(still.status).toBe('draft')
    await page.context().close()
  })

  it('publishes a draft from the list; visitors can then read it', async () => {
    const title = 'Cannabis e sono: evidências ainda iniciais'
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/posts?status=draft')
    await card(page, title).waitFor()
    await openActions(page, title)
    await page.getByRole('menuitem', { name: 'Publicar' }).click()
    await page.getByText('Post publicado com sucesso!').first().waitFor()
    // The list refetches: under "Rascunho" the post is gone.
    await card(page, title).waitFor({ state: 'detached' })

    const [row] = (await serviceRest(
      `posts?select=status,published_at,slug&title=eq.${encodeURIComponent(title)}`,
    )) as PostRow[]
    expect(row.status).toBe('published')
    expect(row.published_at).not.toBeNull()
    const visitor = await newPage(browser())
    await visitor.goto(`${baseURL()}/blog/post/${row.slug}`)
    await visitor.getByRole('heading', { name: title, level: 1 }).waitFor()
    await visitor.context().close()
    await page.context().close()
  })

  it('"Publicar" in the list runs the compliance check too: a flagged draft needs an editor\'s justification, kept with the post', async () => {
    const title = 'Óleo que cura garantido'
    const [draft] = (await serviceRest('posts', {
      method: 'POST',
      body: JSON.stringify({
        title,
        slug: 'oleo-que-cura-garantido',
        content: '<p>Cura garantida da ansiedade. Compre já.</p>',
        status: 'draft',
        author_id: cast.author.id,
      }),
    })) as PostRow[]
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.editor, '/admin/posts?status=draft')
    await openActions(page, title)
    await page.getByRole('menuitem', { name: 'Publicar' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Publicar com pontos de conformidade?' })
    await dialog.getByRole('list', { name: 'Pontos encontrados' }).waitFor()
    expect(((await serviceRest(`posts?select=status&id=eq.${draft.id}`)) as PostRow[])[0].status).toBe('draft')
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'admin-posts-publish-justification-mobile')
    await dialog.getByLabel('Justificativa').fill('Exemplo de propaganda irregular, citado em reportagem.')
    await dialog.getByRole('button', { name: 'Publicar com justificativa' }).click()
    await page.getByText('Post publicado com sucesso!').first().waitFor()
    expect(((await serviceRest(`posts?select=status&id=eq.${draft.id}`)) as PostRow[])[0].status).toBe('published')
    const overrides = (await serviceRest(
      `post_compliance_overrides?select=justification&post_id=eq.${draft.id}`,
    )) as unknown[]
    expect(overrides).toEqual([{ justification: 'Exemplo de propaganda irregular, citado em reportagem.' }])
    await page.context().close()
  })

  it('deletes after confirmation; "Cancelar" keeps the post; a failed delete keeps the dialog open with the error', async () => {
    const title = 'Canabidiol e autismo: o que os estudos já permitem dizer'
    const page = await newPage(browser())
    await signInAs(page, cast.admin, '/admin/posts')
    await card(page, title).waitFor()

    await openActions(page, title)
    await page.getByRole('menuitem', { name: 'Excluir' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Confirmar exclusão' })
    await dialog.getByText('Tem certeza que deseja excluir este post? Esta ação não pode ser desfeita.').waitFor()
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await serviceRest(`posts?select=id&title=eq.${encodeURIComponent(title)}`)).toHaveLength(1)

    let failDeletes = true
    await page.route('**/rest/v1/posts?*', (route) =>
      failDeletes && route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Falha simulada no servidor"}',
          })
        : route.continue(),
    )
    await openActions(page, title)
    await page.getByRole('menuitem', { name: 'Excluir' }).click()
    await dialog.getByRole('button', { name: 'Excluir' }).click()
    await dialog.getByRole('alert').filter({ hasText: 'Erro ao excluir post: Falha simulada no servidor' }).waitFor()
    await page.getByText('Erro ao excluir post', { exact: true }).first().waitFor()
    expect(await dialog.isVisible()).toBe(true)
    expect(await serviceRest(`posts?select=id&title=eq.${encodeURIComponent(title)}`)).toHaveLength(1)

    failDeletes = false
    await dialog.getByRole('button', { name: 'Excluir' }).click()
    await page.getByText('Post excluído com sucesso!').first().waitFor()
    await dialog.waitFor({ state: 'detached' })
    await card(page, title).waitFor({ state: 'detached' })
    expect(await serviceRest(`posts?select=id&title=eq.${encodeURIComponent(title)}`)).toEqual([])
    await page.context().close()
    // The simulated 500 of the failed delete.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 500 .*\/rest\/v1\/posts\?id=/,
    )
  })

  it('"Visualizar" opens an unpublished post as a marked staff preview; a visitor cannot see it', async () => {
    const title = 'STJ e o cultivo de cânhamo para fins medicinais: o que foi decidido'
    const page = await newPage(browser())
    await signInAs(page, cast.author, '/admin/posts?status=scheduled')
    await card(page, title).waitFor()
    await openActions(page, title)
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('menuitem', { name: 'Visualizar' }).click(),
    ])
    await preview.waitForLoadState()
    expect(new URL(preview.url()).search).toBe('?preview=1')
    await preview.getByRole('heading', { name: title, level: 1 }).waitFor()
    expect(await preview.getByRole('status').filter({ hasText: 'Pré-visualização — não publicado' }).isVisible()).toBe(
      true,
    )
    expect(await preview.getByRole('button', { name: /Curtir/ }).count()).toBe(0)
    await screenshot(preview, 'article-staff-preview')

    const visitor = await newPage(browser())
    await visitor.goto(`${baseURL()}${new URL(preview.url()).pathname}?preview=1`)
    await visitor.getByRole('heading', { name: 'Post não encontrado' }).waitFor()
    await visitor.context().close()
    await page.context().close()
  })

  it('when the list request fails, says so with "Tentar novamente", and the retry loads it', async () => {
    const page = await newPage(browser(), 'mobile')
    let failing = true
    await page.route('**/rest/v1/posts?*', (route) =>
      failing && route.request().method() === 'GET'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    )
    await signInAs(page, cast.editor, '/admin/posts')
    const retry = page.getByRole('button', { name: 'Tentar novamente' })
    await retry.waitFor({ timeout: 15_000 })
    await page.getByText('Erro ao carregar dados').first().waitFor()
    expect(await cards(page).count()).toBe(0)
    failing = false
    await retry.click()
    await cards(page).first().waitFor()
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0)
    await page.context().close()
    // The simulated failures of the list and of the revoked-norm search (500).
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 500 .*\/rest\/v1\/posts\?/,
    )
  })
})
