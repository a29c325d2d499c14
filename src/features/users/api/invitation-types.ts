import type { InvitationState } from '@/config/labels'
import type { Role } from '@/lib/auth/profile'

/** One row of `staff_invitations_overview` (admins only). */
export interface Invitation {
  id: string
  email: string
  role: Role
  full_name: string | null
  created_at: string
  expires_at: string
  accepted_at: string | null
  revoked_at: string | null
  invited_by_name: string | null
  state: InvitationState
}

/** What `staff_invitation_preview` tells the person holding the link. */
export interface InvitationPreview {
  email: string
  role: Role
  full_name: string | null
  expires_at: string
  state: InvitationState
}

/** An invitation can be sent again or revoked while nobody has used or revoked it. */
export const isOpenInvitation = (invitation: Pick<Invitation, 'state'>) =>
  invitation.state === 'pending' || invitation.state === 'expired'
