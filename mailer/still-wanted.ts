// Checks made just before a message goes out, for templates whose reason to exist can go away while
// the message waits in the outbox (the mailer was down, or the message is being retried): an
// invitation revoked, accepted or expired in the meantime must not send a link to it.
import type { SupabaseClient } from '@supabase/supabase-js'

/** Why the message should not be sent any more, or null to send it. */
type StillWantedCheck = (payload: unknown, supabase: SupabaseClient) => Promise<string | null>

const CHECKS: Readonly<Record<string, StillWantedCheck>> = {
  async staff_invitation(payload, supabase) {
    const { invitation_id: id, invitation_secret: secret } = (payload ?? {}) as {
      invitation_id?: unknown
      invitation_secret?: unknown
    }
    // The service role calls the function the invitation page itself uses, with the link's id and secret.
    const { data, error } = await supabase.rpc('staff_invitation_preview', { p_id: id, p_secret: secret })
    if (error) throw new Error(`staff_invitation_preview failed: ${error.message}`)
    const state = (data as { state?: unknown } | null)?.state
    if (state === 'pending') return null
    return typeof state === 'string'
      ? `Not sent: the invitation is ${state}`
      : 'Not sent: the invitation no longer exists, or a newer e-mail replaced this link'
  },
  // A confirmation link for an address confirmed, unsubscribed or deleted meanwhile, or replaced by a
  // newer link, would only confuse: it is not sent.
  async newsletter_confirmation(payload, supabase) {
    const id = (payload as { subscriber_id?: unknown } | null)?.subscriber_id
    const { data, error } = await supabase
      .from('newsletter_subscribers')
      .select('status')
      .eq('id', String(id))
      .maybeSingle()
    if (error) throw new Error(`reading the subscriber failed: ${error.message}`)
    if (!data) return 'Not sent: the subscriber no longer exists'
    return data.status === 'pending' ? null : `Not sent: the subscription is ${data.status}`
  },
  // A post unpublished, or a subscriber gone, while the send was going out: not sent.
  async newsletter_post(payload, supabase) {
    const { post_id: postId, unsubscribe_token: token } = (payload ?? {}) as {
      post_id?: unknown
      unsubscribe_token?: unknown
    }
    const subscriberId = typeof token === 'string' ? token.split('.')[0] : ''
    const [post, subscriber] = await Promise.all([
      supabase.from('posts').select('status, published_at').eq('id', String(postId)).maybeSingle(),
      supabase.from('newsletter_subscribers').select('status').eq('id', subscriberId).maybeSingle(),
    ])
    if (post.error || subscriber.error)
      throw new Error(`reading the post or the subscriber failed: ${(post.error ?? subscriber.error)!.message}`)
    const live =
      post.data &&
      (post.data.status === 'published' ||
        (post.data.status === 'scheduled' && new Date(post.data.published_at ?? '').getTime() <= Date.now()))
    if (!live) return 'Not sent: the post is no longer public'
    if (subscriber.data?.status !== 'confirmed')
      return `Not sent: the subscription is ${subscriber.data?.status ?? 'deleted'}`
    return null
  },
}

export async function whyNotSend(template: string, payload: unknown, supabase: SupabaseClient): Promise<string | null> {
  const check = Object.hasOwn(CHECKS, template) ? CHECKS[template] : undefined
  return check ? check(payload, supabase) : null
}
