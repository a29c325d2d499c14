import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { profileKeys } from '@/lib/query-keys'
import type { MutationHookOptions } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'

/** The registry exactly as the admin saw it when they checked it at the council. */
export interface VerifyRegistryInput {
  profileId: string
  council: string
  uf: string
  number: string
  rqe: string | null
  specialty: string | null
}

/**
 * Records that an admin checked the registry (`verify_profile_registry`): the database refuses anyone
 * but an admin (42501) and a registry that changed since it was shown (PT409), and returns when.
 */
export async function verifyRegistry({
  profileId,
  council,
  uf,
  number,
  rqe,
  specialty,
}: VerifyRegistryInput): Promise<string> {
  const { data, error } = await supabase.rpc('verify_profile_registry', {
    p_profile_id: profileId,
    p_council: council,
    p_uf: uf,
    p_number: number,
    // null: none. The generated types make an argument with an SQL default optional, not nullable.
    p_rqe: rqe as string,
    p_specialty: specialty as string,
  })
  if (error) throw toAppError(error)
  return data
}

export function useVerifyRegistry({ meta }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: verifyRegistry,
    meta,
    retry: false,
    // Success or a changed registry: the list shows what is stored now; the author page and the reviewer list follow.
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all }),
  })
}
