import type { Session } from '@supabase/supabase-js'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Profile } from '@/lib/auth/profile'
import { SessionProvider, useSession } from '@/lib/auth/session-context'
import { deferred } from '../../deferred'
import { renderWithProviders } from '../../render-with-providers'
import { fakeAuth, fakeProfileRead, restoreFakeAuth } from '../../features/auth/fake-auth'
import { profileKeys } from '@/lib/query-keys'
import { buildProfile } from '../../../factories/profile'
import { buildSession, buildUser } from '../../../factories/user'

/** Shows what useSession() gives the screens. */
function SessionProbe() {
  const { session, user, profile, loading, profileError, signedOut } = useSession()
  const shown = {
    loading,
    session: session ? 'sim' : null,
    user: user?.email ?? null,
    profile: profile ? `${profile.full_name} (${profile.role})` : null,
    profileError: profileError instanceof Error ? profileError.message : null,
    signedOut,
  }
  return <output aria-label="sessão">{JSON.stringify(shown)}</output>
}

function renderSession() {
  return renderWithProviders(
    <SessionProvider>
      <SessionProbe />
    </SessionProvider>,
  )
}

const shown = () => JSON.parse(screen.getByLabelText('sessão').textContent ?? '{}') as Record<string, unknown>

afterEach(restoreFakeAuth)

describe('SessionProvider', () => {
  it('is loading until the stored session is read, then has no user when nobody is signed in', async () => {
    const stored = deferred<Session | null>()
    fakeAuth(stored.promise)
    const profiles = fakeProfileRead(async () => buildProfile())
    renderSession()
    expect(shown()).toEqual({
      loading: true,
      session: null,
      user: null,
      profile: null,
      profileError: null,
      signedOut: false,
    })
    await act(async () => stored.resolve(null))
    expect(shown()).toEqual({
      loading: false,
      session: null,
      user: null,
      profile: null,
      profileError: null,
      signedOut: false,
    })
    expect(profiles).not.toHaveBeenCalled()
  })

  it('with a stored session, stays loading until the profile is read, then gives user and profile', async () => {
    fakeAuth(buildSession(buildUser({ id: 'user-1', email: 'bruno@example.com' })))
    const profile = deferred<Profile>()
    const readFor: string[] = []
    fakeProfileRead((id) => {
      readFor.push(id)
      return profile.promise
    })
    renderSession()
    await waitFor(() => expect(readFor).toEqual(['user-1']))
    expect(shown()).toMatchObject({ loading: true, session: 'sim', user: 'bruno@example.com', profile: null })
    await act(async () => profile.resolve(buildProfile({ id: 'user-1', full_name: 'Bruno Lima', role: 'editor' })))
    await waitFor(() =>
      expect(shown()).toEqual({
        loading: false,
        session: 'sim',
        user: 'bruno@example.com',
        profile: 'Bruno Lima (editor)',
        profileError: null,
        signedOut: false,
      }),
    )
  })

  it('stops loading and gives the error when the profile cannot be read', async () => {
    fakeAuth(buildSession())
    fakeProfileRead(async () => {
      throw new Error('permission denied for table profiles')
    })
    renderSession()
    await waitFor(() => expect(shown()).toMatchObject({ loading: false }))
    expect(shown()).toMatchObject({
      user: 'ana.souza@example.com',
      profile: null,
      profileError: 'permission denied for table profiles',
    })
  })

  it('stops loading, signed out, when reading the stored session fails', async () => {
    fakeAuth(new Error('storage unavailable'))
    renderSession()
    await waitFor(() => expect(shown()).toMatchObject({ loading: false }))
    expect(shown()).toMatchObject({ session: null, user: null, signedOut: false })
  })

  it('follows auth events: SIGNED_IN brings the user, SIGNED_OUT clears user and profile, marks signedOut and forgets cached profiles', async () => {
    const auth = fakeAuth(null)
    const profiles = fakeProfileRead(async (id) => buildProfile({ id, full_name: 'Carla Dias', role: 'author' }))
    const { queryClient } = renderSession()
    await waitFor(() => expect(shown()).toMatchObject({ loading: false, user: null }))

    auth.emit('SIGNED_IN', buildSession(buildUser({ id: 'user-2', email: 'carla@example.com' })))
    await waitFor(() =>
      expect(shown()).toMatchObject({
        loading: false,
        user: 'carla@example.com',
        profile: 'Carla Dias (author)',
        signedOut: false,
      }),
    )
    queryClient.setQueryData(profileKeys.lists(), [buildProfile()])

    auth.emit('SIGNED_OUT', null)
    expect(shown()).toEqual({
      loading: false,
      session: null,
      user: null,
      profile: null,
      profileError: null,
      signedOut: true,
    })
    expect(queryClient.getQueryData(profileKeys.detail('user-2'))).toBeUndefined()
    expect(queryClient.getQueryData(profileKeys.lists())).toBeUndefined()

    auth.emit('SIGNED_IN', buildSession(buildUser({ id: 'user-2', email: 'carla@example.com' })))
    await waitFor(() =>
      expect(shown()).toMatchObject({ loading: false, profile: 'Carla Dias (author)', signedOut: false }),
    )
    expect(profiles).toHaveBeenCalledTimes(2)
  })

  it('keeps the user across TOKEN_REFRESHED without reading the profile again', async () => {
    const auth = fakeAuth(buildSession())
    const profiles = fakeProfileRead(async () => buildProfile())
    renderSession()
    await waitFor(() => expect(shown()).toMatchObject({ loading: false, profile: 'Ana Souza (admin)' }))
    auth.emit('TOKEN_REFRESHED', buildSession())
    expect(shown()).toMatchObject({
      loading: false,
      user: 'ana.souza@example.com',
      profile: 'Ana Souza (admin)',
      signedOut: false,
    })
    expect(profiles).toHaveBeenCalledTimes(1)
  })

  it('stops listening to auth events when unmounted', async () => {
    const auth = fakeAuth(null)
    const { unmount } = renderSession()
    await waitFor(() => expect(shown()).toMatchObject({ loading: false }))
    expect(auth.subscribed).toBe(true)
    unmount()
    expect(auth.unsubscribe).toHaveBeenCalledTimes(1)
    expect(auth.subscribed).toBe(false)
  })

  it('useSession outside <SessionProvider> throws a clear error', () => {
    const silence = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<SessionProbe />)).toThrow('useSession must be used inside <SessionProvider>')
    silence.mockRestore()
  })
})
