/**
 * The compliance rules as the database keeps them (supabase/migrations/…_compliance_rules_in_database.sql:
 * the norms, the rules, the cue lists and how text is folded), read in one call and compiled once. The
 * database runs the same rules itself when a post is published; this copy lets the screens show the
 * findings as the text is typed. The check flags passages for a human to review: it is not legal advice.
 */
import type { SupabaseClient } from '@supabase/supabase-js'
import { toAppError } from '@/lib/errors'
import type { Database } from '@/lib/database.types'

export type ComplianceCategory = 'marca' | 'compra' | 'cura' | 'dosagem' | 'promessa' | 'norma' | 'fonte'

/** What a reader sees of a post, field by field (compliance_findings_for_post). */
export type PostField =
  'title' | 'excerpt' | 'key_points' | 'content' | 'image_alt' | 'seo_description' | 'tags' | 'references'

export interface LegalNorm {
  id: string
  /** How articles cite it: "RDC 1.015/2026". */
  name: string
  /** The full citation a finding shows. */
  citation: string
  /** First day in force; null when no source we read gives it (then: in force). */
  inForceFrom: string | null
  /** Last day in force; null while in force. */
  inForceUntil: string | null
  replacedBy: string | null
  sourceUrl: string | null
  sourceKind: 'texto oficial' | 'reprodução do texto oficial' | 'cobertura' | null
  /** How texts cite it, on folded text. */
  citedAs: string | null
  /** A loose POSIX pattern (no commas or parentheses, so PostgREST's `or` takes it) to find posts that may cite it. */
  mentionedAs: string | null
}

/** A rule as compliance_pack() gives it: its pattern and alternatives already compiled to sources. */
export interface RuleData {
  id: string
  category: ComplianceCategory
  label: string
  reason: string
  basis: string[]
  inForceFrom: string | null
  inForceUntil: string | null
  negatable: boolean
  allowedInStudyReport: boolean
  allowedWithMedicalSupervision: boolean
  allowedAsHistory: boolean
  /** false: a warning about the post as a whole (postWarnings), never a finding. */
  blocking: boolean
  notInFields: PostField[]
  /** Every alternative, matched whole. */
  pattern: string
  /** Each alternative alone, matched whole: the longest at a match's start is the match. */
  alternatives: string[]
}

type CueList = 'negation' | 'sceptical' | 'debunk' | 'study_report' | 'medical_supervision' | 'history'

/** The answer of the database's compliance_pack(). */
export interface CompliancePackData {
  foldFrom: string
  foldTo: string
  letterClass: string
  wordClass: string
  negationWindowWords: number
  contextChars: number
  cues: Record<CueList, string>
  norms: LegalNorm[]
  rules: RuleData[]
}

export interface CompiledRule extends RuleData {
  regex: RegExp
  alternativeRegexes: RegExp[]
}

/** The pack ready to run: regular expressions compiled, the folding map built. */
export interface CompliancePack {
  norms: ReadonlyMap<string, LegalNorm>
  rules: readonly CompiledRule[]
  fold: (text: string) => string
  words: RegExp
  cues: Record<CueList, RegExp>
  negationWindowWords: number
  contextChars: number
}

export function compilePack(data: CompliancePackData): CompliancePack {
  const from = Array.from(data.foldFrom)
  const to = Array.from(data.foldTo)
  const map = new Map(from.map((char, i) => [char, to[i]]))
  const cues = Object.fromEntries(
    Object.entries(data.cues).map(([list, source]) => [list, new RegExp(source, 'u')]),
  ) as Record<CueList, RegExp>
  return {
    norms: new Map(data.norms.map((norm) => [norm.id, norm])),
    rules: data.rules.map((rule) => ({
      ...rule,
      regex: new RegExp(rule.pattern, 'gu'),
      alternativeRegexes: rule.alternatives.map((source) => new RegExp(source, 'uy')),
    })),
    // One character for one character, so offsets into the folded text are offsets into the text.
    fold: (text) => {
      let folded = ''
      for (const char of text) folded += map.get(char) ?? char
      return folded
    },
    words: new RegExp(`${data.wordClass}+`, 'gu'),
    cues,
    negationWindowWords: data.negationWindowWords,
    contextChars: data.contextChars,
  }
}

/** Reads and compiles the pack (anyone may: the rules are public legal information). */
export async function fetchCompliancePack(client: SupabaseClient<Database>): Promise<CompliancePack> {
  const { data, error } = await client.rpc('compliance_pack')
  if (error) throw toAppError(error)
  return compilePack(data as unknown as CompliancePackData)
}

/** Whether a period given by its first and last day (either open) contains the day ("YYYY-MM-DD"). */
export function inForceOn(period: { inForceFrom: string | null; inForceUntil: string | null }, day: string): boolean {
  return (!period.inForceFrom || period.inForceFrom <= day) && (!period.inForceUntil || day <= period.inForceUntil)
}

/** The citations of the norms among `ids` that are in force on the day, joined for display. */
export function basisCitation(pack: CompliancePack, ids: readonly string[], day: string): string {
  return ids
    .map((id) => pack.norms.get(id))
    .filter((norm): norm is LegalNorm => norm !== undefined && inForceOn(norm, day))
    .map((norm) => norm.citation)
    .join('; ')
}

export const COMPLIANCE_CATEGORY_LABELS: Record<ComplianceCategory, string> = {
  marca: 'Marca ou produto',
  compra: 'Apelo de compra',
  cura: 'Cura ou garantia',
  dosagem: 'Dosagem',
  promessa: 'Promessa de resultado',
  norma: 'Norma revogada',
  fonte: 'Fonte',
}
