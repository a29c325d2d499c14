import { queryOptions, useQuery } from '@tanstack/react-query'
import { invitationKeys } from '@/lib/query-keys'
import type { InvitationPreview } from '@/features/users/api/invitation-types'
import { toAppError } from '@/lib/errors'
import { supabase } from '@/lib/supabase'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The invitation behind a link, or null when there is none (a mistyped or cut link included). */
export async function getInvitationPreview(id: string): Promise<InvitationPreview | null> {
  // Not a uuid: the database would answer "invalid input syntax"; no invitation has that id.
  if (!UUID.test(id)) return null
  const { data, error } = await supabase.rpc('staff_invitation_preview', { p_id: id })
  if (error) throw toAppError(error)
  return (data as InvitationPreview | null) ?? null
}

export const invitationPreviewQuery = (id: string) =>
  // Always read fresh: the invitation may have been revoked or resent since the page was opened.
  queryOptions({ queryKey: invitationKeys.preview(id), queryFn: () => getInvitationPreview(id), staleTime: 0 })

export const useInvitationPreview = (id: string) => useQuery(invitationPreviewQuery(id))
