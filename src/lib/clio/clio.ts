import { createClioClient } from '@/lib/clio/client'
import { env } from '@/lib/env'
import { supabase } from '@/lib/supabase'

/** The app's Clio client: the configured base address and the signed-in staff member's token. */
export const clio = createClioClient({
  baseUrl: env.clioApiUrl,
  getAccessToken: async () => (await supabase.auth.getSession()).data.session?.access_token ?? null,
})
