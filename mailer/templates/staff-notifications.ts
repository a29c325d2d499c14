// `staff_notifications`: queued by run_newsroom_jobs() (supabase/migrations/20250101124300_newsroom.sql)
// with {digest, items: [{kind, post_id, post_title, note_id, actor_name, created_at}]} — one e-mail for a
// burst of a person's notifications, or their daily digest. Each item links to its post in the back office
// (a note's, to the note); the footer links to where the person changes which notices come by e-mail.
import { escapeHtml, oneLine } from './escape-html.ts'
import { button, heading, paragraph, plainTextEmail, renderLayout } from './layout.ts'
import { formatBrasiliaDateTime } from './staff-invitation.ts'
import { optionalLine, TemplateError, type RenderedEmail, type TemplateContext } from './template-error.ts'

/** What happened, said to the person it happened for; `who` and `post` arrive escaped for HTML or plain. */
const SENTENCES = {
  post_submitted: (who: string, post: string) => `${who} enviou ${post} para revisão.`,
  post_returned: (who: string, post: string) => `${who} devolveu ${post} ao autor, com uma nota.`,
  note_mention: (who: string, post: string) => `${who} mencionou você em uma nota em ${post}.`,
  assignment: (who: string, post: string) => `${who} atribuiu ${post} a você.`,
  technical_review_requested: (who: string, post: string) => `${who} pediu a sua revisão técnica de ${post}.`,
  review_due: (_who: string, post: string) => `A revisão técnica de ${post} vence em até 7 dias.`,
  post_live: (_who: string, post: string) => `${post} foi publicado.`,
  page_build_failed: (_who: string, post: string) =>
    `A página pública de ${post} não foi gerada: o post agendado ainda não aparece no site.`,
  reference_retracted: (_who: string, post: string) =>
    `Um estudo citado em ${post} foi retratado: revise a referência em "Referências com problema" no painel.`,
} as const

export type NotificationKind = keyof typeof SENTENCES

export interface NotificationItem {
  kind: NotificationKind
  post_id: string | null
  post_title: string | null
  note_id: string | null
  actor_name: string | null
  created_at: string
}

export interface StaffNotificationsPayload {
  digest: boolean
  items: NotificationItem[]
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function optionalId(item: Record<string, unknown>, key: string): string | null {
  const value = item[key]
  if (value === null || value === undefined) return null
  if (typeof value !== 'string' || !UUID.test(value))
    throw new TemplateError(`staff_notifications: "${key}" must be a UUID or null`)
  return value.toLowerCase()
}

function parseItem(raw: unknown): NotificationItem {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new TemplateError('staff_notifications: every item must be an object')
  const item = raw as Record<string, unknown>
  if (typeof item.kind !== 'string' || !Object.hasOwn(SENTENCES, item.kind))
    throw new TemplateError(`staff_notifications: unknown kind ${JSON.stringify(item.kind)}`)
  if (typeof item.created_at !== 'string' || Number.isNaN(Date.parse(item.created_at)))
    throw new TemplateError('staff_notifications: "created_at" must be an ISO date')
  return {
    kind: item.kind as NotificationKind,
    post_id: optionalId(item, 'post_id'),
    post_title: optionalLine('staff_notifications', item, 'post_title'),
    note_id: optionalId(item, 'note_id'),
    actor_name: optionalLine('staff_notifications', item, 'actor_name'),
    created_at: item.created_at,
  }
}

/** Checks what the database queued: a payload without items can never be sent (permanent failure). */
export function parseStaffNotificationsPayload(payload: unknown): StaffNotificationsPayload {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload))
    throw new TemplateError('staff_notifications: the payload must be an object')
  const p = payload as Record<string, unknown>
  if (!Array.isArray(p.items) || p.items.length === 0)
    throw new TemplateError('staff_notifications: "items" must be a non-empty list')
  return { digest: p.digest === true, items: p.items.map(parseItem) }
}

const adminUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/+$/, '')}${path}`

/** The post in the editor; a note's notice opens the editor at the note. */
function itemUrl(siteUrl: string, item: NotificationItem): string {
  if (!item.post_id) return adminUrl(siteUrl, '/admin/notificacoes')
  const post = `/admin/posts/${encodeURIComponent(item.post_id)}`
  return adminUrl(siteUrl, item.note_id ? `${post}?nota=${encodeURIComponent(item.note_id)}` : post)
}

/** Where each person chooses, per kind, "No app", "No app e por e-mail" or "Resumo diário". */
export const preferencesUrl = (siteUrl: string) => adminUrl(siteUrl, '/admin/notificacoes#preferencias')

function sentence(item: NotificationItem, format: (text: string) => string, quote: (title: string) => string) {
  const who = format(item.actor_name ?? 'Alguém da equipe')
  const post = quote(format(item.post_title ?? 'um post'))
  return SENTENCES[item.kind](who, post)
}

function subjectOf({ digest, items }: StaffNotificationsPayload, site: string): string {
  if (digest) return `Resumo diário da redação do ${site}`
  if (items.length > 1) return `${items.length} novidades na redação do ${site}`
  return sentence(
    items[0],
    (text) => text,
    (title) => `“${title}”`,
  ).replace(/\.$/, '')
}

export function renderStaffNotifications(payload: unknown, context: TemplateContext): RenderedEmail {
  const notice = parseStaffNotificationsPayload(payload)
  const site = oneLine(context.siteName)
  const subject = subjectOf(notice, site)
  const intro = notice.digest
    ? 'O que aconteceu na redação desde o último resumo:'
    : notice.items.length > 1
      ? 'Aconteceram algumas coisas na redação que envolvem você:'
      : 'Aconteceu algo na redação que envolve você:'
  const choices = 'Você recebe este e-mail porque faz parte da equipe. Para escolher o que chega por e-mail:'
  const choicesUrl = preferencesUrl(context.siteUrl)

  const htmlItems = notice.items.map((item) => {
    const text = sentence(item, escapeHtml, (title) => `<strong>“${title}”</strong>`)
    const when = escapeHtml(formatBrasiliaDateTime(item.created_at))
    const link = escapeHtml(itemUrl(context.siteUrl, item))
    return `<li style="margin:0 0 12px;">${text}<br><span class="email-muted" style="font-size:14px;color:#4b5563;">${when} · <a href="${link}" target="_blank" class="email-link" style="color:#166534;">Abrir</a></span></li>`
  })
  const html = renderLayout({
    title: subject,
    preheader: intro,
    siteName: site,
    siteUrl: context.siteUrl,
    content: [
      heading(subject),
      paragraph(escapeHtml(intro)),
      `<ul style="margin:0 0 16px;padding-left:20px;">\n${htmlItems.join('\n')}\n</ul>`,
      button(adminUrl(context.siteUrl, '/admin'), 'Abrir o painel'),
    ].join('\n'),
    footer: `${escapeHtml(choices)} <a href="${escapeHtml(choicesUrl)}" target="_blank" class="email-link" style="color:#166534;text-decoration:underline;">preferências de notificação</a>.`,
  })

  const text = plainTextEmail(
    [
      intro,
      '',
      ...notice.items.flatMap((item) => [
        `- ${sentence(
          item,
          (value) => value,
          (title) => `“${title}”`,
        )}`,
        `  ${formatBrasiliaDateTime(item.created_at)}: ${itemUrl(context.siteUrl, item)}`,
      ]),
      '',
      `${choices} ${choicesUrl}`,
    ],
    [site, context.siteUrl],
  )

  return { subject, html, text }
}
