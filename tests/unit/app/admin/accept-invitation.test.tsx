import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AcceptInvitationRoute } from '@/app/routes/admin/accept-invitation'
import { AuthRoute } from '@/app/routes/admin/auth'
import { StaffRoot } from '@/app/routes/admin/staff-root'
import type { InvitationPreview } from '@/features/users/api/invitation-types'
import { supabase } from '@/lib/supabase'
import { clearToasts, ToastList } from '../../../utils/toast-list'
import { fakeAuth, restoreFakeAuth } from '../../features/auth/fake-auth'
import { LocationProbe, renderWithProviders } from '../../render-with-providers'

// /admin/convite/{id}#{secret}. Replaced at the supabase-js boundary: rpc('staff_invitation_preview'), the
// throw-away client's auth.signUp, and auth.setSession of the app's client (signing in afterwards).
const signUp = vi.hoisted(() => vi.fn())
vi.mock('@/lib/supabase-ephemeral', () => ({ ephemeralClient: () => ({ auth: { signUp } }) }))

const ID = '6f1c2a57-3b0e-4c1d-9a8e-2f4b5c6d7e8f'
const SECRET = 'q7Xo2kR9-vB_3nTfW0yZcLd8uE5hJ1aMgPsK4iN6rQw'
const LINK_INVALID =
  'Este link de convite não é válido ou foi substituído por um mais recente. Use o link do último e-mail de convite ou peça um novo convite a um administrador.'
const PENDING: InvitationPreview = {
  email: 'helena.costa@example.com',
  role: 'editor',
  full_name: 'Helena Costa',
  expires_at: '2026-11-27T13:00:00Z',
  state: 'pending',
}

const restores: Array<() => void> = []

function fakePreview(answer: () => Promise<{ data: unknown; error: unknown }>) {
  const rpc = vi.spyOn(supabase, 'rpc').mockImplementation(((fn: string, args: unknown) => {
    if (fn !== 'staff_invitation_preview') throw new Error(`unexpected rpc ${fn}`)
    void args
    return answer()
  }) as never)
  restores.push(() => rpc.mockRestore())
  return rpc
}

function fakeSetSession(error: unknown = null) {
  const setSession = vi
    .spyOn(supabase.auth, 'setSession')
    .mockResolvedValue({ data: { user: null, session: null }, error } as never)
  restores.push(() => setSession.mockRestore())
  return setSession
}

function renderInvitation(id = ID, hash = `#${SECRET}`) {
  fakeAuth(null)
  renderWithProviders(null, {
    url: `/admin/convite/${id}${hash}`,
    routes: [
      {
        element: <StaffRoot />,
        children: [
          { path: '/admin/convite/:id', element: <AcceptInvitationRoute /> },
          { path: '/admin/auth', element: <AuthRoute /> },
        ],
      },
      { path: '/admin', element: <LocationProbe name="Painel" /> },
    ],
  })
  render(<ToastList />)
}

beforeEach(() => {
  signUp.mockReset()
  signUp.mockRejectedValue(new Error('unexpected sign-up'))
})
afterEach(() => {
  for (const restore of restores.splice(0)) restore()
  restoreFakeAuth()
  clearToasts()
})

async function fillPasswords(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText('Senha'), password)
  await userEvent.type(screen.getByLabelText('Confirme a senha'), confirm)
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Criar minha conta' }))

describe('Invitation page (/admin/convite/{id}#{secret})', () => {
  it("shows the role, the e-mail (not editable) and the invitation's name for a pending invitation", async () => {
    const rpc = fakePreview(async () => ({ data: PENDING, error: null }))
    renderInvitation()
    expect(await screen.findByText('Você foi convidado para a equipe como Editor')).toBeInTheDocument()
    expect(rpc).toHaveBeenCalledExactlyOnceWith('staff_invitation_preview', { p_id: ID, p_secret: SECRET })
    const email = screen.getByLabelText('E-mail')
    expect(email).toHaveValue('helena.costa@example.com')
    expect(email).toHaveAttribute('readonly')
    expect(screen.getByLabelText('Nome')).toHaveValue('Helena Costa')
  })

  it('asks for a password of at least 6 characters typed twice the same, before creating anything', async () => {
    fakePreview(async () => ({ data: PENDING, error: null }))
    renderInvitation()
    await screen.findByLabelText('Senha')
    await fillPasswords('12345')
    await submit()
    expect(await screen.findByText('A senha deve ter pelo menos 6 caracteres.')).toBeInTheDocument()
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true')

    await userEvent.clear(screen.getByLabelText('Senha'))
    await userEvent.clear(screen.getByLabelText('Confirme a senha'))
    await fillPasswords('segredo123', 'segredo124')
    await submit()
    expect(await screen.findByText('As senhas não coincidem.')).toBeInTheDocument()
    expect(screen.queryByText('A senha deve ter pelo menos 6 caracteres.')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Confirme a senha')).toHaveAttribute('aria-invalid', 'true')
    expect(signUp).not.toHaveBeenCalled()
  })

  it("creates the account with the invitation's e-mail, the typed name and password, signs in and opens the dashboard", async () => {
    fakePreview(async () => ({ data: PENDING, error: null }))
    const setSession = fakeSetSession()
    signUp.mockResolvedValueOnce({
      data: { user: { id: 'u-1' }, session: { access_token: 'access-1', refresh_token: 'refresh-1' } },
      error: null,
    })
    renderInvitation()
    const name = await screen.findByLabelText('Nome')
    await userEvent.clear(name)
    await userEvent.type(name, 'Helena C. Costa')
    await fillPasswords('segredo123')
    await submit()

    expect(await screen.findByRole('heading', { name: 'Painel' })).toBeInTheDocument()
    expect(signUp).toHaveBeenCalledExactlyOnceWith({
      email: 'helena.costa@example.com',
      password: 'segredo123',
      options: {
        data: { full_name: 'Helena C. Costa', invitation_secret: SECRET },
        emailRedirectTo: `${window.location.origin}/auth/callback`,
      },
    })
    expect(setSession).toHaveBeenCalledExactlyOnceWith({ access_token: 'access-1', refresh_token: 'refresh-1' })
    expect(screen.getByRole('list', { name: 'toasts' })).toHaveTextContent('Conta criada com sucesso!')
  })

  it('says to confirm by e-mail when Auth confirms e-mails first (no session), and signs nobody in', async () => {
    fakePreview(async () => ({ data: PENDING, error: null }))
    const setSession = fakeSetSession()
    signUp.mockResolvedValueOnce({ data: { user: { id: 'u-1' }, session: null }, error: null })
    renderInvitation()
    await screen.findByLabelText('Senha')
    await fillPasswords('segredo123')
    await submit()
    expect(
      await screen.findByText('Conta criada! Confirme seu e-mail pelo link que enviamos para poder entrar.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/admin/auth')
    expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument()
    expect(setSession).not.toHaveBeenCalled()
  })

  it('sends the person to sign in with "Conta criada! Faça login para continuar." when signing in here fails', async () => {
    fakePreview(async () => ({ data: PENDING, error: null }))
    fakeSetSession({ message: 'Invalid Refresh Token', status: 400, code: 'refresh_token_not_found' })
    signUp.mockResolvedValueOnce({
      data: { user: { id: 'u-1' }, session: { access_token: 'a', refresh_token: 'r' } },
      error: null,
    })
    renderInvitation()
    await screen.findByLabelText('Senha')
    await fillPasswords('segredo123')
    await submit()
    expect(await screen.findByRole('heading', { name: 'Painel Administrativo' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Conta criada! Faça login para continuar.')
  })

  it("shows Auth's refusal as it is and keeps what was typed", async () => {
    fakePreview(async () => ({ data: PENDING, error: null }))
    signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: {
        name: 'AuthApiError',
        status: 403,
        code: 'unknown',
        message: 'Este convite expirou. Peça um novo convite a um administrador.',
      },
    })
    renderInvitation()
    const name = await screen.findByLabelText('Nome')
    await userEvent.type(name, ' Silva')
    await fillPasswords('segredo123')
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este convite expirou. Peça um novo convite a um administrador.',
    )
    expect(screen.getByLabelText('Nome')).toHaveValue('Helena Costa Silva')
    expect(screen.getByLabelText('Senha')).toHaveValue('segredo123')
    expect(screen.getByLabelText('Confirme a senha')).toHaveValue('segredo123')
    expect(screen.getByRole('button', { name: 'Criar minha conta' })).toBeEnabled()
  })

  it('says the connection failed when the sign-up cannot reach the server, keeping what was typed', async () => {
    fakePreview(async () => ({ data: PENDING, error: null }))
    signUp.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { name: 'AuthRetryableFetchError', status: 0, message: 'Failed to fetch' },
    })
    renderInvitation()
    await screen.findByLabelText('Senha')
    await fillPasswords('segredo123')
    await submit()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
    )
    expect(screen.getByLabelText('Senha')).toHaveValue('segredo123')
  })

  describe('a link that no longer works', () => {
    const cases: Array<[string, Partial<InvitationPreview> | null, string]> = [
      ['expired', { state: 'expired' }, 'Este convite expirou. Peça um novo convite a um administrador.'],
      ['revoked', { state: 'revoked' }, 'Este convite foi revogado. Peça um novo convite a um administrador.'],
      ['accepted', { state: 'accepted' }, 'Este convite já foi usado. Faça login.'],
      ['unknown, forged or replaced by a resend', null, LINK_INVALID],
    ]
    for (const [name, preview, text] of cases) {
      it(`${name}: "${text}" with a link to sign in, and no form`, async () => {
        fakePreview(async () => ({ data: preview ? { ...PENDING, ...preview } : null, error: null }))
        renderInvitation()
        expect(await screen.findByRole('alert')).toHaveTextContent(text)
        expect(screen.getByRole('link', { name: 'Ir para o login' })).toHaveAttribute('href', '/admin/auth')
        expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument()
        expect(screen.queryByText(/Você foi convidado/)).not.toBeInTheDocument()
      })
    }

    it('a mangled id, or a link without its secret (sent before links carried one), says so without asking the database', async () => {
      const rpc = fakePreview(async () => ({ data: PENDING, error: null }))
      renderInvitation('not-a-uuid')
      expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID)
      cleanup()
      renderInvitation(ID, '')
      expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID)
      expect(screen.queryByLabelText('Senha')).not.toBeInTheDocument()
      expect(rpc).not.toHaveBeenCalled()
    })
  })

  it('shows "Tentar novamente" when the invitation cannot be loaded, and the form once it loads', async () => {
    let fail = true
    fakePreview(async () =>
      fail
        ? { data: null, error: { code: '', message: 'TypeError: Failed to fetch', details: '', hint: '' } }
        : { data: PENDING, error: null },
    )
    renderInvitation()
    const error = await screen.findByRole('alert')
    expect(within(error).getByRole('heading', { name: 'Erro ao carregar o convite' })).toBeInTheDocument()
    fail = false
    await userEvent.click(within(error).getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByText('Você foi convidado para a equipe como Editor')).toBeInTheDocument()
  })
})
