import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Role } from '@/lib/auth/profile'
import { toAppError } from '@/lib/errors'
import { profileKeys } from '@/lib/query-keys'
import type { MutationHookOptions } from '@/lib/query-client'
import { supabase } from '@/lib/supabase'
import type { ProfileColumns } from '@/features/users/profile-schema'

export interface StaffProfile extends ProfileColumns {
  id: string
  role: Role
  slug: string
  /** When an admin verified the registry; null while it waits (any edit of it clears this). */
  registry_verified_at: string | null
}

const STAFF_PROFILE_SELECT =
  'id,role,slug,full_name,registry_council,registry_uf,registry_number,rqe,specialty,registry_verified_at,bio,avatar_url'

/** One profile with its credentials (RLS lets staff read every profile); null when there is none. */
async function getStaffProfile(id: string): Promise<StaffProfile | null> {
  const { data, error } = await supabase.from('profiles').select(STAFF_PROFILE_SELECT).eq('id', id).maybeSingle()
  if (error) throw toAppError(error)
  return data as StaffProfile | null
}

// The form shows the latest copy: someone else (an admin) may have changed it.
export const staffProfileQuery = (id: string) =>
  queryOptions({ queryKey: profileKeys.credentials(id), queryFn: () => getStaffProfile(id), staleTime: 0 })
export const useStaffProfile = (id: string | undefined) =>
  useQuery({ ...staffProfileQuery(id ?? ''), enabled: Boolean(id) })

/**
 * Saves name, credentials, bio and avatar. The database decides who may (the person or an admin):
 * another person's row matches no row for anyone else, which is reported as refused.
 */
async function updateStaffProfile({ id, columns }: { id: string; columns: ProfileColumns }): Promise<StaffProfile> {
  const { data, error } = await supabase
    .from('profiles')
    .update(columns)
    .eq('id', id)
    .select(STAFF_PROFILE_SELECT)
    .maybeSingle()
  if (error) throw toAppError(error)
  if (!data) throw toAppError({ code: '42501', message: 'Você não pode alterar este perfil.' })
  return data as StaffProfile
}

export function useUpdateStaffProfile({ meta }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateStaffProfile,
    meta,
    // The saved row at once (the form's verification notice reads it), then everything that shows
    // these fields: the header's name, the users list and the public author page.
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.credentials(saved.id), saved)
      return queryClient.invalidateQueries({ queryKey: profileKeys.all })
    },
  })
}
