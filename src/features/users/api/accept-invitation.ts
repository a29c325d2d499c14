import { useMutation } from '@tanstack/react-query'
import { paths } from '@/config/paths'
import { supabase } from '@/lib/supabase'
import { ephemeralClient } from '@/lib/supabase-ephemeral'

export interface AcceptInvitationInput {
  email: string
  password: string
  full_name: string
}

/**
 * - `signed-in`: the account exists and this browser is signed in to it;
 * - `sign-in`: the account exists, but signing in here failed: the person signs in on /admin/auth;
 * - `confirm-email`: Auth confirms e-mails first (the link arrives by e-mail).
 */
export type AcceptInvitationResult = 'signed-in' | 'sign-in' | 'confirm-email'

/**
 * Creates the invited person's account. A throw-away client signs up (as /admin/auth does), so a
 * refusal leaves this browser's session alone; Auth lets the sign-up in only for an e-mail with a
 * pending invitation, and the database gives the account the invitation's role.
 */
export async function acceptInvitation({
  email,
  password,
  full_name,
}: AcceptInvitationInput): Promise<AcceptInvitationResult> {
  const { data, error } = await ephemeralClient().auth.signUp({
    email,
    password,
    options: { data: { full_name }, emailRedirectTo: `${window.location.origin}${paths.authCallback.href()}` },
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
