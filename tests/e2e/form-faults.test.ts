// Issue 18: forms survive a failing API. For a 500, a time-out and an unreachable API, the newsletter,
// sign-in, menu-item and new-user forms say what failed, in Portuguese, where the person is, and keep
// everything typed; the same submit works once the API answers again. (The editor and the category
// dialog have the same check for a 500 in post-editor and admin-categories-menu.)
import type { Page, Route } from 'playwright-core'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { expectOnlyConsoleProblems, FAILED_FETCH, FAILED_RESOURCE, newPage, serviceRest, useBrowser } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount } from './staff'

const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  '500': (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"falha simulada"}' }),
  'time-out': (route) => route.abort('timedout'),
  unreachable: (route) => route.abort('connectionrefused'),
}

const api = (path: string) => `${inject('apiURL')}${path}`

/** Only the request that saves fails: the page and its data loaded normally. */
async function failSaves(page: Page, pattern: string, fault: (route: Route) => Promise<void>, method = 'POST') {
  await page.route(pattern, (route) => (route.request().method() === method ? fault(route) : route.continue()))
}

/** The message shown for the failure: visible, in Portuguese, never the browser's raw English error. */
async function expectMessage(page: Page, text: string | RegExp) {
  const message = page.getByText(text).first()
  await message.waitFor({ timeout: 20_000 })
  expect(await page.locator('body').innerText()).not.toMatch(/Failed to fetch|TypeError|NetworkError/)
}

describe('forms when the API fails', () => {
  const browser = useBrowser({ resetStack: true })
  let admin: StaffAccount
  beforeAll(async () => {
    admin = (await createStaffCast()).admin
  })

  it('the newsletter keeps the typed e-mail and says the subscription failed, then asks for it', async () => {
    const page = await newPage(browser(), 'mobile')
    await page.goto('/')
    const box = page.getByRole('region', { name: 'Newsletter' })
    const email = box.getByPlaceholder('Seu e-mail')
    for (const [name, fault] of Object.entries(FAULTS)) {
      await failSaves(page, api('/rest/v1/rpc/subscribe_newsletter*'), fault)
      await email.fill(`leitora.${name.replace(/\W/g, '')}@example.com`)
      await box.getByRole('button', { name: 'Inscrever-se' }).click()
      await expectMessage(page, 'Não foi possível concluir a inscrição. Tente novamente.')
      expect(await email.inputValue(), name).toBe(`leitora.${name.replace(/\W/g, '')}@example.com`)
      await page.unroute(api('/rest/v1/rpc/subscribe_newsletter*'))
    }
    await box.getByRole('button', { name: 'Inscrever-se' }).click()
    await box.getByRole('status').waitFor()
    expect(
      await serviceRest('newsletter_subscribers?select=email&email=eq.leitora.unreachable@example.com'),
    ).toHaveLength(1)
    await page.context().close()
    // The simulated faults, and nothing else.
    expectOnlyConsoleProblems(FAILED_RESOURCE)
  }, 120_000)

  it('sign-in keeps the e-mail, says it could not connect, and signs in on the next try', async () => {
    const page = await newPage(browser())
    await page.goto('/admin/auth')
    for (const fault of Object.values(FAULTS)) {
      await failSaves(page, api('/auth/v1/token*'), fault)
      await page.getByLabel('Email').fill(admin.email)
      await page.getByLabel('Senha', { exact: true }).fill(admin.password)
      await page.getByRole('button', { name: 'Entrar' }).click()
      await expectMessage(page, /conex|servidor|tente novamente/i)
      expect(await page.getByLabel('Email').inputValue()).toBe(admin.email)
      expect(new URL(page.url()).pathname).toBe('/admin/auth')
      await page.unroute(api('/auth/v1/token*'))
    }
    await page.getByLabel('Senha', { exact: true }).fill(admin.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL((url) => url.pathname === '/admin')
    await page.context().close()
    // The simulated faults, and nothing else.
    expectOnlyConsoleProblems(FAILED_RESOURCE, FAILED_FETCH)
  }, 120_000)

  it('the menu-item and new-user dialogs stay open with what was typed and say what failed, then save', async () => {
    const page = await newPage(browser())
    await signInAs(page, admin, '/admin/menu')
    await page.getByRole('button', { name: 'Adicionar item' }).click()
    const menuDialog = page.getByRole('dialog', { name: 'Novo item do menu' })
    await menuDialog.getByLabel('Texto do link').fill('Perguntas frequentes')
    await menuDialog.getByLabel('Endereço').fill('/blog?q=perguntas')
    for (const fault of Object.values(FAULTS)) {
      await failSaves(page, api('/rest/v1/**'), fault)
      await menuDialog.getByRole('button', { name: 'Salvar' }).click()
      await expectMessage(page, 'Erro ao salvar o item do menu')
      expect(await menuDialog.getByLabel('Texto do link').inputValue()).toBe('Perguntas frequentes')
      expect(await menuDialog.getByLabel('Endereço').inputValue()).toBe('/blog?q=perguntas')
      await page.unroute(api('/rest/v1/**'))
    }
    await menuDialog.getByRole('button', { name: 'Salvar' }).click()
    await menuDialog.waitFor({ state: 'detached' })
    expect(await serviceRest('menu_items?select=id&label=eq.Perguntas%20frequentes')).toHaveLength(1)

    await page.getByRole('link', { name: 'Usuários', exact: true }).first().click()
    await page.getByRole('button', { name: 'Novo Usuário' }).click()
    const userDialog = page.getByRole('dialog', { name: 'Criar Novo Usuário' })
    await userDialog.getByLabel('Email').fill('nova.autora@example.com')
    await userDialog.getByLabel('Senha', { exact: true }).fill('senha-forte-9')
    await userDialog.getByLabel('Nome Completo').fill('Nova Autora')
    for (const fault of Object.values(FAULTS)) {
      await failSaves(page, api('/auth/v1/signup*'), fault)
      // The sign-up request was sent and failed, and the form is ready again (not stuck on "Criando...").
      await Promise.all([
        page.waitForRequest(api('/auth/v1/signup*')),
        userDialog.getByRole('button', { name: /Criar/ }).click(),
      ])
      await userDialog.getByRole('button', { name: 'Criar Usuário' }).waitFor()
      await expectMessage(page, /Não foi possível conectar ao servidor|O servidor não respondeu como esperado/)
      expect(await userDialog.getByLabel('Email').inputValue()).toBe('nova.autora@example.com')
      expect(await userDialog.getByLabel('Nome Completo').inputValue()).toBe('Nova Autora')
      expect(await userDialog.getByLabel('Senha', { exact: true }).inputValue()).toBe('senha-forte-9')
      await page.unroute(api('/auth/v1/signup*'))
    }
    await userDialog.getByRole('button', { name: /Criar/ }).click()
    await userDialog.waitFor({ state: 'detached' })
    await page.getByText('Nova Autora').first().waitFor()
    await page.context().close()
    // The simulated faults, and nothing else.
    expectOnlyConsoleProblems(FAILED_RESOURCE, FAILED_FETCH)
  }, 180_000)
})
