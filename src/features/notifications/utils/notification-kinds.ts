import type { Database } from '@/lib/database.types'

/** What the database notifies of (public.is_notification_kind in the newsroom migration). */
export const NOTIFICATION_KINDS = [
  'post_submitted',
  'post_returned',
  'note_mention',
  'assignment',
  'technical_review_requested',
  'review_due',
  'post_live',
  'page_build_failed',
  'reference_retracted',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

export type Delivery = Database['public']['Tables']['notification_preferences']['Row']['delivery']
export const DELIVERIES: { value: Delivery; label: string }[] = [
  { value: 'app', label: 'No app' },
  { value: 'app_email', label: 'No app e por e-mail' },
  { value: 'daily_digest', label: 'Resumo diário' },
]
/** No row in notification_preferences: the bell and a (grouped) e-mail. */
export const DEFAULT_DELIVERY: Delivery = 'app_email'

/** Each kind as the preferences list names it. */
export const KIND_LABELS: Record<NotificationKind, string> = {
  post_submitted: 'Post enviado para revisão',
  post_returned: 'Post devolvido ao autor',
  note_mention: 'Menção em uma nota',
  assignment: 'Post atribuído a você',
  technical_review_requested: 'Revisão técnica pedida a você',
  review_due: 'Revisão técnica vencendo em até 7 dias',
  post_live: 'Post agendado que foi ao ar',
  page_build_failed: 'Página pública de um post agendado que não foi gerada',
  reference_retracted: 'Estudo citado em um post publicado que foi retratado',
}

/** One line of the bell: who did what to which post (the e-mail says the same in mailer/templates). */
export function notificationText(kind: NotificationKind, who: string | null, title: string | null): string {
  const actor = who ?? 'Alguém da equipe'
  const post = `“${title ?? 'post removido'}”`
  switch (kind) {
    case 'post_submitted':
      return `${actor} enviou ${post} para revisão`
    case 'post_returned':
      return `${actor} devolveu ${post} com uma nota`
    case 'note_mention':
      return `${actor} mencionou você em uma nota em ${post}`
    case 'assignment':
      return `${actor} atribuiu ${post} a você`
    case 'technical_review_requested':
      return `${actor} pediu a sua revisão técnica de ${post}`
    case 'review_due':
      return `A revisão técnica de ${post} vence em até 7 dias`
    case 'post_live':
      return `${post} foi publicado`
    case 'page_build_failed':
      return `A página pública de ${post} não foi gerada`
    case 'reference_retracted':
      return `Um estudo citado em ${post} foi retratado`
  }
}
