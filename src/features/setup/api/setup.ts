import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { AppError, toAppError } from '@/lib/errors'
import { categoryKeys, setupKeys } from '@/lib/query-keys'
import type { SetupStatus } from '@/lib/setup-status'
import { supabase } from '@/lib/supabase'

export async function getSetupStatus(expectedMigration: string | null): Promise<SetupStatus> {
  const { data, error } = await supabase.rpc('setup_status', { expected_migration: expectedMigration ?? undefined })
  if (error) throw toAppError(error)
  return data as SetupStatus
}

export const setupStatusQuery = (expectedMigration: string | null) =>
  queryOptions({
    queryKey: setupKeys.status(expectedMigration),
    queryFn: () => getSetupStatus(expectedMigration),
    staleTime: 0,
    retry: false,
  })

export const useSetupStatus = (expectedMigration: string | null) => useQuery(setupStatusQuery(expectedMigration))

/**
 * Whether an administrator exists, as the database says (`admin_exists()`): /admin/auth offers
 * "Criar conta" and the first-access hint only while none does (after that, accounts are by invitation).
 */
export async function getAdminExists(): Promise<boolean> {
  const { data, error } = await supabase.rpc('admin_exists')
  if (error) throw toAppError(error)
  return data
}

export const useAdminExists = () =>
  useQuery({ queryKey: setupKeys.adminExists(), queryFn: getAdminExists, staleTime: 0, retry: 1 })

/** "Criar categorias padrão": idempotent; the database allows it for an admin or while no admin exists. */
export async function createDefaultCategories(): Promise<{ created: number; existing: number }> {
  const { data, error } = await supabase.rpc('create_default_categories')
  if (error) throw toAppError(error)
  return data as { created: number; existing: number }
}

export function useCreateDefaultCategories() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createDefaultCategories,
    retry: false,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: setupKeys.all }),
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
      ]),
  })
}

export type CreatedAdmin = { role: string | null; needsConfirmation: boolean }

/**
 * "Criar administrador": a normal sign-up. The database makes the first account created while no
 * admin exists an admin (the bootstrap rule, serialised by a lock); any later one is an author, so a
 * second browser cannot create another admin. Returns the role the account really got.
 */
export async function createFirstAdmin(input: {
  email: string
  password: string
  full_name: string
}): Promise<CreatedAdmin> {
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: { data: { full_name: input.full_name }, emailRedirectTo: `${window.location.origin}/auth/callback` },
  })
  if (error) throw error
  if (!data.user) throw new AppError('unknown', 'Erro desconhecido')
  if (!data.session) return { role: null, needsConfirmation: true }
  const { data: profile, error: profileError } = await supabase
    .from('profiles')
    .select('role')
    .eq('id', data.user.id)
    .single()
  if (profileError) throw toAppError(profileError)
  return { role: profile.role, needsConfirmation: false }
}
