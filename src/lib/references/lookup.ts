import { env } from '@/lib/env'
import type { ReferenceIdentifier } from '@/lib/references/identifiers'
import { referenceFromCrossref, referenceFromPubmed } from '@/lib/references/metadata'
import type { PostReference } from '@/lib/references/reference'

/**
 * One look-up of a pasted DOI or PMID in the public APIs, straight from the browser: both answer with
 * `Access-Control-Allow-Origin: *` (docs/decisions/057-reference-metadata-lookup.md). One request per
 * paste, never retried, given up after LOOKUP_TIMEOUT_MS.
 */

export const CROSSREF_API = 'https://api.crossref.org'
export const EUTILS_API = 'https://eutils.ncbi.nlm.nih.gov/entrez/eutils'
/** NCBI asks every E-utilities client to name itself (`tool`) and give a contact (`email`). */
export const NCBI_TOOL = 'cannabis-medicinal-editor'
export const LOOKUP_TIMEOUT_MS = 8000

export type LookupFailure = 'not-found' | 'timeout' | 'rate-limited' | 'offline' | 'unavailable'
export type LookupResult = { ok: true; reference: PostReference } | { ok: false; failure: LookupFailure }

/** The address of the look-up, with the contact the APIs' polite-use rules ask for when one is set. */
export function lookupUrl(
  identifier: { kind: 'doi'; doi: string } | { kind: 'pmid'; pmid: string },
  contact = env.metadataContactEmail,
): string {
  if (identifier.kind === 'doi') {
    const url = new URL(`${CROSSREF_API}/works/${encodeURIComponent(identifier.doi)}`)
    if (contact) url.searchParams.set('mailto', contact)
    return url.toString()
  }
  const url = new URL(`${EUTILS_API}/esummary.fcgi`)
  url.search = new URLSearchParams({ db: 'pubmed', id: identifier.pmid, retmode: 'json', tool: NCBI_TOOL }).toString()
  if (contact) url.searchParams.set('email', contact)
  return url.toString()
}

function failureOf(status: number): LookupFailure {
  if (status === 404) return 'not-found'
  if (status === 429) return 'rate-limited'
  return 'unavailable'
}

/** Reads the answer; a 200 that is not the JSON the API documents counts as the service failing. */
async function read(identifier: ReferenceIdentifier & { kind: 'doi' | 'pmid' }, response: Response) {
  if (!response.ok) return { ok: false, failure: failureOf(response.status) } as const
  const answer: unknown = await response.json().catch(() => null)
  if (identifier.kind === 'doi') {
    const reference = referenceFromCrossref(answer)
    return reference ? ({ ok: true, reference } as const) : ({ ok: false, failure: 'unavailable' } as const)
  }
  const summary = referenceFromPubmed(answer, identifier.pmid)
  if (!summary) return { ok: false, failure: 'unavailable' } as const
  return summary.found
    ? ({ ok: true, reference: summary.reference } as const)
    : ({ ok: false, failure: 'not-found' } as const)
}

/**
 * The metadata of a DOI or PMID. Never throws: a failure says what happened, so the editor can say it
 * in pt-BR. `signal` cancels it (the editor closed). A plain timer and listener rather than
 * AbortSignal.timeout/any, which older Safari lacks.
 */
export async function lookUpReference(
  identifier: ReferenceIdentifier & { kind: 'doi' | 'pmid' },
  signal?: AbortSignal,
  timeoutMs = LOOKUP_TIMEOUT_MS,
): Promise<LookupResult> {
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const cancel = () => controller.abort()
  signal?.addEventListener('abort', cancel)
  try {
    const response = await fetch(lookupUrl(identifier), {
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    })
    return await read(identifier, response)
  } catch {
    if (timedOut) return { ok: false, failure: 'timeout' }
    return { ok: false, failure: typeof navigator !== 'undefined' && !navigator.onLine ? 'offline' : 'unavailable' }
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', cancel)
  }
}
