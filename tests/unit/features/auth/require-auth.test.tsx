import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StaffRoot } from '@/app/routes/admin/staff-root'
import type { Profile } from '@/lib/auth/profile'
import { RequireAuth } from '@/features/auth/components/require-auth'
import { supabase } from '@/lib/supabase'
import { deferred } from '../../deferred'
import { LocationProbe, renderWithProviders } from '../../render-with-providers'
import { fakeAuth, fakeProfileRead, noUser, restoreFakeAuth } from './fake-auth'
import { buildProfile } from '../../../factories/profile'
import { buildSession, buildUser } from '../../../factories/user'

function renderGuardAt(url: string) {
  return renderWithProviders(null, {
    url,
    routes: [
      {
        element: <StaffRoot />,
        children: [
          {
            element: <RequireAuth />,
            children: [
              { path: '/admin/posts', element: <h1>Posts do painel</h1> },
              { path: '/admin/perfil', element: <LocationProbe name="Meu perfil" /> },
            ],
          },
        ],
      },
      { path: '/admin/auth', element: <LocationProbe name="Entrar" /> },
      { path: '/admin/login', element: <LocationProbe name="Login" /> },
    ],
  })
}

const checking = () => screen.getByRole('status')

/** A session whose access token says `aal`, for a user with or without a verified authenticator app. */
function sessionAt(aal: 'aal1' | 'aal2', withApp: boolean) {
  const payload = Buffer.from(JSON.stringify({ sub: 'u1', aal })).toString('base64url')
  const factors = withApp
    ? [{ id: 'f1', friendly_name: 'Celular', factor_type: 'totp', status: 'verified', created_at: '', updated_at: '' }]
    : []
  return { ...buildSession(buildUser({ factors } as never)), access_token: `e30.${payload}.sig` } as never
}

/** The profile read and the site's "2FA obrigatório para administradores e editores". */
function fakeProfileAndPolicy(profile: Profile, requireStaffMfa: boolean) {
  const policyReads = vi.fn()
  const from = vi.spyOn(supabase, 'from').mockImplementation(((table: string) => {
    const row = table === 'profiles' ? profile : { require_staff_mfa: requireStaffMfa }
    if (table === 'site_settings') policyReads()
    const query = { select: () => query, eq: () => query, single: async () => ({ data: row, error: null }) }
    return query
  }) as never)
  return { from, policyReads }
}
const SLOW_TEXT = 'Tempo limite atingido, mas ainda verificando...'

afterEach(() => {
  vi.useRealTimers()
  restoreFakeAuth()
})

describe('RequireAuth (login guard)', () => {
  it('shows "Verificando autenticação..." while the session is read, and the time-limit text only once 30 s have passed', () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fakeAuth('pending')
    renderGuardAt('/admin/posts')
    expect(checking()).toHaveTextContent('Verificando autenticação...')
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(29_000))
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1_000))
    expect(checking()).toHaveTextContent('Verificando autenticação...')
    expect(screen.getByText(SLOW_TEXT)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Posts do painel' })).not.toBeInTheDocument()
  })

  it('shows "Erro ao carregar seu perfil" with a retry when the profile fails to load, and the page once the retry succeeds', async () => {
    fakeAuth(buildSession())
    let fail = true
    fakeProfileRead(async () => {
      if (fail) throw new Error('Failed to fetch')
      return buildProfile()
    })
    const user = userEvent.setup()
    renderGuardAt('/admin/posts')
    expect(await screen.findByText('Erro ao carregar seu perfil')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Posts do painel' })).not.toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(await screen.findByRole('heading', { name: 'Posts do painel' })).toBeInTheDocument()
  })

  it('keeps waiting for the profile of a signed-in person, then shows the page', async () => {
    fakeAuth(buildSession())
    const profile = deferred<Profile>()
    fakeProfileRead(() => profile.promise)
    renderGuardAt('/admin/posts')
    await waitFor(() => expect(checking()).toHaveTextContent('Verificando autenticação...'))
    expect(screen.queryByRole('heading', { name: 'Posts do painel' })).not.toBeInTheDocument()
    await act(async () => profile.resolve(buildProfile()))
    expect(await screen.findByRole('heading', { name: 'Posts do painel' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('sends a visitor without a session to /admin/auth, remembering the page and its query to come back to', async () => {
    const auth = fakeAuth(null)
    const { router } = renderGuardAt('/admin/posts?page=2&status=draft')
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/auth')
    expect(screen.getByLabelText('voltar para')).toHaveTextContent('/admin/posts?page=2&status=draft')
    expect(auth.getUser).not.toHaveBeenCalled()
  })

  it('sends the person to /admin/login after signing out in this tab', async () => {
    const auth = fakeAuth(buildSession())
    fakeProfileRead(async () => buildProfile())
    const { router } = renderGuardAt('/admin/posts')
    await screen.findByRole('heading', { name: 'Posts do painel' })
    auth.emit('SIGNED_OUT', null)
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/login')
    expect(screen.queryByLabelText('voltar para')).not.toBeInTheDocument()
  })

  it('re-checks a session without a user twice with getUser, waiting meanwhile, then sends the person to /admin/auth', async () => {
    const auth = fakeAuth(buildSession(null))
    const answers = [deferred<void>(), deferred<void>()]
    auth.getUser.mockImplementation(async () => {
      await answers[auth.getUser.mock.calls.length - 1].promise
      return noUser()
    })
    const { router } = renderGuardAt('/admin/posts')
    await waitFor(() => expect(auth.getUser).toHaveBeenCalledTimes(1))
    expect(checking()).toHaveTextContent('Verificando autenticação...')
    await act(async () => answers[0].resolve())
    await waitFor(() => expect(auth.getUser).toHaveBeenCalledTimes(2))
    expect(checking()).toHaveTextContent('Verificando autenticação...')
    await act(async () => answers[1].resolve())
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/auth')
    expect(screen.getByLabelText('voltar para')).toHaveTextContent('/admin/posts')
    expect(auth.getUser).toHaveBeenCalledTimes(2)
  })

  it('shows the page when the user arrives while a session without a user is being re-checked', async () => {
    const auth = fakeAuth(buildSession(null))
    const answer = deferred<void>()
    auth.getUser.mockImplementation(async () => {
      await answer.promise
      return noUser()
    })
    fakeProfileRead(async () => buildProfile())
    const { router } = renderGuardAt('/admin/posts')
    await waitFor(() => expect(auth.getUser).toHaveBeenCalledTimes(1))
    auth.emit('TOKEN_REFRESHED', buildSession(buildUser()))
    expect(await screen.findByRole('heading', { name: 'Posts do painel' })).toBeInTheDocument()
    await act(async () => answer.resolve())
    expect(screen.getByRole('heading', { name: 'Posts do painel' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/posts')
    expect(auth.getUser).toHaveBeenCalledTimes(1)
  })
  it('sends someone with an authenticator app whose session has only the password (aal1) to the code step', async () => {
    fakeAuth(sessionAt('aal1', true))
    fakeProfileAndPolicy(buildProfile({ role: 'author' }), false)
    const { router } = renderGuardAt('/admin/posts')
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/admin/auth')
    expect(screen.getByLabelText('voltar para')).toHaveTextContent('/admin/posts')
  })

  it('shows the page to someone with an app once the session is aal2, without reading the site policy', async () => {
    fakeAuth(sessionAt('aal2', true))
    const { policyReads } = fakeProfileAndPolicy(buildProfile({ role: 'admin' }), true)
    renderGuardAt('/admin/posts')
    expect(await screen.findByRole('heading', { name: 'Posts do painel' })).toBeInTheDocument()
    expect(policyReads).not.toHaveBeenCalled()
  })

  it.each(['admin', 'editor'] as const)(
    'sends an %s without an app to Meu perfil while the site requires 2FA, and keeps them there',
    async (role) => {
      fakeAuth(sessionAt('aal1', false))
      fakeProfileAndPolicy(buildProfile({ role }), true)
      const { router } = renderGuardAt('/admin/posts')
      expect(await screen.findByRole('heading', { name: 'Meu perfil' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/admin/perfil')
      await act(() => router.navigate('/admin/posts'))
      expect(router.state.location.pathname).toBe('/admin/perfil')
    },
  )

  it.each([
    ['an author without an app while the site requires 2FA', 'author', true],
    ['an admin without an app while the site does not require it', 'admin', false],
  ] as const)('lets %s through', async (_case, role, required) => {
    fakeAuth(sessionAt('aal1', false))
    fakeProfileAndPolicy(buildProfile({ role }), required)
    renderGuardAt('/admin/posts')
    expect(await screen.findByRole('heading', { name: 'Posts do painel' })).toBeInTheDocument()
  })
})
