import { brasiliaToday } from '@/lib/brasilia-time'
import { checkCompliance, compileRules, htmlToPlainText, type ComplianceFlag } from '@/lib/compliance/check-compliance'
import { UNSOURCED_CLAIM_RULE } from '@/lib/compliance/rules'

/** The parts of a post the compliance check reads (as saved: trimmed title, final excerpt, sanitised content). */
export interface PostText {
  title: string
  excerpt: string | null
  content: string
}

/** Title, excerpt and content as the plain text the check reads: one line per block. */
export function postPlainText({ title, excerpt, content }: PostText): string {
  return htmlToPlainText(`<p>${title}</p><p>${excerpt ?? ''}</p>${content}`)
}

/** What the database keeps of a finding: on the post, in an override and in the audit log. */
/** A type, not an interface, so it is assignable to the `Json` of the jsonb column. */
export type StoredFinding = {
  ruleId: string
  category: string
  label: string
  norm: string
  match: string
}

/** The check's result as every save sends it (supabase/migrations/…_publishing_rights.sql). */
export interface PostComplianceCheck {
  flags: ComplianceFlag[]
  compliance_findings: StoredFinding[]
  compliance_text_hash: string
}

/**
 * SHA-256 (hex) of title, excerpt and content joined by line feeds — the same as the database's
 * `post_text_hash()`, which is how it knows that the check ran on the text being published.
 */
export async function postTextHash({ title, excerpt, content }: PostText): Promise<string> {
  const bytes = new TextEncoder().encode(`${title}\n${excerpt ?? ''}\n${content}`)
  const digest = await crypto.subtle.digest('SHA-256', bytes)
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function storedFindings(flags: ComplianceFlag[]): StoredFinding[] {
  return flags.map(({ ruleId, category, label, norm, match }) => ({ ruleId, category, label, norm, match }))
}

/**
 * Runs the check and returns what a save sends with it: the findings of `checked` (by default the
 * stored text itself; a caller may leave out parts that only repeat others) and the hash of `stored`,
 * the text as the database keeps it.
 */
export async function checkPostCompliance(stored: PostText, checked: PostText = stored): Promise<PostComplianceCheck> {
  const flags = checkCompliance(postPlainText(checked))
  return { flags, compliance_findings: storedFindings(flags), compliance_text_hash: await postTextHash(stored) }
}

const POST_RULES = compileRules([UNSOURCED_CLAIM_RULE])

/**
 * Warnings about the post as a whole, from what its text alone does not tell: a text that states
 * percentages, doses or efficacy while the post has no reference gets one, at its first such passage.
 * They are shown next to the findings but never stored with them (publishing needs no justification).
 */
export function postWarnings(text: string, referenceCount: number, day = brasiliaToday()): ComplianceFlag[] {
  if (referenceCount > 0) return []
  return checkCompliance(text, day, POST_RULES).slice(0, 1)
}
