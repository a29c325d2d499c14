// The link and retraction watch end to end (docs/decisions/058-reference-watch.md): the mailer's job
// against a real stack and a fake server standing in for Crossref, doi.org and the cited pages.
// Crossref's records are trimmed real responses of `api.crossref.org/works/{doi}`: the Wakefield 1998
// Lancet paper (a correction and a retraction in "updated-by", source "retraction-watch", as
// Crossref's tutorial https://crossref.gitlab.io/tutorials/get-rw-metadata/ describes) and the Nature
// 2020 coronavirus paper (an "addendum" from the publisher, which is not reported).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runReferenceWatch, type ReferenceWatchConfig } from '../../mailer/reference-watch.ts'
import { uniqueEmail, type SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const RETRACTED_DOI = '10.1016/s0140-6736(97)11096-0'
const ADDENDUM_DOI = '10.1038/s41586-020-2012-7'
const CORRECTED_DOI = '10.5555/corrected-example'
const MAILTO = 'watch@example.org'
const HOST_DELAY_MS = 250

const update = (DOI: string, type: string, label: string, source: string, dateTime: string) => ({
  DOI,
  type,
  label,
  source,
  updated: { 'date-parts': [dateTime.slice(0, 10).split('-').map(Number)], 'date-time': dateTime },
})

const CROSSREF: Record<string, unknown> = {
  [RETRACTED_DOI]: {
    DOI: RETRACTED_DOI,
    title: [
      'RETRACTED: Ileal-lymphoid-nodular hyperplasia, non-specific colitis, and pervasive developmental disorder in children',
    ],
    'container-title': ['The Lancet'],
    'updated-by': [
      {
        ...update(
          '10.1016/s0140-6736(04)15715-2',
          'correction',
          'Correction',
          'retraction-watch',
          '2004-03-06T00:00:00Z',
        ),
        'record-id': '17269',
      },
      {
        ...update(
          '10.1016/s0140-6736(10)60175-4',
          'retraction',
          'Retraction',
          'retraction-watch',
          '2010-02-06T00:00:00Z',
        ),
        'record-id': '4036',
      },
    ],
  },
  [ADDENDUM_DOI]: {
    DOI: ADDENDUM_DOI,
    title: ['A pneumonia outbreak associated with a new coronavirus of probable bat origin'],
    'updated-by': [update('10.1038/s41586-020-2951-z', 'addendum', 'Addendum', 'publisher', '2020-11-17T00:00:00Z')],
  },
  [CORRECTED_DOI]: {
    DOI: CORRECTED_DOI,
    title: ['A corrected study'],
    'updated-by': [
      update('10.5555/correction-notice', 'correction', 'Correction', 'publisher', '2024-05-02T00:00:00Z'),
    ],
  },
}

/** Every request the fake servers saw: host ("crossref", "pages", "slow") and when. */
const requests: { host: string; path: string; at: number }[] = []

function fakeServer(name: string, handle: (url: URL, res: http.ServerResponse) => void) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    requests.push({ host: name, path: url.pathname + url.search, at: Date.now() })
    handle(url, res)
  })
  return new Promise<{ base: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.closeAllConnections() ?? server.close(() => done())),
      }),
    ),
  )
}

const crossref = (url: URL, res: http.ServerResponse) => {
  const doi = decodeURIComponent(url.pathname.replace(/^\/works\//, ''))
  const message = CROSSREF[doi]
  if (!message) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Resource not found.')
    return
  }
  res
    .writeHead(200, { 'Content-Type': 'application/json' })
    .end(JSON.stringify({ status: 'ok', 'message-type': 'work', 'message-version': '1.0.0', message }))
}

const pages = (url: URL, res: http.ServerResponse) => {
  if (url.pathname.startsWith('/doi/')) res.writeHead(302, { Location: '/artigo' }).end()
  else if (url.pathname === '/movido') res.writeHead(301, { Location: '/artigo' }).end()
  else if (url.pathname === '/artigo') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>ok</p>')
  else res.writeHead(404, { 'Content-Type': 'text/html' }).end('<p>não encontrado</p>')
}

const t = useTestStack({ seed: false })
let admin: SignedInUser
let service: SupabaseClient
let config: ReferenceWatchConfig
let slowPage: string
const servers: { close: () => Promise<void> }[] = []
const posts: Record<string, string> = {}

async function publish(slug: string, references: unknown[], editorId: string | null = null): Promise<string> {
  const { data, error } = await service
    .from('posts')
    .insert({
      title: `Post ${slug}`,
      slug,
      content: '<p>Texto.</p>',
      status: 'published',
      author_id: admin.userId,
      editor_id: editorId,
      reference_list: references,
    })
    .select('id')
    .single()
  if (error) throw new Error(error.message)
  return data.id as string
}

beforeAll(async () => {
  admin = await t().signUpUser({ email: uniqueEmail('ana-admin'), data: { full_name: 'Ana Admin' } })
  service = t().createTestClient(t().serviceKey)
  const api = await fakeServer('crossref', crossref)
  const site = await fakeServer('pages', pages)
  const slow = await fakeServer('slow', (_url, res) => setTimeout(() => res.end('tarde'), 2000))
  servers.push(api, site, slow)
  slowPage = `${slow.base}/lento`
  // Three hosts for the rate limit: each fake server has its own port.
  const pagesBase = site.base
  config = {
    enabled: true,
    crossrefUrl: api.base,
    doiResolverUrl: `${pagesBase}/doi`,
    pubmedUrl: `${pagesBase}/pubmed`,
    mailto: MAILTO,
    intervalMs: 3_600_000,
    batchSize: 50,
    concurrency: 3,
    timeoutMs: 400,
    hostDelayMs: HOST_DELAY_MS,
  }
  posts.retracted = await publish('retratado', [{ title: 'Wakefield 1998', doi: RETRACTED_DOI }], admin.userId)
  posts.others = await publish('outros', [
    { title: 'Estudo corrigido', doi: CORRECTED_DOI },
    { title: 'Estudo com adendo', doi: ADDENDUM_DOI },
    { title: 'Página removida', url: `${pagesBase}/removida` },
    { title: 'Página que mudou de endereço', url: `${pagesBase}/movido` },
    { title: 'Página lenta', url: slowPage },
  ])
})
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()))
})

const openProblems = async () => {
  const { data, error } = await service
    .from('reference_checks')
    .select('post_id, reference_key, problem, details, first_seen_at, resolved_at')
    .is('resolved_at', null)
    .order('reference_key')
  if (error) throw new Error(error.message)
  return data
}

/**
 * Starts each test from the same first round: nothing checked, no problem, no request seen, then one
 * round at `FIRST` (notifications stay: the service role cannot delete them, so tests count new ones). Tests read only what their own round stored, so they run in any order.
 */
async function afterFirstRound() {
  for (const table of ['reference_checks', 'reference_watch'] as const) {
    const { error } = await service.from(table).delete().not('reference_key', 'is', null)
    if (error) throw new Error(error.message)
  }
  requests.length = 0
  return runReferenceWatch(service, config, { now: FIRST })
}

const FIRST = new Date('2026-11-28T12:00:00Z')

const retractionNotices = async () => {
  const { data, error } = await service
    .from('notifications')
    .select('recipient_id, kind, post_id')
    .eq('kind', 'reference_retracted')
    .order('created_at')
  if (error) throw new Error(error.message)
  return data
}

describe('the reference watch', () => {
  it('finds the retraction, the correction and the 404, and not the redirect, the addendum or a slow host yet', async () => {
    const result = await afterFirstRound()
    expect(result).toMatchObject({ checked: 6, skipped: 0, notified: 1 })
    expect(await openProblems()).toEqual([
      expect.objectContaining({
        post_id: posts.retracted,
        reference_key: `doi:${RETRACTED_DOI}`,
        problem: 'retracted',
        details: expect.objectContaining({ notice_doi: '10.1016/s0140-6736(10)60175-4', source: 'retraction-watch' }),
        first_seen_at: expect.stringMatching(/^2026-11-28T12:00:00/),
      }),
      expect.objectContaining({
        post_id: posts.others,
        reference_key: `doi:${CORRECTED_DOI}`,
        problem: 'corrected',
        details: expect.objectContaining({ notice_doi: '10.5555/correction-notice', source: 'publisher' }),
      }),
      expect.objectContaining({ reference_key: expect.stringMatching(/\/removida$/), problem: 'link_broken' }),
    ])
    const { data: watch } = await service
      .from('reference_watch')
      .select('soft_failures')
      .eq('reference_key', `url:${slowPage}`)
    expect(watch).toEqual([{ soft_failures: 1 }])
  })

  it("notifies the retracted study's post editor", async () => {
    const before = (await retractionNotices()).length
    await afterFirstRound()
    const notices = await retractionNotices()
    expect(notices).toHaveLength(before + 1)
    expect(notices.at(-1)).toEqual({
      recipient_id: admin.userId,
      kind: 'reference_retracted',
      post_id: posts.retracted,
    })
  })

  it('asks Crossref politely: a mailto on every call, one request per host at a time', async () => {
    await afterFirstRound()
    const crossrefCalls = requests.filter((r) => r.host === 'crossref')
    expect(crossrefCalls).toHaveLength(3)
    for (const call of crossrefCalls) expect(call.path).toContain(`mailto=${encodeURIComponent(MAILTO)}`)
    for (const host of ['crossref', 'pages']) {
      // Measured where the fake server receives them, so a little under the delay (connection set-up).
      const times = requests.filter((r) => r.host === host).map((r) => r.at)
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(HOST_DELAY_MS * 0.7)
    }
  })

  it('checks nothing again within the week, except a soft failure a day later', async () => {
    await afterFirstRound()
    const before = requests.length
    const nextHour = await runReferenceWatch(service, config, { now: new Date('2026-11-28T13:00:00Z') })
    expect(nextHour).toMatchObject({ checked: 0, skipped: 0 })
    expect(requests.length).toBe(before)
    const nextDay = await runReferenceWatch(service, config, { now: new Date('2026-11-29T12:00:00Z') })
    expect(nextDay).toMatchObject({ checked: 1 })
    expect(requests.slice(before).map((r) => r.host)).toEqual(['slow'])
  })

  it('checks again after a week and keeps when the problem was first seen', async () => {
    await afterFirstRound()
    const noticesAfterFirstRound = (await retractionNotices()).length
    const result = await runReferenceWatch(service, config, { now: new Date('2026-12-05T12:00:00Z') })
    expect(result.checked).toBe(6)
    const retraction = (await openProblems()).find((p) => p.problem === 'retracted')
    expect(retraction?.first_seen_at).toMatch(/^2026-11-28T12:00:00/)
    // The retraction was already known: no second notice.
    expect(await retractionNotices()).toHaveLength(noticesAfterFirstRound)
  })
})
