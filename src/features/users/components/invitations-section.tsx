import { RotateCw, Send, XCircle } from 'lucide-react'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/feedback/confirm-dialog'
import { EmptyState } from '@/components/feedback/empty-state'
import { QueryList } from '@/components/feedback/query-list'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/hooks/use-toast'
import { ROLE_LABELS } from '@/lib/auth/profile'
import { useInvitations } from '@/features/users/api/get-invitations'
import { isOpenInvitation, type Invitation } from '@/features/users/api/invitation-types'
import { useResendInvitation } from '@/features/users/api/resend-invitation'
import { useRevokeInvitation } from '@/features/users/api/revoke-invitation'
import { ROLE_BADGE_CLASSES } from '@/features/users/components/role-select'
import { INVITATION_STATE_LABELS } from '@/config/labels'
import { INVITATION_STATE_BADGES } from '@/features/users/utils/invitation-labels'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'
import { cn } from '@/lib/cn'
import { toAppError } from '@/lib/errors'

/** When the invitation's state began, or until when it holds. */
function stateLine(invitation: Invitation): string {
  switch (invitation.state) {
    case 'pending':
      return `Expira em ${formatBrasiliaDateTime(invitation.expires_at)}`
    case 'expired':
      return `Expirou em ${formatBrasiliaDateTime(invitation.expires_at)}`
    case 'accepted':
      return `Aceito em ${formatBrasiliaDateTime(invitation.accepted_at)}`
    case 'revoked':
      return `Revogado em ${formatBrasiliaDateTime(invitation.revoked_at)}`
  }
}

/** "Convites" on /admin/usuarios: every invitation, newest first, with "Reenviar" and "Revogar" while it is open. */
export function InvitationsSection({ enabled }: { enabled: boolean }) {
  const invitations = useInvitations(enabled)
  const resend = useResendInvitation({
    meta: {
      errorToast: (error: unknown) => ({
        title: 'Erro',
        description: toAppError(error).message || 'Erro ao reenviar convite',
      }),
    },
  })
  const [revoking, setRevoking] = useState<Invitation | null>(null)

  function resendInvitation(invitation: Invitation) {
    resend.mutate(invitation.id, {
      onSuccess: () => toast({ title: 'Sucesso', description: `Convite reenviado para ${invitation.email}.` }),
    })
  }

  return (
    <section aria-labelledby="invitations-heading" className="mt-12">
      <h2 id="invitations-heading" className="text-xl font-semibold text-slate-900">
        Convites
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Quem foi convidado, por quem e até quando o link vale. Horários de Brasília.
      </p>
      <div className="mt-4">
        <QueryList
          query={invitations}
          loading={
            <div className="space-y-3" aria-busy="true">
              <Skeleton className="h-24" />
              <Skeleton className="h-24" />
            </div>
          }
          errorTitle="Erro ao carregar convites"
          empty={
            <EmptyState title="Nenhum convite enviado" description="Use “Convidar” para chamar alguém para a equipe." />
          }
        >
          {(items) => (
            <ul className="space-y-3">
              {items.map((invitation) => (
                <li key={invitation.id}>
                  <InvitationCard
                    invitation={invitation}
                    resending={resend.isPending && resend.variables === invitation.id}
                    onResend={() => resendInvitation(invitation)}
                    onRevoke={() => setRevoking(invitation)}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryList>
      </div>
      {revoking ? (
        <RevokeInvitationDialog key={revoking.id} invitation={revoking} onClose={() => setRevoking(null)} />
      ) : null}
    </section>
  )
}

/** An invitation: to whom, the role, its state, who sent it and when, and its actions while it is open. */
function InvitationCard({
  invitation,
  resending,
  onResend,
  onRevoke,
}: {
  invitation: Invitation
  resending: boolean
  onResend: () => void
  onRevoke: () => void
}) {
  return (
    <Card
      className="flex flex-col gap-3 p-4 md:flex-row md:items-center md:justify-between"
      data-testid="invitation-card"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-all text-slate-900">{invitation.email}</p>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', ROLE_BADGE_CLASSES[invitation.role])}>
            {ROLE_LABELS[invitation.role]}
          </span>
          <Badge variant={INVITATION_STATE_BADGES[invitation.state]}>{INVITATION_STATE_LABELS[invitation.state]}</Badge>
        </div>
        {invitation.full_name ? <p className="text-sm text-slate-700">{invitation.full_name}</p> : null}
        <p className="text-sm text-slate-600">
          Enviado por {invitation.invited_by_name || 'Sistema'} em {formatBrasiliaDateTime(invitation.created_at)}
        </p>
        <p className="text-sm text-slate-600">{stateLine(invitation)}</p>
      </div>
      {isOpenInvitation(invitation) ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={onResend}
            disabled={resending}
            aria-label={`Reenviar convite para ${invitation.email}`}
          >
            {resending ? <RotateCw className="animate-spin" aria-hidden="true" /> : <Send aria-hidden="true" />}
            Reenviar
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={onRevoke}
            aria-label={`Revogar convite para ${invitation.email}`}
          >
            <XCircle aria-hidden="true" />
            Revogar
          </Button>
        </div>
      ) : null}
    </Card>
  )
}

/** Confirmation before `revoke_staff_invitation`; a refusal stays in the dialog with its reason. */
function RevokeInvitationDialog({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const revoke = useRevokeInvitation()
  const [failure, setFailure] = useState<string | null>(null)

  function revokeNow() {
    setFailure(null)
    revoke.mutate(invitation.id, {
      onSuccess: () => {
        toast({ title: 'Sucesso', description: `Convite para ${invitation.email} revogado.` })
        onClose()
      },
      onError: (error) => setFailure(toAppError(error).message || 'Erro ao revogar convite'),
    })
  }

  return (
    <ConfirmDialog
      title="Revogar convite"
      question="Tem certeza que deseja revogar este convite?"
      failure={failure}
      pending={revoke.isPending}
      confirmLabel="Revogar"
      pendingLabel="Revogando..."
      onConfirm={revokeNow}
      onClose={onClose}
    >
      <p className="text-sm text-slate-700">
        <strong className="break-all">{invitation.email}</strong> não poderá mais usar o link para criar a conta.
      </p>
    </ConfirmDialog>
  )
}
