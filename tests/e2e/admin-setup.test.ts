import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  expectOnlyConsoleProblems,
  hasHorizontalScroll,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
} from './fixtures'
import { inviteStaff, submitInvitationForm, submitSignInForm } from './staff'

const KEYS = ['schema', 'categories', 'security', 'admin'] as const
const states = (page: Page) =>
  Promise.all(KEYS.map((key) => page.getByTestId(`setup-${key}`).getAttribute('data-state')))
const admin = { email: 'primeira.admin@example.com', password: 'senha-forte-9', name: 'Paula Primeira' }

describe('/admin/setup on a brand-new database (migrations, no seed)', () => {
  const browser = useBrowser({ resetStack: true, seed: false })

  it('shows 4 red while it cannot check, then the real state; creates the categories and the first admin; all 4 green; the form locks', async () => {
    const page = await newPage(browser())
    let offline = true
    await page.route('**/rest/v1/rpc/setup_status', (route) =>
      offline ? route.abort('connectionrefused') : route.continue(),
    )
    await page.goto('/admin/setup')
    await page.getByRole('heading', { name: 'Configuração do Sistema' }).waitFor()
    await expect.poll(() => states(page)).toEqual(['fail', 'fail', 'fail', 'fail'])
    expect(await page.getByTestId('project-card').getByText('Sem conexão').isVisible()).toBe(true)
    // No pre-filled credentials.
    expect(await page.getByLabel('E-mail do administrador').inputValue()).toBe('')
    expect(await page.getByLabel('Senha do administrador').inputValue()).toBe('')

    offline = false
    await page.getByRole('button', { name: 'Verificar novamente' }).click()
    await expect.poll(() => states(page)).toEqual(['ok', 'fail', 'ok', 'fail'])
    await page.getByText(/Verificação concluída: 2 de 4 indicadores OK\./).waitFor()
    const card = page.getByTestId('project-card')
    expect(await card.getByText('Conectado').isVisible()).toBe(true)
    expect(await card.getByText('Stack local').isVisible()).toBe(true)
    expect(await card.getByText('Produção').isVisible()).toBe(true)

    await page.getByRole('button', { name: 'Criar categorias padrão' }).click()
    await page.getByText('4 categorias criadas; 0 já existiam.').waitFor()
    await expect.poll(() => states(page)).toEqual(['ok', 'ok', 'ok', 'fail'])

    // Issue 54: while no admin exists, /admin/auth offers the first account (the hint and "Criar conta").
    for (const viewport of ['desktop', 'mobile'] as const) {
      const auth = await newPage(browser(), viewport)
      await auth.goto('/admin/auth')
      await auth.getByText('Para o primeiro acesso, crie uma conta de administrador').waitFor()
      await auth.getByRole('button', { name: 'Não tem uma conta? Criar conta' }).waitFor()
      expect(await hasHorizontalScroll(auth)).toBe(false)
      await screenshot(auth, `admin-auth-first-access-${viewport}`)
      await auth.context().close()
    }

    // A second browser opens the page while there is still no admin.
    const late = await newPage(browser(), 'mobile')
    await late.goto('/admin/setup')
    await late.getByRole('button', { name: 'Criar administrador' }).waitFor()

    await page.getByLabel('E-mail do administrador').fill(admin.email)
    await page.getByLabel('Senha do administrador').fill(admin.password)
    await page.getByLabel('Nome completo').fill(admin.name)
    await page.getByRole('button', { name: 'Criar administrador' }).click()
    await page.getByText(`Administrador criado: ${admin.email}.`).waitFor()
    await expect.poll(() => states(page)).toEqual(['ok', 'ok', 'ok', 'ok'])
    await page.getByTestId('admin-form-locked').waitFor()
    // Issue 54: the text matches how accounts come now: by invitation, not "começam como autor".
    expect(await page.getByTestId('admin-form-locked').innerText()).toBe(
      'Já existe um administrador. Novas contas entram somente por convite: um administrador convida em Usuários, já com a função (autor, editor ou administrador).',
    )
    expect(await hasHorizontalScroll(page)).toBe(false)
    await screenshot(page, 'admin-setup-done')

    // The second browser submits afterwards: an admin exists now, so accounts are by invitation only
    // and Auth refuses this one; no second account exists.
    await late.getByLabel('E-mail do administrador').fill('segunda@example.com')
    await late.getByLabel('Senha do administrador').fill('senha-forte-8')
    await late.getByLabel('Nome completo').fill('Segunda')
    await late.getByRole('button', { name: 'Criar administrador' }).click()
    await late
      .getByText(
        'Cadastro somente por convite. Se você foi convidado, crie sua conta pelo link do e-mail de convite; se não, peça um convite a um administrador.',
      )
      .first()
      .waitFor()
    await screenshot(late, 'admin-setup-second-browser-mobile')
    const profiles = (await serviceRest('profiles?select=full_name,role&order=created_at')) as {
      full_name: string
      role: string
    }[]
    expect(profiles).toEqual([{ full_name: admin.name, role: 'admin' }])
    await late.context().close()
    await page.context().close()
    // The test takes the API away (connection refused), and Auth refuses the late visitor's sign-up (403).
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: net::ERR_CONNECTION_REFUSED .*\/rest\/v1\/rpc\/setup_status/,
      /^error: Failed to load resource: the server responded with a status of 403 .*\/auth\/v1\/signup/,
    )
  })

  it('after bootstrap, /admin/auth no longer offers "Criar conta" nor the first-access hint (issue 54)', async () => {
    for (const viewport of ['desktop', 'mobile'] as const) {
      const auth = await newPage(browser(), viewport)
      // The offer waits for the database's answer: once it has come, neither is there.
      const answer = auth.waitForResponse((response) => response.url().includes('/rest/v1/rpc/admin_exists'))
      await auth.goto('/admin/auth')
      expect(await (await answer).json()).toBe(true)
      await auth.getByRole('button', { name: 'Entrar' }).waitFor()
      await auth.getByText('Ambiente de Desenvolvimento').waitFor()
      expect(await auth.getByRole('button', { name: 'Não tem uma conta? Criar conta' }).count()).toBe(0)
      expect(await auth.getByText('Para o primeiro acesso', { exact: false }).count()).toBe(0)
      await screenshot(auth, `admin-auth-after-bootstrap-${viewport}`)
      await auth.context().close()
    }
  })

  it('after bootstrap, sends a signed-out visitor to sign in, refuses an author, and opens for the admin', async () => {
    const visitor = await newPage(browser(), 'mobile')
    await visitor.goto('/admin/setup')
    await visitor.getByRole('heading', { name: 'O sistema já está configurado' }).waitFor()
    await visitor.getByRole('link', { name: 'Entrar' }).waitFor()
    expect(await visitor.getByRole('button', { name: 'Criar administrador' }).count()).toBe(0)

    // An author, invited, who accepts through the invitation's link.
    const invitation = await inviteStaff('segunda@example.com', 'author')
    await submitInvitationForm(visitor, invitation, { name: 'Segunda', password: 'senha-forte-8' })
    // Signed in at once.
    await visitor.waitForURL(/\/admin$/)
    await visitor.goto('/admin/setup')
    await visitor.getByRole('heading', { name: 'Acesso negado', exact: true }).waitFor()
    await visitor.context().close()

    const page = await newPage(browser())
    await page.goto('/admin/auth')
    await submitSignInForm(page, admin.email, admin.password)
    await page.waitForURL(/\/admin$/)
    await page.goto('/admin/setup')
    await expect.poll(() => states(page)).toEqual(['ok', 'ok', 'ok', 'ok'])
    await page.getByTestId('admin-form-locked').waitFor()
    await page.context().close()
  })
})
