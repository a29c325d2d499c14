import { PostgrestClient } from '@supabase/postgrest-js'
import type { Database } from '@/lib/database.types'
import { env } from '@/lib/env'

/**
 * Anonymous PostgREST client for the public pages. It is the query builder that supabase-js wraps,
 * without Auth, Realtime and Storage (~47 KB gzip), which keeps the visitor's first load within
 * budget (docs/decisions/002). Visitors are anonymous, so RLS sees exactly what anon may read.
 * Staff screens use the full client in `lib/supabase.ts`.
 */
export const publicDb = new PostgrestClient<Database>(`${env.supabaseUrl}/rest/v1`, {
  headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}` },
  // React Query retries failed loads (lib/query-client.ts); postgrest-js's own retries (1, 2 and 4 s
  // on a network error) on top of those kept a visitor waiting ~25 s before "Tentar novamente".
  retry: false,
})
