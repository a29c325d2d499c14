import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { PROFILE_SELECT, profileKeys, type Profile, type Role } from '@/features/auth/api/profile'
import { AppError, toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import { createEphemeralClient } from '@/lib/supabase-ephemeral'

/** Every profile, newest first (RLS lets staff read them). */
export async function listProfiles(): Promise<Profile[]> {
  const { data, error } = await supabase.from('profiles').select(PROFILE_SELECT).order('created_at', { ascending: false })
  if (error) throw toAppError(error)
  return data as Profile[]
}

export const profilesQuery = () => queryOptions({ queryKey: profileKeys.lists(), queryFn: listProfiles })
export const useProfiles = (enabled: boolean) => useQuery({ ...profilesQuery(), enabled })

export interface NewUser {
  email: string
  password: string
  full_name: string
  role: Role
}

/**
 * Creates an account without touching the admin's own session (a throw-away client signs up), then
 * sets the role: every sign-up starts as author, and only an admin may change roles (enforced by RLS).
 */
export async function createUser({ email, password, full_name, role }: NewUser): Promise<void> {
  const { data, error } = await createEphemeralClient().auth.signUp({ email, password, options: { data: { full_name } } })
  if (error) throw error
  const id = data.user?.id
  if (!id) throw new AppError('unknown', 'Erro ao criar usuário')
  if (role !== 'author') await updateUser({ id, full_name, role })
}

export async function updateUser({ id, full_name, role }: { id: string; full_name: string; role: Role }): Promise<Profile> {
  const { data, error } = await supabase.from('profiles').update({ full_name, role }).eq('id', id).select(PROFILE_SELECT).single()
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

function useInvalidateProfiles() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.all })
}

export function useCreateUser() {
  const invalidate = useInvalidateProfiles()
  return useMutation({ mutationFn: createUser, onSuccess: invalidate, retry: false })
}

export function useUpdateUser() {
  const invalidate = useInvalidateProfiles()
  return useMutation({ mutationFn: updateUser, onSuccess: invalidate })
}

export function useDeleteUser() {
  const invalidate = useInvalidateProfiles()
  return useMutation({ mutationFn: deleteUser, onSuccess: invalidate, retry: false })
}
