import type { AuditEntry } from '@/features/audit/api/get-audit-log'
import { ROLE_LABELS } from '@/lib/auth/profile'
import { COMPLIANCE_CATEGORY_LABELS, type ComplianceCategory } from '@/lib/compliance/pack'
import { POST_STATUS_LABELS } from '@/config/labels'
import { INVITATION_STATE_LABELS } from '@/config/labels'
import type { Json } from '@/lib/database.types'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'

/** Every action the database's audit triggers write, in pt-BR, in the order the "Ação" filter lists them. */
const ACTION_LABELS: Record<string, string> = {
  'post.created': 'Post criado',
  'post.submitted': 'Post enviado para revisão',
  'post.returned_to_draft': 'Post voltou para rascunho',
  'post.published': 'Post publicado',
  'post.scheduled': 'Post agendado',
  'post.unpublished': 'Post retirado de publicação',
  'post.featured': 'Post destacado na página inicial',
  'post.unfeatured': 'Destaque removido',
  'post.deleted': 'Post excluído',
  'post.reviewed': 'Revisão técnica registrada',
  'post.assigned': 'Responsáveis ou prazo do post alterados',
  'post.page_build_failed': 'Falha ao gerar a página pública do post',
  'post.slug_normalized': 'Slug do post corrigido pela regra de slugs',
  'compliance.override': 'Publicação apesar de alertas de conformidade',
  'compliance.newsletter_override': 'Envio por e-mail apesar de alertas de conformidade',
  'newsletter.send_requested': 'Envio da newsletter pedido',
  'newsletter.sent': 'Newsletter enviada aos assinantes',
  'newsletter.subscriber_deleted': 'Assinante da newsletter excluído',
  'category.created': 'Categoria criada',
  'category.updated': 'Categoria alterada',
  'category.deleted': 'Categoria excluída',
  'category.slug_normalized': 'Slug da categoria corrigido pela regra de slugs',
  'glossary.created': 'Termo do glossário criado',
  'glossary.updated': 'Termo do glossário alterado',
  'glossary.deleted': 'Termo do glossário excluído',
  'menu.item_created': 'Item do menu criado',
  'menu.item_updated': 'Item do menu alterado',
  'menu.item_deleted': 'Item do menu excluído',
  'menu.reordered': 'Menu reordenado',
  'user.created': 'Usuário criado',
  'user.role_changed': 'Função alterada',
  'user.deleted': 'Usuário excluído',
  'user.registry_verified': 'Registro profissional verificado',
  'user.registry_unverified': 'Verificação do registro desfeita (registro alterado)',
  'user.registry_changed': 'Registro profissional alterado',
  'user.mfa_reset': 'Verificação em duas etapas redefinida',
  'invitation.created': 'Convite enviado',
  'invitation.resent': 'Convite reenviado',
  'invitation.revoked': 'Convite revogado',
  'invitation.accepted': 'Convite aceito',
  'settings.updated': 'Configuração alterada',
}

/** The "Ação" filter's groups: the actions on each kind of item (the action's name before the dot). */
const GROUP_LABELS: Record<string, string> = {
  post: 'Posts',
  compliance: 'Conformidade',
  newsletter: 'Newsletter',
  category: 'Categorias',
  glossary: 'Glossário',
  menu: 'Menu',
  user: 'Usuários',
  invitation: 'Convites',
  settings: 'Preferências do site',
}

export const AUDIT_ACTION_GROUPS = Object.entries(GROUP_LABELS).map(([kind, label]) => ({
  label,
  actions: Object.entries(ACTION_LABELS)
    .filter(([value]) => value.startsWith(`${kind}.`))
    .map(([value, label]) => ({ value, label })),
}))

export const isAuditAction = (value: string | null): value is string => value !== null && value in ACTION_LABELS

/** The action in pt-BR; one the screen does not know yet shows as the database wrote it. */
export const auditActionLabel = (action: string) => ACTION_LABELS[action] ?? action

/** Status words per kind of item (the triggers write the role as a user's status, on/off for settings, ...). */
const STATUS_LABELS: Record<string, Record<string, string>> = {
  post: POST_STATUS_LABELS,
  user: ROLE_LABELS,
  invitation: INVITATION_STATE_LABELS,
  category: { active: 'ativa', inactive: 'inativa' },
  menu_item: { active: 'ativo', inactive: 'inativo' },
  settings: { on: 'ligado', off: 'desligado' },
}

export const auditStatusLabel = (entityType: string, status: string) => STATUS_LABELS[entityType]?.[status] ?? status

/** "Rascunho → Publicado", "— → Autor" (created), "Publicado → —" (deleted); null when neither is known. */
export function auditStatusChange(
  entry: Pick<AuditEntry, 'entity_type' | 'status_before' | 'status_after'>,
): string | null {
  const { entity_type: type, status_before: before, status_after: after } = entry
  if (!before && !after) return null
  const show = (status: string | null) => (status ? auditStatusLabel(type, status) : '—')
  return `${show(before)} → ${show(after)}`
}

/** Who made the change: the name the log kept, "Sistema" for the database itself or a server tool. */
export const auditActorLabel = (entry: Pick<AuditEntry, 'actor_id' | 'actor_name'>) =>
  entry.actor_id ? entry.actor_name || 'Pessoa removida' : 'Sistema'

const COLUMN_LABELS: Record<string, string> = {
  name: 'nome',
  slug: 'slug',
  description: 'descrição',
  color: 'cor',
  is_active: 'ativação',
  label: 'texto',
  href: 'link',
  position: 'posição',
  term: 'termo',
  variants: 'variantes',
  definition: 'definição',
  source_url: 'fonte',
  source_title: 'título da fonte',
  source_publisher: 'publicado por',
}

function asObject(value: Json | undefined): Record<string, Json | undefined> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : null
}

const asText = (value: Json | undefined) => (typeof value === 'string' && value.trim() ? value.trim() : null)
const asTexts = (value: Json | undefined) =>
  Array.isArray(value) ? value.map((item) => asText(item)).filter((item): item is string => item !== null) : []

/**
 * The pt-BR name of one compliance finding as the database stores it (compliance_findings_for_post;
 * src/lib/compliance/post-compliance.ts, StoredFinding): its label, else its category's, else its rule id.
 */
function findingLabel(finding: Json): string | null {
  const item = asObject(finding)
  if (!item) return asText(finding)
  const label = asText(item.label)
  if (label) return label
  const category = asText(item.category)
  if (category && category in COMPLIANCE_CATEGORY_LABELS)
    return COMPLIANCE_CATEGORY_LABELS[category as ComplianceCategory]
  return asText(item.ruleId)
}

/** A declared registry as the log keeps it ({council, uf, number, rqe, specialty}): "CRM-SP 123456, RQE 4567, Neurologia"; "—" when none. */
function registryText(value: Json | undefined): string {
  const item = asObject(value)
  if (!item) return '—'
  const council = [asText(item.council), asText(item.uf)].filter(Boolean).join('-')
  const rqe = asText(item.rqe)
  const parts = [
    [council, asText(item.number)].filter(Boolean).join(' '),
    rqe ? `RQE ${rqe}` : null,
    asText(item.specialty),
  ]
  return parts.filter(Boolean).join(', ') || '—'
}

/** The details worth reading next to an entry, as "Label: value" lines (none when there is nothing useful). */
export function auditDetails(entry: Pick<AuditEntry, 'action' | 'details'>): Array<{ label: string; value: string }> {
  const details = asObject(entry.details)
  if (!details) return []
  const lines: Array<{ label: string; value: string }> = []
  const add = (label: string, value: string | null) => {
    if (value) lines.push({ label, value })
  }

  switch (entry.action) {
    case 'compliance.override':
    case 'compliance.newsletter_override': {
      add('Justificativa', asText(details.justification))
      const findings = Array.isArray(details.findings) ? details.findings : []
      const labels = [...new Set(findings.map(findingLabel).filter((label): label is string => label !== null))]
      add('Alertas', labels.join(', ') || null)
      break
    }
    case 'post.reviewed': {
      // Calendar days as the database stores them ("2026-11-12"), shown as "12/11/2026".
      const day = (value: Json | undefined) => asText(value)?.split('-').reverse().join('/') ?? null
      add('Revisor', [asText(details.reviewer), asText(details.registry)].filter(Boolean).join(', ') || null)
      add('Revisado em', day(details.reviewed_on))
      add('Próxima revisão', day(details.next_review_on))
      break
    }
    case 'user.registry_verified':
    case 'user.registry_unverified': {
      const rqe = asText(details.rqe)
      add(
        'Registro',
        [asText(details.registry), rqe ? `RQE ${rqe}` : null, asText(details.specialty)].filter(Boolean).join(', ') ||
          null,
      )
      break
    }
    case 'user.registry_changed':
      add('Antes', registryText(details.before))
      add('Depois', registryText(details.after))
      break
    case 'newsletter.sent':
      add('Destinatários', typeof details.recipients === 'number' ? details.recipients.toLocaleString('pt-BR') : null)
      break
    case 'newsletter.subscriber_deleted':
      // The address itself is not kept (an erasure request): its hash, as in the consent history.
      add('Endereço (hash)', asText(details.email_hash))
      break
    case 'user.mfa_reset':
      add('Fatores removidos', typeof details.factors === 'number' ? String(details.factors) : null)
      break
    case 'post.assigned':
      add('Editor', asText(details.editor) ?? '—')
      add('Revisor técnico', asText(details.technical_reviewer) ?? '—')
      add('Prazo', asText(details.due_at) ? formatBrasiliaDateTime(asText(details.due_at)) : '—')
      break
    case 'post.page_build_failed':
      add('Erro', asText(details.error))
      break
    case 'post.scheduled':
      add('Publicação em', asText(details.published_at) ? formatBrasiliaDateTime(asText(details.published_at)) : null)
      break
    case 'category.updated': {
      const changed = asTexts(details.changed)
      add('Alterado', changed.map((column) => COLUMN_LABELS[column] ?? column).join(', ') || null)
      if (changed.includes('name')) add('Nome anterior', asText(details.previous_name))
      break
    }
    case 'glossary.updated': {
      const changed = asTexts(details.changed)
      add('Alterado', changed.map((column) => COLUMN_LABELS[column] ?? column).join(', ') || null)
      if (changed.includes('term')) add('Termo anterior', asText(details.previous_term))
      break
    }
    case 'menu.item_updated': {
      const changed = asTexts(details.changed)
      add('Alterado', changed.map((column) => COLUMN_LABELS[column] ?? column).join(', ') || null)
      add('Link', asText(details.href))
      break
    }
    case 'post.slug_normalized':
    case 'category.slug_normalized':
      add('Slug anterior', asText(details.previous_slug))
      add('Novo slug', asText(details.slug))
      break
    case 'menu.item_created':
    case 'menu.item_deleted':
      add('Link', asText(details.href))
      break
    case 'menu.reordered':
      add('Nova ordem', asTexts(details.order).join(', ') || null)
      break
    case 'invitation.created':
    case 'invitation.resent':
    case 'invitation.revoked':
    case 'invitation.accepted': {
      const role = asText(details.role)
      add('Função', role ? auditStatusLabel('user', role) : null)
      break
    }
  }
  return lines
}
