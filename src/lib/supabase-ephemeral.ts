import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { env } from '@/lib/env'

let client: SupabaseClient<Database> | null = null

/**
 * A second client that never stores a session in the browser: used to create other people's accounts
 * (the users page's "Novo Usuário", the invitation page) without signing the current staff member out
 * of the app's own client. Created on first use and then reused: supabase-js warns ("Multiple
 * GoTrueClient instances detected") whenever a second client is built under the same storage key, and
 * its own key keeps it apart from the app's client. The session of an account it creates stays in
 * memory only, is never refreshed and is not used for anything.
 */
export function ephemeralClient(): SupabaseClient<Database> {
  client ??= createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'sb-ephemeral' },
  })
  return client
}
