import { useMutation } from '@tanstack/react-query'
import { toAppError } from '@/lib/errors'
import { publicDb } from '@/lib/public-db'

export type ConfirmResult = 'confirmed' | 'already-confirmed'

/** Opens the e-mailed confirmation link; an expired or unknown link fails with hint `expired` / `invalid`. */
export async function confirmNewsletter(token: string): Promise<ConfirmResult> {
  const { data, error } = await publicDb.rpc('confirm_newsletter', { p_token: token })
  if (error) throw toAppError(error)
  return data === 'already-confirmed' ? 'already-confirmed' : 'confirmed'
}

/** "Reenviar confirmação": a new link to the address of this (expired) one. */
export async function resendNewsletterConfirmation(token: string): Promise<void> {
  const { error } = await publicDb.rpc('resend_newsletter_confirmation', { p_token: token })
  if (error) throw toAppError(error)
}

/** The unsubscribe link of every newsletter e-mail: effective at once. */
export async function unsubscribeNewsletter(token: string): Promise<void> {
  const { error } = await publicDb.rpc('unsubscribe_newsletter', { p_token: token })
  if (error) throw toAppError(error)
}

export const useConfirmNewsletter = () => useMutation({ mutationFn: confirmNewsletter })
export const useResendNewsletterConfirmation = () => useMutation({ mutationFn: resendNewsletterConfirmation })
export const useUnsubscribeNewsletter = () => useMutation({ mutationFn: unsubscribeNewsletter })
