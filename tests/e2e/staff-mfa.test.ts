// Issue 51: two-step sign-in with an authenticator app, at 1280 and 375 px. The test is the phone: it
// reads the key the screen shows and computes the codes with otpauth, as an authenticator app would.
// An editor adds an app, signs out and signs in with a code; an admin without an app who turns on
// "2FA obrigatório para administradores e editores" is walked through adding one first; an editor
// without one is then sent to "Segurança" before anything else; the admin resets the editor's 2FA.
import type { Page } from 'playwright-core'
import { createClient } from '@supabase/supabase-js'
import { Secret, TOTP } from 'otpauth'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../local/keys'
import { NoWebSocket } from '../utils/local-stack'
import { seriousA11yViolations } from './a11y'
import {
  expectOnlyConsoleProblems,
  FAILED_RESOURCE,
  hasHorizontalScroll,
  mailboxMessages,
  newPage,
  screenshot,
  serviceRest,
  useBrowser,
  type VIEWPORTS,
} from './fixtures'
import { accessTokenOf, createStaffCast, signInAs, submitSignInForm, type StaffAccount, type StaffRole } from './staff'

const STEP_MS = 30_000

/** The code an authenticator app shows for `secret` now (or `steps` periods later). */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * STEP_MS })

/** Waits for the app's next code: a code accepted once is refused in its own 30-s step (decision 061). */
async function nextCode(secret: string): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, STEP_MS - (Date.now() % STEP_MS) + 500))
  return codeFor(secret)
}

/** A six-digit code that is not one the app would accept now. */
function wrongCode(secret: string) {
  const valid = new Set([-1, 0, 1].map((steps) => codeFor(secret, steps)))
  let code = '000000'
  for (let n = 0; valid.has(code); n++) code = String(n).padStart(6, '0')
  return code
}

const aalOf = async (page: Page) =>
  (JSON.parse(Buffer.from((await accessTokenOf(page)).split('.')[1], 'base64url').toString()) as { aal: string }).aal

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).first().click()
  await page.waitForURL(/\/admin\/login$/)
}

/**
 * "Meu perfil" → "Segurança" → "Adicionar aplicativo autenticador": name, key, first code. Returns the
 * key. `returns`: the page was opened from elsewhere ("Configurar a minha agora") and goes back there.
 */
async function addAuthenticatorApp(page: Page, name: string, { returns = false } = {}): Promise<string> {
  const security = page.locator('#seguranca')
  await security.getByRole('button', { name: 'Adicionar aplicativo autenticador' }).click()
  await security.getByLabel('Nome do aplicativo').fill(name)
  await security.getByRole('button', { name: 'Continuar' }).click()
  await security.getByRole('img', { name: 'QR code para configurar o aplicativo autenticador' }).waitFor()
  await screenshot(page, `staff-mfa-qr-${name.replace(/\W+/g, '-')}-${page.viewportSize()?.width}`)
  const secret = (await security.getByTestId('totp-secret').innerText()).replace(/\s/g, '')
  await security.getByLabel('Código do aplicativo autenticador').fill(wrongCode(secret))
  await security.getByRole('button', { name: 'Ativar' }).click()
  await security.getByText(/^Código inválido\./).waitFor()
  await security.getByLabel('Código do aplicativo autenticador').fill(codeFor(secret))
  await security.getByRole('button', { name: 'Ativar' }).click()
  await page.getByText('Verificação em duas etapas ativada').first().waitFor()
  if (!returns) await security.getByRole('list', { name: 'Aplicativos autenticadores' }).getByText(name).waitFor()
  return secret
}

/** The person's factors, through Auth's admin API (GET/DELETE /admin/users/{id}/factors). */
async function factorsOf(userId: string, method: 'GET' | 'DELETE' = 'GET', factorId = '') {
  const url = `${inject('apiURL')}/auth/v1/admin/users/${userId}/factors${factorId ? `/${factorId}` : ''}`
  const headers = { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` }
  const response = await fetch(url, { method, headers })
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`)
  return method === 'GET' ? ((await response.json()) as { id: string }[]) : []
}

async function removeApps(account: StaffAccount) {
  for (const factor of await factorsOf(account.id)) await factorsOf(account.id, 'DELETE', factor.id)
}

/** Gives a staff member exactly one verified app, as their own phone would (supabase-js's auth.mfa). */
async function giveOneApp(account: StaffAccount) {
  await removeApps(account)
  const client = createClient(inject('apiURL'), LOCAL_ANON_KEY, {
    auth: { persistSession: false },
    realtime: { transport: NoWebSocket as never },
  })
  await client.auth.signInWithPassword({ email: account.email, password: account.password })
  const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' })
  if (error) throw error
  const verified = await client.auth.mfa.challengeAndVerify({ factorId: data.id, code: codeFor(data.totp.secret) })
  if (verified.error) throw verified.error
}

async function setStaffMfaPolicy(on: boolean) {
  await serviceRest('site_settings?id=eq.true', { method: 'PATCH', body: JSON.stringify({ require_staff_mfa: on }) })
}

describe.each(['desktop', 'mobile'] as const satisfies readonly (keyof typeof VIEWPORTS)[])(
  'two-step sign-in for staff (%s)',
  (viewport) => {
    const browser = useBrowser({ resetStack: true })
    let cast: Record<StaffRole, StaffAccount>

    beforeAll(async () => {
      cast = await createStaffCast()
    })

    it('an editor adds an app, signs out, signs in again with the password and then its code, and removes the app with a fresh code', async () => {
      await setStaffMfaPolicy(false)
      await removeApps(cast.editor)
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.editor, '/admin/perfil')
      const secret = await addAuthenticatorApp(page, 'Celular do Edu')
      expect(await aalOf(page)).toBe('aal2')
      await screenshot(page, `staff-mfa-enrolled-${viewport}`)
      expect(await hasHorizontalScroll(page)).toBe(false)
      await signOut(page)

      await page.goto('/admin/posts')
      await page.waitForURL(/\/admin\/auth$/)
      await submitSignInForm(page, cast.editor.email, cast.editor.password)
      const code = page.getByLabel('Código do aplicativo autenticador')
      await code.waitFor()
      expect(await aalOf(page)).toBe('aal1')
      // A password alone is not a sign-in: the panel sends the person back to the code.
      await page.goto('/admin/posts')
      await code.waitFor()
      expect(await page.getByText(/Peça a um administrador do site para redefinir/).isVisible()).toBe(true)
      await code.fill(wrongCode(secret))
      await page.getByRole('button', { name: 'Verificar' }).click()
      await page.getByText('Código inválido. Restam 4 tentativas.').waitFor()
      expect(await seriousA11yViolations(page)).toEqual([])
      await screenshot(page, `staff-mfa-code-step-${viewport}`)
      const signInCode = await nextCode(secret)
      await code.fill(signInCode)
      await page.getByRole('button', { name: 'Verificar' }).click()
      await page.waitForURL(/\/admin\/posts$/)
      expect(await aalOf(page)).toBe('aal2')

      // Removing the app asks for a current code of it — not the one just used to sign in.
      await page.goto('/admin/perfil')
      await page.getByRole('button', { name: 'Remover Celular do Edu' }).click()
      const dialog = page.getByRole('dialog', { name: 'Remover aplicativo autenticador' })
      await dialog.getByLabel('Código do aplicativo autenticador').fill(signInCode)
      await dialog.getByRole('button', { name: 'Remover' }).click()
      await dialog.getByText('Este código já foi usado. Espere o próximo código do aplicativo.').waitFor()
      await dialog.getByLabel('Código do aplicativo autenticador').fill(await nextCode(secret))
      await dialog.getByRole('button', { name: 'Remover' }).click()
      await page.getByText('Aplicativo removido').first().waitFor()
      await page.getByText('Nenhum aplicativo configurado: sua conta usa só a senha.').waitFor()
      expect(await aalOf(page)).toBe('aal1')
      expect(await factorsOf(cast.editor.id)).toEqual([])
      await page.context().close()
      // The wrong codes: Auth answers 422, which Chromium reports as a failed resource.
      expectOnlyConsoleProblems(FAILED_RESOURCE)
    })

    it('the policy is turned on only after the admin has an app; an editor without one is sent to Segurança; the admin resets it', async () => {
      await setStaffMfaPolicy(false)
      const page = await newPage(browser(), viewport)
      await signInAs(page, cast.admin, '/admin/configuracoes')
      const policy = page.getByRole('switch', { name: '2FA obrigatório para administradores e editores' })
      await policy.click()
      await page.getByText('Ative a verificação em duas etapas na sua conta antes de exigi-la da equipe.').waitFor()
      await screenshot(page, `staff-mfa-settings-${viewport}`)
      expect(await policy.getAttribute('aria-checked')).toBe('false')
      await page.getByRole('link', { name: 'Configurar a minha agora' }).click()
      await page.waitForURL(/\/admin\/perfil$/)
      await addAuthenticatorApp(page, 'Celular da Ana', { returns: true })
      await page.waitForURL(/\/admin\/configuracoes$/)
      await policy.click()
      await page.getByText('Configuração salva').first().waitFor()
      expect(await policy.getAttribute('aria-checked')).toBe('true')

      // The editor lost the phone with their app: the admin resets their 2FA.
      await giveOneApp(cast.editor)
      await page.goto('/admin/usuarios')
      await page
        .getByRole('button', { name: `Redefinir a verificação em duas etapas de ${cast.editor.name}` })
        .waitFor()
      await screenshot(page, `staff-mfa-users-${viewport}`)
      expect(await hasHorizontalScroll(page)).toBe(false)
      await page.getByRole('button', { name: `Redefinir a verificação em duas etapas de ${cast.editor.name}` }).click()
      await page.getByRole('button', { name: 'Redefinir', exact: true }).click()
      await page.getByText('Verificação em duas etapas redefinida').first().waitFor()
      expect(await factorsOf(cast.editor.id)).toEqual([])
      const resetMail = async () =>
        (await mailboxMessages()).find((m) => m.to === cast.editor.email && m.type === 'mfa_reset')
      await expect.poll(resetMail, { timeout: 15_000 }).toBeTruthy()
      expect((await resetMail())?.text ?? (await resetMail())?.html).toContain(cast.admin.name)
      await page.goto('/admin/auditoria')
      await page
        .getByText(/Verificação em duas etapas redefinida/)
        .first()
        .waitFor()

      const again = await newPage(browser(), viewport)
      await again.goto('/admin/posts')
      await again.waitForURL(/\/admin\/auth$/)
      await submitSignInForm(again, cast.editor.email, cast.editor.password)
      await again.waitForURL(/\/admin\/perfil$/)
      await again
        .getByText('Este site exige verificação em duas etapas de administradores e editores.', { exact: false })
        .waitFor()
      await again.goto('/admin/posts')
      await again.waitForURL(/\/admin\/perfil$/)
      await screenshot(again, `staff-mfa-required-${viewport}`)
      expect(await hasHorizontalScroll(again)).toBe(false)
      await addAuthenticatorApp(again, 'Celular novo')
      await again.goto('/admin/posts')
      await again.waitForURL(/\/admin\/posts$/)
      await again.context().close()
      await page.context().close()
      await setStaffMfaPolicy(false)
      expectOnlyConsoleProblems(FAILED_RESOURCE)
    })
  },
)
