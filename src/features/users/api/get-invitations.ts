import { queryOptions, useQuery } from '@tanstack/react-query'
import { invitationKeys } from '@/lib/query-keys'
import type { Invitation } from '@/features/users/api/invitation-types'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

export const INVITATION_SELECT =
  'id,email,role,full_name,created_at,expires_at,accepted_at,revoked_at,invited_by_name,state'

/** Every invitation, newest first, with its state and who sent it (RLS: admins only). */
export async function getInvitations(): Promise<Invitation[]> {
  const { data, error } = await supabase
    .from('staff_invitations_overview')
    .select(INVITATION_SELECT)
    .order('created_at', { ascending: false })
  if (error) throw toAppError(error)
  return data as Invitation[]
}

export const invitationsQuery = () => queryOptions({ queryKey: invitationKeys.lists(), queryFn: getInvitations })
export const useInvitations = (enabled: boolean) => useQuery({ ...invitationsQuery(), enabled })
