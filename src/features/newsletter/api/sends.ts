import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import type { StoredFinding } from '@/lib/compliance/post-compliance'
import type { Database } from '@/lib/database.types'
import { newsletterSendKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

export type NewsletterSend = Database['public']['Functions']['newsletter_sends_overview']['Returns'][number]

/** A post's e-mail to the subscribers with its results, or null when it was never sent. */
export async function getNewsletterSend(postId: string): Promise<NewsletterSend | null> {
  const { data, error } = await supabase.rpc('newsletter_sends_overview', { p_post: postId })
  if (error) throw toAppError(error)
  return data[0] ?? null
}

export const newsletterSendQuery = (postId: string) =>
  queryOptions({
    queryKey: newsletterSendKeys.ofPost(postId),
    queryFn: () => getNewsletterSend(postId),
    // While messages wait in the outbox the counts move: look again every few seconds.
    refetchInterval: (query) =>
      query.state.data && (query.state.data.pending > 0 || !query.state.data.released_at) ? 5000 : false,
  })

export const useNewsletterSend = (postId: string) => useQuery(newsletterSendQuery(postId))

/** Every send with its results, newest first (editors and admins; the database refuses anyone else). */
export async function listNewsletterSends(): Promise<NewsletterSend[]> {
  const { data, error } = await supabase.rpc('newsletter_sends_overview')
  if (error) throw toAppError(error)
  return data
}

export const useNewsletterSends = (enabled: boolean) =>
  useQuery({
    queryKey: newsletterSendKeys.list(),
    queryFn: listNewsletterSends,
    enabled,
    // While any send has messages in the outbox its counts move: look again every few seconds.
    refetchInterval: (query) => (query.state.data?.some((send) => send.pending > 0) ? 5000 : false),
  })

/**
 * The compliance findings a send of the post's saved text would have to justify, as the database
 * checks them (newsletter_send_findings): what the dialog shows before asking. Read afresh each time
 * the dialog opens; the send itself is decided by request_newsletter_send.
 */
export const useNewsletterSendFindings = (postId: string, enabled: boolean) =>
  useQuery({
    queryKey: newsletterSendKeys.findings(postId),
    queryFn: async () => {
      const { data, error } = await supabase.rpc('newsletter_send_findings', { p_post: postId })
      if (error) throw toAppError(error)
      return (Array.isArray(data) ? data : []) as unknown as StoredFinding[]
    },
    enabled,
    staleTime: 0,
    gcTime: 0,
  })

/**
 * "Enviar por e-mail aos assinantes": once per post; the database refuses a second (hint already_sent),
 * and a text with compliance findings without a justification (hint compliance_justification_required).
 */
export function useRequestNewsletterSend(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (justification: string | null = null) => {
      const { error } = await supabase.rpc('request_newsletter_send', {
        p_post: postId,
        ...(justification ? { p_justification: justification } : {}),
      })
      if (error) throw toAppError(error)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsletterSendKeys.ofPost(postId) }),
  })
}
