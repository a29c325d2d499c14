import type { BrowserContext, Route } from 'playwright-core'
import { CROSSREF_API, EUTILS_API } from '@/lib/references/lookup'
import {
  CROSSREF_NOT_FOUND,
  CROSSREF_ORGLETT,
  PUBMED_NOT_FOUND,
  PUBMED_SEMANTIC_BODY,
} from '../fixtures/reference-metadata'

/**
 * A stand-in for Crossref and NCBI E-utilities in every browser test (the machine running them has no
 * internet, and no test may depend on it): the post editor's look-up of a pasted DOI or PMID gets the
 * recorded real answers (tests/fixtures/reference-metadata/README.md). A DOI without a recording gets
 * Crossref's 404, a PMID without one esummary's answer for an unknown id, as the real APIs answer them.
 */

const CORS = { 'Access-Control-Allow-Origin': '*' }
const json = (route: Route, body: string) =>
  route.fulfill({ status: 200, contentType: 'application/json', headers: CORS, body })

export const CROSSREF_ROUTE = `${CROSSREF_API}/works/**`
export const EUTILS_ROUTE = `${EUTILS_API}/esummary.fcgi?**`

export async function standInForReferenceMetadata(context: BrowserContext) {
  await context.route(CROSSREF_ROUTE, (route) => {
    const doi = decodeURIComponent(new URL(route.request().url()).pathname.replace(/^\/works\//, ''))
    if (doi === CROSSREF_ORGLETT.doi) return json(route, CROSSREF_ORGLETT.body)
    return route.fulfill({ status: 404, contentType: 'text/plain', headers: CORS, body: CROSSREF_NOT_FOUND })
  })
  await context.route(EUTILS_ROUTE, (route) => {
    const id = new URL(route.request().url()).searchParams.get('id')
    return json(route, id === PUBMED_SEMANTIC_BODY.pmid ? PUBMED_SEMANTIC_BODY.body : PUBMED_NOT_FOUND.body)
  })
}

/** Whether a console message is Chromium reporting a look-up the editor already answered in place (a 404 DOI). */
export const isReferenceMetadataLoad = (url: string) =>
  url.startsWith(`${CROSSREF_API}/`) || url.startsWith(`${EUTILS_API}/`)
