// Words the product shows for states stored in the database, shared by the screens that list them
// and by the audit log (docs/product-guide.md).
import type { PostStatus } from '@/lib/post-status'

export const POST_STATUS_LABELS: Record<PostStatus, string> = {
  draft: 'Rascunho',
  review: 'Em Revisão',
  scheduled: 'Agendado',
  published: 'Publicado',
}

/** Computed by the database (`staff_invitation_state`): accepted and revoked win over expired. */
export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired'

export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  pending: 'pendente',
  accepted: 'aceito',
  expired: 'expirado',
  revoked: 'revogado',
}

/** The five groups a visit's origin falls in (public.audience_source), in the report's order. */
export const AUDIENCE_SOURCES = ['busca', 'redes_sociais', 'newsletter', 'direto', 'outros_sites'] as const
export type AudienceSource = (typeof AUDIENCE_SOURCES)[number]

export const AUDIENCE_SOURCE_LABELS: Record<AudienceSource, string> = {
  busca: 'Busca',
  redes_sociais: 'Redes sociais',
  newsletter: 'Newsletter',
  direto: 'Direto',
  outros_sites: 'Outros sites',
}
