import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { AuthRoute } from '@/app/routes/admin/auth'
import { StaffRoot } from '@/app/routes/admin/staff-root'
import { env } from '@/lib/env'
import { fakeAuth, restoreFakeAuth } from '../../features/auth/fake-auth'
import { renderWithProviders } from '../../render-with-providers'

// "Criar Conta" on /admin/auth once accounts are by invitation only. The real supabase-js (the page's
// throw-away client) talks to Auth's sign-up endpoint, answered here by msw at the network edge with
// what Supabase Auth sends: the Before User Created hook's refusal (403, code "unknown", the hook's
// pt-BR message) or, without the hook, the database trigger's (500 "Database error saving new user").
const SIGNUP_URL = `${env.supabaseUrl}/auth/v1/signup`
const API_VERSION = { 'X-Supabase-Api-Version': '2024-01-01' }
// Without the invitation link's secret, an invited address gets the same words as a stranger's.
const INVITATION_ONLY =
  'Cadastro somente por convite. Se você foi convidado, crie sua conta pelo link do e-mail de convite; se não, peça um convite a um administrador.'

// These tests are the race: the page read "no admin yet" from the database (so it offers "Criar
// Conta"), and Auth refuses because by then one exists.
const ADMIN_EXISTS_URL = `${env.supabaseUrl}/rest/v1/rpc/admin_exists`
const server = setupServer(http.post(ADMIN_EXISTS_URL, () => HttpResponse.json(false)))
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  restoreFakeAuth()
})
afterAll(() => server.close())

/** Answers the sign-up with `status` and `body`, and keeps what the page sent. */
function authAnswers(status: number, body: Record<string, unknown>) {
  const sent: Array<{ body: Record<string, unknown>; redirectTo: string | null }> = []
  server.use(
    http.post(SIGNUP_URL, async ({ request }) => {
      sent.push({
        body: (await request.json()) as Record<string, unknown>,
        redirectTo: new URL(request.url).searchParams.get('redirect_to'),
      })
      return HttpResponse.json(body, { status, headers: API_VERSION })
    }),
  )
  return sent
}

async function signUp({ name = 'Diego Reis', email = 'diego.reis@example.com', password = 'segredo123' } = {}) {
  fakeAuth(null)
  renderWithProviders(null, {
    url: '/admin/auth',
    routes: [{ element: <StaffRoot />, children: [{ path: '/admin/auth', element: <AuthRoute /> }] }],
  })
  await userEvent.click(await screen.findByRole('button', { name: 'Não tem uma conta? Criar conta' }))
  await userEvent.type(screen.getByLabelText('Nome'), name)
  await userEvent.type(screen.getByLabelText('Email'), email)
  await userEvent.type(screen.getByLabelText('Senha'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Criar Conta' }))
}

describe('/admin/auth "Criar Conta" when accounts are by invitation only', () => {
  it('says under "Criar Conta" that accounts are by invitation, through the link of the e-mail, once the first admin exists, and keeps the spec\'s footer', async () => {
    fakeAuth(null)
    renderWithProviders(null, {
      url: '/admin/auth',
      routes: [{ element: <StaffRoot />, children: [{ path: '/admin/auth', element: <AuthRoute /> }] }],
    })
    expect(await screen.findByText('Para o primeiro acesso, crie uma conta de administrador')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Não tem uma conta? Criar conta' }))
    expect(
      screen.getByText(
        'Depois que existe o primeiro administrador, novas contas são criadas somente por convite: quem foi convidado cria a conta pelo link do e-mail de convite.',
      ),
    ).toBeInTheDocument()
  })

  for (const message of [
    INVITATION_ONLY,
    'Este convite expirou. Peça um novo convite a um administrador.',
    'Este convite foi revogado. Peça um novo convite a um administrador.',
  ]) {
    it(`shows the hook's refusal as it is: "${message}"`, async () => {
      const sent = authAnswers(403, { code: 'unknown', message })
      await signUp()
      expect(await screen.findByRole('alert')).toHaveTextContent(message)
      expect(sent).toHaveLength(1)
      expect(sent[0].body).toMatchObject({
        email: 'diego.reis@example.com',
        password: 'segredo123',
        data: { full_name: 'Diego Reis' },
      })
      expect(sent[0].redirectTo).toBe(`${window.location.origin}/auth/callback`)
      // The form stays, with what was typed.
      expect(screen.getByLabelText('Nome')).toHaveValue('Diego Reis')
      expect(screen.getByLabelText('Email')).toHaveValue('diego.reis@example.com')
      expect(screen.getByLabelText('Senha')).toHaveValue('segredo123')
      expect(screen.getByRole('button', { name: 'Criar Conta' })).toBeEnabled()
    })
  }

  it('offers neither "Criar conta" nor the first-access hint once the database says an admin exists', async () => {
    server.use(http.post(ADMIN_EXISTS_URL, () => HttpResponse.json(true)))
    fakeAuth(null)
    renderWithProviders(null, {
      url: '/admin/auth',
      routes: [{ element: <StaffRoot />, children: [{ path: '/admin/auth', element: <AuthRoute /> }] }],
    })
    await screen.findByRole('button', { name: 'Entrar' })
    await screen.findByText('Ambiente de Desenvolvimento')
    // Give the answer time to arrive: nothing appears.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('button', { name: 'Não tem uma conta? Criar conta' })).toBeNull()
    expect(screen.queryByText('Para o primeiro acesso, crie uma conta de administrador')).toBeNull()
  })

  it('turns the trigger\'s 500 "Database error saving new user" into the invitation-only message', async () => {
    authAnswers(500, { code: 'unexpected_failure', message: 'Database error saving new user' })
    await signUp()
    expect(await screen.findByRole('alert')).toHaveTextContent(INVITATION_ONLY)
    expect(screen.getByLabelText('Nome')).toHaveValue('Diego Reis')
  })

  it('still says the server is unavailable for a 503 (not an invitation problem)', async () => {
    authAnswers(503, { message: 'upstream unavailable' })
    await signUp()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'O servidor não respondeu como esperado. Tente novamente em instantes.',
    )
  })
})
