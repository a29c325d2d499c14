import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'
import { LOCAL_SERVICE_ROLE_KEY } from '../../local/keys'
import { CHROMIUM_ARGS } from './chromium'
import { isReferenceMetadataLoad, standInForReferenceMetadata } from './reference-metadata'

export const baseURL = () => inject('baseURL')

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), headless: true, args: CHROMIUM_ARGS })
}

/**
 * What Chromium logged about the build's Content-Security-Policy (build/prerender/content-security-policy.ts)
 * in any page opened with newPage: every browser test ends with none.
 */
const policyViolations: string[] = []

/** The violations logged so far, taken out of the end-of-test check (for a test that causes one on purpose). */
export const takePolicyViolations = () => policyViolations.splice(0)

/**
 * For tests that feed hostile HTML (`<img onerror=…>`) to the sanitiser: Chromium reports the inline
 * handler as refused while DOMPurify parses it (the parsed document shares the page's policy), though
 * nothing would run even without the policy. Those reports, and only those, are expected.
 */
export function expectOnlyRefusedInlineHandlers() {
  for (const violation of takePolicyViolations())
    expect(violation).toMatch(/\/assets\/sanitize-html-[\w-]+\.js: Executing inline event handler violates/)
}

/**
 * Every warning and error the pages opened with newPage logged to the console, and every uncaught
 * exception ("pageerror"), other than the policy violations above: every browser test ends with none.
 */
const consoleProblems: string[] = []

/** The console problems logged so far, taken out of the end-of-test check. */
export const takeConsoleProblems = () => consoleProblems.splice(0)

/**
 * For a test that causes errors on purpose (a simulated network fault makes Chromium log "Failed to
 * load resource"): takes the console problems logged so far and expects each to match one of
 * `expected`. Anything else still fails the test.
 */
export function expectOnlyConsoleProblems(...expected: RegExp[]) {
  const unexpected = takeConsoleProblems().filter((problem) => !expected.some((pattern) => pattern.test(problem)))
  expect(unexpected, 'unexpected console warnings or errors').toEqual([])
}

/** What Chromium logs for a request that failed or answered with an error status (simulated faults). */
export const FAILED_RESOURCE = /^error: Failed to load resource: /

/** What supabase-js's Auth client logs itself when its request never got an answer (time-out, refused). */
export const FAILED_FETCH = /^error: TypeError: Failed to fetch\b/

/** One Chromium per test file, optionally on a freshly reset stack; call inside `describe`. */
export function useBrowser(
  options: { resetStack?: boolean; emailConfirmation?: boolean; seed?: boolean } = {},
): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    if (options.resetStack) await resetStack({ emailConfirmation: options.emailConfirmation, seed: options.seed })
    browser = await launchBrowser()
  })
  afterEach(() => {
    const violations = policyViolations.splice(0)
    const problems = consoleProblems.splice(0)
    expect(violations, 'Content-Security-Policy violations').toEqual([])
    expect(problems, 'console warnings and errors').toEqual([])
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('the browser has not started')
    return browser
  }
}

export const VIEWPORTS = {
  mobile: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'desktop',
  options: { timezoneId?: string; hasTouch?: boolean; extraHTTPHeaders?: Record<string, string> } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    baseURL: baseURL(),
    locale: 'pt-BR',
    ...options,
  })
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text()))
      policyViolations.push(`${message.location().url}: ${message.text()}`)
    // A DOI Crossref does not know is a 404 Chromium reports; the editor says "DOI não encontrado" in place.
    else if (/^Failed to load resource: /.test(message.text()) && isReferenceMetadataLoad(message.location().url))
      return
    else if (message.type() === 'warning' || message.type() === 'error')
      consoleProblems.push(`${message.type()}: ${message.text()} (${message.location().url})`)
  })
  context.on('weberror', (error) => consoleProblems.push(`pageerror: ${error.error().message}`))
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() })
  await standInForReferenceMetadata(context)
  return waitingForTheApp(await context.newPage())
}

/**
 * Prerendered pages show their buttons before React has attached any handler, so a click right after
 * loading would be lost: goto and reload on our pages also wait until the app has rendered or hydrated
 * (src/app/app.tsx marks <html data-app-ready>).
 */
function waitingForTheApp(page: Page): Page {
  const appReady = () => page.waitForFunction(() => document.documentElement.dataset.appReady === 'true')
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (new URL(page.url()).origin === baseURL()) await appReady()
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (new URL(page.url()).origin === baseURL()) await appReady()
    return response
  }
  return page
}

/** Calls the local REST API with the service-role key (test set-up only: bypasses RLS). */
export async function serviceRest(path: string, init: RequestInit = {}) {
  const response = await fetch(`${inject('apiURL')}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
      ...init.headers,
    },
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  const text = await response.text()
  return text ? JSON.parse(text) : null
}

const screenshotDir = resolve(import.meta.dirname, '../../test-results/screenshots')

/**
 * With E2E_SCREENSHOTS=1, saves a full-page PNG under test-results/screenshots for a human to look at.
 * Nothing asserts on them, and painting every page at full length cost about a sixth of the browser
 * tests' time, so `npm test` does not take them (docs/decisions/030-test-time-on-two-cores.md).
 */
export async function screenshot(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return
  mkdirSync(screenshotDir, { recursive: true })
  await page.screenshot({ path: resolve(screenshotDir, `${name}.png`), fullPage: true })
}

/** Like screenshot, of one element only (a part of a long page, at its real size). */
export async function screenshotOf(locator: Locator, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return
  mkdirSync(screenshotDir, { recursive: true })
  await locator.screenshot({ path: resolve(screenshotDir, `${name}.png`) })
}

/** True when the page scrolls sideways (a layout bug on mobile). */
export async function hasHorizontalScroll(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)
}

/**
 * Renders the public pages a change touched, from the database as it is now, as the production build
 * does after a change (docs/deployment.md), and waits for it. Pages loaded afterwards show the change in
 * their HTML. (The site also follows by itself within seconds: build/site-watch.ts.)
 */
export async function rebuildPublicPages() {
  const response = await fetch(`${inject('controlURL')}/rebuild`, { method: 'POST' })
  if (!response.ok) throw new Error(`rebuild failed: ${response.status} ${await response.text()}`)
}

/**
 * Waits until the mailer formatted the post's references in `style` (post_citations, decision 059),
 * then rebuilds the public pages, so the article shows them formatted.
 */
export async function referencesFormatted(slug: string, style: 'abnt' | 'vancouver' = 'abnt') {
  // A loop, not expect.poll: hooks (beforeAll) call it too.
  const styleNow = async () => {
    const rows = (await serviceRest(`posts?select=citations:post_citations(style)&slug=eq.${slug}`)) as {
      citations: { style: string } | null
    }[]
    return rows[0]?.citations?.style ?? null
  }
  const deadline = Date.now() + 20_000
  while ((await styleNow()) !== style) {
    if (Date.now() > deadline) throw new Error(`the references of ${slug} were not formatted in ${style} within 20 s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  await rebuildPublicPages()
}

/**
 * Stops (false) or restarts (true) the site's following of the database (build/site-watch.ts, what the
 * host's build does in production), to see the back office while a page is still being written.
 * Restarting builds what changed meanwhile.
 */
export async function setPublishing(on: boolean) {
  const response = await fetch(`${inject('controlURL')}/publishing?on=${on}`, { method: 'POST' })
  if (!response.ok) throw new Error(`publishing ${on} failed: ${response.status} ${await response.text()}`)
}

/** Puts the local stack back to a fresh, seeded database (no accounts but the seed's). */
export async function resetStack(options: { emailConfirmation?: boolean; seed?: boolean } = {}) {
  const params = new URLSearchParams()
  if (options.emailConfirmation) params.set('confirm', 'email')
  if (options.seed === false) params.set('seed', 'false')
  const query = params.size > 0 ? `?${params}` : ''
  const response = await fetch(`${inject('controlURL')}/reset${query}`, { method: 'POST' })
  if (!response.ok) throw new Error(`reset failed: ${response.status} ${await response.text()}`)
}

export interface MailboxMessage {
  type: string
  to: string
  subject: string
  html?: string
  text?: string
  links?: string[]
}

/** E-mails the local auth server "sent", newest first. */
export async function mailboxMessages(): Promise<MailboxMessage[]> {
  const response = await fetch(`${inject('apiURL')}/mailbox/messages`)
  return (await response.json()) as MailboxMessage[]
}

/** Whether two elements' boxes on screen share any area (a toast over a button, a corner × over a control). */
export async function boxesOverlap(a: Locator, b: Locator): Promise<boolean> {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()])
  if (!one || !two) throw new Error('an element has no box on screen')
  return (
    one.x < two.x + two.width && two.x < one.x + one.width && one.y < two.y + two.height && two.y < one.y + one.height
  )
}
