import type { DiagnosticsTarget } from '@/features/diagnostics/api/checks'
import { env } from '@/lib/env'
import { supabase } from '@/lib/supabase'

/** The Supabase API this build talks to, with the app's own client (and so its session). */
export const appTarget: DiagnosticsTarget = { url: env.supabaseUrl, anonKey: env.supabaseAnonKey, client: supabase }
