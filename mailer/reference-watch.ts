// The link and retraction watch (docs/decisions/058-reference-watch.md): every `intervalMs` the mailer
// asks the database which references of public posts are due (never checked, or last checked 7 days
// ago; a day after a soft failure), checks each one politely and reports it through
// record_reference_check(), which keeps the problems and notifies a retraction's editor.
//   - a link (a reference's url, the doi.org link of a DOI, the PubMed page of a bare PMID): 2xx after
//     following redirects is fine; 404/410 is broken; a timeout, a network error or a 5xx is a soft
//     failure the database counts as broken on the third check in a row; anything else (401, 403…:
//     a page that exists but refuses robots) is fine.
//   - a DOI: Crossref's `works/{doi}` record; its "updated-by" entries (the publisher's Crossmark
//     updates and, since 2025, Retraction Watch's: `source` "publisher" or "retraction-watch") of type
//     retraction, partial_retraction, withdrawal or removal → 'retracted'; correction, corrigendum or
//     erratum → 'corrected'. Other types (addendum, expression_of_concern…) are not reported.
// Polite: one request per host every `hostDelayMs` (redirect hops too), `concurrency` references at
// a time, a `timeoutMs` per request, a `mailto` on every Crossref call, and a host that timed out or
// answered 429 is left alone for the rest of the round (its references stay due): no retry storm.
import type { SupabaseClient } from '@supabase/supabase-js'

export interface ReferenceWatchConfig {
  enabled: boolean
  /** Crossref's REST API (no trailing slash). */
  crossrefUrl: string
  /** Base of a DOI's link: `${doiResolverUrl}/${doi}`. */
  doiResolverUrl: string
  /** Base of a bare PMID's page: `${pubmedUrl}/${pmid}/`. */
  pubmedUrl: string
  /** Sent to Crossref as `mailto` and in the User-Agent (its "polite pool"); null: none. */
  mailto: string | null
  intervalMs: number
  batchSize: number
  concurrency: number
  timeoutMs: number
  hostDelayMs: number
}

export type ReferenceProblem = { problem: 'link_broken' | 'retracted' | 'corrected'; details: Record<string, unknown> }

/** What one round did: references checked, left due (a host was down or rate-limited), notifications made. */
export interface WatchResult {
  checked: number
  skipped: number
  problems: number
  notified: number
}

type LinkOutcome =
  | { kind: 'ok' }
  | { kind: 'broken'; details: Record<string, unknown> }
  | { kind: 'soft'; details: Record<string, unknown> }
  | { kind: 'skip' }

const RETRACTED = new Set(['retraction', 'partial_retraction', 'withdrawal', 'removal'])
const CORRECTED = new Set(['correction', 'corrigendum', 'erratum'])
const MAX_REDIRECTS = 8

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** One round's politeness: a slot per host every `hostDelayMs`, and the hosts given up on. */
export class HostGate {
  private next = new Map<string, number>()
  readonly down = new Set<string>()
  constructor(private readonly delayMs: number) {}

  async slot(host: string): Promise<void> {
    const now = Date.now()
    const at = Math.max(now, this.next.get(host) ?? 0)
    this.next.set(host, at + this.delayMs)
    if (at > now) await sleep(at - now)
  }
}

function userAgent(config: ReferenceWatchConfig): string {
  return `CannabisMedicinalReferenceWatch/1.0${config.mailto ? ` (mailto:${config.mailto})` : ''}`
}

/** One GET through the gate, redirects followed by hand so each hop waits for its host's slot. */
async function politeGet(
  url: string,
  config: ReferenceWatchConfig,
  gate: HostGate,
  accept: string,
): Promise<{ response: Response; url: string } | { error: string; host: string }> {
  let current = url
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const host = new URL(current).host
    if (gate.down.has(host)) return { error: 'host left alone this round', host }
    await gate.slot(host)
    let response: Response
    try {
      response = await fetch(current, {
        redirect: 'manual',
        headers: { 'User-Agent': userAgent(config), Accept: accept },
        signal: AbortSignal.timeout(config.timeoutMs),
      })
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      if (timedOut) gate.down.add(host)
      return { error: timedOut ? 'timeout' : networkError(error), host }
    }
    const location = response.headers.get('location')
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel()
      current = new URL(location, current).toString()
      continue
    }
    return { response, url: current }
  }
  return { error: 'too many redirects', host: new URL(current).host }
}

function networkError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } })?.cause
  return typeof cause?.code === 'string' ? cause.code : 'network error'
}

/** Whether a link still leads somewhere (see the file's head for what counts). */
export async function checkLink(url: string, config: ReferenceWatchConfig, gate: HostGate): Promise<LinkOutcome> {
  const got = await politeGet(url, config, gate, 'text/html,application/xhtml+xml,*/*;q=0.8')
  if ('error' in got) {
    return got.error === 'host left alone this round'
      ? { kind: 'skip' }
      : { kind: 'soft', details: { url, error: got.error } }
  }
  const { status } = got.response
  await got.response.body?.cancel()
  if (status === 404 || status === 410) return { kind: 'broken', details: { url, status } }
  if (status === 429) {
    gate.down.add(new URL(got.url).host)
    return { kind: 'skip' }
  }
  if (status >= 500) return { kind: 'soft', details: { url, status } }
  return { kind: 'ok' }
}

interface CrossrefUpdate {
  DOI?: unknown
  type?: unknown
  label?: unknown
  source?: unknown
  updated?: { 'date-time'?: unknown }
}

/** The retraction or correction Crossref's record shows (the retraction wins), from its "updated-by". */
export function problemsFromCrossref(message: { 'updated-by'?: unknown }): ReferenceProblem[] {
  const updates = Array.isArray(message['updated-by']) ? (message['updated-by'] as CrossrefUpdate[]) : []
  const details = (u: CrossrefUpdate) => ({
    notice_doi: typeof u.DOI === 'string' ? u.DOI.slice(0, 300) : null,
    type: String(u.type).slice(0, 50),
    source: typeof u.source === 'string' ? u.source.slice(0, 50) : null,
    updated: typeof u.updated?.['date-time'] === 'string' ? u.updated['date-time'].slice(0, 40) : null,
  })
  const retraction = updates.find((u) => typeof u.type === 'string' && RETRACTED.has(u.type))
  if (retraction) return [{ problem: 'retracted', details: details(retraction) }]
  const correction = updates.find((u) => typeof u.type === 'string' && CORRECTED.has(u.type))
  return correction ? [{ problem: 'corrected', details: details(correction) }] : []
}

/** Crossref's updates of a DOI; null when Crossref could not answer (the reference stays due). */
async function checkCrossref(
  doi: string,
  config: ReferenceWatchConfig,
  gate: HostGate,
): Promise<ReferenceProblem[] | null> {
  const url = new URL(`${config.crossrefUrl}/works/${encodeURIComponent(doi)}`)
  if (config.mailto) url.searchParams.set('mailto', config.mailto)
  const got = await politeGet(url.toString(), config, gate, 'application/json')
  if ('error' in got) return null
  const { response } = got
  // Not a Crossref DOI (DataCite, mEDRA…): nothing to read; the doi.org link check still runs.
  if (response.status === 404) {
    await response.body?.cancel()
    return []
  }
  if (!response.ok) {
    await response.body?.cancel()
    if (response.status === 429) gate.down.add(url.host)
    return null
  }
  try {
    const body = (await response.json()) as { message?: { 'updated-by'?: unknown } }
    return problemsFromCrossref(body.message ?? {})
  } catch {
    return null
  }
}

/** The checks of one reference key, or 'skip' when a host could not be asked this round. */
async function checkKey(
  key: string,
  config: ReferenceWatchConfig,
  gate: HostGate,
): Promise<{ problems: ReferenceProblem[]; soft: Record<string, unknown> | null } | 'skip'> {
  const [kind, ...rest] = key.split(':')
  const value = rest.join(':')
  const problems: ReferenceProblem[] = []
  let link: string
  if (kind === 'doi') {
    const updates = await checkCrossref(value, config, gate)
    if (updates === null) return 'skip'
    problems.push(...updates)
    link = `${config.doiResolverUrl}/${value}`
  } else if (kind === 'pmid') link = `${config.pubmedUrl}/${value}/`
  else link = value
  const outcome = await checkLink(link, config, gate)
  if (outcome.kind === 'skip') return 'skip'
  if (outcome.kind === 'broken') problems.push({ problem: 'link_broken', details: outcome.details })
  return { problems, soft: outcome.kind === 'soft' ? outcome.details : null }
}

/** One round: the due references, `concurrency` at a time, each reported to the database. */
export async function runReferenceWatch(
  supabase: SupabaseClient,
  config: ReferenceWatchConfig,
  options: { now?: Date; stopped?: () => boolean } = {},
): Promise<WatchResult> {
  const now = (options.now ?? new Date()).toISOString()
  const due = await supabase.rpc('reference_watch_due', { p_now: now, p_limit: config.batchSize })
  if (due.error) throw new Error(`reference_watch_due failed: ${due.error.message}`)
  const keys = ((due.data ?? []) as { reference_key: string }[]).map((row) => row.reference_key)
  const gate = new HostGate(config.hostDelayMs)
  const result: WatchResult = { checked: 0, skipped: 0, problems: 0, notified: 0 }
  const worker = async () => {
    for (let key = keys.shift(); key !== undefined && !options.stopped?.(); key = keys.shift()) {
      const checked = await checkKey(key, config, gate)
      if (checked === 'skip') {
        result.skipped++
        continue
      }
      const recorded = await supabase.rpc('record_reference_check', {
        p_key: key,
        p_problems: checked.problems,
        p_soft_failure: checked.soft !== null,
        p_soft_details: checked.soft,
        p_now: now,
      })
      if (recorded.error) throw new Error(`record_reference_check failed: ${recorded.error.message}`)
      result.checked++
      result.problems += checked.problems.length
      result.notified += (recorded.data as number | null) ?? 0
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, config.concurrency) }, worker))
  return result
}
