import { useQuery } from '@tanstack/react-query'
import { brasiliaToday } from '@/lib/brasilia-time'
import { findRevokedCitations } from '@/lib/compliance/revoked-citations'
import { postKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

/** Posts citing a norm revoked today, for the post list and the dashboard (apart so node tests need no browser client). */
export function useRevokedCitations(enabled = true) {
  const day = brasiliaToday()
  return useQuery({ queryKey: postKeys.revokedCitations(day), queryFn: () => findRevokedCitations(supabase, day), enabled })
}
