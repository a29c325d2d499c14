import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys'
import { expectOnlyConsoleProblems, mailboxMessages, newPage, screenshot, useBrowser } from './fixtures'
import { inviteStaff, submitInvitationForm, submitSignInForm, submitSignUpForm } from './staff'

const admin = { name: 'Ana Administradora', email: 'ana.admin@example.com', password: 'senha-forte-1' }
const author = { name: 'Bruno Autor', email: 'bruno.autor@example.com', password: 'senha-forte-2' }

/** "Criar Conta" signs the new account in at once: the page moves on to the panel. */
async function signUp(page: Page, user: { name: string; email: string; password: string }) {
  await submitSignUpForm(page, user)
  await page.waitForURL(/\/admin$/)
  await page.getByText('Conta criada com sucesso!', { exact: true }).first().waitFor()
}

const signIn = submitSignInForm

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click()
  await page.waitForURL(/\/admin\/login$/)
  await page.getByText('Logout realizado').first().waitFor()
}

/** Calls an RPC as the signed-in user of the page, with the token supabase-js stored. */
async function rpcAsPageUser(page: Page, fn: string, args: object) {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined
  })
  const response = await fetch(`${inject('apiURL')}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  })
  return response.json() as Promise<{ success: boolean; error?: string }>
}

describe('staff access', () => {
  const browser = useBrowser({ resetStack: true })

  it('bootstraps the first account as admin; the next one, invited as author, has no access to users', async () => {
    const page = await newPage(browser())
    await signUp(page, admin)
    expect(await page.getByTestId('current-user-name').innerText()).toBe(admin.name)
    expect(await page.getByTestId('current-user-role').innerText()).toBe('Administrador')
    await page.getByRole('link', { name: 'Admin Panel' }).waitFor()
    await signOut(page)

    // Once an admin exists, accounts exist by invitation only, through the invitation's link (the
    // refusals have their own tests).
    await submitInvitationForm(page, await inviteStaff(author.email, 'author'), author)
    await page.waitForURL(/\/admin$/)
    await page.getByText('Conta criada com sucesso!', { exact: true }).first().waitFor()
    expect(await page.getByTestId('current-user-role').innerText()).toBe('Autor')
    await page.goto('/admin/usuarios')
    await page.getByRole('heading', { name: 'Acesso negado' }).waitFor()
    expect(await page.getByText('Você não tem permissão para acessar esta página.').isVisible()).toBe(true)
    await signOut(page)
    await page.context().close()
  })

  it('sends a visitor of a guarded page to sign-in and back to that page afterwards', async () => {
    const page = await newPage(browser())
    await page.goto('/admin/posts')
    await page.waitForURL(/\/admin\/auth$/)
    await page.getByRole('heading', { name: 'Painel Administrativo' }).waitFor()
    await signIn(page, admin.email, admin.password)
    await page.waitForURL(/\/admin\/posts$/)
    await page.context().close()
  })

  it('shows the right messages for empty fields, a wrong password and an unknown e-mail', async () => {
    const page = await newPage(browser(), 'mobile')
    await page.goto('/admin/auth')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.getByText('Informe seu e-mail.').waitFor()
    expect(await page.getByText('Informe sua senha.').isVisible()).toBe(true)
    await screenshot(page, 'admin-auth-mobile-errors')

    await signIn(page, admin.email, 'senha-errada')
    await page.getByText('E-mail ou senha incorretos.').waitFor()
    await signIn(page, 'ninguem@example.com', 'qualquer-senha')
    await page.getByText('E-mail ou senha incorretos.').waitFor()
    expect(page.url()).toMatch(/\/admin\/auth$/)
    await page.context().close()
    // The refused sign-in (400 from Auth), and nothing else.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 400 .*\/auth\/v1\/token\?grant_type=password/,
    )
  })

  it('lets the admin create, edit and delete a user without being signed out, never themselves', async () => {
    const page = await newPage(browser())
    await page.goto('/admin/auth')
    await signIn(page, admin.email, admin.password)
    await page.waitForURL(/\/admin$/)
    await page.goto('/admin/usuarios')
    await page.getByRole('heading', { name: 'Usuários', level: 1 }).waitFor()
    await page.getByTestId('user-card').first().waitFor()

    const ownCard = page.getByTestId('user-card').filter({ hasText: admin.name })
    expect(await ownCard.getByRole('button', { name: /^Excluir/ }).count()).toBe(0)

    await page.getByRole('button', { name: 'Novo Usuário' }).click()
    const create = page.getByRole('dialog', { name: 'Criar Novo Usuário' })
    await create.getByLabel('Email').fill('carla.editora@example.com')
    await create.getByLabel('Senha', { exact: true }).fill('senha-forte-3')
    await create.getByLabel('Nome Completo').fill('Carla Editora')
    await create.getByRole('combobox', { name: 'Função' }).click()
    await page.getByRole('option', { name: 'Editor' }).click()
    await create.getByRole('button', { name: 'Criar Usuário' }).click()
    await page.getByText('Usuário criado com sucesso!').first().waitFor()
    const carla = page.getByTestId('user-card').filter({ hasText: 'Carla Editora' })
    await carla.waitFor()
    expect(await carla.getByText('Editor', { exact: true }).isVisible()).toBe(true)
    expect(await page.getByTestId('current-user-name').innerText()).toBe(admin.name)
    await screenshot(page, 'admin-users-desktop')

    await carla.getByRole('button', { name: /^Editar/ }).click()
    const edit = page.getByRole('dialog', { name: 'Editar Usuário' })
    await edit.getByLabel('Nome Completo').fill('Carla Souza')
    await edit.getByRole('combobox', { name: 'Função' }).click()
    await page.getByRole('option', { name: 'Autor' }).click()
    await edit.getByRole('button', { name: 'Salvar Alterações' }).click()
    await page.getByText('Usuário atualizado com sucesso!').first().waitFor()
    const renamed = page.getByTestId('user-card').filter({ hasText: 'Carla Souza' })
    await renamed.getByText('Autor', { exact: true }).waitFor()

    await renamed.getByRole('button', { name: /^Excluir/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Excluir usuário' })
    expect(await confirm.getByText('Tem certeza que deseja excluir este usuário?').isVisible()).toBe(true)
    await confirm.getByRole('button', { name: 'Excluir' }).click()
    await page.getByText('Usuário excluído com sucesso!').first().waitFor()
    await renamed.waitFor({ state: 'detached' })

    const ownId = (await ownCard.getByTestId('short-id').getAttribute('title')) ?? ''
    expect(ownId).toMatch(/^[0-9a-f-]{36}$/)
    const result = await rpcAsPageUser(page, 'delete_user_admin', { target_user_id: ownId })
    expect(result.success).toBe(false)
    await page.context().close()
  })

  it('recovers a password through the e-mailed link', async () => {
    const page = await newPage(browser())
    await page.goto('/admin/auth')
    await page.getByRole('button', { name: 'Esqueceu a senha?' }).click()
    await page.getByLabel('E-mail').fill(author.email)
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click()
    await page.getByText('E-mail de recuperação enviado! Confira sua caixa de entrada.').waitFor()

    const message = (await mailboxMessages()).find((m) => m.to === author.email && m.type === 'recovery')
    const link = message?.links?.find((href) => href.includes('type=recovery'))
    expect(link).toBeTruthy()
    await page.goto(link as string)
    await page.waitForURL(/\/admin\/reset-password/)
    await page.getByRole('heading', { name: 'Redefinir Senha' }).waitFor()

    await page.getByLabel('Nova senha', { exact: true }).fill('novasenha1')
    await page.getByLabel('Confirme a nova senha').fill('outrasenha')
    await page.getByRole('button', { name: 'Redefinir Senha' }).click()
    await page.getByText('As senhas não coincidem.').waitFor()
    await page.getByLabel('Nova senha', { exact: true }).fill('12345')
    await page.getByLabel('Confirme a nova senha').fill('12345')
    await page.getByRole('button', { name: 'Redefinir Senha' }).click()
    await page.getByText('A senha deve ter pelo menos 6 caracteres.').waitFor()

    await page.getByLabel('Nova senha', { exact: true }).fill('novasenha1')
    await page.getByLabel('Confirme a nova senha').fill('novasenha1')
    await page.getByRole('button', { name: 'Redefinir Senha' }).click()
    await page.getByText('Senha redefinida com sucesso! Faça login novamente.').waitFor()
    await page.waitForURL(/\/admin\/auth$/, { timeout: 5000 })

    await signIn(page, author.email, author.password)
    await page.getByText('E-mail ou senha incorretos.').waitFor()
    await signIn(page, author.email, 'novasenha1')
    await page.waitForURL(/\/admin$/)
    await signOut(page)
    await page.goto('/admin/categorias')
    await page.waitForURL(/\/admin\/auth$/)
    await page.context().close()
    // The refused sign-in (400 from Auth), and nothing else.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 400 .*\/auth\/v1\/token\?grant_type=password/,
    )
  })

  it('says the link is invalid when a reset link carries a bad token', async () => {
    const page = await newPage(browser())
    await page.goto('/admin/reset-password#access_token=bad&refresh_token=bad&type=recovery')
    await page.getByText('Link de redefinição inválido ou expirado.').waitFor()
    await page.context().close()
  })
})
