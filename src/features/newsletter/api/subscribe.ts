import { useMutation } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

export type SubscribeResult = 'subscribed' | 'already-subscribed'

/** Stores a newsletter subscription (docs/product-guide.md#public-site). Anon may insert but not read, hence no return. */
export async function subscribeToNewsletter(email: string, source: string): Promise<SubscribeResult> {
  const { error } = await publicDb.from('newsletter_subscribers').insert({ email: email.trim(), source })
  if (!error) return 'subscribed'
  if (error.code === '23505') return 'already-subscribed'
  throw toAppError(error)
}

export const useSubscribeToNewsletter = (source: string) =>
  useMutation({ mutationFn: (email: string) => subscribeToNewsletter(email, source) })
