import type { InvitationState } from '@/config/labels'

export const INVITATION_STATE_BADGES: Record<InvitationState, 'info' | 'success' | 'warning' | 'secondary'> = {
  pending: 'info',
  accepted: 'success',
  expired: 'warning',
  revoked: 'secondary',
}
