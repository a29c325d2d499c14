// Issue 45 (decision 036): an invitation is accepted only through its e-mail's link, whose fragment
// carries the invitation's secret. In a real browser at 1280 and 375 px: the invited address without
// the link, a forged link and a link replaced by a resend each get a clear pt-BR message where the
// person is, keep what was typed, and create no account.
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../local/keys'
import { expectOnlyConsoleProblems, hasHorizontalScroll, newPage, screenshot, useBrowser } from './fixtures'
import { invitationPath, inviteStaff, signUpFirstAdmin, submitStaleSignUpForm, type StaffAccount } from './staff'

const WITHOUT_LINK =
  'Cadastro somente por convite. Se você foi convidado, crie sua conta pelo link do e-mail de convite; se não, peça um convite a um administrador.'
const LINK_INVALID =
  'Este link de convite não é válido ou foi substituído por um mais recente. Use o link do último e-mail de convite ou peça um novo convite a um administrador.'
const SIGNUP_REFUSED = /^error: Failed to load resource: the server responded with a status of 403 .*\/auth\/v1\/signup/

/** Whether Auth knows an account for the address (service role). */
async function accountExists(email: string): Promise<boolean> {
  const response = await fetch(`${inject('apiURL')}/auth/v1/admin/users?per_page=1000`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  })
  return ((await response.json()) as { users: { email: string }[] }).users.some((user) => user.email === email)
}

/** "Reenviar" as the admin does it (resend_staff_invitation with the admin's own token): a new link. */
async function resendAs(admin: StaffAccount, invitationId: string) {
  const api = inject('apiURL')
  const signIn = await fetch(`${api}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  const { access_token: token } = (await signIn.json()) as { access_token: string }
  const resent = await fetch(`${api}/rest/v1/rpc/resend_staff_invitation`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ p_id: invitationId }),
  })
  expect(resent.status).toBe(200)
}

describe('invitation links', () => {
  const browser = useBrowser({ resetStack: true })
  let admin: StaffAccount
  beforeAll(async () => {
    // The first account needs no link (the bootstrap); from then on every account does.
    admin = await signUpFirstAdmin()
  })

  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`without the link, with a forged one or a replaced one: a pt-BR reason, the typed values kept, no account (${viewport})`, async () => {
      const person = {
        name: `Helena ${viewport}`,
        email: `helena.${viewport}.${Date.now().toString(36)}@example.com`,
        password: 'senha-da-helena-1',
      }
      const invitation = await inviteStaff(person.email, 'editor')

      // The invited address on /admin/auth, without the link: told to use the e-mail's link.
      const auth = await newPage(browser(), viewport)
      await submitStaleSignUpForm(auth, person)
      await auth.getByText(WITHOUT_LINK).waitFor()
      expect(await auth.getByLabel('Nome').inputValue()).toBe(person.name)
      expect(await auth.getByLabel('Email').inputValue()).toBe(person.email)
      expect(await auth.getByLabel('Senha', { exact: true }).inputValue()).toBe(person.password)
      expect(await hasHorizontalScroll(auth)).toBe(false)
      await screenshot(auth, `invitation-without-link-${viewport}`)
      await auth.context().close()

      // A forged link: the page finds no invitation and offers no form.
      const forged = await newPage(browser(), viewport)
      await forged.goto(invitationPath({ id: invitation.id, secret: 'A'.repeat(43) }))
      await forged.getByText(LINK_INVALID).waitFor()
      expect(await forged.getByLabel('Senha', { exact: true }).count()).toBe(0)
      await forged.getByRole('link', { name: 'Ir para o login' }).waitFor()
      await screenshot(forged, `invitation-forged-link-${viewport}`)
      await forged.context().close()

      // The real link, replaced by a resend while the page is open: refused at the form, values kept.
      const page = await newPage(browser(), viewport)
      await page.goto(invitationPath(invitation))
      await page.getByText('Você foi convidado para a equipe como Editor').waitFor()
      await page.getByLabel('Nome').fill(person.name)
      await page.getByLabel('Senha', { exact: true }).fill(person.password)
      await page.getByLabel('Confirme a senha').fill(person.password)
      await resendAs(admin, invitation.id)
      await page.getByRole('button', { name: 'Criar minha conta' }).click()
      await page.getByRole('alert').filter({ hasText: LINK_INVALID }).waitFor()
      expect(await page.getByLabel('Nome').inputValue()).toBe(person.name)
      expect(await page.getByLabel('Senha', { exact: true }).inputValue()).toBe(person.password)
      expect(await page.getByLabel('Confirme a senha').inputValue()).toBe(person.password)
      expect(page.url()).toContain('/admin/convite/')
      expect(await hasHorizontalScroll(page)).toBe(false)
      await screenshot(page, `invitation-replaced-link-${viewport}`)
      await page.context().close()

      expect(await accountExists(person.email)).toBe(false)
      expectOnlyConsoleProblems(SIGNUP_REFUSED)
    })
  }
})
