/**
 * What a pasted reference identifier is, recognised without the network: a DOI (bare, "doi:…" or a
 * doi.org link), a PubMed id (digits, "PMID: …" or a pubmed.ncbi.nlm.nih.gov link) or another web
 * address. The database accepts the same shapes (valid_post_references in the medical_credibility
 * migration).
 */
export type ReferenceIdentifier =
  { kind: 'doi'; doi: string; url: string } | { kind: 'pmid'; pmid: string; url: string } | { kind: 'url'; url: string }

/** A DOI: "10.", a registrant code of 4–9 digits, "/", then a suffix without spaces. */
export const DOI_PATTERN = /^10\.\d{4,9}\/\S+$/

const DOI_IN_TEXT = /\b(10\.\d{4,9}\/[^\s"<>]+)/i
const PUBMED_LINK =
  /^https?:\/\/(?:www\.)?(?:pubmed\.ncbi\.nlm\.nih\.gov|ncbi\.nlm\.nih\.gov\/pubmed)\/(\d{1,9})\/?(?:[?#].*)?$/i

/** A DOI loses the punctuation a sentence or a link wraps around it: "(10.1/x)." → "10.1/x". */
function trimDoi(doi: string): string {
  return decodeURIComponent(doi).replace(/[.,;:)\]}>]+$/, '')
}

/** The identifier in a pasted text, or null when it is none of the three. */
export function parseReferenceIdentifier(input: string): ReferenceIdentifier | null {
  const text = input.trim()
  if (text === '') return null

  const pmid = /^(?:pmid\s*:?\s*)?(\d{1,9})$/i.exec(text) ?? PUBMED_LINK.exec(text)
  if (pmid) return { kind: 'pmid', pmid: pmid[1], url: `https://pubmed.ncbi.nlm.nih.gov/${pmid[1]}/` }

  const bareOrPrefixed = /^(?:doi\s*:?\s*|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\S+)$/i.exec(text)
  const doiText = bareOrPrefixed?.[1] ?? (/^https?:\/\//i.test(text) ? null : DOI_IN_TEXT.exec(text)?.[1])
  if (doiText) {
    const doi = trimDoi(doiText)
    if (DOI_PATTERN.test(doi)) return { kind: 'doi', doi, url: `https://doi.org/${doi}` }
  }

  if (/^https?:\/\/\S+$/i.test(text)) {
    try {
      const url = new URL(text)
      if (url.hostname.includes('.')) return { kind: 'url', url: url.toString() }
    } catch {
      return null
    }
  }
  return null
}
