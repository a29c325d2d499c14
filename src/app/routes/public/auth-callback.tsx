import { Loader2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { toast } from '@/hooks/use-toast'
import { readAuthParams } from '@/features/auth/auth-url-params'
import { supabase } from '@/lib/supabase'

/** /auth/callback: finishes e-mail confirmation and recovery links (docs/product-guide.md#public-site "Auth callback"). */
export function AuthCallbackRoute() {
  const location = useLocation()
  const navigate = useNavigate()
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current) return
    handled.current = true
    const params = readAuthParams(location)
    const fail = (description: string) => {
      toast({ title: 'Erro', description, variant: 'destructive' })
      void navigate(paths.admin.auth.href(), { replace: true })
    }

    async function run() {
      if (params.error) return fail(`Erro de autenticação: ${params.errorDescription ?? params.error}`)

      if (params.code) {
        const { error } = await supabase.auth.exchangeCodeForSession(params.code)
        if (error) return fail(`Erro ao confirmar login: ${error.message}`)
        if (params.type === 'recovery')
          return navigate(`${paths.admin.resetPassword.href()}?type=recovery`, { replace: true })
        toast({ description: 'Login confirmado!' })
        return navigate(paths.admin.dashboard.href(), { replace: true })
      }

      if (params.type === 'recovery' && params.accessToken && params.refreshToken) {
        const { error } = await supabase.auth.setSession({
          access_token: params.accessToken,
          refresh_token: params.refreshToken,
        })
        if (error) return fail('Link de redefinição inválido ou expirado.')
        return navigate(`${paths.admin.resetPassword.href()}?type=recovery`, { replace: true })
      }

      if (params.accessToken && params.refreshToken) {
        const { error } = await supabase.auth.setSession({
          access_token: params.accessToken,
          refresh_token: params.refreshToken,
        })
        if (error) return fail(`Erro ao confirmar login: ${error.message}`)
        toast({
          description: params.type === 'signup' ? 'Email confirmado com sucesso! Bem-vindo!' : 'Login confirmado!',
        })
        return navigate(paths.admin.dashboard.href(), { replace: true })
      }

      if (params.type === 'signup') toast({ description: 'Email confirmado! Você pode fazer login agora.' })
      return navigate(paths.admin.auth.href(), { replace: true })
    }

    run().catch(() => fail('Erro no processo de autenticação'))
  }, [location, navigate])

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 p-6 text-slate-700">
      <Loader2 className="text-brand-700 size-8 animate-spin" aria-hidden="true" />
      <p>Processando autenticação...</p>
    </main>
  )
}
