// A staff invitation as the users page lists it (staff_invitations_overview): pending by default.
import type { Invitation } from '@/features/users/api/invitation-types'

export function buildInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'inv-0',
    email: 'convidada@example.com',
    role: 'author',
    full_name: null,
    created_at: '2026-11-20T13:00:00Z',
    expires_at: '2026-11-27T13:00:00Z',
    accepted_at: null,
    revoked_at: null,
    invited_by_name: 'Ana Souza',
    state: 'pending',
    ...overrides,
  }
}
