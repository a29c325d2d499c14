// msw handlers for the two outside APIs the post editor asks about a pasted DOI or PMID
// (src/lib/references/lookup.ts), answering with the recorded real responses in
// tests/fixtures/reference-metadata/.
import { delay, http, HttpResponse } from 'msw'
import { CROSSREF_API, EUTILS_API } from '@/lib/references/lookup'
import {
  CROSSREF_NOT_FOUND,
  CROSSREF_ORGLETT,
  PUBMED_NOT_FOUND,
  PUBMED_SEMANTIC_BODY,
} from '../fixtures/reference-metadata'

const json = (body: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' } })

/** Crossref knows the recorded DOI and answers 404 "Resource not found." for any other. */
export const crossrefWorks = http.get(`${CROSSREF_API}/works/*`, ({ request }) => {
  const doi = decodeURIComponent(new URL(request.url).pathname.replace(/^\/works\//, ''))
  if (doi === CROSSREF_ORGLETT.doi) return json(CROSSREF_ORGLETT.body)
  return new HttpResponse(CROSSREF_NOT_FOUND, { status: 404, headers: { 'Content-Type': 'text/plain' } })
})

/**
 * esummary knows the recorded PMID; any other gets the recorded answer for an unknown one (whose entry
 * is for PMID 40482261, so another id has no entry at all: not found either way).
 */
export const pubmedSummary = http.get(`${EUTILS_API}/esummary.fcgi`, ({ request }) => {
  const id = new URL(request.url).searchParams.get('id')
  return json(id === PUBMED_SEMANTIC_BODY.pmid ? PUBMED_SEMANTIC_BODY.body : PUBMED_NOT_FOUND.body)
})

export const referenceMetadataHandlers = [crossrefWorks, pubmedSummary]

/** Crossref answering every look-up with `status` (429 rate limit, 503…). */
export const crossrefStatus = (status: number) =>
  http.get(`${CROSSREF_API}/works/*`, () => new HttpResponse('', { status }))

/** Crossref unreachable (offline, DNS, a CORS refusal as the browser reports it). */
export const crossrefDown = () => http.get(`${CROSSREF_API}/works/*`, () => HttpResponse.error())

/** Crossref never answering. */
export const crossrefHangs = () =>
  http.get(`${CROSSREF_API}/works/*`, async () => {
    await delay('infinite')
    return new HttpResponse('')
  })
