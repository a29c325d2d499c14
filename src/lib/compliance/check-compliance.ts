import { brasiliaToday } from '@/lib/brasilia-time'
import { basisCitation, inForceOn } from '@/lib/compliance/legal-basis'
import {
  COMPLIANCE_RULES,
  DEBUNK_CUES,
  HISTORY_CUES,
  MEDICAL_SUPERVISION_CUES,
  NEGATION_CUES,
  NEGATION_WINDOW_WORDS,
  SCEPTICAL_CUES,
  STUDY_REPORT_CUES,
  type ComplianceCategory,
  type ComplianceRule,
} from '@/lib/compliance/rules'

export interface ComplianceFlag {
  ruleId: string
  category: ComplianceCategory
  label: string
  reason: string
  norm: string
  /** The flagged passage, exactly as written: `text.slice(start, end)`. */
  match: string
  start: number
  end: number
  /** A short excerpt of the surrounding line, with "…" where it was cut. */
  context: string
}

// JavaScript's \b treats "ç", "ã" and "é" as non-word characters, so "cura" would match inside
// "curação"; letters and digits of any script bound a word instead.
const WORD_START = String.raw`(?<![\p{L}\p{N}])`
const WORD_END = String.raw`(?![\p{L}\p{N}])`

// ---------------------------------------------------------------------------------------------
// Folding: lower case, no accents, with a map back to the original offsets.
// ---------------------------------------------------------------------------------------------

interface FoldedText {
  folded: string
  /** Original offset where the character at each folded index starts. */
  starts: number[]
  /** Original offset just after the character at each folded index (marks that folded away included). */
  ends: number[]
}

const foldCache = new Map<string, string>()

function foldChar(char: string): string {
  const cached = foldCache.get(char)
  if (cached !== undefined) return cached
  const folded = char === '’' || char === '‘' ? "'" : char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  foldCache.set(char, folded)
  return folded
}

/** Folds a word list entry or a cue the same way the text is folded. */
function foldString(text: string): string {
  let folded = ''
  for (const char of text) folded += foldChar(char)
  return folded
}

function foldText(text: string): FoldedText {
  const starts: number[] = []
  const ends: number[] = []
  let folded = ''
  let index = 0
  for (const char of text) {
    const code = char.charCodeAt(0)
    const piece = code < 0x80 ? (code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : char) : foldChar(char)
    const next = index + char.length
    if (piece.length === 0) {
      // A combining mark in decomposed text belongs to the letter before it.
      if (ends.length > 0) ends[ends.length - 1] = next
    } else {
      for (let i = 0; i < piece.length; i++) {
        starts.push(index)
        ends.push(next)
      }
      folded += piece
    }
    index = next
  }
  return { folded, starts, ends }
}

// ---------------------------------------------------------------------------------------------
// Compiling the rules once, at module load.
// ---------------------------------------------------------------------------------------------

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

/** "Charlotte's Web" → charlotte'?s[\s-]+web; "Prati-Donaduzzi" → prati[\s-]?donaduzzi. */
function termSource(term: string): string {
  return escapeRegExp(foldString(term).trim())
    .replace(/-/g, String.raw`[\s-]?`)
    .replace(/'/g, "'?")
    .replace(/\s+/g, String.raw`[\s-]+`)
}

interface CompiledRule {
  rule: ComplianceRule
  pattern: RegExp
}

function compileRule(rule: ComplianceRule): CompiledRule {
  // Longest terms first, so "frete grátis" wins over "frete" at the same position.
  const terms = [...(rule.terms ?? [])].sort((a, b) => b.length - a.length).map(termSource)
  const alternatives = [...terms, ...(rule.patterns ?? [])]
  return { rule, pattern: new RegExp(`${WORD_START}(?:${alternatives.join('|')})${WORD_END}`, 'gu') }
}

function cueSource(cues: readonly string[]): string {
  return `${WORD_START}(?:${cues.join('|')})${WORD_END}`
}

/** Rules ready to run; the app's pack is compiled once (a test may compile its own). */
export type CompiledRules = readonly CompiledRule[]
export const compileRules = (rules: readonly ComplianceRule[]): CompiledRules => rules.map(compileRule)
let compiledAppRules: CompiledRules | undefined
/** The app's pack, compiled on first use rather than while the back office's code starts (10–30 ms). */
const appRules = () => (compiledAppRules ??= compileRules(COMPLIANCE_RULES))
const NEGATION = new RegExp(cueSource(NEGATION_CUES), 'u')
const SCEPTICAL = new RegExp(cueSource(SCEPTICAL_CUES), 'u')
const DEBUNK = new RegExp(cueSource(DEBUNK_CUES), 'u')
const STUDY_REPORT = new RegExp(cueSource(STUDY_REPORT_CUES), 'u')
const MEDICAL_SUPERVISION = new RegExp(cueSource(MEDICAL_SUPERVISION_CUES), 'u')
const HISTORY = new RegExp(cueSource(HISTORY_CUES), 'u')
const WORDS = /[\p{L}\p{N}]+/gu

// A sentence ends at . ! ? ; or a line break, but not at the dot of "2.000" or "12,4".
const SENTENCE_END = /[!?;\n]|\.(?!\d)/g

function sentenceBounds(folded: string, start: number, end: number): [number, number] {
  let from = 0
  SENTENCE_END.lastIndex = 0
  for (let found = SENTENCE_END.exec(folded); found; found = SENTENCE_END.exec(folded)) {
    if (found.index < start) {
      from = found.index + 1
      continue
    }
    // A dot or "?" inside the match (a URL, "100%.") does not end its sentence.
    if (found.index < end) continue
    return [from, found.index]
  }
  return [from, folded.length]
}

function lastWords(text: string, count: number): string {
  const words = text.match(WORDS) ?? []
  return words.slice(-count).join(' ')
}

function isCancelled(rule: ComplianceRule, folded: string, start: number, end: number): boolean {
  if (!rule.negatable && !rule.allowedInStudyReport && !rule.allowedWithMedicalSupervision && !rule.allowedAsHistory) return false
  const [from, to] = sentenceBounds(folded, start, end)
  const before = folded.slice(from, start)
  const after = folded.slice(end, to)
  if (rule.negatable) {
    if (NEGATION.test(lastWords(before, NEGATION_WINDOW_WORDS))) return true
    if (SCEPTICAL.test(before) || DEBUNK.test(after)) return true
  }
  if (rule.allowedInStudyReport && STUDY_REPORT.test(folded.slice(from, to))) return true
  if (rule.allowedWithMedicalSupervision && MEDICAL_SUPERVISION.test(after)) return true
  if (rule.allowedAsHistory && HISTORY.test(folded.slice(from, to))) return true
  return false
}

// ---------------------------------------------------------------------------------------------
// Public API.
// ---------------------------------------------------------------------------------------------

const CONTEXT_CHARS = 60

/**
 * The line around [start, end), cut to about 60 characters on each side at a word boundary, with
 * "…" where it was cut. `before + match + after` is the flag's `context`.
 */
export function contextAround(
  text: string,
  start: number,
  end: number,
): { before: string; match: string; after: string } {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1
  const newline = text.indexOf('\n', end)
  const lineEnd = newline === -1 ? text.length : newline

  let from = Math.max(lineStart, start - CONTEXT_CHARS)
  if (from > lineStart) {
    const space = text.indexOf(' ', from)
    from = space !== -1 && space < start ? space + 1 : from
  }
  let to = Math.min(lineEnd, end + CONTEXT_CHARS)
  if (to < lineEnd) {
    const space = text.lastIndexOf(' ', to)
    to = space > end ? space : to
  }

  const squash = (part: string) => part.replace(/\s+/g, ' ')
  const before = `${from > lineStart ? '…' : ''}${squash(text.slice(from, start)).trimStart()}`
  const after = `${squash(text.slice(end, to)).trimEnd()}${to < lineEnd ? '…' : ''}`
  return { before, match: text.slice(start, end), after }
}

/**
 * Flags passages of plain text (strip HTML first with `htmlToPlainText`) that break Brazil's
 * advertising rules for medicinal cannabis, sorted by position. Runs locally, no network. Only the
 * rules in force on `day` (Brasília, "YYYY-MM-DD"; today by default) with a basis in force fire.
 */
export function checkCompliance(text: string, day = brasiliaToday(), rules: CompiledRules = appRules()): ComplianceFlag[] {
  if (!text.trim()) return []
  const { folded, starts, ends } = foldText(text)
  const flags: ComplianceFlag[] = []

  for (const { rule, pattern } of rules) {
    const norm = basisCitation(rule.basis, day)
    if (!inForceOn(rule, day) || norm === '') continue
    let lastEnd = -1
    pattern.lastIndex = 0
    for (let found = pattern.exec(folded); found; found = pattern.exec(folded)) {
      const foldedStart = found.index
      const foldedEnd = foldedStart + found[0].length
      if (foldedEnd === foldedStart) {
        pattern.lastIndex++
        continue
      }
      if (foldedStart < lastEnd || isCancelled(rule, folded, foldedStart, foldedEnd)) continue
      lastEnd = foldedEnd
      const start = starts[foldedStart]
      const end = ends[foldedEnd - 1]
      const { before, match, after } = contextAround(text, start, end)
      flags.push({
        ruleId: rule.id,
        category: rule.category,
        label: rule.label,
        reason: rule.reason,
        norm,
        match,
        start,
        end,
        context: `${before}${match}${after}`,
      })
    }
  }

  return flags.sort((a, b) => a.start - b.start || b.end - a.end)
}

// ---------------------------------------------------------------------------------------------
// HTML to plain text, without DOM APIs so it also runs in Node and in workers.
// ---------------------------------------------------------------------------------------------

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  middot: '·',
  bull: '•',
  deg: '°',
  ordm: 'º',
  ordf: 'ª',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  micro: 'µ',
  aacute: 'á',
  Aacute: 'Á',
  agrave: 'à',
  Agrave: 'À',
  acirc: 'â',
  Acirc: 'Â',
  atilde: 'ã',
  Atilde: 'Ã',
  eacute: 'é',
  Eacute: 'É',
  ecirc: 'ê',
  Ecirc: 'Ê',
  iacute: 'í',
  Iacute: 'Í',
  oacute: 'ó',
  Oacute: 'Ó',
  ocirc: 'ô',
  Ocirc: 'Ô',
  otilde: 'õ',
  Otilde: 'Õ',
  uacute: 'ú',
  Uacute: 'Ú',
  uuml: 'ü',
  Uuml: 'Ü',
  ccedil: 'ç',
  Ccedil: 'Ç',
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
    }
    return NAMED_ENTITIES[body] ?? entity
  })
}

const BLOCK_TAGS =
  'address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul'

/**
 * Plain text of an HTML fragment: tags removed, entities decoded, one line per block (paragraph,
 * heading, list item, line break), so the compliance check sees sentence and paragraph boundaries.
 */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return ''
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/\s+/g, ' ')
      .replace(new RegExp(`<\\/?(?:${BLOCK_TAGS})\\b[^>]*>`, 'gi'), '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
}
