import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { PasswordInput } from '@/components/ui/password-input'
import { authErrorMessage } from '@/lib/auth/auth-messages'
import { readAuthParams } from '@/features/auth/auth-url-params'
import { AuthCard, FormMessage } from '@/features/auth/components/auth-card'
import { MfaCodeStep } from '@/features/auth/components/mfa-code-step'
import { assuranceOf, codeStepDue, verifiedFactors } from '@/lib/auth/mfa'
import { resetPasswordSchema, type ResetPasswordValues } from '@/lib/auth/schemas'
import { supabase } from '@/lib/supabase'
import type { Factor } from '@supabase/supabase-js'

const REDIRECT_DELAY_MS = 2000
/** `code`: the person has an authenticator app, and Auth changes a password only at aal2. */
type Status = 'checking' | 'code' | 'ready' | 'invalid' | 'done'

/** /admin/reset-password: set a new password from a recovery link (docs/product-guide.md#back-office). */
export function ResetPasswordRoute() {
  const location = useLocation()
  const navigate = useNavigate()
  const [status, setStatus] = useState<Status>('checking')
  const [error, setError] = useState<string | null>(null)
  const [factors, setFactors] = useState<Factor[]>([])
  const started = useRef(false)
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  })
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    if (started.current) return
    started.current = true
    const params = readAuthParams(location)
    async function check() {
      if (params.error) return setStatus('invalid')
      if (params.accessToken && params.refreshToken) {
        const { error: sessionError } = await supabase.auth.setSession({
          access_token: params.accessToken,
          refresh_token: params.refreshToken,
        })
        if (sessionError) return setStatus('invalid')
      }
      const { data } = await supabase.auth.getSession()
      if (data.session) {
        setFactors(verifiedFactors(data.session))
        return setStatus(codeStepDue(assuranceOf(data.session)) ? 'code' : 'ready')
      }
      if (params.type === 'recovery') return setStatus('invalid')
      return navigate(paths.admin.auth.href(), { replace: true })
    }
    check().catch(() => setStatus('invalid'))
  }, [location, navigate])

  useEffect(() => {
    if (status !== 'done') return
    const timer = window.setTimeout(() => void navigate(paths.admin.auth.href(), { replace: true }), REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [status, navigate])

  const submit = form.handleSubmit(async ({ password }) => {
    setError(null)
    const { error: updateError } = await supabase.auth.updateUser({ password })
    if (updateError) {
      setError(updateError.code ? authErrorMessage(updateError) : 'Erro ao redefinir senha.')
      return
    }
    await supabase.auth.signOut()
    setStatus('done')
  })

  return (
    <AuthCard title="Redefinir Senha" description="Escolha uma nova senha para sua conta.">
      {status === 'checking' ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Carregando....
        </p>
      ) : status === 'invalid' ? (
        <div className="space-y-4">
          <FormMessage tone="error">Link de redefinição inválido ou expirado.</FormMessage>
          <Button variant="outline" className="w-full" onClick={() => void navigate(paths.admin.auth.href())}>
            Voltar para login
          </Button>
        </div>
      ) : status === 'code' ? (
        <MfaCodeStep factors={factors} onAccepted={() => setStatus('ready')} onSignedOut={() => setStatus('invalid')} />
      ) : status === 'done' ? (
        <FormMessage tone="success">Senha redefinida com sucesso! Faça login novamente.</FormMessage>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <FormField label="Nova senha" error={errors.password?.message}>
            {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />}
          </FormField>
          <FormField label="Confirme a nova senha" error={errors.confirm?.message}>
            {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('confirm')} />}
          </FormField>
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Salvando...' : 'Redefinir Senha'}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
