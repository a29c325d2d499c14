import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invitationKeys } from '@/lib/query-keys'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import type { MutationHookOptions } from '@/lib/query-client'

/** Sends a pending or expired invitation again, valid for 7 more days (`resend_staff_invitation`). */
export async function resendInvitation(id: string): Promise<void> {
  const { error } = await supabase.rpc('resend_staff_invitation', { p_id: id })
  if (error) throw toAppError(error)
}

export function useResendInvitation({ meta }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resendInvitation,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
    retry: false,
  })
}
