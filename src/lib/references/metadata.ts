import { DOI_PATTERN } from '@/lib/references/identifiers'
import type { PostReference } from '@/lib/references/reference'

/**
 * What Crossref (`GET /works/{doi}`) and NCBI E-utilities (`esummary.fcgi?db=pubmed&retmode=json`) say
 * about a work, read into a post reference. Pure functions over the JSON as the APIs send it
 * (tests/fixtures/reference-metadata/ holds real recorded answers); anything missing or of an unexpected
 * type is left out rather than guessed (docs/decisions/057-reference-metadata-lookup.md).
 */

/** Vancouver lists the first six authors, then "et al."; it also keeps a field under the database's 1000 characters. */
const AUTHORS_LISTED = 6
const FIELD_MAX = 1000

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Plain text: markup (Crossref titles may carry JATS/HTML such as <i>), entities and runs of spaces go. */
function plain(value: unknown): string {
  return text(value)
    .replace(/<[^>]*>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, FIELD_MAX)
}

function authorList(names: string[]): string {
  const listed = names.filter((name) => name !== '')
  if (listed.length === 0) return ''
  const shown = listed.slice(0, AUTHORS_LISTED).join(', ')
  return (listed.length > AUTHORS_LISTED ? `${shown}, et al.` : shown).slice(0, FIELD_MAX)
}

/** "Steven J." + "Mansfield" → "Mansfield SJ" (as PubMed writes names); an organisation keeps its name. */
function crossrefAuthor(author: unknown): string {
  if (!isObject(author)) return ''
  const family = plain(author.family)
  if (family === '') return plain(author.name)
  const initials = plain(author.given)
    .split(/[\s.-]+/)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
  return initials ? `${family} ${initials}` : family
}

const firstText = (value: unknown) => (Array.isArray(value) ? plain(value.find((item) => plain(item) !== '')) : '')

/** The year of a Crossref date ({"date-parts": [[2019, 4, 3]]}), or '' when it has none. */
function crossrefYear(date: unknown): string {
  if (!isObject(date) || !Array.isArray(date['date-parts'])) return ''
  const [parts] = date['date-parts'] as unknown[]
  const year = Array.isArray(parts) ? parts[0] : undefined
  return typeof year === 'number' && year >= 1000 && year <= 9999 ? String(year) : ''
}

/** Only the fields with a value (the database refuses empty ones). */
function present(reference: Record<keyof PostReference, string>): PostReference {
  return Object.fromEntries(Object.entries(reference).filter(([, value]) => value !== '')) as PostReference
}

/** The reference a Crossref work answer describes, or null when the answer is not a work. */
export function referenceFromCrossref(answer: unknown): PostReference | null {
  const work = isObject(answer) && isObject(answer.message) ? answer.message : null
  if (!work) return null
  const doi = text(work.DOI).trim()
  const validDoi = DOI_PATTERN.test(doi) ? doi : ''
  return present({
    authors: authorList(Array.isArray(work.author) ? work.author.map(crossrefAuthor) : []),
    title: firstText(work.title),
    container: firstText(work['container-title']),
    // "issued" is the earliest of print and online; the others are for records without it.
    year: [work.issued, work['published-print'], work['published-online']].map(crossrefYear).find(Boolean) ?? '',
    doi: validDoi,
    pmid: '',
    url: validDoi ? `https://doi.org/${validDoi}` : '',
  })
}

/** What an esummary answer says about one PubMed id: its reference, or that PubMed has no such record. */
export type PubmedSummary = { found: true; reference: PostReference } | { found: false }

/**
 * The reference the esummary answer gives for `pmid`. An unknown id is an HTTP 200 whose entry carries
 * only `error` ("cannot get document summary"), or no entry at all: both read as not found.
 */
export function referenceFromPubmed(answer: unknown, pmid: string): PubmedSummary | null {
  const result = isObject(answer) && isObject(answer.result) ? answer.result : null
  if (!result) return null
  const entry = result[pmid]
  if (!isObject(entry) || 'error' in entry || plain(entry.title) === '') return { found: false }
  const authors: unknown[] = Array.isArray(entry.authors) ? entry.authors : []
  const doi = Array.isArray(entry.articleids)
    ? text(entry.articleids.find((id) => isObject(id) && id.idtype === 'doi')?.value).trim()
    : ''
  const year = /^\d{4}/.exec(plain(entry.pubdate))?.[0] ?? /^\d{4}/.exec(plain(entry.sortpubdate))?.[0] ?? ''
  return {
    found: true,
    reference: present({
      authors: authorList(authors.map((author) => (isObject(author) ? plain(author.name) : ''))),
      title: plain(entry.title),
      container: plain(entry.source) || plain(entry.fulljournalname),
      year,
      doi: DOI_PATTERN.test(doi) ? doi : '',
      pmid,
      url: `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`,
    }),
  }
}
