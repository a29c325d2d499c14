// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on the production build of the
// public pages, served as the static host serves them (`vite preview`, in a process of its own),
// against a seeded in-memory local stack. Each page is measured beside a static HTML snapshot of itself
// (its rendered DOM, no JavaScript) served in the same run, and LCP is printed as a ratio to that
// snapshot. Chromium's other processes and Lighthouse itself run at a lower CPU priority than the page's
// renderer (bench/lighthouse-host-priority.ts; `--no-renderer-priority` to measure without). Prints
// scores, metrics and whether each budget holds; a benchmark, not a test: it exits 0 unless something
// fails to run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { chromium } from 'playwright-core'
import { LOCAL_ANON_KEY } from '../local/keys.ts'
import { startLocalStack } from '../local/supabase/server.ts'
import { CHROMIUM_ARGS, findChromium } from '../tests/e2e/chromium.ts'
import { giveRendererPriority } from './lighthouse-host-priority.ts'
import { freePort } from '../tests/utils/free-port.ts'
import { buildSite, startStaticHost } from './static-site.ts'

const root = path.resolve(import.meta.dirname, '..')
const outDir = path.join(root, 'test-results', 'lighthouse-dist')
// Every report is kept, to see why a budget fails (open the JSON in https://googlechrome.github.io/lighthouse/viewer/).
const reportDir = path.join(root, 'test-results', 'lighthouse')

// One Lighthouse run is noisy (TBT above all, on a shared 2-core machine): each page is measured this
// many times and the median run is kept, as Lighthouse's own docs advise for 5 runs (`--runs N`).
const runsFlag = process.argv.indexOf('--runs')
const RUNS = runsFlag > 0 ? Math.max(1, Number(process.argv[runsFlag + 1]) || 1) : 5
const RENDERER_PRIORITY = !process.argv.includes('--no-renderer-priority')

const BUDGET = { performance: 95, accessibility: 98, seo: 100, bestPractices: 100, cls: 0.05, lcpRatio: 1.15 }

interface Measure {
  performance: number
  accessibility: number
  seo: number
  bestPractices: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

/** The page's rendered DOM as plain HTML: same markup, styles and images, no scripts. */
async function staticSnapshot(url: string, chromiumPath: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.evaluate(() => {
      for (const element of document.querySelectorAll('script, link[rel="modulepreload"]')) element.remove()
    })
    return `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`
  } finally {
    await browser.close()
  }
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/** One Lighthouse run, the page's renderer first (again before every run: the browser may have started a process since). */
async function runLighthouse(url: string, chrome: chromeLauncher.LaunchedChrome): Promise<LighthouseResult> {
  if (RENDERER_PRIORITY) giveRendererPriority(chrome.pid)
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo', 'best-practices'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  return result.lhr
}

/** The median of RUNS Lighthouse runs (Lighthouse's computeMedianRun), its report kept in reportDir. */
async function measure(url: string, chrome: chromeLauncher.LaunchedChrome, reportName: string): Promise<Measure> {
  const runs: LighthouseResult[] = []
  for (let run = 0; run < RUNS; run++) runs.push(await runLighthouse(url, chrome))
  const valid = filterToValidRuns(runs)
  if (valid.length === 0) throw new Error(`Lighthouse: no valid run for ${url}`)
  const median = computeMedianRun(valid)
  writeFileSync(path.join(reportDir, `${reportName}.json`), JSON.stringify(median))
  const { categories, audits } = median
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const mark = (ok: boolean) => (ok ? 'pass' : 'FAIL')

async function main() {
  const chromiumPath = findChromium()
  const stack = await startLocalStack({ port: 0 })
  const previewPort = await freePort()
  const siteUrl = `http://127.0.0.1:${previewPort}`
  const env = { ...process.env, NODE_ENV: 'production', VITE_SUPABASE_URL: stack.url, VITE_SITE_URL: siteUrl }
  console.log(`Building against the seeded stack at ${stack.url} …`)
  await buildSite(outDir, env)

  const server = await startStaticHost(outDir, previewPort, 10)
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  try {
    const [article] = (await (
      await fetch(`${stack.url}/rest/v1/posts?select=slug&status=eq.published&order=published_at.desc&limit=1`, {
        headers: { apikey: LOCAL_ANON_KEY },
      })
    ).json()) as { slug: string }[]
    const pages = [
      { name: '/', path: '/' },
      { name: '/blog', path: '/blog' },
      { name: 'article', path: `/blog/post/${article.slug}` },
    ]
    // The first run after Chromium starts paints about a second late (its processes and caches are
    // starting), far outside what the other runs show: one run is made and thrown away first.
    await runLighthouse(`${siteUrl}/`, chrome)
    const snapshotDir = path.join(outDir, '__static')
    mkdirSync(snapshotDir, { recursive: true })
    mkdirSync(reportDir, { recursive: true })
    const rows: { name: string; app: Measure; snapshot: Measure }[] = []
    for (const page of pages) {
      const file = `${page.name.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.html`
      writeFileSync(path.join(snapshotDir, file), await staticSnapshot(siteUrl + page.path, chromiumPath))
      const app = await measure(siteUrl + page.path, chrome, file.replace('.html', ''))
      const snapshot = await measure(`${siteUrl}/__static/${file}`, chrome, file.replace('.html', '-snapshot'))
      rows.push({ name: page.name, app, snapshot })
      console.log(`measured ${page.name}`)
    }

    const priority = !RENDERER_PRIORITY
      ? 'every process at the same priority'
      : process.platform === 'linux'
        ? "the page's renderer ahead of Chromium's other processes and Lighthouse"
        : 'every process at the same priority (renderer priority needs Linux)'
    console.log(
      `\nLighthouse, mobile, simulated throttling, median of ${RUNS} runs, ${priority} (app | static snapshot of the same page)\n`,
    )
    console.log(
      '| page | perf | a11y | SEO | best pr. | FCP | LCP | TBT | CLS | snapshot perf / LCP / CLS | LCP ÷ snapshot |',
    )
    console.log('|---|---|---|---|---|---|---|---|---|---|---|')
    const failures: string[] = []
    for (const { name, app, snapshot } of rows) {
      const ratio = app.lcp / snapshot.lcp
      console.log(
        `| ${name} | ${app.performance} | ${app.accessibility} | ${app.seo} | ${app.bestPractices} | ${seconds(app.fcp)} | ${seconds(app.lcp)} | ${Math.round(app.tbt)} ms | ${app.cls.toFixed(3)} | ${snapshot.performance} / ${seconds(snapshot.lcp)} / ${snapshot.cls.toFixed(3)} | ${ratio.toFixed(2)}× |`,
      )
      const checks: [string, boolean][] = [
        [`performance ${app.performance} ≥ ${BUDGET.performance}`, app.performance >= BUDGET.performance],
        [`accessibility ${app.accessibility} ≥ ${BUDGET.accessibility}`, app.accessibility >= BUDGET.accessibility],
        [`SEO ${app.seo} = ${BUDGET.seo}`, app.seo >= BUDGET.seo],
        [`best practices ${app.bestPractices} = ${BUDGET.bestPractices}`, app.bestPractices >= BUDGET.bestPractices],
        [`CLS ${app.cls.toFixed(3)} ≤ ${BUDGET.cls}`, app.cls <= BUDGET.cls],
        [`LCP ${ratio.toFixed(2)}× ≤ ${BUDGET.lcpRatio}× the snapshot`, ratio <= BUDGET.lcpRatio],
      ]
      for (const [label, ok] of checks) if (!ok) failures.push(`${name}: ${label}`)
    }
    console.log(
      `\nBudgets: performance ≥ ${BUDGET.performance}, accessibility ≥ ${BUDGET.accessibility}, SEO ${BUDGET.seo}, best practices ${BUDGET.bestPractices}, CLS ≤ ${BUDGET.cls}, LCP ≤ ${BUDGET.lcpRatio}× snapshot`,
    )
    console.log(
      failures.length === 0 ? `${mark(true)}: every budget holds` : `${mark(false)}:\n  ${failures.join('\n  ')}`,
    )
  } finally {
    chrome.kill()
    if (server.pid) process.kill(-server.pid)
    await stack.close()
    rmSync(path.join(outDir, '__static'), { recursive: true, force: true })
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
