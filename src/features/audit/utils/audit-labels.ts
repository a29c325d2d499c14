import type { AuditEntry } from '@/features/audit/api/get-audit-log'
import { ROLE_LABELS } from '@/lib/auth/profile'
import { COMPLIANCE_CATEGORY_LABELS, type ComplianceCategory } from '@/lib/compliance/pack'
import { POST_STATUS_LABELS } from '@/config/labels'
import { INVITATION_STATE_LABELS } from '@/config/labels'
import type { Json } from '@/lib/database.types'
import { formatBrasiliaDateTime } from '@/lib/brasilia-time'

/** Every action the database's audit triggers write, grouped as the "Ação" filter shows them. */
export const AUDIT_ACTION_GROUPS: ReadonlyArray<{
  label: string
  actions: ReadonlyArray<{ value: string; label: string }>
}> = [
  {
    label: 'Posts',
    actions: [
      { value: 'post.created', label: 'Post criado' },
      { value: 'post.submitted', label: 'Post enviado para revisão' },
      { value: 'post.returned_to_draft', label: 'Post voltou para rascunho' },
      { value: 'post.published', label: 'Post publicado' },
      { value: 'post.scheduled', label: 'Post agendado' },
      { value: 'post.unpublished', label: 'Post retirado de publicação' },
      { value: 'post.featured', label: 'Post destacado na página inicial' },
      { value: 'post.unfeatured', label: 'Destaque removido' },
      { value: 'post.deleted', label: 'Post excluído' },
      { value: 'post.reviewed', label: 'Revisão técnica registrada' },
      { value: 'post.slug_normalized', label: 'Slug do post corrigido pela regra de slugs' },
    ],
  },
  {
    label: 'Conformidade',
    actions: [{ value: 'compliance.override', label: 'Publicação apesar de alertas de conformidade' }],
  },
  {
    label: 'Categorias',
    actions: [
      { value: 'category.created', label: 'Categoria criada' },
      { value: 'category.updated', label: 'Categoria alterada' },
      { value: 'category.deleted', label: 'Categoria excluída' },
      { value: 'category.slug_normalized', label: 'Slug da categoria corrigido pela regra de slugs' },
    ],
  },
  {
    label: 'Menu',
    actions: [
      { value: 'menu.item_created', label: 'Item do menu criado' },
      { value: 'menu.item_updated', label: 'Item do menu alterado' },
      { value: 'menu.item_deleted', label: 'Item do menu excluído' },
      { value: 'menu.reordered', label: 'Menu reordenado' },
    ],
  },
  {
    label: 'Usuários',
    actions: [
      { value: 'user.created', label: 'Usuário criado' },
      { value: 'user.role_changed', label: 'Função alterada' },
      { value: 'user.deleted', label: 'Usuário excluído' },
      { value: 'user.registry_verified', label: 'Registro profissional verificado' },
      { value: 'user.registry_unverified', label: 'Verificação do registro desfeita (registro alterado)' },
    ],
  },
  {
    label: 'Convites',
    actions: [
      { value: 'invitation.created', label: 'Convite enviado' },
      { value: 'invitation.resent', label: 'Convite reenviado' },
      { value: 'invitation.revoked', label: 'Convite revogado' },
      { value: 'invitation.accepted', label: 'Convite aceito' },
    ],
  },
  {
    label: 'Configurações',
    actions: [{ value: 'settings.updated', label: 'Configuração alterada' }],
  },
]

const ACTION_LABELS: Record<string, string> = Object.fromEntries(
  AUDIT_ACTION_GROUPS.flatMap((group) => group.actions.map((action) => [action.value, action.label])),
)

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

/** The details worth reading next to an entry, as "Label: value" lines (none when there is nothing useful). */
export function auditDetails(entry: Pick<AuditEntry, 'action' | 'details'>): Array<{ label: string; value: string }> {
  const details = asObject(entry.details)
  if (!details) return []
  const lines: Array<{ label: string; value: string }> = []
  const add = (label: string, value: string | null) => {
    if (value) lines.push({ label, value })
  }

  switch (entry.action) {
    case 'compliance.override': {
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
      add('Registro', [asText(details.registry), rqe ? `RQE ${rqe}` : null, asText(details.specialty)].filter(Boolean).join(', ') || null)
      break
    }
    case 'post.scheduled':
      add('Publicação em', asText(details.published_at) ? formatBrasiliaDateTime(asText(details.published_at)) : null)
      break
    case 'category.updated': {
      const changed = asTexts(details.changed)
      add('Alterado', changed.map((column) => COLUMN_LABELS[column] ?? column).join(', ') || null)
      if (changed.includes('name')) add('Nome anterior', asText(details.previous_name))
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
