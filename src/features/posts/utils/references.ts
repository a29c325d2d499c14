import type { CreativeWorkLeaf, ScholarlyArticleLeaf } from 'schema-dts'
import type { PostReference } from '@/features/posts/api/types'
import { parseReferenceIdentifier, type ReferenceIdentifier } from '@/lib/references/identifiers'

/** docs/product-guide.md#medical-review-and-references: at most 100 references per post (valid_post_references). */
export const REFERENCES_MAX = 100
export const REFERENCES_MAX_MESSAGE = `Máximo de ${REFERENCES_MAX} referências por post.`

/** One reference as the editor's fields hold it: every field a string, '' when empty. */
export interface ReferenceFields {
  authors: string
  title: string
  container: string
  year: string
  doi: string
  pmid: string
  url: string
}

/** What the database keeps: only the fields that have a value (a type, so it is assignable to Json). */
export type StoredReference = {
  authors?: string
  title?: string
  container?: string
  year?: string
  doi?: string
  pmid?: string
  url?: string
}

export const REFERENCE_FIELD_NAMES = ['authors', 'title', 'container', 'year', 'doi', 'pmid', 'url'] as const

export const emptyReference = (): ReferenceFields => ({
  authors: '',
  title: '',
  container: '',
  year: '',
  doi: '',
  pmid: '',
  url: '',
})

/** A new reference pre-filled from a pasted identifier: what can be read without the network. */
export function referenceFromIdentifier(identifier: ReferenceIdentifier): ReferenceFields {
  const reference = emptyReference()
  if (identifier.kind === 'doi') reference.doi = identifier.doi
  else if (identifier.kind === 'pmid') reference.pmid = identifier.pmid
  else reference.url = identifier.url
  return reference
}

/** The DOI a field holds, bare ("https://doi.org/10.1/x" → "10.1/x"), or null when it holds none. */
export function normalizeDoi(text: string): string | null {
  const found = parseReferenceIdentifier(text)
  return found?.kind === 'doi' ? found.doi : null
}

/** The PubMed id a field holds ("PMID: 123" → "123"), or null when it holds none. */
export function normalizePmid(text: string): string | null {
  const found = parseReferenceIdentifier(text)
  return found?.kind === 'pmid' ? found.pmid : null
}

export function referenceToFields(reference: PostReference): ReferenceFields {
  const fields = emptyReference()
  for (const name of REFERENCE_FIELD_NAMES) {
    const value = reference[name]
    fields[name] = value === null || value === undefined ? '' : String(value)
  }
  return fields
}

/** The reference to store: trimmed, identifiers bare, empty fields left out (the database refuses nulls). */
export function referenceFromFields(fields: ReferenceFields): StoredReference {
  const stored: StoredReference = {}
  for (const name of REFERENCE_FIELD_NAMES) {
    let value = fields[name].trim().replace(/\s+/g, ' ')
    if (name === 'doi') value = normalizeDoi(value) ?? value
    if (name === 'pmid') value = normalizePmid(value) ?? value
    if (value !== '') stored[name] = value
  }
  return stored
}

const sameLink = (a: string, b: string | null) =>
  b !== null &&
  a
    .replace(/^http:/i, 'https:')
    .replace(/\/+$/, '')
    .toLowerCase() === b.replace(/\/+$/, '').toLowerCase()

/** The DOI and PubMed pages of a reference, and its own link. */
export function referenceLinks(reference: PostReference): {
  doi: string | null
  pmid: string | null
  url: string | null
} {
  const doi = reference.doi ? `https://doi.org/${reference.doi}` : null
  const pmid = reference.pmid ? `https://pubmed.ncbi.nlm.nih.gov/${reference.pmid}/` : null
  // A link that only repeats the DOI's or the PMID's (Clio's references often carry both) is shown once.
  const url = reference.url && !sameLink(reference.url, doi) && !sameLink(reference.url, pmid) ? reference.url : null
  return { doi, pmid, url }
}

/** "Autores. Título. Revista. 2019." — the parts present, each ended by a full stop. */
export function referenceCitationText(reference: PostReference): string {
  return [reference.authors, reference.title, reference.container, reference.year]
    .map((part) => (part === null || part === undefined ? '' : String(part).trim()))
    .filter((part) => part !== '')
    .map((part) => (/[.!?]$/.test(part) ? part : `${part}.`))
    .join(' ')
}

/**
 * The BlogPosting's `citation`: one schema.org work per reference, in order. A reference with a DOI
 * or PMID is a ScholarlyArticle in a Periodical; anything else a CreativeWork of its issuing body.
 * `url` is the most stable link (DOI, then the reference's own, then PubMed); `sameAs` the others.
 */
export function citationJsonLd(references: readonly PostReference[]): (ScholarlyArticleLeaf | CreativeWorkLeaf)[] {
  return references.map((reference): ScholarlyArticleLeaf | CreativeWorkLeaf => {
    const text = referenceToFields(reference)
    const links = referenceLinks(referenceFromFields(text))
    const scholarly = Boolean(links.doi || links.pmid)
    const [url, ...sameAs] = [links.doi, links.url, links.pmid].filter((link): link is string => link !== null)
    const [authors, year, container] = [text.authors.trim(), text.year.trim(), text.container.trim()]
    const about = {
      name: text.title.trim() || url,
      ...(authors ? { author: authors } : {}),
      ...(year ? { datePublished: year } : {}),
    }
    const where = { ...(url ? { url } : {}), ...(sameAs.length > 0 ? { sameAs } : {}) }
    return scholarly
      ? {
          '@type': 'ScholarlyArticle',
          ...about,
          ...(container ? { isPartOf: { '@type': 'Periodical', name: container } } : {}),
          ...where,
        }
      : {
          '@type': 'CreativeWork',
          ...about,
          ...(container ? { publisher: { '@type': 'Organization', name: container } } : {}),
          ...where,
        }
  })
}

const NOT_RECOGNISED =
  'Não reconhecemos um DOI, um PMID ou um link (http:// ou https://). Confira o texto ou use "Adicionar manualmente".'

/**
 * What a pasted text gives: the identifier, or why it is none in pt-BR (a DOI or PMID that is almost
 * one says which). `messages` are the schema's, so the paste box and the fields say the same.
 */
export function readPastedIdentifier(
  text: string,
  messages: { doi: string; pmid: string },
): { identifier: ReferenceIdentifier } | { error: string } {
  const identifier = parseReferenceIdentifier(text)
  if (identifier) return { identifier }
  const trimmed = text.trim()
  if (/^(?:doi\b|https?:\/\/(?:dx\.)?doi\.org\/|10\.)/i.test(trimmed)) return { error: messages.doi }
  if (/^(?:pmid\b|\d+$|https?:\/\/(?:www\.)?(?:pubmed\.|ncbi\.))/i.test(trimmed)) return { error: messages.pmid }
  return { error: NOT_RECOGNISED }
}

/** The position (0-based) of a reference already in the list with the same DOI, PMID or link; -1 if none. */
export function findSameReference(list: readonly ReferenceFields[], candidate: ReferenceFields): number {
  const keys = (fields: ReferenceFields) => {
    const stored = referenceFromFields(fields)
    return [
      stored.doi && `doi:${stored.doi.toLowerCase()}`,
      stored.pmid && `pmid:${stored.pmid}`,
      stored.url && `url:${stored.url}`,
    ].filter(Boolean)
  }
  const wanted = new Set(keys(candidate))
  return list.findIndex((fields) => keys(fields).some((key) => wanted.has(key)))
}
