import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { auditKeys } from '@/lib/query-keys'
import type { Json } from '@/lib/database.types'
import { brasiliaDayStartIso } from '@/lib/brasilia-time'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

export const AUDIT_PAGE_SIZE = 25
/** The person filter's value for changes made by the database itself, a migration or a server tool. */
export const SYSTEM_ACTOR = 'sistema'

export interface AuditFilters {
  /** A profile id, SYSTEM_ACTOR, or null for everyone. */
  actor: string | null
  action: string | null
  /** Days in Brasília time, "2026-11-24" (as date fields give them); both ends included. */
  from: string | null
  to: string | null
  page: number
}

export interface AuditEntry {
  id: number
  occurred_at: string
  actor_id: string | null
  actor_name: string | null
  action: string
  entity_type: string
  entity_id: string | null
  entity_label: string | null
  status_before: string | null
  status_after: string | null
  details: Json
}

export interface AuditPage {
  entries: AuditEntry[]
  total: number
}

const AUDIT_SELECT =
  'id,occurred_at,actor_id,actor_name,action,entity_type,entity_id,entity_label,status_before,status_after,details'

/** One page of the audit log, newest first, with the exact number of entries the filters match (admins only). */
export async function getAuditLog(filters: AuditFilters): Promise<AuditPage> {
  const start = (Math.max(filters.page, 1) - 1) * AUDIT_PAGE_SIZE
  let query = supabase
    .from('audit_log')
    .select(AUDIT_SELECT, { count: 'exact' })
    .order('occurred_at', { ascending: false })
    .order('id', { ascending: false })
    .range(start, start + AUDIT_PAGE_SIZE - 1)
  if (filters.actor === SYSTEM_ACTOR) query = query.is('actor_id', null)
  else if (filters.actor) query = query.eq('actor_id', filters.actor)
  if (filters.action) query = query.eq('action', filters.action)
  // A day runs from its midnight in Brasília to the next one, whatever the browser's zone.
  const since = filters.from ? brasiliaDayStartIso(filters.from) : null
  const until = filters.to ? brasiliaDayStartIso(filters.to, { nextDay: true }) : null
  if (since) query = query.gte('occurred_at', since)
  if (until) query = query.lt('occurred_at', until)

  const { data, error, count } = await query
  // A page past the end (an old link): PostgREST answers 416; the screen goes to the last page.
  if (error?.code === 'PGRST103') return { entries: [], total: (await getAuditLog({ ...filters, page: 1 })).total }
  if (error) throw toAppError(error)
  return { entries: data as AuditEntry[], total: count ?? 0 }
}

export const auditLogQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: auditKeys.list(filters),
    queryFn: () => getAuditLog(filters),
    placeholderData: keepPreviousData,
  })

export const useAuditLog = (filters: AuditFilters, enabled: boolean) => useQuery({ ...auditLogQuery(filters), enabled })
