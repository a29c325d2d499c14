import { useQuery } from '@tanstack/react-query'
import { brasiliaToday } from '@/lib/brasilia-time'
import { findRevokedCitations } from '@/lib/compliance/revoked-citations'
import { useCompliancePack } from '@/lib/compliance/use-compliance-pack'
import { postKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

/** Posts citing a norm revoked today, for the post list and the dashboard (apart so node tests need no browser client). */
export function useRevokedCitations(enabled = true) {
  const day = brasiliaToday()
  const { data: pack } = useCompliancePack()
  return useQuery({
    queryKey: postKeys.revokedCitations(day),
    queryFn: () => findRevokedCitations(supabase, pack!, day),
    enabled: enabled && pack !== undefined,
  })
}
