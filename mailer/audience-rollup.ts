// The audience roll-up (docs/decisions/062-audience-without-cookies.md): raw landings, searches and
// sign-ups are moved into daily counts and deleted. The database rolls up now and then by itself, and
// whenever an editor opens the report; this round makes sure raw events never wait longer than its
// interval, even on a day nobody opens it.
import type { SupabaseClient } from '@supabase/supabase-js'

/** Runs rollup_audience_events() (the service role only) and returns how many raw events it moved. */
export async function rollUpAudience(supabase: SupabaseClient): Promise<number> {
  const { data, error } = await supabase.rpc('rollup_audience_events')
  if (error) throw new Error(`rollup_audience_events: ${error.message}`)
  return data as number
}
