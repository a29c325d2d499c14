// msw handlers for the two outside APIs the post editor asks about a pasted DOI or PMID
// (src/lib/references/lookup.ts), answering with the recorded real responses in
// tests/fixtures/reference-metadata/.
import { delay, http, HttpResponse } from 'msw'
import { CROSSREF_API, EUTILS_API } from '@/lib/references/lookup'
import { recordedAnswer } from '../fixtures/reference-metadata'

function recorded({ request }: { request: Request }) {
  const { status, contentType, body } = recordedAnswer(request.url)
  return new HttpResponse(body, { status, headers: { 'Content-Type': contentType } })
}

/** Crossref knows the recorded DOI and answers 404 "Resource not found." for any other. */
export const crossrefWorks = http.get(`${CROSSREF_API}/works/*`, recorded)

export const referenceMetadataHandlers = [crossrefWorks, http.get(`${EUTILS_API}/esummary.fcgi`, recorded)]

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
