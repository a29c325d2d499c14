// `npm run bench:admin`: how long the back office takes to show its content over a slow connection.
// Builds and prerenders the app against a seeded in-memory local stack (and an offline Clio), serves it
// with `vite preview` as the static host would, signs in the stack's first account (an admin) through
// /admin/auth, then opens /admin, /admin/posts and the editor of the newest post, each in a fresh
// browser context holding only that session, in the system Chromium with the network throttled (CDP:
// 100 ms round trip, 10 Mbit/s down and up, cache disabled). Prints, per page and run, the time to the
// first meaningful content and the sequential round trips before it (see DEFINITIONS below), then the
// medians and the requests of the median run's longest chain. A benchmark, not a test: it exits 0 unless
// something fails to run.
//
// Each page is measured from two hosts serving the same build: one speaking HTTP/2 over TLS, as the
// production hosts do (bench/http2-static-host.ts), and `vite preview`, which speaks HTTP/1.1:
// Chromium opens six connections to it and queues the other requests, as it would with a host that does
// not offer HTTP/2 (docs/performance.md, "The back office"). Each host gets its own verdict.
//
// Each measured load waits, before it asks for the page, until the browser has finished setting up the
// fresh context's window (bench/processes-at-rest.ts); `--no-rest` skips that wait.
//
//   npm run bench:admin [-- --runs 5] [-- --verbose] [-- --only http2|http1] [-- --trace DIR] [-- --no-rest]
import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { startClio } from '../clio/server.ts'
import { LOCAL_ANON_KEY } from '../local/keys.ts'
import { paths } from '../src/config/paths.ts'
import { startLocalStack } from '../local/supabase/server.ts'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts'
import { freePort } from '../tests/utils/free-port.ts'
import { TEST_AUTH_CONFIG } from '../tests/utils/test-auth-config.ts'
import { longestSequentialChain, type TraceRequest } from './request-chain.ts'
import { buildSite, startStaticHost } from './static-site.ts'
import { startHttp2StaticHost } from './http2-static-host.ts'
import { processesAtRest } from './processes-at-rest.ts'

const flag = (name: string) => process.argv.indexOf(name)
const RUNS = flag('--runs') > 0 ? Math.max(1, Number(process.argv[flag('--runs') + 1]) || 1) : 5
const VERBOSE = flag('--verbose') > 0
const ONLY = flag('--only') > 0 ? process.argv[flag('--only') + 1] : null
/** Navigates as soon as the new window exists, while the browser is still setting it up (measurements before 2026-11-27). */
const NO_REST = flag('--no-rest') > 0
/** A folder: one Chromium performance trace per measured load (open in chrome://tracing or Perfetto). */
const TRACE_DIR = flag('--trace') > 0 ? process.argv[flag('--trace') + 1] : null

const NETWORK = { latencyMs: 100, mbitPerSecond: 10 }
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-v8.cpu_profiler',
]
const BUDGET = { seconds: 1.5, roundTrips: 3 }
const ACCOUNT = { email: 'bench.admin@example.com', password: 'senha-bench-123' }

const DEFINITIONS = `Time to content: from navigation start (performance.timeOrigin) to the first animation frame in which
  the page's real content is in the layout and inside the viewport: on /admin a stat card's number
  ([data-testid=stat-value]), on /admin/posts the first post (a card's title or a table row), in the
  editor the "Título" field (input[name=title]) holding the post's title. Checked once per frame by a
  script the page gets before its own.
Sequential round trips: from the CDP network trace, the longest chain of requests in which each one
  started after the one before it had finished (its last byte), counting only requests finished before
  the content appeared (data: URLs and the browser's own favicon request are not counted). The
  document is the first link. A CORS preflight (OPTIONS) is not a link of its own: its time lies inside
  its request's, and Chromium's throttling does not delay it (on a real connection it costs one more
  round trip before each API request).`

type PageKind = 'dashboard' | 'posts' | 'editor'

const CONTENT_TIMEOUT_MS = 30_000

/**
 * Chromium's network throttling now and then holds back the responses of a whole page load for good:
 * the host has sent every one of them (over HTTP/2 each stream ended normally, nothing left in its
 * queue) and the page stays blank, not even its entry script arrived (about one HTTP/2 load in
 * fifteen; once, on 2026-11-26, an HTTP/1.1 load; never without throttling; not once since the loads
 * wait for the new window to be set up). Such a load measures nothing about the site; it is counted,
 * printed and loaded again.
 */
class ThrottlingStall extends Error {}
const MAX_STALLS_PER_LOAD = 3

interface Measurement {
  contentMs: number
  chain: TraceRequest[]
  requests: number
  /** Bytes received (compressed, as on the wire) by requests finished before the content. */
  bytesBeforeContent: number
  consoleProblems: string[]
  /** False when the browser was still busy after 5 s of waiting, or could not be watched (the load went ahead). */
  startedAtRest: boolean
}

/**
 * Runs in the page before its own scripts: once per animation frame, looks for the content and records
 * performance.now() the first time it is there. Plain JavaScript source: tsx would add helpers to a
 * compiled function that do not exist in the page, and the page's Content-Security-Policy forbids eval.
 */
const watchForContent = (kind: PageKind, title: string) => `(() => {
  const kind = ${JSON.stringify(kind)}
  const title = ${JSON.stringify(title)}
  const shown = (element) => {
    if (!element) return false
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight
  }
  const present = () => {
    if (kind === 'dashboard') return shown(document.querySelector('[data-testid="stat-value"]'))
    if (kind === 'posts') return shown(document.querySelector('[data-testid="admin-post-card"] h3, main table tbody tr'))
    const field = document.querySelector('input[name="title"]')
    return Boolean(field && field.value === title && shown(field))
  }
  const onFrame = () => {
    if (present()) window.__contentAt = performance.now()
    else requestAnimationFrame(onFrame)
  }
  requestAnimationFrame(onFrame)
})()`

/** Signs up the stack's first account (the bootstrap rule makes it admin). */
async function signUp(apiUrl: string) {
  const response = await fetch(`${apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNT.email, password: ACCOUNT.password, data: { full_name: 'Bia Bench' } }),
  })
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`)
}

/** Signs in through the real form of the site at `siteUrl`; the session lives in that origin's storage. */
async function signedInSession(browser: Browser, siteUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' })
  const page = await context.newPage()
  await page.goto(`${siteUrl}/admin/auth`)
  await page.getByLabel('Email').fill(ACCOUNT.email)
  await page.getByLabel('Senha', { exact: true }).fill(ACCOUNT.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL((url) => url.pathname === '/admin')
  await page.getByTestId('stat-value').first().waitFor()
  const state = await context.storageState()
  await context.close()
  return state
}

type Session = Awaited<ReturnType<BrowserContext['storageState']>>

interface SentEvent {
  requestId: string
  request: { url: string; method: string }
  type?: string
  timestamp: number
  wallTime: number
}

/** What CDP reports of a page's requests: each as it was sent, and when it finished or failed. */
interface NetworkLog {
  sent: SentEvent[]
  ended: Map<string, { timestamp: number; failed: boolean; bytes: number }>
}

/** Records the page's requests and throttles its network (NETWORK), with the cache off. */
async function throttledNetwork(context: BrowserContext, page: Page): Promise<NetworkLog> {
  const cdp = await context.newCDPSession(page)
  const log: NetworkLog = { sent: [], ended: new Map() }
  cdp.on('Network.requestWillBeSent', (event: SentEvent) => log.sent.push(event))
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) =>
    log.ended.set(event.requestId, { timestamp: event.timestamp, failed: false, bytes: event.encodedDataLength }),
  )
  cdp.on('Network.loadingFailed', (event: { requestId: string; timestamp: number }) =>
    log.ended.set(event.requestId, { timestamp: event.timestamp, failed: true, bytes: 0 }),
  )
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const bytesPerSecond = (NETWORK.mbitPerSecond * 1_000_000) / 8
  // Chromium adds `latency` between sending a request and receiving its response headers: on this
  // machine's loopback (well under 1 ms) that makes the round trip 100 ms.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  })
  return log
}

/** Waits for the content; a blank page with requests that never finished is a ThrottlingStall. */
async function waitForContent(page: Page, network: NetworkLog, consoleProblems: string[]): Promise<void> {
  await page
    .waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt !== undefined, undefined, {
      timeout: CONTENT_TIMEOUT_MS,
      polling: 100,
    })
    .catch(async (error: unknown) => {
      const text = await page.evaluate(() => document.body.innerText.slice(0, 300)).catch(() => '?')
      const problems = consoleProblems.join(' | ') || 'none'
      const unfinished = network.sent
        .filter((event) => !network.ended.has(event.requestId))
        .map((event) => shortUrl(event.request.url))
      if (text === '' && unfinished.length > 0)
        throw new ThrottlingStall(`${unfinished.length} of ${network.sent.length} requests never finished`)
      console.log(`  requests never finished: ${unfinished.join(', ') || 'none'}; ${network.sent.length} requests sent`)
      throw new Error(
        `no content on ${page.url()} within ${CONTENT_TIMEOUT_MS / 1000} s; page text: ${JSON.stringify(text)}; console: ${problems}`,
        {
          cause: error,
        },
      )
    })
}

/** The page's requests (data: and blob: URLs aside), their times in ms since the page's navigation start. */
function pageRequests(network: NetworkLog, timeOrigin: number): (TraceRequest & { bytes: number })[] {
  const documentRequest = network.sent.find((event) => event.type === 'Document')
  if (!documentRequest) throw new Error('no document request in the trace')
  // CDP timestamps are monotonic seconds; requestWillBeSent also carries wall time, which ties them to timeOrigin.
  const toPageMs = (timestamp: number) =>
    (timestamp - documentRequest.timestamp + documentRequest.wallTime) * 1000 - timeOrigin
  return network.sent
    .filter((event) => !event.request.url.startsWith('data:') && !event.request.url.startsWith('blob:'))
    .map((event) => {
      const end = network.ended.get(event.requestId)
      return {
        url: event.request.url,
        type: (event.type ?? '?') + (end?.failed ? ' (failed)' : ''),
        method: event.request.method,
        start: toPageMs(event.timestamp),
        end: end ? toPageMs(end.timestamp) : null,
        bytes: end?.bytes ?? 0,
      }
    })
}

function printRequests(requests: TraceRequest[], contentAt: number) {
  for (const request of [...requests].sort((a, b) => a.start - b.start)) {
    console.log(
      `    ${request.start.toFixed(0).padStart(5)} → ${request.end === null ? '  ...' : request.end.toFixed(0).padStart(5)} ms  ${request.type.padEnd(10)} ${request.method.padEnd(7)} ${shortUrl(request.url)}`,
    )
  }
  console.log(`    content at ${contentAt.toFixed(0)} ms`)
}

/** One load of `url` in a fresh context holding `storageState`, throttled, once the browser is at rest. */
async function measure(
  browser: Browser,
  storageState: Session,
  url: string,
  kind: PageKind,
  title: string,
): Promise<Measurement> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR', storageState })
  try {
    await context.addInitScript({ content: watchForContent(kind, title) })
    const page = await context.newPage()
    const consoleProblems: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error')
        consoleProblems.push(`${message.type()}: ${message.text()}`)
    })
    page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`))
    const network = await throttledNetwork(context, page)
    // The new window's own set-up (about 1.5 s of CPU here) is over before the page is asked for, as
    // in a browser someone already has open (bench/processes-at-rest.ts).
    const rest = NO_REST ? { waitedMs: 0, atRest: false } : await processesAtRest()
    if (VERBOSE)
      console.log(
        `    the browser came to rest after ${rest.waitedMs.toFixed(0)} ms${rest.atRest ? '' : ' (it did not: went ahead)'}`,
      )

    if (TRACE_DIR) await browser.startTracing(page, { categories: TRACE_CATEGORIES })
    await page.goto(url, { waitUntil: 'commit' })
    await waitForContent(page, network, consoleProblems)
    const { contentAt, timeOrigin } = await page.evaluate(() => ({
      contentAt: (window as unknown as { __contentAt: number }).__contentAt,
      timeOrigin: performance.timeOrigin,
    }))
    // Events of requests finished before the content may still be on their way to this process.
    await page.waitForTimeout(500)
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true })
      writeFileSync(
        path.join(TRACE_DIR, `${kind}-${new URL(url).protocol.replace(':', '')}-${Date.now()}.json`),
        await browser.stopTracing(),
      )
    }
    const requests = pageRequests(network, timeOrigin)
    if (VERBOSE) printRequests(requests, contentAt)
    const finished = requests.filter((request) => request.end !== null && request.end <= contentAt)
    const counted = requests.filter(
      (request) => request.method !== 'OPTIONS' && new URL(request.url).pathname !== '/favicon.svg',
    )
    return {
      contentMs: contentAt,
      chain: longestSequentialChain(counted, contentAt),
      requests: finished.length,
      bytesBeforeContent: finished.reduce((sum, request) => sum + request.bytes, 0),
      consoleProblems,
      startedAtRest: rest.atRest,
    }
  } finally {
    // A load that failed leaves its trace running; the next one could not start another.
    if (TRACE_DIR) await browser.stopTracing().catch(() => undefined)
    await context.close()
  }
}

function shortUrl(url: string): string {
  const parsed = new URL(url)
  const tail = parsed.pathname + (parsed.search.length > 70 ? `${parsed.search.slice(0, 67)}...` : parsed.search)
  return `${parsed.port ? `:${parsed.port}` : ''}${tail}`
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`

async function measureAgainOnStall(load: () => Promise<Measurement>, onStall: () => void): Promise<Measurement> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load()
    } catch (error) {
      if (!(error instanceof ThrottlingStall) || attempt >= MAX_STALLS_PER_LOAD) throw error
      console.log(`  stalled in Chromium's throttling (${error.message}); loading again`)
      onStall()
    }
  }
}

interface Host {
  name: string
  description: string
  url: string
  storageState?: Session
}

interface BenchPage {
  name: string
  path: string
  kind: PageKind
}

/** The seeded stack, an offline Clio that lets the two hosts' origins in, and the build's environment. */
async function startServices() {
  const stack = await startLocalStack({ port: 0, smtpPort: 0, authConfig: TEST_AUTH_CONFIG })
  const ports = { http2: await freePort(), http1: await freePort() }
  const clioImages = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-clio-'))
  const clio = await startClio({
    port: 0,
    env: {},
    imagesDir: clioImages,
    supabase: { url: stack.url },
    allowedOrigins: [`https://127.0.0.1:${ports.http2}`, `http://127.0.0.1:${ports.http1}`],
  })
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    VITE_SUPABASE_URL: stack.url,
    VITE_CLIO_API_URL: clio.url,
    VITE_SITE_URL: `https://127.0.0.1:${ports.http2}`,
  }
  const close = async () => {
    await clio.close()
    await stack.close()
    rmSync(clioImages, { recursive: true, force: true })
  }
  return { stackUrl: stack.url, ports, env, close }
}

/** The hosts `--only` leaves, serving `outDir`; `stop` closes them. */
async function startHosts(outDir: string, ports: { http2: number; http1: number }) {
  const hosts: Host[] = []
  let viteHost: ChildProcess | undefined
  let http2Host: Awaited<ReturnType<typeof startHttp2StaticHost>> | undefined
  const stop = async () => {
    if (viteHost?.pid) process.kill(-viteHost.pid)
    await http2Host?.close()
  }
  try {
    if (ONLY !== 'http1') {
      http2Host = await startHttp2StaticHost(outDir, ports.http2)
      hosts.push({
        name: 'HTTP/2',
        description: 'HTTP/2 over TLS, one connection (as Netlify and Cloudflare Pages serve it)',
        url: http2Host.url,
      })
    }
    if (ONLY !== 'http2') {
      viteHost = await startStaticHost(outDir, ports.http1)
      hosts.push({
        name: 'HTTP/1.1',
        description: 'vite preview, HTTP/1.1 (six connections per host)',
        url: `http://127.0.0.1:${ports.http1}`,
      })
    }
  } catch (error) {
    await stop()
    throw error
  }
  return { hosts, chromiumArgs: http2Host?.chromiumArgs ?? [], stop }
}

/** The pages measured: the dashboard, the post list and the editor of the newest post (whose title the editor must show). */
async function benchPages(stackUrl: string, hosts: Host[]): Promise<{ pages: BenchPage[]; title: string }> {
  const response = await fetch(`${stackUrl}/rest/v1/posts?select=id,title&order=created_at.desc&limit=1`, {
    headers: { apikey: LOCAL_ANON_KEY },
  })
  const [post] = (await response.json()) as { id: string; title: string }[]
  const pages: BenchPage[] = [
    { name: '/admin', path: paths.admin.dashboard.href(), kind: 'dashboard' },
    { name: '/admin/posts', path: paths.admin.posts.href(), kind: 'posts' },
    { name: 'editor', path: paths.admin.editPost.href(post.id), kind: 'editor' },
  ]
  console.log(`\n${DEFINITIONS}\n`)
  console.log(
    `Network: ${NETWORK.latencyMs} ms round trip, ${NETWORK.mbitPerSecond} Mbit/s down and up, cache disabled; a fresh context per load (only the session in localStorage).`,
  )
  for (const host of hosts) console.log(`Host ${host.name}: ${host.description}, ${host.url}.`)
  console.log(`Editor: ${pages[2].path} ("${post.title}")\n`)
  return { pages, title: post.title }
}

const resultKey = (host: Host, page: BenchPage) => `${host.name} ${page.name}`

/** RUNS loads of every page on every host, taking turns, after one load per host thrown away. */
async function measureRuns(browser: Browser, hosts: Host[], pages: BenchPage[], title: string) {
  let stalls = 0
  const load = (host: Host, page: BenchPage) =>
    measureAgainOnStall(
      () => measure(browser, host.storageState!, host.url + page.path, page.kind, title),
      () => stalls++,
    )
  // The first load after Chromium starts is slower than any other (its processes are starting): thrown away.
  for (const host of hosts) await load(host, pages[0])
  const results = new Map<string, Measurement[]>()
  for (let index = 0; index < RUNS; index++) {
    // Hosts and pages take turns, so a slow moment of the machine does not fall on one of them only.
    for (const host of hosts) {
      for (const page of pages) {
        if (VERBOSE) console.log(`  ${host.name} ${page.name}, run ${index + 1}:`)
        const result = await load(host, page)
        results.set(resultKey(host, page), [...(results.get(resultKey(host, page)) ?? []), result])
        console.log(
          `run ${index + 1} ${host.name.padEnd(8)} ${page.name.padEnd(12)} ${seconds(result.contentMs)}  ${result.chain.length} sequential round trips  (${result.requests} requests, ${kb(result.bytesBeforeContent)} before the content)`,
        )
        for (const problem of result.consoleProblems) console.log(`  console ${problem}`)
      }
    }
  }
  return { results, stalls }
}

/** One host's table of medians and its median runs' chains; returns the pages over budget. */
function printHostReport(host: Host, pages: BenchPage[], results: Map<string, Measurement[]>): string[] {
  const failures: string[] = []
  console.log(
    `\n${host.name} (${host.description}): median of ${RUNS} runs (budget: ≤ ${BUDGET.seconds} s, ≤ ${BUDGET.roundTrips} sequential round trips)\n`,
  )
  console.log(
    '| page | time to content (median) | runs | sequential round trips (median) | runs | requests / bytes before content (median) | budget |',
  )
  console.log('|---|---|---|---|---|---|---|')
  for (const page of pages) {
    const runs = results.get(resultKey(host, page))!
    const time = median(runs.map((run) => run.contentMs))
    const trips = median(runs.map((run) => run.chain.length))
    const ok = time <= BUDGET.seconds * 1000 && trips <= BUDGET.roundTrips
    if (!ok) failures.push(resultKey(host, page))
    const requests = median(runs.map((run) => run.requests))
    const bytes = median(runs.map((run) => run.bytesBeforeContent))
    console.log(
      `| ${page.name} | ${seconds(time)} | ${runs.map((run) => (run.contentMs / 1000).toFixed(2)).join(', ')} | ${trips} | ${runs.map((run) => run.chain.length).join(', ')} | ${requests} / ${kb(bytes)} | ${ok ? 'pass' : 'FAIL'} |`,
    )
  }
  for (const page of pages) {
    const runs = results.get(resultKey(host, page))!
    const middle = [...runs].sort((a, b) => a.contentMs - b.contentMs)[Math.floor(runs.length / 2)]
    console.log(
      `\n${host.name} ${page.name}, median run (${seconds(middle.contentMs)}): its longest chain of sequential requests`,
    )
    for (const [index, request] of middle.chain.entries()) {
      console.log(
        `  ${index + 1}. ${request.start.toFixed(0).padStart(5)} → ${request.end!.toFixed(0).padStart(5)} ms  ${request.type.padEnd(10)} ${request.method.padEnd(7)} ${shortUrl(request.url)}`,
      )
    }
  }
  return failures
}

function printReport(hosts: Host[], pages: BenchPage[], { results, stalls }: Awaited<ReturnType<typeof measureRuns>>) {
  const failures = hosts.flatMap((host) => printHostReport(host, pages, results))
  if (stalls > 0) console.log(`\n${stalls} load(s) stalled in Chromium's throttling and were loaded again.`)
  const busy = [...results.values()].flat().filter((run) => !run.startedAtRest).length
  if (NO_REST)
    console.log('\n--no-rest: every page was asked for while the browser was still setting up its new window.')
  else if (busy > 0)
    console.log(
      `\n${busy} load(s) started without the browser having come to rest (still busy after 5 s, or no /proc to tell).`,
    )
  console.log(
    failures.length === 0 ? '\npass: every page within budget' : `\nFAIL: over budget: ${failures.join(', ')}`,
  )
}

async function main() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-dist-'))
  const services = await startServices()
  let hosts: Awaited<ReturnType<typeof startHosts>> | undefined
  let browser: Browser | undefined
  try {
    console.log(`Building against the seeded stack at ${services.stackUrl} into ${outDir} …`)
    await buildSite(outDir, services.env)
    hosts = await startHosts(outDir, services.ports)
    browser = await chromium.launch({
      executablePath: findChromium(),
      headless: true,
      args: [...CHROMIUM_ARGS, ...hosts.chromiumArgs],
    })
    await signUp(services.stackUrl)
    for (const host of hosts.hosts) host.storageState = await signedInSession(browser, host.url)
    const { pages, title } = await benchPages(services.stackUrl, hosts.hosts)
    printReport(hosts.hosts, pages, await measureRuns(browser, hosts.hosts, pages, title))
  } finally {
    await browser?.close()
    await hosts?.stop()
    await services.close()
    rmSync(outDir, { recursive: true, force: true })
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
