import { createClient } from '@supabase/supabase-js'
import type { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/lib/database.types'
import { fetchWithEarlyResponses } from '@/lib/early-responses'
import { env } from '@/lib/env'

/**
 * The app's only Supabase client. Points at the local stack unless the env says otherwise. Its fetch
 * takes the reads an /admin page's shell sent before the scripts arrived (lib/early-responses.ts).
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
  global: { fetch: fetchWithEarlyResponses },
})

// React Query retries failed loads and saves (lib/query-client.ts). postgrest-js would also retry a
// network error three times (1, 2 and 4 s) inside each of those attempts, so a staff member waited
// about 25 s for "Tentar novamente". createClient has no option for it; every query builder copies
// the REST client's `retry` when it is created, so turning it off here covers them all.
;(supabase as unknown as { rest: PostgrestClient<Database> & { retry?: boolean } }).rest.retry = false
