import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invitationKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

/** Revokes an invitation nobody used: its link and its e-mail no longer create an account. */
export async function revokeInvitation(id: string): Promise<void> {
  const { error } = await supabase.rpc('revoke_staff_invitation', { p_id: id })
  if (error) throw toAppError(error)
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
    retry: false,
  })
}
