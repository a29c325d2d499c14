// Issue 31, the back office as a newcomer finds it: the first account signs in at once, /admin/setup
// signed out after bootstrap offers "Entrar", one spelling of "Acesso negado", e-mails on the users
// page (and no console warnings there), the admin's own role locked with its reason, and the menu
// editor's pickers, duplicate refusal and warning for a link that leads nowhere.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys'
import {
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { inviteStaff, submitInvitationForm, submitSignInForm, submitSignUpForm } from './staff'

const admin = { name: 'Ana Administradora', email: 'ana.admin@example.com', password: 'senha-forte-1' }
const author = { name: 'Bruno Autor', email: 'bruno.autor@example.com', password: 'senha-forte-2' }
const editor = { name: 'Edu Editor', email: 'edu.editor@example.com', password: 'senha-forte-3' }

async function signIn(page: Page, user: { email: string; password: string }, next = '/admin') {
  await page.goto(next)
  await page.waitForURL(/\/admin\/auth$/)
  await submitSignInForm(page, user.email, user.password)
  await page.waitForURL((url) => url.pathname === next)
}

describe('the back office for a newcomer', () => {
  const browser = useBrowser({ resetStack: true })

  it('"Criar Conta" signs the first account in at once: it lands on the dashboard as admin', async () => {
    const page = await newPage(browser())
    await submitSignUpForm(page, admin)
    await page.waitForURL(/\/admin$/)
    expect(await page.getByTestId('current-user-name').innerText()).toBe(admin.name)
    expect(await page.getByTestId('current-user-role').innerText()).toBe('Administrador')
    await page.context().close()
  })

  it('an invited person is signed in after "Criar minha conta" on the link; the users page then says "Acesso negado" (one spelling)', async () => {
    const invitation = await inviteStaff(author.email, 'author')
    const page = await newPage(browser(), 'mobile')
    await submitInvitationForm(page, invitation, author)
    await page.waitForURL(/\/admin$/)
    expect(await page.getByTestId('current-user-role').innerText()).toBe('Autor')
    await page.goto('/admin/usuarios')
    await page.getByRole('heading', { level: 1, name: 'Acesso negado', exact: true }).waitFor()
    expect(await page.title()).toMatch(/^Acesso negado/)
    await page.context().close()
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`/admin/setup signed out after bootstrap says the system is set up and offers "Entrar" (${viewport})`, async () => {
      const page = await newPage(browser(), viewport)
      await page.goto('/admin/setup')
      await page.getByRole('heading', { level: 1, name: 'O sistema já está configurado' }).waitFor()
      expect(await page.getByRole('heading', { name: /Acesso negado/i }).count()).toBe(0)
      expect(await page.getByRole('button', { name: 'Criar administrador' }).count()).toBe(0)
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `admin-setup-signed-out-${viewport}`)
      await page.getByRole('link', { name: 'Entrar' }).click()
      await page.waitForURL(/\/admin\/auth$/)
      // Signing in goes back to the page that was asked for.
      await submitSignInForm(page, admin.email, admin.password)
      await page.waitForURL(/\/admin\/setup$/)
      await page.getByRole('heading', { level: 1, name: 'Configuração do Sistema' }).waitFor()
      await page.context().close()
    })
  }

  describe('users page', () => {
    beforeAll(async () => {
      const { secret } = await inviteStaff(editor.email, 'editor')
      const response = await fetch(`${inject('apiURL')}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: editor.email,
          password: editor.password,
          data: { full_name: editor.name, invitation_secret: secret },
        }),
      })
      expect(response.ok).toBe(true)
    })

    for (const viewport of ['desktop', 'mobile'] as const) {
      it(`shows each person's e-mail to the admin, locks the admin's own role with the reason, and logs no warnings (${viewport})`, async () => {
        const page = await newPage(browser(), viewport)
        await signIn(page, admin, '/admin/usuarios')
        await page.getByTestId('user-card').first().waitFor()
        for (const person of [admin, author, editor]) {
          const card = page.getByTestId('user-card').filter({ hasText: person.name })
          expect(await card.getByTestId('user-email').innerText()).toBe(person.email)
        }
        expect(await hasHorizontalScroll(page)).toBe(false)
        await screenshot(page, `admin-users-emails-${viewport}`)

        // Their own role: disabled, with the reason visible.
        await page
          .getByTestId('user-card')
          .filter({ hasText: admin.name })
          .getByRole('button', { name: /^Editar .*Ana/ })
          .click()
        const edit = page.getByRole('dialog', { name: 'Editar Usuário' })
        expect(await edit.getByRole('combobox', { name: 'Função' }).isDisabled()).toBe(true)
        await edit.getByText('Você não pode alterar a sua própria função.').waitFor()
        await screenshot(page, `admin-users-own-role-${viewport}`)
        await edit.getByRole('button', { name: 'Cancelar' }).click()

        // Someone else's role stays editable.
        await page
          .getByTestId('user-card')
          .filter({ hasText: editor.name })
          .getByRole('button', { name: /^Editar .*Edu/ })
          .click()
        expect(
          await page
            .getByRole('dialog', { name: 'Editar Usuário' })
            .getByRole('combobox', { name: 'Função' })
            .isDisabled(),
        ).toBe(false)
        await page.getByRole('dialog', { name: 'Editar Usuário' }).getByRole('button', { name: 'Cancelar' }).click()

        // Creating two accounts in a row (each through the throw-away sign-up client).
        for (const n of [1, 2]) {
          await page.getByRole('button', { name: 'Novo Usuário' }).click()
          const create = page.getByRole('dialog', { name: 'Criar Novo Usuário' })
          await create.getByLabel('Email').fill(`pessoa${n}.${viewport}@example.com`)
          await create.getByLabel('Senha', { exact: true }).fill('senha-forte-9')
          await create.getByLabel('Nome Completo').fill(`Pessoa ${n} ${viewport}`)
          await create.getByRole('button', { name: 'Criar Usuário' }).click()
          await page
            .getByTestId('user-card')
            .filter({ hasText: `Pessoa ${n} ${viewport}` })
            .getByTestId('user-email')
            .waitFor()
          await create.waitFor({ state: 'detached' })
        }
        // No console warnings (the GoTrueClient one included): every browser test ends with that check (fixtures.ts).
        await page.context().close()
      })
    }
  })

  describe('menu editor', () => {
    async function openNewItem(page: Page) {
      await page.getByRole('button', { name: 'Adicionar item' }).click()
      return page.getByRole('dialog', { name: 'Novo item do menu' })
    }

    it('the default menu has no link to a page that does not exist', async () => {
      const items = (await serviceRest('menu_items?select=label,href&order=position')) as {
        label: string
        href: string
      }[]
      expect(items.map((item) => item.label)).not.toContain('Contato')
      expect(items.map((item) => item.href)).not.toContain('/contato')
    })

    for (const viewport of ['desktop', 'mobile'] as const) {
      it(`pickers fill text and address; a duplicate is refused at the field; a link to nowhere is warned about (${viewport})`, async () => {
        const page = await newPage(browser(), viewport)
        await signIn(page, admin, '/admin/menu')
        await page.getByTestId('menu-row').first().waitFor()
        const before = await page.getByTestId('menu-row').count()

        let dialog = await openNewItem(page)
        // The example points to a real page.
        expect(await dialog.getByLabel('Endereço').getAttribute('placeholder')).not.toBe('/sobre')

        // "Categoria": the category's name and its page.
        await dialog.getByRole('radio', { name: 'Categoria' }).check()
        await dialog.getByRole('combobox', { name: 'Categoria' }).click()
        await page.getByRole('option', { name: 'Tratamentos' }).click()
        expect(await dialog.getByLabel('Texto do link').inputValue()).toBe('Tratamentos')
        expect(await dialog.getByLabel('Endereço').inputValue()).toBe('/blog/categoria/tratamentos')
        // Already in the menu: refused at the field, and nothing is saved.
        await dialog.getByText('Já existe um item no menu com este endereço ("Tratamentos").').waitFor()
        await dialog.getByRole('button', { name: 'Salvar' }).click()
        await dialog.getByText('Já existe um item no menu com este endereço ("Tratamentos").').waitFor()
        expect(await dialog.isVisible()).toBe(true)
        await screenshot(page, `admin-menu-duplicate-${viewport}`)

        // "Página do site": the site's own pages.
        await dialog.getByRole('radio', { name: 'Página do site' }).check()
        await dialog.getByRole('combobox', { name: 'Página' }).click()
        expect(await page.getByRole('option').allInnerTexts()).toEqual([
          'Início',
          'Destaques',
          'Blog',
          'Glossário',
          'Legislação',
          'Privacidade',
        ])
        await page.getByRole('option', { name: 'Blog' }).click()
        expect(await dialog.getByLabel('Endereço').inputValue()).toBe('/blog')
        await dialog.getByText('Já existe um item no menu com este endereço ("Blog").').waitFor()

        // "Post": search the published posts.
        await dialog.getByRole('radio', { name: 'Post' }).check()
        const [post] = (await serviceRest(
          'posts?select=title,slug&status=eq.published&order=published_at.desc&limit=1',
        )) as { title: string; slug: string }[]
        await dialog.getByRole('searchbox', { name: 'Buscar post' }).fill(post.title.split(' ').slice(0, 3).join(' '))
        await dialog.getByRole('button', { name: post.title, exact: true }).click()
        expect(await dialog.getByLabel('Texto do link').inputValue()).toBe(post.title)
        expect(await dialog.getByLabel('Endereço').inputValue()).toBe(`/blog/post/${post.slug}`)
        expect(await dialog.getByText(/Já existe um item no menu/).count()).toBe(0)
        await screenshot(page, `admin-menu-post-picker-${viewport}`)

        // "Link personalizado": a path that leads nowhere is warned about, without blocking.
        await dialog.getByRole('radio', { name: 'Link personalizado' }).check()
        await dialog.getByLabel('Texto do link').fill('Não existe')
        await dialog.getByLabel('Endereço').fill('/nao-existe')
        const warning = dialog.getByText(
          'Este endereço não leva a nenhuma página do site. Confira antes de salvar; o link pode ser salvo assim mesmo.',
        )
        await warning.waitFor()
        expect(await dialog.getByLabel('Endereço').getAttribute('aria-describedby')).toContain(
          await warning.getAttribute('id'),
        )
        await screenshot(page, `admin-menu-link-warning-${viewport}`)
        await dialog.getByLabel('Endereço').fill('/blog/categoria/legislacao')
        await dialog.getByText('Já existe um item no menu com este endereço ("Legislação").').waitFor()
        expect(await warning.count()).toBe(0)
        await dialog.getByLabel('Endereço').fill('/nao-existe')
        await warning.waitFor()
        await dialog.getByRole('button', { name: 'Salvar' }).click()
        await page.getByText('Item criado', { exact: true }).first().waitFor()
        await expect.poll(() => page.getByTestId('menu-row').count()).toBe(before + 1)

        // The database refuses a duplicate too: another editor saved this address while the dialog was open.
        dialog = await openNewItem(page)
        await dialog.getByRole('radio', { name: 'Link personalizado' }).check()
        await serviceRest('menu_items', {
          method: 'POST',
          body: JSON.stringify({ label: 'Anvisa', href: 'https://www.gov.br/anvisa' }),
        })
        await dialog.getByLabel('Texto do link').fill('ANVISA')
        await dialog.getByLabel('Endereço').fill('https://www.gov.br/anvisa/')
        await dialog.getByRole('button', { name: 'Salvar' }).click()
        await dialog.getByText('Já existe um item no menu com este endereço.', { exact: true }).waitFor()
        await dialog.getByRole('button', { name: 'Cancelar' }).click()
        await page.reload()
        for (const label of ['Não existe', 'Anvisa']) {
          await page.getByRole('button', { name: `Remover ${label}`, exact: true }).click()
          const confirm = page.getByRole('alertdialog', { name: 'Remover item do menu' })
          await confirm.getByRole('button', { name: 'Remover' }).click()
          // While the dialog is open the page behind it is aria-hidden, so its buttons already "left" the
          // accessibility tree: wait for the dialog to close (it closes only on the delete's success).
          await confirm.waitFor({ state: 'detached' })
          await page.getByRole('button', { name: `Remover ${label}`, exact: true }).waitFor({ state: 'detached' })
        }
        // Gone on the server, not just from the list (the other viewport's run inserts the same address).
        expect(
          await serviceRest(`menu_items?select=label&label=in.(${encodeURIComponent('"Não existe",Anvisa')})`),
        ).toEqual([])
        expect(await hasHorizontalScroll(page)).toBe(false)
        await page.context().close()
        // The browser's own line for the save the database refused (409) is expected; nothing else.
        expectOnlyConsoleProblems(
          /^error: Failed to load resource: the server responded with a status of 409 .*\/rest\/v1\/menu_items\?/,
        )
      })
    }
  })
})
