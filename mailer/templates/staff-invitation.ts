// `staff_invitation`: queued by invite_staff() and resend_staff_invitation()
// (supabase/migrations/20250101122400_staff_invitations.sql, 20250101123900_invitation_secret.sql) with
// {invitation_id, invitation_secret, role, full_name, invited_by_name, expires_at}. The link opens the
// SPA's /admin/convite/<invitation_id>#<invitation_secret>, where the person chooses a password; the
// secret rides in the fragment, which browsers never send to a server (no access log, no Referer).
import { TZDate } from '@date-fns/tz'
import { format, isValid, parseISO } from 'date-fns'
import { ptBR } from 'date-fns/locale/pt-BR'
import { escapeHtml, oneLine } from './escape-html.ts'
import { button, fallbackLink, heading, paragraph, plainTextEmail, renderLayout } from './layout.ts'
import { optionalLine, TemplateError, type RenderedEmail, type TemplateContext } from './template-error.ts'

/** The blog's time zone (as src/features/posts/utils/schedule-time.ts): Brasília time for every reader. */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo'

export const ROLE_LABELS = { author: 'Autor', editor: 'Editor', admin: 'Administrador' } as const
export type StaffRole = keyof typeof ROLE_LABELS

export interface StaffInvitationPayload {
  invitation_id: string
  /** The link's secret (base64url, 256 bits): only this e-mail carries it; the database keeps its hash. */
  invitation_secret: string
  role: StaffRole
  full_name: string | null
  invited_by_name: string | null
  expires_at: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const LINK_SECRET = /^[A-Za-z0-9_-]{43}$/

/** Checks what the database queued: a payload without these fields can never be sent (permanent failure). */
export function parseStaffInvitationPayload(payload: unknown): StaffInvitationPayload {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    throw new TemplateError('staff_invitation: the payload must be an object')
  const p = payload as Record<string, unknown>
  if (typeof p.invitation_id !== 'string' || !UUID.test(p.invitation_id)) {
    throw new TemplateError('staff_invitation: "invitation_id" must be a UUID')
  }
  if (typeof p.invitation_secret !== 'string' || !LINK_SECRET.test(p.invitation_secret)) {
    // A message queued before the link secret existed (or whose secret was erased): its link would not
    // work, so it is never sent; the admin resends the invitation.
    throw new TemplateError('staff_invitation: "invitation_secret" must be the link secret (43 base64url characters)')
  }
  if (typeof p.role !== 'string' || !Object.hasOwn(ROLE_LABELS, p.role)) {
    throw new TemplateError(`staff_invitation: unknown role ${JSON.stringify(p.role)}`)
  }
  if (typeof p.expires_at !== 'string' || !isValid(parseISO(p.expires_at))) {
    throw new TemplateError('staff_invitation: "expires_at" must be an ISO date')
  }
  return {
    invitation_id: p.invitation_id.toLowerCase(),
    invitation_secret: p.invitation_secret,
    role: p.role as StaffRole,
    full_name: optionalLine('staff_invitation', p, 'full_name'),
    invited_by_name: optionalLine('staff_invitation', p, 'invited_by_name'),
    expires_at: p.expires_at,
  }
}

/** "22 de março de 2025, às 11:30 (horário de Brasília)", whatever the server's time zone. */
export function formatBrasiliaDateTime(iso: string): string {
  const local = new TZDate(parseISO(iso).getTime(), BRASILIA_TIME_ZONE)
  return `${format(local, "d 'de' MMMM 'de' yyyy, 'às' HH:mm", { locale: ptBR })} (horário de Brasília)`
}

export function invitationUrl(siteUrl: string, invitationId: string, secret: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/admin/convite/${encodeURIComponent(invitationId)}#${encodeURIComponent(secret)}`
}

/** The link alone creates the account: the invitee should not pass it on. */
const PERSONAL = 'O link é pessoal e serve para um único cadastro: não o encaminhe.'

export function renderStaffInvitation(payload: unknown, context: TemplateContext): RenderedEmail {
  const invitation = parseStaffInvitationPayload(payload)
  const site = oneLine(context.siteName)
  const role = ROLE_LABELS[invitation.role]
  const link = invitationUrl(context.siteUrl, invitation.invitation_id, invitation.invitation_secret)
  const validUntil = formatBrasiliaDateTime(invitation.expires_at)
  const subject = `Convite para a equipe do ${site}`
  const greeting = invitation.full_name ? `Olá, ${invitation.full_name}!` : 'Olá!'
  const invitedText = (who: string | null, siteText: string, roleText: string) =>
    who
      ? `${who} convidou você para fazer parte da equipe do ${siteText} com a função de ${roleText}.`
      : `Você recebeu um convite para fazer parte da equipe do ${siteText} com a função de ${roleText}.`
  const ignore =
    'Se você não esperava este convite, pode ignorar este e-mail: sem aceitar o convite, nenhuma conta é criada.'

  const html = renderLayout({
    title: subject,
    preheader: invitedText(invitation.invited_by_name, site, role),
    siteName: site,
    siteUrl: context.siteUrl,
    content: [
      heading(subject),
      paragraph(escapeHtml(greeting)),
      paragraph(
        invitedText(
          invitation.invited_by_name && escapeHtml(invitation.invited_by_name),
          escapeHtml(site),
          `<strong>${escapeHtml(role)}</strong>`,
        ),
      ),
      paragraph('Para aceitar, abra o convite e escolha a sua senha:'),
      button(link, 'Aceitar convite'),
      paragraph('Se o botão não funcionar, copie este endereço no navegador:', { small: true, muted: true }),
      fallbackLink(link),
      paragraph(`O convite vale até <strong>${escapeHtml(validUntil)}</strong>. ${escapeHtml(PERSONAL)}`),
      paragraph(escapeHtml(ignore), { small: true, muted: true }),
    ].join('\n'),
  })

  const text = plainTextEmail(
    [
      greeting,
      '',
      invitedText(invitation.invited_by_name, site, role),
      '',
      'Para aceitar, abra o convite e escolha a sua senha:',
      link,
      '',
      `O convite vale até ${validUntil}. ${PERSONAL}`,
      '',
      ignore,
    ],
    [site, context.siteUrl],
  )

  return { subject, html, text }
}
