// The signed-in person's authenticator apps, through supabase-js's auth.mfa API (Auth keeps them;
// the database never sees a secret). docs/decisions/060-staff-mfa-in-the-database.md.
import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { authErrorMessage } from '@/lib/auth/auth-messages'
import { AppError } from '@/lib/errors'
import { env } from '@/lib/env'
import { profileKeys } from '@/lib/query-keys'
import { supabase } from '@/lib/supabase'

const fail = (error: unknown) => new AppError('auth', authErrorMessage(error))

export const mfaFactorsQuery = (userId: string) =>
  queryOptions({
    queryKey: profileKeys.mfaFactors(userId),
    queryFn: async () => {
      const { data, error } = await supabase.auth.mfa.listFactors()
      if (error) throw fail(error)
      return data.totp
    },
  })

export interface PendingFactor {
  id: string
  /** An SVG image as a data: URL, made by Auth. */
  qrCode: string
  secret: string
}

/** A new, unverified TOTP factor: the app is set up with its QR code or secret, then a code verifies it. */
export async function enrolTotpFactor(friendlyName: string): Promise<PendingFactor> {
  const { data, error } = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName, issuer: env.siteName })
  if (error) throw fail(error)
  return { id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret }
}

/** Drops a factor (an abandoned enrolment, or one removed after a fresh code), then reads the session again. */
export async function removeFactor(factorId: string): Promise<void> {
  const { error } = await supabase.auth.mfa.unenroll({ factorId })
  if (error) throw fail(error)
  // The user in the stored session still lists the factor (and Auth may have lowered the session's level).
  await supabase.auth.refreshSession()
}

export function useInvalidateMfaFactors(userId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: profileKeys.mfaFactors(userId) })
}
