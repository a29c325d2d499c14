import { NEWSLETTER_CONSENT } from '@/features/newsletter/consent'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

/**
 * Asks for a subscription (double opt-in, docs/product-guide.md#public-site): the database answers the
 * same whether or not the address is known and e-mails a confirmation link. `page` is where the form was.
 */
export async function subscribeToNewsletter(email: string, source: string, page: string): Promise<void> {
  const { error } = await publicDb.rpc('subscribe_newsletter', {
    p_email: email.trim(),
    p_source: source,
    p_page: page,
    p_consent_version: NEWSLETTER_CONSENT.version,
  })
  if (error) throw toAppError(error)
}
