import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Session, User } from '@supabase/supabase-js'
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react'
import { assuranceOf, type Assurance } from '@/lib/auth/mfa'
import { profileQuery, type Profile } from '@/lib/auth/profile'
import { supabase } from '@/lib/supabase'
import { profileKeys } from '@/lib/query-keys'

export interface SessionState {
  session: Session | null
  user: User | null
  profile: Profile | null
  /** The session's assurance level and the one the person can reach (two-step sign-in). */
  assurance: Assurance
  /** True until the stored session has been read (and, when signed in, the profile loaded). */
  loading: boolean
  profileError: unknown
  /** Loads the profile again after `profileError` (the guard's "Tentar novamente"). */
  retryProfile: () => void
  profileRetrying: boolean
  /** True once this tab has signed out, so guards send the person to /admin/login (docs/product-guide.md#back-office). */
  signedOut: boolean
}

const SessionContext = createContext<SessionState | null>(null)

/**
 * Staff session: user, profile and session from supabase-js, kept current by auth events
 * (signed in/out, token refreshed, password recovery, user updated). Mounted only around staff routes.
 * `initialSession`: the stored session already read (by the route's loader), so the first render need
 * not wait for it; undefined when unknown.
 */
export function SessionProvider({
  children,
  initialSession,
}: {
  children: ReactNode
  initialSession?: Session | null
}) {
  const queryClient = useQueryClient()
  const [session, setSession] = useState<Session | null>(initialSession ?? null)
  const [sessionLoaded, setSessionLoaded] = useState(initialSession !== undefined)
  const [signedOut, setSignedOut] = useState(false)

  useEffect(() => {
    let active = true
    supabase.auth
      .getSession()
      .then(({ data }) => {
        if (!active) return
        setSession(data.session)
        setSessionLoaded(true)
      })
      .catch(() => {
        if (active) setSessionLoaded(true)
      })
    const { data } = supabase.auth.onAuthStateChange((event, nextSession) => {
      // No awaiting supabase calls here: supabase-js holds a lock while it runs this callback.
      setSession(nextSession)
      setSessionLoaded(true)
      setSignedOut(event === 'SIGNED_OUT')
      if (event === 'SIGNED_OUT') queryClient.removeQueries({ queryKey: profileKeys.all })
    })
    return () => {
      active = false
      data.subscription.unsubscribe()
    }
  }, [queryClient])

  const user = session?.user ?? null
  const profile = useQuery({
    ...profileQuery(user ?? ({ id: '' } as User)),
    enabled: Boolean(user),
  })

  const value: SessionState = {
    session,
    user,
    profile: user ? (profile.data ?? null) : null,
    assurance: assuranceOf(session),
    loading: !sessionLoaded || (Boolean(user) && profile.isPending),
    profileError: profile.error,
    retryProfile: () => void profile.refetch(),
    profileRetrying: profile.isFetching,
    signedOut,
  }
  return <SessionContext value={value}>{children}</SessionContext>
}

export function useSession(): SessionState {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
