import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchCompliancePack } from '@/lib/compliance/pack'
import { complianceKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

const HOUR = 60 * 60 * 1000

/**
 * The compliance rules from the database, compiled once per session: they change only with a migration,
 * so an hour-old copy is current.
 */
const compliancePackQuery = () =>
  queryOptions({
    queryKey: complianceKeys.pack(),
    queryFn: () => fetchCompliancePack(supabase),
    staleTime: HOUR,
    gcTime: 24 * HOUR,
  })

/** The compliance rules (apart from the other hooks so node tests need no browser client). */
export function useCompliancePack() {
  return useQuery(compliancePackQuery())
}
