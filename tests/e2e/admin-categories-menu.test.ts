import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
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
import { createStaffCast, restAsPageUser, signInAs, type StaffAccount, type StaffRole } from './staff'

const card = (page: Page, name: string) =>
  page.getByTestId('category-card').filter({ has: page.getByRole('heading', { name, exact: true }) })

async function toastText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor()
}

/**
 * What a visitor sees on a fresh load once the site has rebuilt (production rebuilds its prerendered
 * pages on every change, through the database webhook): footer category links and /blog chips.
 */
async function publicCategoryNames(page: Page) {
  await rebuildPublicPages()
  await page.goto(`${baseURL()}/blog`, { waitUntil: 'networkidle' })
  const chips = page.getByRole('group', { name: 'Filtrar por categoria' }).getByRole('button')
  await chips.nth(1).waitFor()
  const footer = page.getByRole('navigation', { name: 'Categorias do rodapé' }).getByRole('link')
  return { chips: await chips.allInnerTexts(), footer: await footer.allInnerTexts() }
}

async function publicHeaderLinks(page: Page) {
  await rebuildPublicPages()
  // networkidle: the header shows its fallback links until the saved menu has loaded.
  await page.goto(`${baseURL()}/`, { waitUntil: 'networkidle' })
  const nav = page.getByRole('navigation', { name: 'Principal' })
  await nav.getByRole('link').first().waitFor()
  const inRow = await nav.getByRole('link').allInnerTexts()
  // What does not fit the 1280 px row is under "Mais" (decision 021).
  const more = nav.getByRole('button', { name: 'Mais' })
  if ((await more.count()) === 0) return inRow
  await more.click()
  const menu = page.getByRole('menu', { name: 'Mais' })
  await menu.waitFor()
  const inMenu = await menu.getByRole('menuitem').allInnerTexts()
  await page.keyboard.press('Escape')
  return [...inRow, ...inMenu]
}

describe('categories and header menu', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it('creates, edits, deactivates and deletes a category; the public footer and chips follow on the next load', async () => {
    const page = await newPage(browser())
    const visitor = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/categorias')
    await card(page, 'Pesquisas').waitFor()

    await page.getByRole('button', { name: 'Nova Categoria' }).click()
    const dialog = page.getByRole('dialog', { name: 'Nova Categoria' })
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await dialog.getByText('O nome da categoria é obrigatório.').waitFor()
    await dialog.getByLabel('Nome').fill('Pesquisas')
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Este slug já está em uso.' })
      .getByRole('button', { name: 'Usar pesquisas-2' })
      .waitFor()
    await dialog.getByLabel('Nome').fill('Cannabis e Saúde Mental')
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('cannabis-e-saude-mental')
    await dialog.getByLabel('Descrição').fill('Ansiedade, depressão e o que os estudos mostram.')
    await dialog.getByRole('combobox', { name: 'Cor' }).click()
    await page.getByRole('option', { name: 'Rosa' }).click()
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await toastText(page, 'Categoria criada com sucesso!')
    await card(page, 'Cannabis e Saúde Mental').getByText('0 posts').waitFor()
    const [created] = (await serviceRest('categories?select=id,color,is_active&slug=eq.cannabis-e-saude-mental')) as {
      id: string
      color: string
    }[]
    expect(created.color).toBe('#ec4899')
    let seen = await publicCategoryNames(visitor)
    expect(seen.chips).toContain('Cannabis e Saúde Mental')
    expect(seen.footer).toContain('Cannabis e Saúde Mental')

    // A failed save keeps the dialog open with what was typed.
    await page.route('**/rest/v1/categories?*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Falha simulada"}' })
        : route.continue(),
    )
    await card(page, 'Cannabis e Saúde Mental')
      .getByRole('button', { name: /^Editar/ })
      .click()
    const edit = page.getByRole('dialog', { name: 'Editar Categoria' })
    await edit.getByLabel('Nome').fill('Saúde Mental')
    await edit.getByRole('button', { name: 'Salvar' }).click()
    await edit.getByRole('alert').filter({ hasText: 'Falha simulada' }).waitFor()
    await page.getByText('Erro ao salvar a categoria').first().waitFor()
    expect(await edit.getByLabel('Nome').inputValue()).toBe('Saúde Mental')
    await page.unroute('**/rest/v1/categories?*')
    await edit.getByRole('button', { name: 'Salvar' }).click()
    await toastText(page, 'Categoria atualizada com sucesso!')
    await card(page, 'Saúde Mental').waitFor()
    seen = await publicCategoryNames(visitor)
    expect(seen.chips).toContain('Saúde Mental')
    expect(seen.chips).not.toContain('Cannabis e Saúde Mental')

    await card(page, 'Saúde Mental')
      .getByRole('button', { name: /^Editar/ })
      .click()
    await edit.getByRole('switch', { name: 'Ativa (aparece no blog)' }).click()
    await edit.getByRole('button', { name: 'Salvar' }).click()
    await toastText(page, 'Categoria atualizada com sucesso!')
    await card(page, 'Saúde Mental').getByText('Inativa').waitFor()
    seen = await publicCategoryNames(visitor)
    expect(seen.chips).not.toContain('Saúde Mental')
    expect(seen.footer).not.toContain('Saúde Mental')
    await visitor.goto(`${baseURL()}/blog/categoria/cannabis-e-saude-mental`)
    await visitor.getByRole('heading', { name: 'Categoria não encontrada' }).waitFor()

    // Deleting says what happens to its posts; they stay, "Sem categoria".
    const [post] = (await serviceRest('posts?select=id&status=eq.published&limit=1')) as { id: string }[]
    await serviceRest(`posts?id=eq.${post.id}`, { method: 'PATCH', body: JSON.stringify({ category_id: created.id }) })
    await page.reload()
    await card(page, 'Saúde Mental')
      .getByRole('button', { name: /^Excluir/ })
      .click()
    const confirm = page.getByRole('alertdialog', { name: 'Excluir categoria' })
    await confirm.getByText('Tem certeza que deseja excluir esta categoria?').waitFor()
    expect(await confirm.getByTestId('delete-category-consequence').innerText()).toContain(
      '1 post ficará "Sem categoria"',
    )
    await confirm.getByRole('button', { name: 'Excluir' }).click()
    await toastText(page, 'Categoria excluída com sucesso!')
    await card(page, 'Saúde Mental').waitFor({ state: 'detached' })
    const [orphan] = (await serviceRest(`posts?select=category_id&id=eq.${post.id}`)) as {
      category_id: string | null
    }[]
    expect(orphan.category_id).toBeNull()
    await visitor.context().close()
    await page.context().close()
    // The simulated 500 on the delete (page.route above) is logged by the browser.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 500 .*\/rest\/v1\/categories\?/,
    )
  })

  it('adds a menu item, reorders by keyboard, deactivates one; the public header follows, in order', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/menu')
    await page.getByTestId('menu-row').first().waitFor()

    await page.getByRole('button', { name: 'Adicionar item' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo item do menu' })
    await dialog.getByRole('radio', { name: 'Link personalizado' }).check()
    await dialog.getByLabel('Texto do link').fill('Anvisa')
    await dialog.getByLabel('Endereço').fill('javascript:alert(1)')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await dialog
      .getByText(
        'Use um caminho do site que comece com / (ex.: /blog) ou um endereço completo com http:// ou https://.',
      )
      .waitFor()
    await dialog.getByLabel('Endereço').fill('https://www.gov.br/anvisa')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await toastText(page, 'Item criado')
    await expect.poll(() => page.getByTestId('menu-row').count()).toBe(8)

    // Keyboard: focus the handle, Space to lift, arrows to move, Space to drop.
    const handle = page.getByRole('button', { name: 'Mover Anvisa', exact: true })
    await handle.focus()
    await page.keyboard.press('Space')
    // Screen readers hear what happens, in Portuguese.
    await page
      .getByRole('status')
      .filter({ hasText: /^Anvisa (selecionado, na posição 8 de 8|foi para a posição 8 de 8)\.$/ })
      .waitFor({ state: 'attached' })
    const live = page.locator('[id^=DndLiveRegion]')
    for (let target = 7; target >= 1; target--) {
      await page.keyboard.press('ArrowUp')
      // One step at a time: the next key goes once the move has been announced.
      await live.filter({ hasText: `Anvisa foi para a posição ${target} de 8.` }).waitFor({ state: 'attached' })
    }
    await page.keyboard.press('Space')
    await page.getByRole('status').filter({ hasText: 'Anvisa solto na posição 1 de 8.' }).waitFor({ state: 'attached' })
    await toastText(page, 'Menu reordenado')
    const order = async () =>
      (await serviceRest('menu_items?select=label,position&order=position')) as { label: string; position: number }[]
    await expect.poll(async () => (await order())[0].label).toBe('Anvisa')
    expect((await order()).map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])

    await page.getByRole('switch', { name: 'Blog ativo' }).click()
    await toastText(page, 'Item atualizado')
    await expect
      .poll(() => page.getByTestId('menu-preview-links').getByRole('listitem').allInnerTexts())
      .toEqual(['Anvisa', 'Início', 'Destaques', 'Pesquisas', 'Tratamentos', 'Legislação', 'Notícias'])
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'admin-menu-desktop')

    const visitor = await newPage(browser())
    expect(await publicHeaderLinks(visitor)).toEqual([
      'Anvisa',
      'Início',
      'Destaques',
      'Pesquisas',
      'Tratamentos',
      'Legislação',
      'Notícias',
    ])

    await page.getByRole('button', { name: 'Remover Anvisa', exact: true }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remover item do menu' })
    await confirm.getByText('Tem certeza que deseja remover este item do menu?').waitFor()
    await confirm.getByRole('button', { name: 'Remover' }).click()
    await toastText(page, 'Item removido')
    expect((await order()).map((item) => `${item.position}:${item.label}`)).toEqual([
      '1:Início',
      '2:Destaques',
      '3:Blog',
      '4:Pesquisas',
      '5:Tratamentos',
      '6:Legislação',
      '7:Notícias',
    ])
    expect(await publicHeaderLinks(visitor)).toEqual([
      'Início',
      'Destaques',
      'Pesquisas',
      'Tratamentos',
      'Legislação',
      'Notícias',
    ])
    await visitor.context().close()
    await page.context().close()
  })

  it('an author sees categories and menu read-only, and the database refuses their writes', async () => {
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.author, '/admin/categorias')
    await card(page, 'Pesquisas').waitFor()
    expect(await page.getByRole('button', { name: 'Nova Categoria' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^(Editar|Excluir)/ }).count()).toBe(0)
    expect(await hasHorizontalScroll(page)).toBe(false)

    await page.goto('/admin/menu')
    await page.getByTestId('menu-row').first().waitFor()
    expect(await page.getByRole('button', { name: 'Adicionar item' }).count()).toBe(0)
    expect(await page.getByRole('button', { name: /^(Mover|Editar|Remover) / }).count()).toBe(0)
    expect(await page.getByRole('switch').first().isDisabled()).toBe(true)
    await screenshot(page, 'admin-menu-author-mobile')

    const category = await restAsPageUser(page, 'categories?slug=eq.pesquisas', {
      method: 'PATCH',
      body: JSON.stringify({ name: 'Tomada' }),
    })
    expect(await category.json()).toEqual([])
    const insert = await restAsPageUser(page, 'menu_items', {
      method: 'POST',
      body: JSON.stringify({ label: 'x', href: '/x' }),
    })
    expect(insert.status).toBe(403)
    const reorder = await restAsPageUser(page, 'rpc/reorder_menu_items', {
      method: 'POST',
      body: JSON.stringify({ item_ids: [] }),
    })
    expect(reorder.status).toBe(403)
    await page.context().close()
  })

  it("shows examples of the kind of link chosen: a post's item never a category's (issue 54)", async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.editor, '/admin/menu')
    await page.getByRole('button', { name: 'Adicionar item' }).click()
    const dialog = page.getByRole('dialog', { name: 'Novo item do menu' })
    const examples = async () => [
      await dialog.getByLabel('Texto do link').getAttribute('placeholder'),
      await dialog.getByLabel('Endereço').getAttribute('placeholder'),
    ]
    const expected = [
      ['Post', ['Título do post', '/blog/post/titulo-do-post']],
      ['Categoria', ['Pesquisas', '/blog/categoria/pesquisas']],
      ['Página do site', ['Blog', '/blog']],
      ['Link personalizado', ['Nosso Instagram', 'https://www.instagram.com/perfil']],
    ] as const
    for (const [kind, placeholders] of expected) {
      await dialog.getByRole('radio', { name: kind, exact: true }).check()
      expect(await examples(), kind).toEqual(placeholders)
    }
    await page.context().close()
  })
})
