import { brasiliaToday } from '@/lib/brasilia-time'
import {
  basisCitation,
  inForceOn,
  type CompiledRule,
  type ComplianceCategory,
  type CompliancePack,
  type PostField,
} from '@/lib/compliance/pack'

export interface ComplianceFlag {
  ruleId: string
  category: ComplianceCategory
  label: string
  reason: string
  norm: string
  /** The flagged passage, exactly as written: `text.normalize('NFC').slice(start, end)`. */
  match: string
  /** Offsets (UTF-16, as JavaScript slices) into the text in NFC, which is what every editor types. */
  start: number
  end: number
  /** A short excerpt of the surrounding line, with "…" where it was cut: `before + match + after`. */
  context: string
  before: string
  after: string
  /** The post's field the passage is in (checkPostCompliance). */
  field?: PostField
}

// ---------------------------------------------------------------------------------------------
// The check. The database runs the same algorithm (compliance_check_text() in the migration
// …_compliance_rules_in_database.sql); tests/db/compliance-equality.test.ts holds them to the same
// findings, so a change here is a change there.
// ---------------------------------------------------------------------------------------------

// A sentence ends at . ! ? ; or a line break, but not at the dot of "2.000" or "12,4".
const SENTENCE_END = /[!?;\n]|\.(?![0-9])/g

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

function lastWords(pack: CompliancePack, text: string): string {
  const words = text.match(pack.words) ?? []
  return words.slice(-pack.negationWindowWords).join(' ')
}

function isCancelled(pack: CompliancePack, rule: CompiledRule, folded: string, start: number, end: number): boolean {
  if (!rule.negatable && !rule.allowedInStudyReport && !rule.allowedWithMedicalSupervision && !rule.allowedAsHistory)
    return false
  const { cues } = pack
  const [from, to] = sentenceBounds(folded, start, end)
  const before = folded.slice(from, start)
  const after = folded.slice(end, to)
  if (rule.negatable) {
    if (cues.negation.test(lastWords(pack, before))) return true
    if (cues.sceptical.test(before) || cues.debunk.test(after)) return true
  }
  if (rule.allowedInStudyReport && cues.study_report.test(folded.slice(from, to))) return true
  if (rule.allowedWithMedicalSupervision && cues.medical_supervision.test(after)) return true
  if (rule.allowedAsHistory && cues.history.test(folded.slice(from, to))) return true
  return false
}

/**
 * The end of the match at `start`: the longest of the rule's alternatives there, as PostgreSQL's engine
 * takes it (JavaScript's stops at the first alternative that matches).
 */
function longestEnd(rule: CompiledRule, folded: string, start: number, end: number): number {
  let longest = end
  for (const alternative of rule.alternativeRegexes) {
    alternative.lastIndex = start
    const found = alternative.exec(folded)
    if (found && start + found[0].length > longest) longest = start + found[0].length
  }
  return longest
}

/**
 * The line around [start, end), cut to about `size` characters (code points) on each side at a space,
 * with "…" where it was cut. Offsets are code points into `chars`.
 */
function contextAround(
  chars: readonly string[],
  start: number,
  end: number,
  size: number,
): { before: string; after: string } {
  let lineStart = 0
  for (let i = start - 1; i >= 0; i--) {
    if (chars[i] === '\n') {
      lineStart = i + 1
      break
    }
  }
  let lineEnd = chars.length
  for (let i = end; i < chars.length; i++) {
    if (chars[i] === '\n') {
      lineEnd = i
      break
    }
  }
  let from = Math.max(lineStart, start - size)
  if (from > lineStart) {
    const space = chars.indexOf(' ', from)
    if (space !== -1 && space < start) from = space + 1
  }
  let to = Math.min(lineEnd, end + size)
  if (to < lineEnd) {
    const space = chars.lastIndexOf(' ', to)
    if (space > end) to = space
  }
  const squash = (from: number, to: number) => chars.slice(from, to).join('').replace(/\s+/g, ' ')
  return {
    before: `${from > lineStart ? '…' : ''}${squash(from, start).trimStart()}`,
    after: `${squash(end, to).trimEnd()}${to < lineEnd ? '…' : ''}`,
  }
}

/** Code point index of every UTF-16 index of a text (identical when it has no astral characters). */
function codePointIndex(text: string): (utf16: number) => number {
  if (!/[\uD800-\uDFFF]/.test(text)) return (utf16) => utf16
  const index = new Array<number>(text.length + 1)
  let point = 0
  for (let i = 0; i < text.length; i++) {
    index[i] = point
    const code = text.charCodeAt(i)
    if (code < 0xd800 || code > 0xdbff || i + 1 >= text.length) point++
  }
  index[text.length] = point
  return (utf16) => index[utf16]
}

/**
 * Flags passages of plain text (strip HTML first with `htmlToPlainText`) that break Brazil's
 * advertising rules for medicinal cannabis, sorted by position. Runs the pack's blocking rules in force
 * on `day` (Brasília, "YYYY-MM-DD"; today by default) whose basis has a norm in force that day; `field`
 * leaves out the rules that do not apply to that field of a post, `rules` runs others (postWarnings).
 */
export function checkCompliance(
  input: string,
  pack: CompliancePack,
  day = brasiliaToday(),
  {
    field,
    rules = pack.rules.filter((rule) => rule.blocking),
  }: { field?: PostField; rules?: readonly CompiledRule[] } = {},
): ComplianceFlag[] {
  const text = input.normalize('NFC')
  const folded = pack.fold(text)
  if (!/[^ \n]/.test(folded)) return []
  const flags: ComplianceFlag[] = []
  let chars: string[] | undefined
  let toCodePoint: ((utf16: number) => number) | undefined

  for (const rule of rules) {
    if (!inForceOn(rule, day) || (field && rule.notInFields.includes(field))) continue
    const norm = basisCitation(pack, rule.basis, day)
    if (norm === '') continue
    const { regex } = rule
    regex.lastIndex = 0
    for (let found = regex.exec(folded); found; found = regex.exec(folded)) {
      const start = found.index
      const end = longestEnd(rule, folded, start, start + found[0].length)
      if (end === start) {
        regex.lastIndex = start + 1
        continue
      }
      regex.lastIndex = end
      if (isCancelled(pack, rule, folded, start, end)) continue
      chars ??= Array.from(text)
      toCodePoint ??= codePointIndex(text)
      const match = text.slice(start, end)
      const { before, after } = contextAround(chars, toCodePoint(start), toCodePoint(end), pack.contextChars)
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
        before,
        after,
        ...(field ? { field } : {}),
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

/** One pass (so "&amp;lt;" stays "&lt;"); unknown names, code points out of range and surrogates stay as written. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : entity
    }
    return Object.hasOwn(NAMED_ENTITIES, body) ? NAMED_ENTITIES[body] : entity
  })
}

const BLOCK_TAGS =
  'address|article|aside|blockquote|br|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|li|main|nav|ol|p|pre|section|table|tbody|td|tfoot|th|thead|tr|ul'

/**
 * Plain text of an HTML fragment: tags removed, entities decoded, one line per block (paragraph,
 * heading, list item, line break), so the compliance check sees sentence and paragraph boundaries.
 * The database has the same steps (compliance_plain_text); scripts, styles and templates go one kind
 * after the other, as there.
 */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return ''
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
      .replace(/<style\b[^>]*>[\s\S]*?<\/style\s*>/gi, '')
      .replace(/<template\b[^>]*>[\s\S]*?<\/template\s*>/gi, '')
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

/** The alt text of the images of an HTML fragment, one per line (the database's compliance_image_alts). */
export function imageAltText(html: string | null | undefined): string {
  return Array.from((html ?? '').matchAll(/<img(?:\s[^>]*)?\salt="([^"]*)"/gi), (found) =>
    decodeEntities(found[1]),
  ).join('\n')
}
