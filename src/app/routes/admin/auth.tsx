import { zodResolver } from '@hookform/resolvers/zod'
import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Navigate, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { PasswordInput } from '@/components/ui/password-input'
import { toast } from '@/hooks/use-toast'
import { authErrorMessage, signUpErrorMessage } from '@/lib/auth/auth-messages'
import { AuthCard, FormMessage } from '@/features/auth/components/auth-card'
import { MfaCodeStep } from '@/features/auth/components/mfa-code-step'
import { useAdminExists } from '@/features/setup/api/setup'
import { codeStepDue, verifiedFactors } from '@/lib/auth/mfa'
import {
  loginSchema,
  recoverySchema,
  signUpSchema,
  type LoginValues,
  type RecoveryValues,
  type SignUpValues,
} from '@/lib/auth/schemas'
import { useSession } from '@/lib/auth/session-context'
import { env } from '@/lib/env'
import { supabase } from '@/lib/supabase'

type Mode = 'login' | 'signup' | 'recovery'
type Message = { tone: 'success' | 'error'; text: string } | null

const isLocalStack = /^https?:\/\/(127\.0\.0\.1|localhost)(:|\/|$)/.test(env.supabaseUrl)

function callbackUrl() {
  return `${window.location.origin}${paths.authCallback.href()}`
}

/** Where to go after signing in: the guarded page the visitor asked for, else the dashboard. */
function useReturnTo() {
  const location = useLocation()
  const from = (location.state as { from?: string } | null)?.from
  return from && from.startsWith('/admin') ? from : paths.admin.dashboard.href()
}

/** A success note another screen sends along (e.g. the invitation page: "Conta criada! Faça login para continuar."). */
function useNotice(): Message {
  const location = useLocation()
  const notice = (location.state as { notice?: unknown } | null)?.notice
  return typeof notice === 'string' && notice ? { tone: 'success', text: notice } : null
}

function LoginForm({
  onMessage,
  onForgot,
  onSignUp,
}: {
  onMessage: (m: Message) => void
  onForgot: () => void
  /** Offered only while the database says no admin exists; after that accounts are by invitation. */
  onSignUp: (() => void) | null
}) {
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ email, password }) => {
    onMessage(null)
    try {
      const { error } = await supabase.auth.signInWithPassword({ email, password })
      if (error) onMessage({ tone: 'error', text: authErrorMessage(error) })
    } catch {
      onMessage({ tone: 'error', text: 'Erro inesperado ao fazer login/cadastro' })
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label="Senha" error={errors.password?.message}>
        {(field) => <PasswordInput {...field} autoComplete="current-password" {...form.register('password')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" className="text-brand-700 hover:underline" onClick={onForgot}>
          Esqueceu a senha?
        </button>
        {onSignUp ? (
          <button type="button" className="text-brand-700 hover:underline" onClick={onSignUp}>
            Não tem uma conta? Criar conta
          </button>
        ) : null}
      </div>
    </form>
  )
}

/** What a finished sign-up leads to: signed in at once, or an e-mail to confirm first, or (rare) signing in by hand. */
type SignUpOutcome = 'signed-in' | 'confirm-email' | 'sign-in'

function SignUpForm({
  onCreated,
  onMessage,
  onLogin,
}: {
  onCreated: (outcome: SignUpOutcome) => void
  onMessage: (m: Message) => void
  onLogin: () => void
}) {
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', email: '', password: '' },
  })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ fullName, email, password }) => {
    onMessage(null)
    try {
      // The app's own client: when Auth answers with a session the person is signed in at once and the
      // page moves on to the panel; with e-mail confirmation on there is no session until they confirm.
      const { data, error } = await supabase.auth.signUp({
        email,
        password,
        options: { data: { full_name: fullName || email.split('@')[0] }, emailRedirectTo: callbackUrl() },
      })
      if (error) {
        // Once an admin exists, Auth refuses e-mails without an invitation, in pt-BR.
        onMessage({ tone: 'error', text: signUpErrorMessage(error) })
        return
      }
      onCreated(data.session ? 'signed-in' : data.user?.email_confirmed_at ? 'sign-in' : 'confirm-email')
    } catch {
      onMessage({ tone: 'error', text: 'Erro inesperado ao fazer login/cadastro' })
    }
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Nome" error={errors.fullName?.message}>
        {(field) => <Input {...field} autoComplete="name" {...form.register('fullName')} />}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label="Senha" error={errors.password?.message}>
        {(field) => <PasswordInput {...field} autoComplete="new-password" {...form.register('password')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Criando...' : 'Criar Conta'}
      </Button>
      <p className="text-center text-xs text-slate-500">
        Depois que existe o primeiro administrador, novas contas são criadas somente por convite: quem foi convidado
        cria a conta pelo link do e-mail de convite.
      </p>
      <p className="text-center text-sm">
        <button type="button" className="text-brand-700 hover:underline" onClick={onLogin}>
          Já tem uma conta? Entrar
        </button>
      </p>
    </form>
  )
}

function RecoveryForm({ onMessage, onLogin }: { onMessage: (m: Message) => void; onLogin: () => void }) {
  const form = useForm<RecoveryValues>({ resolver: zodResolver(recoverySchema), defaultValues: { email: '' } })
  const { errors, isSubmitting } = form.formState

  const submit = form.handleSubmit(async ({ email }) => {
    onMessage(null)
    const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo: callbackUrl() })
    if (error) onMessage({ tone: 'error', text: `Erro ao enviar e-mail: ${authErrorMessage(error)}` })
    else onMessage({ tone: 'success', text: 'E-mail de recuperação enviado! Confira sua caixa de entrada.' })
  })

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="E-mail" error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Enviando...' : 'Enviar link de recuperação'}
      </Button>
      <p className="text-center text-sm">
        <button type="button" className="text-brand-700 hover:underline" onClick={onLogin}>
          Voltar para login
        </button>
      </p>
    </form>
  )
}

/** /admin/auth and /admin/login: sign in, create an account, or ask for a recovery link. */
export function AuthRoute() {
  const { user, session, assurance, loading } = useSession()
  const returnTo = useReturnTo()
  const notice = useNotice()
  const [mode, setMode] = useState<Mode>('login')
  const [message, setMessage] = useState<Message>(notice)
  // Remounting the login form after sign-up clears the password the visitor typed there.
  const [loginKey, setLoginKey] = useState(0)
  // The first account is the only one made here, so its offer waits for the database's word that no
  // admin exists; while that is unknown (loading, or the API failing) it stays hidden.
  const adminExists = useAdminExists()
  const firstAccess = adminExists.data === false

  if (loading) {
    return (
      <main className="flex min-h-screen items-center justify-center gap-2 text-slate-600">
        <Loader2 className="size-5 animate-spin" aria-hidden="true" />
        Carregando....
      </main>
    )
  }
  const codeDue = Boolean(user) && codeStepDue(assurance)
  if (user && !codeDue) return <Navigate to={returnTo} replace />

  function switchTo(next: Mode) {
    setMode(next)
    setMessage(null)
  }

  const footer = (
    <>
      {isLocalStack ? <p className="font-medium">Ambiente de Desenvolvimento</p> : null}
      {firstAccess ? <p>Para o primeiro acesso, crie uma conta de administrador</p> : null}
    </>
  )

  return (
    <AuthCard
      title="Painel Administrativo"
      description={
        codeDue
          ? 'Verificação em duas etapas'
          : mode === 'signup'
            ? 'Crie sua conta'
            : mode === 'recovery'
              ? 'Recuperar senha'
              : 'Entre com sua conta'
      }
      footer={footer}
    >
      <title>{`Painel Administrativo | ${env.siteName}`}</title>
      <div className="space-y-4">
        {message ? <FormMessage tone={message.tone}>{message.text}</FormMessage> : null}
        {codeDue ? (
          <MfaCodeStep
            factors={verifiedFactors(session)}
            onSignedOut={(text) => {
              setMode('login')
              setMessage({ tone: 'error', text })
            }}
          />
        ) : mode === 'login' ? (
          <LoginForm
            key={loginKey}
            onMessage={setMessage}
            onForgot={() => switchTo('recovery')}
            onSignUp={firstAccess ? () => switchTo('signup') : null}
          />
        ) : mode === 'signup' ? (
          <SignUpForm
            onMessage={setMessage}
            onLogin={() => switchTo('login')}
            onCreated={(outcome) => {
              // The account just made is the first admin (or was refused): ask the database again.
              void adminExists.refetch()
              if (outcome === 'signed-in') {
                // The session change sends the page on to the panel (the redirect above).
                toast({ title: 'Conta criada com sucesso!', description: 'Você já entrou no painel.' })
                return
              }
              setMode('login')
              setLoginKey((key) => key + 1)
              setMessage({
                tone: 'success',
                text:
                  outcome === 'confirm-email'
                    ? 'Conta criada! Confirme seu e-mail pelo link que enviamos para poder entrar.'
                    : 'Conta criada. Entre com seu e-mail e senha.',
              })
            }}
          />
        ) : (
          <RecoveryForm onMessage={setMessage} onLogin={() => switchTo('login')} />
        )}
      </div>
    </AuthCard>
  )
}
