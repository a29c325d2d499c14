import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Role } from '@/lib/auth/profile'
import { invitationKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

export interface NewInvitation {
  email: string
  role: Role
  full_name?: string | null
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
export async function inviteStaff({ email, role, full_name }: NewInvitation): Promise<CreatedInvitation> {
  const { data, error } = await supabase.rpc('invite_staff', {
    p_email: email,
    p_role: role,
    // null: no name. The generated types make an argument with an SQL default optional, not nullable.
    p_full_name: (full_name || null) as string,
  })
  if (error) throw toAppError(error)
  const row = data as CreatedInvitation
  return { id: row.id, email: row.email, role: row.role }
}

/**
 * For "Criar Novo Usuário": an invitation without e-mail through `invite_staff_for_signup` (the same
 * checks as `invite_staff`), with its link's secret, which the admin's browser sends with the sign-up
 * at once and keeps nowhere.
 */
export async function inviteStaffForSignUp({
  email,
  role,
  full_name,
}: NewInvitation): Promise<CreatedInvitation & { secret: string }> {
  const { data, error } = await supabase.rpc('invite_staff_for_signup', {
    p_email: email,
    p_role: role,
    // null: no name. The generated types make an argument with an SQL default optional, not nullable.
    p_full_name: (full_name || null) as string,
  })
  if (error) throw toAppError(error)
  const row = data as unknown as CreatedInvitation & { invitation_secret: string }
  return { id: row.id, email: row.email, role: row.role, secret: row.invitation_secret }
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
