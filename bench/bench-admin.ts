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
import { chromium, type Browser, type BrowserContext } from 'playwright-core'
import { startClio } from '../clio/server.ts'
import { LOCAL_ANON_KEY } from '../local/keys.ts'
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

async function measure(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
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
    const cdp = await context.newCDPSession(page)
    type Sent = {
      requestId: string
      request: { url: string; method: string }
      type?: string
      timestamp: number
      wallTime: number
    }
    const sent: Sent[] = []
    const ended = new Map<string, { timestamp: number; failed: boolean; bytes: number }>()
    cdp.on('Network.requestWillBeSent', (event: Sent) => sent.push(event))
    cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) =>
      ended.set(event.requestId, { timestamp: event.timestamp, failed: false, bytes: event.encodedDataLength }),
    )
    cdp.on('Network.loadingFailed', (event: { requestId: string; timestamp: number }) =>
      ended.set(event.requestId, { timestamp: event.timestamp, failed: true, bytes: 0 }),
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
    // The new window's own set-up (about 1.5 s of CPU here) is over before the page is asked for, as
    // in a browser someone already has open (bench/processes-at-rest.ts).
    const rest = NO_REST ? { waitedMs: 0, atRest: false } : await processesAtRest()
    if (VERBOSE) console.log(`    the browser came to rest after ${rest.waitedMs.toFixed(0)} ms${rest.atRest ? '' : ' (it did not: went ahead)'}`)

    if (TRACE_DIR) await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'] })
    await page.goto(url, { waitUntil: 'commit' })
    await page
      .waitForFunction(() => (window as unknown as { __contentAt?: number }).__contentAt !== undefined, undefined, {
        timeout: CONTENT_TIMEOUT_MS,
        polling: 100,
      })
      .catch(async (error: unknown) => {
        const text = await page.evaluate(() => document.body.innerText.slice(0, 300)).catch(() => '?')
        const problems = consoleProblems.join(' | ') || 'none'
        const unfinished = sent
          .filter((event) => !ended.has(event.requestId))
          .map((event) => shortUrl(event.request.url))
        if (text === '' && unfinished.length > 0)
          throw new ThrottlingStall(`${unfinished.length} of ${sent.length} requests never finished`)
        console.log(`  requests never finished: ${unfinished.join(', ') || 'none'}; ${sent.length} requests sent`)
        throw new Error(
          `no content on ${page.url()} within ${CONTENT_TIMEOUT_MS / 1000} s; page text: ${JSON.stringify(text)}; console: ${problems}`,
          { cause: error },
        )
      })
    const { contentAt, timeOrigin } = await page.evaluate(() => ({
      contentAt: (window as unknown as { __contentAt: number }).__contentAt,
      timeOrigin: performance.timeOrigin,
    }))
    // Events of requests finished before the content may still be on their way to this process.
    await page.waitForTimeout(500)
    if (TRACE_DIR) {
      mkdirSync(TRACE_DIR, { recursive: true })
      const file = path.join(TRACE_DIR, `${kind}-${new URL(url).protocol.replace(':', '')}-${Date.now()}.json`)
      writeFileSync(file, await browser.stopTracing())
    }

    const documentRequest = sent.find((event) => event.type === 'Document')
    if (!documentRequest) throw new Error('no document request in the trace')
    // CDP timestamps are monotonic seconds; requestWillBeSent also carries wall time, which ties them to timeOrigin.
    const toPageMs = (timestamp: number) =>
      (timestamp - documentRequest.timestamp + documentRequest.wallTime) * 1000 - timeOrigin
    const requests: (TraceRequest & { bytes: number })[] = sent
      .filter((event) => !event.request.url.startsWith('data:') && !event.request.url.startsWith('blob:'))
      .map((event) => {
        const end = ended.get(event.requestId)
        return {
          url: event.request.url,
          type: (event.type ?? '?') + (end?.failed ? ' (failed)' : ''),
          method: event.request.method,
          start: toPageMs(event.timestamp),
          end: end ? toPageMs(end.timestamp) : null,
          bytes: end?.bytes ?? 0,
        }
      })
    if (VERBOSE) {
      for (const request of [...requests].sort((a, b) => a.start - b.start)) {
        console.log(
          `    ${request.start.toFixed(0).padStart(5)} → ${request.end === null ? '  ...' : request.end.toFixed(0).padStart(5)} ms  ${request.type.padEnd(10)} ${request.method.padEnd(7)} ${shortUrl(request.url)}`,
        )
      }
      console.log(`    content at ${contentAt.toFixed(0)} ms`)
    }
    const finished = requests.filter((request) => request.end !== null && request.end <= contentAt)
    return {
      contentMs: contentAt,
      chain: longestSequentialChain(
        requests.filter((request) => request.method !== 'OPTIONS' && new URL(request.url).pathname !== '/favicon.svg'),
        contentAt,
      ),
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
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>
}

async function main() {
  const chromiumPath = findChromium()
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-dist-'))
  const clioImages = mkdtempSync(path.join(os.tmpdir(), 'bench-admin-clio-'))
  const stack = await startLocalStack({ port: 0, smtpPort: 0, authConfig: TEST_AUTH_CONFIG })
  const [http2Port, http1Port] = [await freePort(), await freePort()]
  const clio = await startClio({
    port: 0,
    env: {},
    imagesDir: clioImages,
    supabase: { url: stack.url },
    allowedOrigins: [`https://127.0.0.1:${http2Port}`, `http://127.0.0.1:${http1Port}`],
  })
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    VITE_SUPABASE_URL: stack.url,
    VITE_CLIO_API_URL: clio.url,
    VITE_SITE_URL: `https://127.0.0.1:${http2Port}`,
  }
  let viteHost: ChildProcess | undefined
  let http2Host: Awaited<ReturnType<typeof startHttp2StaticHost>> | undefined
  let browser: Browser | undefined
  try {
    console.log(`Building against the seeded stack at ${stack.url} into ${outDir} …`)
    await buildSite(outDir, env)
    const hosts: Host[] = []
    if (ONLY !== 'http1') {
      http2Host = await startHttp2StaticHost(outDir, http2Port)
      hosts.push({ name: 'HTTP/2', description: 'HTTP/2 over TLS, one connection (as Netlify and Cloudflare Pages serve it)', url: http2Host.url })
    }
    if (ONLY !== 'http2') {
      viteHost = await startStaticHost(outDir, http1Port)
      hosts.push({ name: 'HTTP/1.1', description: 'vite preview, HTTP/1.1 (six connections per host)', url: `http://127.0.0.1:${http1Port}` })
    }
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: [...CHROMIUM_ARGS, ...(http2Host?.chromiumArgs ?? [])] })

    await signUp(stack.url)
    for (const host of hosts) host.storageState = await signedInSession(browser, host.url)
    const [post] = (await (
      await fetch(`${stack.url}/rest/v1/posts?select=id,title&order=created_at.desc&limit=1`, {
        headers: { apikey: LOCAL_ANON_KEY },
      })
    ).json()) as { id: string; title: string }[]
    const pages: { name: string; path: string; kind: PageKind }[] = [
      { name: '/admin', path: '/admin', kind: 'dashboard' },
      { name: '/admin/posts', path: '/admin/posts', kind: 'posts' },
      { name: 'editor', path: `/admin/posts/${post.id}`, kind: 'editor' },
    ]

    console.log(`\n${DEFINITIONS}\n`)
    console.log(
      `Network: ${NETWORK.latencyMs} ms round trip, ${NETWORK.mbitPerSecond} Mbit/s down and up, cache disabled; a fresh context per load (only the session in localStorage).`,
    )
    for (const host of hosts) console.log(`Host ${host.name}: ${host.description}, ${host.url}.`)
    console.log(`Editor: /admin/posts/${post.id} ("${post.title}")\n`)
    // The first load after Chromium starts is slower than any other (its processes are starting): thrown away.
    let stalls = 0
    for (const host of hosts)
      await measureAgainOnStall(() => measure(browser!, host.storageState!, host.url + pages[0].path, pages[0].kind, post.title), () => stalls++)

    const key = (host: Host, page: { name: string }) => `${host.name} ${page.name}`
    const results = new Map<string, Measurement[]>()
    for (let index = 0; index < RUNS; index++) {
      // Hosts and pages take turns, so a slow moment of the machine does not fall on one of them only.
      for (const host of hosts) {
        for (const page of pages) {
          if (VERBOSE) console.log(`  ${host.name} ${page.name}, run ${index + 1}:`)
          const result = await measureAgainOnStall(() => measure(browser!, host.storageState!, host.url + page.path, page.kind, post.title), () => stalls++)
          results.set(key(host, page), [...(results.get(key(host, page)) ?? []), result])
          console.log(
            `run ${index + 1} ${host.name.padEnd(8)} ${page.name.padEnd(12)} ${seconds(result.contentMs)}  ${result.chain.length} sequential round trips  (${result.requests} requests, ${kb(result.bytesBeforeContent)} before the content)`,
          )
          for (const problem of result.consoleProblems) console.log(`  console ${problem}`)
        }
      }
    }

    const failures: string[] = []
    for (const host of hosts) {
      console.log(
        `\n${host.name} (${host.description}): median of ${RUNS} runs (budget: ≤ ${BUDGET.seconds} s, ≤ ${BUDGET.roundTrips} sequential round trips)\n`,
      )
      console.log(
        '| page | time to content (median) | runs | sequential round trips (median) | runs | requests / bytes before content (median) | budget |',
      )
      console.log('|---|---|---|---|---|---|---|')
      for (const page of pages) {
        const runs = results.get(key(host, page))!
        const time = median(runs.map((run) => run.contentMs))
        const trips = median(runs.map((run) => run.chain.length))
        const ok = time <= BUDGET.seconds * 1000 && trips <= BUDGET.roundTrips
        if (!ok) failures.push(key(host, page))
        const requests = median(runs.map((run) => run.requests))
        const bytes = median(runs.map((run) => run.bytesBeforeContent))
        console.log(
          `| ${page.name} | ${seconds(time)} | ${runs.map((run) => (run.contentMs / 1000).toFixed(2)).join(', ')} | ${trips} | ${runs.map((run) => run.chain.length).join(', ')} | ${requests} / ${kb(bytes)} | ${ok ? 'pass' : 'FAIL'} |`,
        )
      }
      for (const page of pages) {
        const runs = results.get(key(host, page))!
        const middle = [...runs].sort((a, b) => a.contentMs - b.contentMs)[Math.floor(runs.length / 2)]
        console.log(`\n${host.name} ${page.name}, median run (${seconds(middle.contentMs)}): its longest chain of sequential requests`)
        for (const [index, request] of middle.chain.entries()) {
          console.log(
            `  ${index + 1}. ${request.start.toFixed(0).padStart(5)} → ${request.end!.toFixed(0).padStart(5)} ms  ${request.type.padEnd(10)} ${request.method.padEnd(7)} ${shortUrl(request.url)}`,
          )
        }
      }
    }
    if (stalls > 0) console.log(`\n${stalls} load(s) stalled in Chromium's throttling and were loaded again.`)
    const busy = [...results.values()].flat().filter((run) => !run.startedAtRest).length
    if (NO_REST) console.log('\n--no-rest: every page was asked for while the browser was still setting up its new window.')
    else if (busy > 0) console.log(`\n${busy} load(s) started without the browser having come to rest (still busy after 5 s, or no /proc to tell).`)
    console.log(
      failures.length === 0 ? '\npass: every page within budget' : `\nFAIL: over budget: ${failures.join(', ')}`,
    )
  } finally {
    await browser?.close()
    if (viteHost?.pid) process.kill(-viteHost.pid)
    await http2Host?.close()
    await clio.close()
    await stack.close()
    rmSync(outDir, { recursive: true, force: true })
    rmSync(clioImages, { recursive: true, force: true })
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
