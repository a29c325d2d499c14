import { useQuery } from '@tanstack/react-query'
import { Loader2 } from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { ErrorState } from '@/components/feedback/error-state'
import { codeStepDue, roleNeedsMfaByPolicy, staffMfaPolicyQuery } from '@/lib/auth/mfa'
import { useSession } from '@/lib/auth/session-context'
import { supabase } from '@/lib/supabase'

const SLOW_AUTH_MS = 30_000
const SESSION_RECHECKS = 2

function useSlowFlag(active: boolean) {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    if (!active) return
    const timer = window.setTimeout(() => setSlow(true), SLOW_AUTH_MS)
    return () => window.clearTimeout(timer)
  }, [active])
  return active && slow
}

/**
 * Login guard (docs/product-guide.md#back-office): waits for auth, re-checks a session without a user, else sends to sign-in;
 * signed in but the profile failed to load: an error with a retry.
 */
export function RequireAuth() {
  const { user, session, assurance, loading, signedOut, profile, profileError, retryProfile, profileRetrying } =
    useSession()
  const location = useLocation()
  // "2FA obrigatório para administradores e editores": asked only of an admin or editor without a factor.
  const policyMayApply = roleNeedsMfaByPolicy(profile?.role) && assurance.next !== 'aal2'
  const policy = useQuery({ ...staffMfaPolicyQuery(), enabled: policyMayApply })
  const [rechecks, setRechecks] = useState(0)
  const sessionWithoutUser = !loading && Boolean(session) && !user
  const waiting = loading || (sessionWithoutUser && rechecks < SESSION_RECHECKS) || (policyMayApply && policy.isPending)
  const slow = useSlowFlag(waiting)
  // One object while the address stays: <Navigate> navigates again whenever its `state` changes, and
  // every router update re-renders this guard; a new object each time would restart the redirect
  // before the route loaders (src/app/router.tsx) could finish it, forever.
  const from = location.pathname + location.search
  const redirectState = useMemo(() => ({ from }), [from])

  useEffect(() => {
    if (!sessionWithoutUser || rechecks >= SESSION_RECHECKS) return
    supabase.auth.getUser().finally(() => setRechecks((count) => count + 1))
  }, [sessionWithoutUser, rechecks])

  if (waiting) {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-2 text-slate-600" role="status">
        <Loader2 className="text-brand-700 size-6 animate-spin" aria-hidden="true" />
        <p>Verificando autenticação...</p>
        {slow ? <p className="text-sm text-slate-500">Tempo limite atingido, mas ainda verificando...</p> : null}
      </div>
    )
  }
  if (!user) {
    if (signedOut) return <Navigate to={paths.admin.login.href()} replace />
    return <Navigate to={paths.admin.auth.href()} replace state={redirectState} />
  }
  // A password alone is half a sign-in for someone with an authenticator app: the code comes first.
  if (codeStepDue(assurance)) return <Navigate to={paths.admin.auth.href()} replace state={redirectState} />
  // Without the profile every screen would take the person for a reader ("Acesso negado", no role).
  if (!profile && profileError) {
    return (
      <ErrorState
        title="Erro ao carregar seu perfil"
        onRetry={retryProfile}
        retrying={profileRetrying}
        className="m-6"
      />
    )
  }
  // The database refuses their privileged writes anyway; the screens send them to set the app up first.
  if (policyMayApply && policy.data === true && location.pathname !== paths.admin.profile.path) {
    return <Navigate to={paths.admin.profile.href()} replace state={{ mfaRequired: true }} />
  }
  return <Outlet />
}
