import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { PROFILE_SELECT, type Profile, type Role } from '@/lib/auth/profile'
import { inviteStaffForSignUp } from '@/features/users/api/invite-staff'
import { invitationKeys, profileKeys } from '@/lib/query-keys'
import { revokeInvitation } from '@/features/users/api/revoke-invitation'
import { AppError, toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import { ephemeralClient } from '@/lib/supabase-ephemeral'
import type { MutationHookOptions } from '@/lib/query-client'

/** A staff member as /admin/usuarios lists them: the profile with the registry they declared and its verification. */
export interface StaffMember extends Profile {
  registry_council: string | null
  registry_uf: string | null
  registry_number: string | null
  rqe: string | null
  specialty: string | null
  registry_verified_at: string | null
  registry_verified_by: string | null
}

const STAFF_MEMBER_SELECT = `${PROFILE_SELECT},registry_council,registry_uf,registry_number,rqe,specialty,registry_verified_at,registry_verified_by`

/** Every profile, newest first (RLS lets staff read them). */
export async function listProfiles(): Promise<StaffMember[]> {
  const { data, error } = await supabase
    .from('profiles')
    .select(STAFF_MEMBER_SELECT)
    .order('created_at', { ascending: false })
  if (error) throw toAppError(error)
  return data as StaffMember[]
}

export const profilesQuery = () => queryOptions({ queryKey: profileKeys.lists(), queryFn: listProfiles })
export const useProfiles = (enabled: boolean) => useQuery({ ...profilesQuery(), enabled })

/**
 * Each staff member's e-mail by profile id. E-mails live in auth.users, which the API does not expose:
 * `staff_emails` hands them to admins and refuses everyone else (42501).
 */
export async function listStaffEmails(): Promise<Map<string, string>> {
  const { data, error } = await supabase.rpc('staff_emails')
  if (error) throw toAppError(error)
  return new Map(data.flatMap((row) => (row.email ? [[row.id, row.email] as const] : [])))
}

export const useStaffEmails = (enabled: boolean) =>
  useQuery({ queryKey: profileKeys.emails(), queryFn: listStaffEmails, enabled })

export interface NewUser {
  email: string
  password: string
  full_name: string
  role: Role
}

/**
 * Creates an account through an invitation, without touching the admin's own session:
 * `invite_staff_for_signup` (no e-mail) records the e-mail with its role and hands this admin the
 * link's secret, then a throw-away client signs the person up with the password and that secret, and
 * the database gives the new profile the invitation's role (no role change afterwards). If the sign-up
 * fails, the invitation is revoked so nothing is left half-done, and the sign-up's error is thrown.
 */
export async function createUser({ email, password, full_name, role }: NewUser): Promise<void> {
  const invitation = await inviteStaffForSignUp({ email, role, full_name })
  let failure: unknown = null
  try {
    const { data, error } = await ephemeralClient().auth.signUp({
      email,
      password,
      options: { data: { full_name, invitation_secret: invitation.secret } },
    })
    if (error) failure = error
    else if (!data.user?.id) failure = new AppError('unknown', 'Erro ao criar usuário')
  } catch (error) {
    failure = error
  }
  if (failure === null) return
  // Best effort: if this fails too (no connection), the admin sees the invitation as pending and can revoke it.
  await revokeInvitation(invitation.id).catch(() => undefined)
  throw failure
}

export async function updateUser({
  id,
  full_name,
  role,
}: {
  id: string
  full_name: string
  role: Role
}): Promise<Profile> {
  const { data, error } = await supabase
    .from('profiles')
    .update({ full_name, role })
    .eq('id', id)
    .select(PROFILE_SELECT)
    .single()
  if (error) throw toAppError(error)
  return data as Profile
}

/** Deletes through `delete_user_admin`, which refuses non-admins and self-deletion in the database. */
export async function deleteUser(id: string): Promise<void> {
  const { data, error } = await supabase.rpc('delete_user_admin', { target_user_id: id })
  if (error) throw toAppError(error)
  const result = data as { success: boolean; error?: string | null; message?: string | null } | null
  if (!result?.success) throw new AppError('forbidden', result?.error || 'Erro ao deletar usuário')
}

/** An admin (at aal2) removes someone's authenticator apps; the database signs them out, logs it and e-mails them. */
export async function resetUserMfa(id: string): Promise<void> {
  const { error } = await supabase.rpc('admin_reset_mfa', { p_user: id })
  if (error) throw toAppError(error)
}

export function useResetUserMfa({ meta }: MutationHookOptions = {}) {
  return useMutation({ mutationFn: resetUserMfa, retry: false, meta })
}

function useInvalidateProfiles() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.all })
}

export function useCreateUser({ meta }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createUser,
    meta,
    // Success or failure, the invitations changed (created and accepted, or created and revoked).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
      ]),
    retry: false,
  })
}

export function useUpdateUser({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidateProfiles()
  return useMutation({ mutationFn: updateUser, onSuccess: invalidate, meta })
}

export function useDeleteUser({ meta }: MutationHookOptions = {}) {
  const invalidate = useInvalidateProfiles()
  return useMutation({ mutationFn: deleteUser, onSuccess: invalidate, retry: false, meta })
}
