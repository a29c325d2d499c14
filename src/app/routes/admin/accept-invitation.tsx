import { Loader2 } from 'lucide-react'
import { useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { paths } from '@/config/paths'
import { ErrorState } from '@/components/feedback/error-state'
import { buttonVariants } from '@/components/ui/button'
import { toast } from '@/hooks/use-toast'
import { ROLE_LABELS } from '@/lib/auth/profile'
import { AuthCard, FormMessage } from '@/features/auth/components/auth-card'
import type { AcceptInvitationResult } from '@/features/users/api/accept-invitation'
import { invitationSecretFromHash, useInvitationPreview } from '@/features/users/api/get-invitation-preview'
import type { InvitationState } from '@/config/labels'
import { AcceptInvitationForm } from '@/features/users/components/accept-invitation-form'

const CLOSED_TEXT: Record<Exclude<InvitationState, 'pending'>, string> = {
  expired: 'Este convite expirou. Peça um novo convite a um administrador.',
  revoked: 'Este convite foi revogado. Peça um novo convite a um administrador.',
  accepted: 'Este convite já foi usado. Faça login.',
}
/** No invitation for this id and secret: mistyped, cut, forged, or replaced by a newer e-mail. */
const NOT_FOUND_TEXT =
  'Este link de convite não é válido ou foi substituído por um mais recente. Use o link do último e-mail de convite ou peça um novo convite a um administrador.'
const TITLE = 'Convite para a equipe'

function LoginLink() {
  return (
    <Link to={paths.admin.auth.href()} className={buttonVariants({ variant: 'outline', className: 'w-full' })}>
      Ir para o login
    </Link>
  )
}

/**
 * /admin/convite/{id}#{secret}: the link of an invitation e-mail. While the invitation is pending the
 * person chooses a password and the account is created with the invitation's role (the sign-up
 * carries the link's secret); otherwise the page says why the link no longer works.
 */
export function AcceptInvitationRoute() {
  const { id = '' } = useParams()
  const secret = invitationSecretFromHash(useLocation().hash)
  const navigate = useNavigate()
  const preview = useInvitationPreview(id, secret)
  const [confirmByEmail, setConfirmByEmail] = useState(false)

  function accepted(result: AcceptInvitationResult) {
    if (result === 'signed-in') {
      toast({ title: 'Conta criada com sucesso!', description: 'Bem-vindo à equipe.' })
      void navigate(paths.admin.dashboard.href(), { replace: true })
    } else if (result === 'sign-in') {
      void navigate(paths.admin.auth.href(), {
        replace: true,
        state: { notice: 'Conta criada! Faça login para continuar.' },
      })
    } else {
      setConfirmByEmail(true)
    }
  }

  if (preview.isPending) {
    return (
      <AuthCard title={TITLE}>
        <p className="flex items-center gap-2 text-slate-600" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Carregando convite...
        </p>
      </AuthCard>
    )
  }

  if (preview.isError) {
    return (
      <AuthCard title={TITLE}>
        <ErrorState
          title="Erro ao carregar o convite"
          onRetry={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      </AuthCard>
    )
  }

  const invitation = preview.data
  if (!invitation || invitation.state !== 'pending') {
    const closed = invitation?.state
    return (
      <AuthCard title={TITLE}>
        <div className="space-y-4">
          <FormMessage tone="error">
            {closed && closed !== 'pending' ? (CLOSED_TEXT[closed] ?? NOT_FOUND_TEXT) : NOT_FOUND_TEXT}
          </FormMessage>
          <LoginLink />
        </div>
      </AuthCard>
    )
  }

  const role = ROLE_LABELS[invitation.role] ?? invitation.role
  return (
    <AuthCard title={TITLE} description={`Você foi convidado para a equipe como ${role}`}>
      {confirmByEmail ? (
        <div className="space-y-4">
          <FormMessage tone="success">
            Conta criada! Confirme seu e-mail pelo link que enviamos para poder entrar.
          </FormMessage>
          <LoginLink />
        </div>
      ) : (
        <AcceptInvitationForm invitation={invitation} secret={secret} onAccepted={accepted} />
      )}
    </AuthCard>
  )
}
