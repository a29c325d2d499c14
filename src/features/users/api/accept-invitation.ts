import { useMutation } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { supabase } from '@/lib/supabase'
import { ephemeralClient } from '@/lib/supabase-ephemeral'

export interface AcceptInvitationInput {
  email: string
  password: string
  full_name: string
  /** The secret of the invitation's link: the database lets the sign-up in only with it. */
  secret: string
}

/**
 * - `signed-in`: the account exists and this browser is signed in to it;
 * - `sign-in`: the account exists, but signing in here failed: the person signs in on /admin/auth;
 * - `confirm-email`: Auth confirms e-mails first (the link arrives by e-mail).
 */
export type AcceptInvitationResult = 'signed-in' | 'sign-in' | 'confirm-email'

/**
 * Creates the invited person's account. A throw-away client signs up, so a refusal leaves this
 * browser's session alone. The link's secret goes in the sign-up's metadata, where Auth's hook and the
 * profile trigger read it: they let the sign-up in only with the secret of a pending invitation for
 * this e-mail, give the account the invitation's role, and then erase the secret from the account.
 */
export async function acceptInvitation({
  email,
  password,
  full_name,
  secret,
}: AcceptInvitationInput): Promise<AcceptInvitationResult> {
  const { data, error } = await ephemeralClient().auth.signUp({
    email,
    password,
    options: {
      data: { full_name, invitation_secret: secret },
      emailRedirectTo: `${window.location.origin}${paths.authCallback.href()}`,
    },
  })
  if (error) throw error
  if (!data.session) return 'confirm-email'
  const { error: sessionError } = await supabase.auth.setSession({
    access_token: data.session.access_token,
    refresh_token: data.session.refresh_token,
  })
  return sessionError ? 'sign-in' : 'signed-in'
}

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation, retry: false })
