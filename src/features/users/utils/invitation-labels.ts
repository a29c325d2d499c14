import type { InvitationState } from '@/features/users/api/invitation-types'

export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  pending: 'pendente',
  accepted: 'aceito',
  expired: 'expirado',
  revoked: 'revogado',
}

export const INVITATION_STATE_BADGES: Record<InvitationState, 'info' | 'success' | 'warning' | 'secondary'> = {
  pending: 'info',
  accepted: 'success',
  expired: 'warning',
  revoked: 'secondary',
}
