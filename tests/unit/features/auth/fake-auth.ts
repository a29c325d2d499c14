import { AuthSessionMissingError, type AuthChangeEvent, type Session } from '@supabase/supabase-js'
import { act } from '@testing-library/react'
import { vi, type MockInstance } from 'vitest'
import type { Profile } from '@/lib/auth/profile'
import { supabase } from '@/lib/supabase'

// jsdom has no database: these replace only the supabase-js methods the session code calls
// (auth.getSession, auth.onAuthStateChange, auth.getUser, and from('profiles') for the profile).

type Listener = (event: AuthChangeEvent, session: Session | null) => void
type StoredSession = Session | null | 'pending' | Error | Promise<Session | null>

const spies: MockInstance[] = []

/** What supabase.auth.getUser() answers when the session has no user. */
export const noUser = () => ({ data: { user: null }, error: new AuthSessionMissingError() })

/**
 * Fakes supabase.auth. `getSession()` answers `stored` ('pending' never answers, an Error rejects,
 * a promise answers when it settles); `emit()` plays an auth event to the subscribed listener;
 * `getUser` is a spy answering `noUser()`.
 */
export function fakeAuth(stored: StoredSession) {
  let listener: Listener | null = null
  const unsubscribe = vi.fn(() => {
    listener = null
  })
  spies.push(
    vi.spyOn(supabase.auth, 'getSession').mockImplementation(() => {
      if (stored === 'pending') return new Promise(() => {})
      if (stored instanceof Error) return Promise.reject(stored)
      return Promise.resolve(stored).then(
        (session) => ({ data: { session }, error: null }) as Awaited<ReturnType<typeof supabase.auth.getSession>>,
      )
    }),
    vi.spyOn(supabase.auth, 'onAuthStateChange').mockImplementation((callback) => {
      listener = callback as Listener
      return { data: { subscription: { id: 'test', callback: callback as Listener, unsubscribe } } }
    }),
  )
  const getUser = vi.spyOn(supabase.auth, 'getUser').mockResolvedValue(noUser())
  spies.push(getUser)
  return {
    getUser,
    unsubscribe,
    get subscribed() {
      return listener !== null
    },
    emit(event: AuthChangeEvent, session: Session | null) {
      if (!listener) throw new Error('nobody listens to auth events')
      const callback = listener
      act(() => callback(event, session))
    },
  }
}

/**
 * Fakes `supabase.from('profiles').select(...).eq('id', id).single()`, the read of the signed-in
 * person's profile; `answer` may stay pending. Returns the spy so tests can count the reads.
 */
export function fakeProfileRead(answer: (id: string) => Promise<Profile>) {
  const from = vi.spyOn(supabase, 'from').mockImplementation(((table: string) => {
    if (table !== 'profiles') throw new Error(`unexpected table ${table}`)
    let id = ''
    const query = {
      select: () => query,
      eq: (_column: string, value: string) => {
        id = value
        return query
      },
      single: () => answer(id).then((data) => ({ data, error: null })),
    }
    return query
  }) as never)
  spies.push(from)
  return from
}

/** Puts supabase-js back; call it in afterEach. */
export function restoreFakeAuth() {
  for (const spy of spies.splice(0)) spy.mockRestore()
}
