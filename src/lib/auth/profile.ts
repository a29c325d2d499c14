import { queryOptions } from '@tanstack/react-query'
import type { User } from '@supabase/supabase-js'
import type { TablesInsert } from '@/lib/database.types'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import { profileKeys } from '@/lib/query-keys'

export type Role = 'author' | 'editor' | 'admin'

export interface Profile {
  id: string
  full_name: string | null
  role: Role
  avatar_url: string | null
  bio: string | null
  created_at: string
}

export const PROFILE_SELECT = 'id,full_name,role,avatar_url,bio,created_at'

/** Display name for a new profile (docs/architecture.md#calls-and-caching): metadata name, else e-mail local part, else "Usuário". */
export function defaultFullName(user: Pick<User, 'email' | 'user_metadata'>): string {
  const fromMetadata = typeof user.user_metadata?.full_name === 'string' ? user.user_metadata.full_name.trim() : ''
  return fromMetadata || user.email?.split('@')[0] || 'Usuário'
}

/**
 * The signed-in user's profile. PGRST116 (no row) means the profile is missing — e.g. a user made
 * before the trigger existed — so it is created as an author (docs/architecture.md#calls-and-caching); the database decides the role.
 */
export async function getOrCreateProfile(user: User): Promise<Profile> {
  const { data, error } = await supabase.from('profiles').select(PROFILE_SELECT).eq('id', user.id).single()
  if (!error) return data as Profile
  if (error.code !== 'PGRST116') throw toAppError(error)
  const { data: created, error: createError } = await supabase
    .from('profiles')
    // No slug: a trigger makes it from the name (the generated types cannot see it, so they ask for one).
    .insert({ id: user.id, full_name: defaultFullName(user), role: 'author' } as TablesInsert<'profiles'>)
    .select(PROFILE_SELECT)
    .single()
  if (createError) throw toAppError(createError)
  return created as Profile
}

export const profileQuery = (user: User) =>
  queryOptions({ queryKey: profileKeys.detail(user.id), queryFn: () => getOrCreateProfile(user), staleTime: 30_000 })

export const ROLE_LABELS: Record<Role, string> = { author: 'Autor', editor: 'Editor', admin: 'Administrador' }
