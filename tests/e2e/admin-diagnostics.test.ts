import type { Page, Request } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys'
import { expectOnlyConsoleProblems, hasHorizontalScroll, newPage, screenshot, useBrowser } from './fixtures'
import { createStaffCast, signInAs, type StaffAccount, type StaffRole } from './staff'

const DIAGNOSTIC_PAGES = [
  '/admin/diagnostic',
  '/admin/quick-test',
  '/admin/supabase-test',
  '/admin/connection-test',
  '/admin/fetch-error-test',
  '/admin/auto-fix',
  '/admin/reconfigure',
]

/** Requests a diagnostic check would make (the app's own data requests do not use these paths). */
const isCheckRequest = (request: Request) =>
  /\/auth\/v1\/health|\/rest\/v1\/(\?|$)|\/object\/list\/post-images|tabela_inexistente|\.invalid/.test(request.url())

const statuses = (page: Page) =>
  page.locator('[data-testid^="check-"]').evaluateAll((items) => items.map((item) => item.getAttribute('data-status')))

describe('diagnostic pages in the production build', () => {
  const browser = useBrowser({ resetStack: true })
  let cast: Record<StaffRole, StaffAccount>
  beforeAll(async () => {
    cast = await createStaffCast()
  })

  it('refuses a signed-out visitor and an author with "Acesso negado", and never runs a check for them', async () => {
    const page = await newPage(browser(), 'mobile')
    const checks: string[] = []
    page.on('request', (request) => {
      if (isCheckRequest(request)) checks.push(request.url())
    })
    for (const path of DIAGNOSTIC_PAGES) {
      await page.goto(path)
      await page.getByRole('heading', { name: 'Acesso negado' }).waitFor()
    }
    await signInAs(page, cast.author)
    for (const path of DIAGNOSTIC_PAGES) {
      await page.goto(path)
      await page.getByRole('heading', { name: 'Acesso negado' }).waitFor()
      expect(await page.getByRole('button', { name: /Executar/ }).count(), path).toBe(0)
    }
    await screenshot(page, 'diagnostics-author-refused-mobile')
    expect(checks).toEqual([])
    await page.context().close()
  })

  it('an admin sees real results with timings; /admin/diagnostic links to setup and auth, connection-test to auto-fix', async () => {
    const page = await newPage(browser())
    await signInAs(page, cast.admin)
    await page.goto('/admin/diagnostic')
    await page.getByRole('heading', { name: 'Diagnóstico', level: 1 }).waitFor()
    await page.getByText('Todas as 7 verificações passaram.').waitFor()
    expect(await page.getByTestId('check-rest').innerText()).toMatch(/API REST respondeu HTTP 200\./)
    expect(await page.getByTestId('check-auth').innerText()).toMatch(/\d+ ms/)
    expect(await page.getByTestId('check-session').innerText()).toContain(`Sessão ativa: ${cast.admin.email}`)
    expect(await page.getByTestId('check-profiles').innerText()).toMatch(/\d+ perfis visíveis; seu papel: admin\./)
    expect(await page.getByTestId('check-cors').innerText()).toMatch(
      /Requisição de http:\/\/127\.0\.0\.1:\d+ aceita \(HTTP 200\)/,
    )
    expect(await page.getByTestId('check-admin').innerText()).toContain(
      `Existe pelo menos um administrador (${cast.admin.name}).`,
    )
    expect(await page.getByRole('link', { name: /\/admin\/setup/ }).getAttribute('href')).toBe('/admin/setup')
    expect(await page.getByRole('link', { name: /\/admin\/auth/ }).getAttribute('href')).toBe('/admin/auth')
    await screenshot(page, 'diagnostics-admin-desktop')

    // A real failure shows as one: with Storage refusing, that check is an error and the summary says so.
    await page.route('**/storage/v1/object/list/**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"armazenamento fora do ar"}' }),
    )
    await page.getByRole('button', { name: 'Executar novamente' }).click()
    await page.getByText('1 de 7 verificações falharam.').waitFor()
    expect(await page.getByTestId('check-storage').getAttribute('data-status')).toBe('error')
    expect(await page.getByTestId('check-storage').innerText()).toContain('armazenamento fora do ar')
    await page.unroute('**/storage/v1/object/list/**')

    await page.goto('/admin/connection-test')
    await page.getByText('Todas as 9 verificações passaram.').waitFor()
    await page.getByRole('link', { name: /\/admin\/auto-fix/ }).click()
    await page.waitForURL(/\/admin\/auto-fix$/)
    // The URL changes before the lazy page replaces the previous one: wait for its heading.
    await page.getByRole('heading', { name: 'Correção automática', level: 1 }).waitFor()
    expect(await statuses(page)).toEqual(['pending', 'pending', 'pending'])
    await page.getByRole('button', { name: 'Executar correções' }).click()
    await page.getByText('Correção concluída. Veja abaixo o que foi feito.').waitFor()
    expect(await page.getByTestId('check-categories').innerText()).toContain(
      'Nada a fazer: as 4 categorias padrão já existem.',
    )
    expect(await page.getByTestId('check-recheck').innerText()).toContain('Tudo certo: os 4 indicadores estão OK.')

    await page.goto('/admin/fetch-error-test')
    await expect.poll(() => statuses(page)).toEqual(['success', 'success', 'success', 'success'])
    expect(await page.getByTestId('check-http-404').innerText()).toContain('response.ok = false, HTTP 404')
    await page.context().close()
    // The diagnostics probe on purpose what must fail (a missing table, 404; an unreachable server), and
    // the test fakes Storage down (500) above.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 404 .*\/rest\/v1\/tabela_inexistente/,
      /^error: Failed to load resource: net::ERR_NAME_NOT_RESOLVED \(http:\/\/servidor-inexistente\.invalid\//,
      /^error: Failed to load resource: the server responded with a status of 500 .*\/storage\/v1\/object\/list\/post-images/,
    )
  })

  it('reconfigure reports a wrong key, prints the .env lines for the right one, and stores neither', async () => {
    const page = await newPage(browser(), 'mobile')
    await signInAs(page, cast.admin)
    await page.goto('/admin/reconfigure')
    await page.getByRole('button', { name: 'Validar configuração' }).click()
    await page.getByText('Informe a URL do projeto Supabase.').waitFor()

    const apiUrl = await page.evaluate(() => document.querySelector('p.break-all span.font-mono')?.textContent ?? '')
    expect(apiUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    // The anon key with its signature changed: well-formed, but not this project's.
    const wrongKey = `${LOCAL_ANON_KEY.slice(0, -4)}AAAA`
    await page.getByLabel('URL do Supabase').fill(apiUrl)
    await page.getByLabel('Chave anon').fill(wrongKey)
    await page.getByRole('button', { name: 'Validar configuração' }).click()
    await page.getByText('A configuração não é válida: corrija o que falhou acima e valide de novo.').waitFor()
    expect(await page.getByTestId('check-reachable').innerText()).toContain('A chave foi recusada pela API (HTTP 401)')
    expect(await page.getByTestId('env-lines').count()).toBe(0)
    await screenshot(page, 'diagnostics-reconfigure-wrong-key-mobile')

    await page.getByLabel('Chave anon').fill(LOCAL_ANON_KEY)
    await page.getByRole('button', { name: 'Validar configuração' }).click()
    await page.getByTestId('env-lines').waitFor()
    expect(await page.getByTestId('env-lines').innerText()).toBe(
      `VITE_SUPABASE_URL=${apiUrl}\nVITE_SUPABASE_ANON_KEY=${LOCAL_ANON_KEY}`,
    )
    expect(await page.getByTestId('check-tables').innerText()).toContain('As 9 tabelas do app existem.')
    expect(await hasHorizontalScroll(page)).toBe(false)

    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }) + document.cookie)
    expect(stored).not.toContain(wrongKey.slice(-20))
    await page.context().close()
    // A wrong key is the point: every probe made with it answers 401.
    expectOnlyConsoleProblems(
      /^error: Failed to load resource: the server responded with a status of 401 .*\/rest\/v1\//,
    )
  })
})
