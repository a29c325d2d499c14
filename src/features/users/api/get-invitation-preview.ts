import { queryOptions, useQuery } from '@tanstack/react-query'
import { invitationKeys } from '@/lib/query-keys'
import type { InvitationPreview } from '@/features/users/api/invitation-types'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The secret an invitation link carries in its fragment (`/admin/convite/<id>#<secret>`, which no
 * server ever receives), or '' when the address has none (a link from before decision 036, or cut).
 */
export function invitationSecretFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, '')).trim()
  } catch {
    return ''
  }
}

/**
 * The invitation behind a link, or null when there is none: the database answers only for the id
 * together with its link's current secret (a mistyped, cut, forged or replaced link included).
 */
export async function getInvitationPreview(id: string, secret: string): Promise<InvitationPreview | null> {
  // Not a uuid: the database would answer "invalid input syntax"; no invitation has that id.
  if (!UUID.test(id) || !secret) return null
  const { data, error } = await supabase.rpc('staff_invitation_preview', { p_id: id, p_secret: secret })
  if (error) throw toAppError(error)
  return (data as InvitationPreview | null) ?? null
}

export const invitationPreviewQuery = (id: string, secret: string) =>
  // Always read fresh: the invitation may have been revoked or resent since the page was opened.
  queryOptions({
    queryKey: invitationKeys.preview(id, secret),
    queryFn: () => getInvitationPreview(id, secret),
    staleTime: 0,
  })

export const useInvitationPreview = (id: string, secret: string) => useQuery(invitationPreviewQuery(id, secret))
