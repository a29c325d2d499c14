import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Role } from '@/lib/auth/profile'
import { invitationKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

export interface NewInvitation {
  email: string
  role: Role
  full_name?: string | null
  /** false when the admin creates the account at once with a password ("Criar Novo Usuário"). */
  send_email?: boolean
}

export interface CreatedInvitation {
  id: string
  email: string
  role: Role
}

/**
 * Invites an e-mail with a role through `invite_staff`, which checks everything in the database (admins
 * only, a valid e-mail, no account and no pending invitation for it) and queues the invitation e-mail.
 * Its refusals carry the reason in `hint` (account_exists, invitation_pending, invalid_email, ...).
 */
export async function inviteStaff({
  email,
  role,
  full_name,
  send_email = true,
}: NewInvitation): Promise<CreatedInvitation> {
  const { data, error } = await supabase.rpc('invite_staff', {
    p_email: email,
    p_role: role,
    p_full_name: full_name || null,
    p_send_email: send_email,
  })
  if (error) throw toAppError(error)
  const row = data as CreatedInvitation
  return { id: row.id, email: row.email, role: row.role }
}

export function useInviteStaff() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
    // Not repeated by itself: a second attempt would meet the invitation the first one created.
    retry: false,
  })
}
