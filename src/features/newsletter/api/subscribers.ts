import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Database } from '@/lib/database.types'
import { AppError, toAppError } from '@/lib/errors'
import type { MutationHookOptions } from '@/lib/query-client'
import { newsletterSubscriberKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'
import type { SubscriberExportRow } from '@/features/newsletter/utils/subscribers-csv'

export type SubscriberStatus = Database['public']['Tables']['newsletter_subscribers']['Row']['status']
export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ['pending', 'confirmed', 'unsubscribed']
export const isSubscriberStatus = (value: string | null): value is SubscriberStatus =>
  SUBSCRIBER_STATUSES.includes(value as SubscriberStatus)

export const SUBSCRIBERS_PAGE_SIZE = 25
/** The export reads the list in pages of this size, never in one huge request. */
export const SUBSCRIBERS_EXPORT_PAGE_SIZE = 1000

export interface SubscriberFilters {
  /** Part of the e-mail, any case. */
  q: string
  status: SubscriberStatus | null
}

export interface Subscriber extends SubscriberExportRow {
  id: string
  status: SubscriberStatus
  created_at: string
}

export interface SubscriberPage {
  subscribers: Subscriber[]
  total: number
}

export type SubscriberCounts = Record<SubscriberStatus, number>

const SUBSCRIBER_SELECT =
  'id,email,status,source,consent_page,consent_version,consented_at,confirmed_at,unsubscribed_at,created_at'

/** LIKE's wildcards (and PostgREST's `*`) taken literally: a search for "a_b" finds "a_b" only. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (char) => `\\${char}`).replace(/\*/g, '')}%`

function filtered(filters: SubscriberFilters, range: { from: number; to: number }, count: boolean) {
  let query = supabase
    .from('newsletter_subscribers')
    .select(SUBSCRIBER_SELECT, count ? { count: 'exact' } : undefined)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(range.from, range.to)
  const q = filters.q.trim()
  if (q) query = query.ilike('email', likePattern(q))
  if (filters.status) query = query.eq('status', filters.status)
  return query
}

/** One page of subscribers, newest first, with how many match (editors and admins; RLS refuses the rest). */
export async function listSubscribers(filters: SubscriberFilters, page: number): Promise<SubscriberPage> {
  const from = (Math.max(page, 1) - 1) * SUBSCRIBERS_PAGE_SIZE
  const { data, error, count } = await filtered(filters, { from, to: from + SUBSCRIBERS_PAGE_SIZE - 1 }, true)
  // A page past the end (an old link): PostgREST answers 416; the screen goes to the last page.
  if (error?.code === 'PGRST103') return { subscribers: [], total: (await listSubscribers(filters, 1)).total }
  if (error) throw toAppError(error)
  return { subscribers: data as Subscriber[], total: count ?? 0 }
}

/** How many subscribers are pending, confirmed and unsubscribed (three counts, no rows). */
export async function countSubscribers(): Promise<SubscriberCounts> {
  const answers = await Promise.all(
    SUBSCRIBER_STATUSES.map((status) =>
      supabase.from('newsletter_subscribers').select('id', { count: 'exact', head: true }).eq('status', status),
    ),
  )
  const counts = {} as SubscriberCounts
  answers.forEach(({ error, count }, index) => {
    if (error) throw toAppError(error)
    counts[SUBSCRIBER_STATUSES[index]] = count ?? 0
  })
  return counts
}

/**
 * Every subscriber the filters match, for "Exportar CSV": read 1,000 at a time (PostgREST caps a
 * response, and one huge request would hold the tab), plus the consent texts by version.
 */
export async function fetchSubscribersForExport(
  filters: SubscriberFilters,
): Promise<{ rows: Subscriber[]; consentTexts: Map<string, string> }> {
  const rows: Subscriber[] = []
  for (let from = 0; ; from += SUBSCRIBERS_EXPORT_PAGE_SIZE) {
    const { data, error } = await filtered(filters, { from, to: from + SUBSCRIBERS_EXPORT_PAGE_SIZE - 1 }, false)
    if (error) throw toAppError(error)
    rows.push(...(data as Subscriber[]))
    if (data.length < SUBSCRIBERS_EXPORT_PAGE_SIZE) break
  }
  const { data: texts, error } = await supabase.from('newsletter_consent_texts').select('version,body')
  if (error) throw toAppError(error)
  return { rows, consentTexts: new Map(texts.map((text) => [text.version, text.body])) }
}

export const subscribersQuery = (filters: SubscriberFilters, page: number) =>
  queryOptions({
    queryKey: newsletterSubscriberKeys.list({ ...filters, page }),
    queryFn: () => listSubscribers(filters, page),
    placeholderData: keepPreviousData,
  })

export const useSubscribers = (filters: SubscriberFilters, page: number, enabled: boolean) =>
  useQuery({ ...subscribersQuery(filters, page), enabled })

export const useSubscriberCounts = (enabled: boolean) =>
  useQuery({ queryKey: newsletterSubscriberKeys.counts(), queryFn: countSubscribers, enabled })

/**
 * Deletes a subscriber on request (admins; RLS hides the row from anyone else, so nothing is deleted
 * and the screen says so). The database keeps only the hash of the address and the withdrawal.
 */
export async function deleteSubscriber(id: string): Promise<void> {
  // The count, not the deleted row: returning the row would need SELECT on the token columns, which
  // no API role has (the local stack returns every column of a represented row).
  const { error, count } = await supabase.from('newsletter_subscribers').delete({ count: 'exact' }).eq('id', id)
  if (error) throw toAppError(error)
  if (!count) throw new AppError('forbidden', 'Apenas administradores podem excluir assinantes.')
}

export function useDeleteSubscriber({ meta }: MutationHookOptions = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSubscriber,
    retry: false,
    meta,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsletterSubscriberKeys.all }),
  })
}
