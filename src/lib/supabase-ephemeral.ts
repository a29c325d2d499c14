import { createClient } from '@supabase/supabase-js'
import type { Database } from '@/lib/database.types'
import { env } from '@/lib/env'

/**
 * A throw-away client that never stores a session: used to create accounts (sign-up, the users
 * page) without signing the current staff member out of the app's own client.
 */
export function createEphemeralClient() {
  return createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'sb-ephemeral' },
  })
}
