// Staff accounts for browser tests: invited with their role through the REST API (as an admin would),
// created through the local Auth API with the invitation link's secret (as the invitation page would),
// and signed in through the real sign-in form.
import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { LOCAL_ANON_KEY } from '../../local/keys'
import { serviceRest } from './fixtures'

export type StaffRole = 'author' | 'editor' | 'admin'

export interface StaffAccount {
  id: string
  email: string
  password: string
  name: string
  role: StaffRole
}

const NAMES: Record<StaffRole, string> = { admin: 'Ana Administradora', editor: 'Edu Editor', author: 'Alice Autora' }

/**
 * Signs up one account per role on a freshly reset stack. The admin goes first: on a database
 * without admins the first account becomes admin (the bootstrap rule), uninvited. From then on
 * accounts exist by invitation only, so the editor and the author are invited with their roles first.
 */
export async function createStaffCast(): Promise<Record<StaffRole, StaffAccount>> {
  const admin = await signUpAccount('admin')
  const editor = await signUpAccount('editor', { invite: true })
  const author = await signUpAccount('author', { invite: true })
  const roles = (await serviceRest('profiles?select=id,role')) as { id: string; role: string }[]
  for (const account of [admin, editor, author]) {
    expect(roles.find((row) => row.id === account.id)?.role).toBe(account.role)
  }
  return { admin, editor, author }
}

/** The first account of a freshly reset stack: the bootstrap rule makes it admin, uninvited. */
export const signUpFirstAdmin = () => signUpAccount('admin')

/** An invitation and the secret its link carries (`/admin/convite/<id>#<secret>`). */
export interface InvitationLink {
  id: string
  secret: string
}

/**
 * Invites an e-mail with a role as server-side tools do: invite_staff_for_signup() with the service key
 * through the REST API, without queueing the invitation e-mail; returns the link's id and secret.
 */
export async function inviteStaff(email: string, role: StaffRole = 'author'): Promise<InvitationLink> {
  const invited = (await serviceRest('rpc/invite_staff_for_signup', {
    method: 'POST',
    body: JSON.stringify({ p_email: email, p_role: role }),
  })) as { id: string; invitation_secret: string }
  return { id: invited.id, secret: invited.invitation_secret }
}

/** The invitation e-mail's link, on the app under test (a path: the page's base URL applies). */
export const invitationPath = ({ id, secret }: InvitationLink) => `/admin/convite/${id}#${secret}`

/**
 * Opens the invitation's link and accepts it as the invited person does: the name (replacing the
 * invitation's), the password twice, "Criar minha conta".
 */
export async function submitInvitationForm(
  page: Page,
  invitation: InvitationLink,
  user: { name: string; password: string },
) {
  await page.goto(invitationPath(invitation))
  await page.getByLabel('Nome').fill(user.name)
  await page.getByLabel('Senha', { exact: true }).fill(user.password)
  await page.getByLabel('Confirme a senha').fill(user.password)
  await page.getByRole('button', { name: 'Criar minha conta' }).click()
}

async function signUpAccount(role: StaffRole, options: { invite?: boolean } = {}): Promise<StaffAccount> {
  const email = `${role}.${Date.now().toString(36)}@example.com`
  const password = `senha-${role}-123`
  const invitation = options.invite ? await inviteStaff(email, role) : null
  const response = await fetch(`${inject('apiURL')}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password,
      data: { full_name: NAMES[role], ...(invitation ? { invitation_secret: invitation.secret } : {}) },
    }),
  })
  const body = (await response.json()) as { user?: { id: string }; id?: string }
  const id = body.user?.id ?? body.id
  if (!response.ok || !id) throw new Error(`sign-up of ${email} failed: ${response.status} ${JSON.stringify(body)}`)
  return { id, email, password, name: NAMES[role], role }
}

/** Opens /admin/auth, switches to "Criar conta" and submits the sign-up form as a new user would. */
export async function submitSignUpForm(page: Page, user: { name: string; email: string; password: string }) {
  await page.goto('/admin/auth')
  await page.getByRole('button', { name: 'Não tem uma conta? Criar conta' }).click()
  await page.getByLabel('Nome').fill(user.name)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Senha', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Criar Conta' }).click()
}

/**
 * The sign-up form as a page loaded before the first admin existed offers it (the race): /admin/auth
 * shows "Criar conta" only while `admin_exists()` says no, so the page is told "no admin yet" and
 * the database's refusal is what the test sees.
 */
export async function submitStaleSignUpForm(page: Page, user: { name: string; email: string; password: string }) {
  await page.route('**/rest/v1/rpc/admin_exists', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'false' }),
  )
  await submitSignUpForm(page, user)
}

/** Fills and submits the sign-in form already on the page. */
export async function submitSignInForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Senha', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

/** Signs in through /admin/auth and waits for the dashboard (or the page the guard remembered). */
export async function signInAs(page: Page, account: StaffAccount, next = '/admin') {
  await page.goto(next)
  await page.waitForURL(/\/admin\/auth$/)
  await submitSignInForm(page, account.email, account.password)
  await page.waitForURL((url) => url.pathname === new URL(next, 'http://x').pathname)
}

/** The signed-in user's access token, as supabase-js stored it (to call the API as that user). */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'))
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined
  })
  if (!token) throw new Error('no stored session')
  return token
}

/** Calls the REST API as the page's signed-in user. */
export async function restAsPageUser(page: Page, path: string, init: RequestInit = {}) {
  const token = await accessTokenOf(page)
  return fetch(`${inject('apiURL')}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: LOCAL_ANON_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...init.headers,
    },
  })
}

/**
 * An admin verifies someone's registry as they would after checking it at the council: "Verificar
 * registro" on the person's card in /admin/usuarios, confirmed (the page must be signed in as an admin).
 */
export async function verifyRegistryInUsersPage(page: Page, name: string) {
  await page.goto('/admin/usuarios')
  const card = page.getByTestId('user-card').filter({ hasText: name })
  await card.getByRole('button', { name: `Verificar registro de ${name}` }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Verificar registro' })
  await confirm.getByRole('button', { name: 'Verificar registro' }).click()
  await confirm.waitFor({ state: 'detached' })
  await card.getByTestId('registry-verified').waitFor()
}
