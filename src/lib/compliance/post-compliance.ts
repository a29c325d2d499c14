import { brasiliaToday } from '@/lib/brasilia-time'
import { checkCompliance, htmlToPlainText, imageAltText, type ComplianceFlag } from '@/lib/compliance/check-compliance'
import { toAppError } from '@/lib/errors'
import type { ComplianceCategory, CompliancePack, PostField } from '@/lib/compliance/pack'

/** Everything a reader sees of a post, as saved (the editor's payload or a row). */
export interface PostText {
  title: string
  excerpt: string | null
  /** "Pontos-chave": read one per line. */
  key_points?: readonly string[] | null
  /** HTML. */
  content: string
  seo_description?: string | null
  tags?: readonly string[] | null
  /** The post's references (`reference_list`): their titles are read. */
  reference_list?: unknown
}

export const POST_FIELD_LABELS: Record<PostField, string> = {
  title: 'Título',
  excerpt: 'Resumo',
  key_points: 'Pontos-chave',
  content: 'Conteúdo',
  image_alt: 'Texto alternativo de imagem',
  seo_description: 'Descrição para buscadores',
  tags: 'Tags',
  references: 'Referências',
}

/** The titles of a reference list, one per line. */
function referenceTitles(list: unknown): string {
  if (!Array.isArray(list)) return ''
  return list
    .map((item: unknown) => (item && typeof item === 'object' ? (item as { title?: unknown }).title : undefined))
    .filter((title): title is string => typeof title === 'string')
    .join('\n')
}

/** Each field of a post as the plain text the check reads, in the database's order (compliance_findings_for_post). */
export function postFieldTexts(post: PostText): Array<{ field: PostField; text: string }> {
  return [
    { field: 'title', text: post.title },
    { field: 'excerpt', text: post.excerpt ?? '' },
    { field: 'key_points', text: (post.key_points ?? []).join('\n') },
    { field: 'content', text: htmlToPlainText(post.content) },
    { field: 'image_alt', text: imageAltText(post.content) },
    { field: 'seo_description', text: post.seo_description ?? '' },
    { field: 'tags', text: (post.tags ?? []).filter((tag) => tag !== null).join('\n') },
    { field: 'references', text: referenceTitles(post.reference_list) },
  ]
}

/**
 * The findings of every field of a post, field by field. An excerpt finding that repeats one of the
 * body (same rule, same passage: an excerpt made from the body) is left out, so each passage is shown once.
 */
export function checkFields(
  fields: ReadonlyArray<{ field?: PostField; text: string }>,
  pack: CompliancePack,
  day = brasiliaToday(),
): ComplianceFlag[] {
  const flags = fields.flatMap(({ field, text }) => checkCompliance(text, pack, day, { field }))
  const inBody = new Set(
    flags.filter((flag) => flag.field === 'content').map((flag) => `${flag.ruleId}\n${flag.match}`),
  )
  return flags.filter((flag) => flag.field !== 'excerpt' || !inBody.has(`${flag.ruleId}\n${flag.match}`))
}

/** The findings of a post, as the database computes them when it is published. */
export function checkPostCompliance(post: PostText, pack: CompliancePack, day = brasiliaToday()): ComplianceFlag[] {
  return checkFields(postFieldTexts(post), pack, day)
}

/** What the database keeps of a finding: on the post, in an override and in the audit log. */
export type StoredFinding = {
  field?: PostField
  ruleId: string
  category: ComplianceCategory
  label: string
  norm: string
  match: string
  start?: number
  end?: number
  context?: string
}

/**
 * A publish the database refused over compliance findings (posts_verify_publishing): `justify` when an
 * editor or admin may publish with a justification, `review` when the text must go to review (an
 * author). The findings are the database's, from the refusal's `details`. Null for any other error.
 */
export function complianceRefusal(error: unknown): { need: 'justify' | 'review'; findings: StoredFinding[] } | null {
  const { hint, details } = toAppError(error)
  if (hint !== 'compliance_justification_required' && hint !== 'compliance_review_required') return null
  let findings: StoredFinding[] = []
  try {
    const parsed: unknown = JSON.parse(details ?? '[]')
    if (Array.isArray(parsed))
      findings = parsed.filter((item): item is StoredFinding => !!item && typeof item.match === 'string')
  } catch {
    // A refusal without a readable list still asks; the dialog then counts none.
  }
  return { need: hint === 'compliance_review_required' ? 'review' : 'justify', findings }
}

/**
 * Warnings about the post as a whole, from what its text alone does not tell: a text that states
 * percentages, doses or efficacy while the post has no reference gets one, at its first such passage.
 * They are shown next to the findings but never stored with them (publishing needs no justification).
 */
export function postWarnings(
  text: string,
  referenceCount: number,
  pack: CompliancePack,
  day = brasiliaToday(),
): ComplianceFlag[] {
  if (referenceCount > 0) return []
  return checkCompliance(text, pack, day, { rules: pack.rules.filter((rule) => !rule.blocking) }).slice(0, 1)
}
