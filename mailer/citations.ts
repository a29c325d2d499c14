// A post's reference list in the site's citation style (issue 50 item 3, docs/decisions/059-citation-style.md):
// citeproc-js (through citation-js) formats it with a CSL style — Vancouver as citation-js ships it, ABNT
// NBR 6023 from ./citation-styles/abnt.csl — in Brazilian Portuguese (the CSL project's pt-BR locale), and
// the result is kept as runs of text the article renders as React elements: no HTML is ever stored.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Cite, plugins, type CSL } from '@citation-js/core'
import '@citation-js/plugin-csl'

export type CitationStyle = 'abnt' | 'vancouver'

/** One piece of a formatted reference: its text, bold or italic, or a link (an http(s) address). */
export type CitationRun = { t: string; b?: true; i?: true; href?: string }

/** A reference as posts.reference_list keeps it (src/lib/references/reference.ts, which the mailer may not import). */
export interface StoredReference {
  authors?: string | null
  title?: string | null
  container?: string | null
  year?: string | number | null
  doi?: string | null
  pmid?: string | null
  url?: string | null
}

const require = createRequire(import.meta.url)
const csl = plugins.config.get('@csl') as {
  styles: { add(name: string, xml: string): void }
  locales: { add(name: string, xml: string): void }
}
csl.locales.add('pt-BR', readFileSync(require.resolve('citeproc-locales/locales/locales-pt-BR.xml'), 'utf8'))
csl.styles.add(
  'abnt',
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'citation-styles/abnt.csl'), 'utf8'),
)

/** When a list says "et al." itself, each style shows it its way (see `names`). */
const ET_AL = /[,;]?\s*(?:et\.?\s+al\.?|e\s+colaboradores|e\s+col\.?)\s*$/iu
const VANCOUVER_NAME = /^(\p{Lu}[\p{L}'’ -]*?)\s+(\p{Lu}{1,4})$/u
const INVERTED_NAME = /^(\p{L}[\p{L}'’ -]*),\s*(\p{L}[\p{L}.'’ -]*)$/u
const SURNAME_ONLY = /^\p{Lu}[\p{L}'’-]+$/u

/** "JH" → "J H": citeproc reads each capital as one given name, so both styles print the initials they use. */
const initials = (given: string) => (/^\p{Lu}+$/u.test(given) ? given.split('').join(' ') : given)

function parseName(part: string): CSL['author'] extends (infer N)[] | undefined ? N | null : never {
  const vancouver = VANCOUVER_NAME.exec(part)
  if (vancouver) return { family: vancouver[1], given: initials(vancouver[2]) }
  const inverted = INVERTED_NAME.exec(part)
  if (inverted) return { family: inverted[1], given: initials(inverted[2].replace(/\./g, ' ').trim()) }
  return SURNAME_ONLY.test(part) ? { family: part } : null
}

/**
 * The authors field is free text: "Devinsky O, Cross JH, et al." (what the metadata lookup writes),
 * "SILVA, J.; SOUZA, M.", "Devinsky e colaboradores", or an institution. A list every part of which
 * reads as a person's name becomes names; anything else is one literal author, printed as written.
 * CSL has no "et al." of the data's own, so a list that says it gets it in the style's form: ABNT
 * (et-al-min 4, first author only) through names that are never printed, Vancouver as a last name.
 */
function names(authors: string | null | undefined, style: CitationStyle): CSL['author'] {
  const text = (authors ?? '').trim()
  if (text === '') return undefined
  const etAl = ET_AL.test(text)
  const list = text.replace(ET_AL, '').trim()
  if (list === '') return [{ literal: text }]
  const parts = list.includes(';') ? list.split(/\s*;\s*/) : list.split(/\s*,\s*/)
  const parsed = parts.map((part) => parseName(part.trim()))
  const people = parsed.every((name) => name !== null) ? parsed.filter((name) => name !== null) : null
  if (!people) return [{ literal: etAl ? `${list} et al.` : list }]
  if (!etAl) return people
  if (style === 'vancouver') return [...people, { literal: 'et al.' }]
  return [...people, ...Array.from({ length: Math.max(0, 4 - people.length) }, () => ({ family: 'et al.' }))]
}

const DOI_LINK = /^https?:\/\/(?:dx\.)?doi\.org\//i

function cslItem(reference: StoredReference, index: number, style: CitationStyle): CSL {
  const doi = reference.doi?.trim() || undefined
  const pmid = reference.pmid ? String(reference.pmid).trim() : undefined
  // The doi.org link of the same DOI would print the identifier twice.
  const url = reference.url?.trim() && !(doi && DOI_LINK.test(reference.url.trim())) ? reference.url.trim() : undefined
  const year = reference.year === null || reference.year === undefined ? '' : String(reference.year).trim()
  const container = reference.container?.trim() || undefined
  const yearNumber = /^\d{4}/.exec(year)
  return {
    id: `ref-${index + 1}`,
    type: container || doi || pmid ? 'article-journal' : url ? 'webpage' : 'document',
    author: names(reference.authors, style),
    title: reference.title?.trim() || undefined,
    'container-title': container,
    issued: yearNumber ? { 'date-parts': [[Number(yearNumber[0])]] } : year ? { literal: year } : undefined,
    DOI: doi,
    PMID: pmid,
    URL: url,
  } as CSL
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole
    const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1))
    return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole
  })

/** citeproc writes "nº" as n<sup>o</sup>: the characters it lowered are put back. */
const SUPERSCRIPT: Record<string, string> = { o: 'º', a: 'ª', '1': '¹', '2': '²', '3': '³' }

/**
 * citeproc's HTML for one entry → runs. Only bold and italic are kept (<b>, <i> and the spans citeproc
 * writes for them); Vancouver's number column is left out (the article's <ol> numbers the entries).
 */
export function htmlToRuns(html: string): CitationRun[] {
  const entry = html.replace(/<div class="csl-left-margin">[\s\S]*?<\/div>/, '')
  const body = /<div class="csl-right-inline">([\s\S]*?)<\/div>/.exec(entry)?.[1] ?? entry
  const runs: CitationRun[] = []
  const open: ('b' | 'i' | 'sup' | null)[] = []
  const count = { b: 0, i: 0, sup: 0 }
  for (const [, closing, tag, attributes, text] of body.matchAll(/<(\/?)([a-z]+)([^>]*)>|([^<]+)/gi)) {
    if (text !== undefined) {
      const decoded = decode(text).replace(/\s+/g, ' ')
      const piece = count.sup > 0 ? [...decoded].map((char) => SUPERSCRIPT[char] ?? char).join('') : decoded
      const run: CitationRun = { t: piece, ...(count.b > 0 && { b: true }), ...(count.i > 0 && { i: true }) }
      const last = runs.at(-1)
      if (last && !!last.b === !!run.b && !!last.i === !!run.i) last.t += piece
      else runs.push(run)
    } else if (closing) {
      const kind = open.pop()
      if (kind) count[kind]--
    } else {
      const style = attributes.toLowerCase()
      const kind =
        tag === 'b' || /font-weight:\s*bold/.test(style)
          ? 'b'
          : tag === 'i' || /font-style:\s*italic/.test(style)
            ? 'i'
            : tag === 'sup'
              ? 'sup'
              : null
      if (kind) count[kind]++
      // A void or self-closed tag closes nothing later.
      if (!attributes.trim().endsWith('/') && tag !== 'br') open.push(kind)
    }
  }
  if (runs.length > 0) {
    runs[0].t = runs[0].t.trimStart()
    runs[runs.length - 1].t = runs[runs.length - 1].t.trimEnd()
  }
  return runs.filter((run) => run.t !== '')
}

/** The first run holding `text` (after `after`, if given) is split so that `text` is a link to `href`. */
function link(runs: CitationRun[], text: string, href: string, after = ''): CitationRun[] {
  const needle = after + text
  const index = runs.findIndex((run) => !run.href && run.t.includes(needle))
  if (index < 0) return runs
  const run = runs[index]
  const at = run.t.indexOf(needle) + after.length
  const style = { ...(run.b && { b: true as const }), ...(run.i && { i: true as const }) }
  const pieces: CitationRun[] = [
    { ...style, t: run.t.slice(0, at) },
    { ...style, t: text, href },
    { ...style, t: run.t.slice(at + text.length) },
  ].filter((piece) => piece.t !== '')
  return [...runs.slice(0, index), ...pieces, ...runs.slice(index + 1)]
}

const isWebAddress = (url: string) => /^https?:\/\/[^\s<>"]+$/i.test(url) && url.length <= 2000

/** The reference's DOI, PMID and URL, where the style printed them, become links (doi.org, PubMed, the URL). */
function linkIdentifiers(runs: CitationRun[], item: CSL): CitationRun[] {
  let linked = runs
  if (item.URL && isWebAddress(item.URL)) linked = link(linked, item.URL, item.URL)
  if (item.DOI) linked = link(linked, item.DOI, `https://doi.org/${encodeURI(item.DOI)}`)
  if (item.PMID && /^\d{1,9}$/.test(item.PMID)) {
    linked = link(linked, item.PMID, `https://pubmed.ncbi.nlm.nih.gov/${item.PMID}/`, 'PMID: ')
  }
  return linked
}

/**
 * The post's references in its order, each formatted in `style` as runs of text and links. One at a
 * time: citeproc leaves an entry with nothing to print out of a bibliography, and citation-js then
 * pairs the remaining entries with the wrong ids.
 */
export function formatReferenceList(references: readonly StoredReference[], style: CitationStyle): CitationRun[][] {
  return references.map((reference, index) => {
    const item = cslItem(reference, index, style)
    const html = new Cite([item]).format('bibliography', { format: 'html', template: style, lang: 'pt-BR' })
    const runs = htmlToRuns(/<div[^>]*class="csl-entry"[^>]*>([\s\S]*)<\/div>\s*<\/div>\s*$/.exec(html)?.[1] ?? '')
    // An entry with nothing to print still needs a run: the list keeps its numbering.
    return linkIdentifiers(runs.length > 0 ? runs : [{ t: 'Referência sem dados.' }], item)
  })
}
