import type { BrowserContext, Route } from 'playwright-core'
import { CROSSREF_API, EUTILS_API } from '@/lib/references/lookup'
import { recordedAnswer } from '../fixtures/reference-metadata'

/**
 * A stand-in for Crossref and NCBI E-utilities in every browser test (the machine running them has no
 * internet, and no test may depend on it): the post editor's look-up of a pasted DOI or PMID gets the
 * recorded real answers (tests/fixtures/reference-metadata/README.md). A DOI without a recording gets
 * Crossref's 404, a PMID without one esummary's answer for an unknown id, as the real APIs answer them.
 */

export const CROSSREF_ROUTE = `${CROSSREF_API}/works/**`
export const EUTILS_ROUTE = `${EUTILS_API}/esummary.fcgi?**`

const recorded = (route: Route) =>
  route.fulfill({ ...recordedAnswer(route.request().url()), headers: { 'Access-Control-Allow-Origin': '*' } })

export async function standInForReferenceMetadata(context: BrowserContext) {
  await context.route(CROSSREF_ROUTE, recorded)
  await context.route(EUTILS_ROUTE, recorded)
}

/** Whether a console message is Chromium reporting a look-up the editor already answered in place (a 404 DOI). */
export const isReferenceMetadataLoad = (url: string) =>
  url.startsWith(`${CROSSREF_API}/`) || url.startsWith(`${EUTILS_API}/`)
