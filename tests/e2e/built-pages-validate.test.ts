import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { baseURL, newPage, rebuildPublicPages, serviceRest, useBrowser } from './fixtures'
import {
  filesIn,
  jsonLdBlocks,
  jsonLdProblems,
  nuCheck,
  nuErrors,
  rssProblems,
  sitemapProblems,
} from './outside-validators'

// The validators others use find nothing wrong in any page the build writes
// (docs/decisions/027-built-pages-pass-outside-validators.md). The build of this run: global-setup's
// vite build + scripts/prerender.ts, prerendered again from the fresh seed by the reset below.
const distDir = () => inject('distDir')
const renderedDir = path.resolve(import.meta.dirname, '../../test-results/rendered-pages')

/** "3 errors in 2 pages", how many of each kind, then one line per finding: the failure message. */
function report(findings: { where: string; what: string; kind: string }[], noun: string): string {
  const places = new Set(findings.map((finding) => finding.where))
  const kinds = new Map<string, number>()
  for (const { kind } of findings) kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  return [
    `${findings.length} ${noun} in ${places.size} pages`,
    ...[...kinds].map(([kind, count]) => `  ${count} × ${kind}`),
    ...findings.map(({ where, what }) => `  ${where}: ${what}`),
  ].join('\n')
}

describe('built pages pass the validators others use', () => {
  // A fresh seed (the reset prerenders the pages again); the browser renders the 404, which no file holds.
  const browser = useBrowser({ resetStack: true })
  let htmlFiles: string[] = []
  beforeAll(async () => {
    // PostgreSQL keeps microseconds, and a hosted project's timestamps have them ("…:30.438755+00:00");
    // the embedded database of the browser tests stamps whole milliseconds. The published posts get
    // microseconds here (their order unchanged), so the pages carry timestamps as production's do.
    const posts = (await serviceRest('posts?select=id,published_at&status=eq.published')) as {
      id: string
      published_at: string
    }[]
    for (const post of posts) {
      const withMicroseconds = `${new Date(post.published_at).toISOString().slice(0, 23)}755+00:00`
      await serviceRest(`posts?id=eq.${post.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ published_at: withMicroseconds }),
      })
    }
    await rebuildPublicPages()
    htmlFiles = filesIn(distDir(), /\.html$/)
  })

  it('checks every page the build writes: home, /blog, /destaques, each category, author and article, and the SPA shell', () => {
    for (const file of ['index.html', 'blog.html', 'destaques.html', 'spa.html']) expect(htmlFiles).toContain(file)
    for (const folder of ['blog/categoria/', 'autor/', 'blog/post/'])
      expect(htmlFiles.filter((file) => file.startsWith(folder)).length).toBeGreaterThan(0)
  })

  it('the W3C Nu HTML Checker finds no error in any built page, nor in the 404 as the browser renders it', async () => {
    // The 404 is the SPA shell rendered by the app in the browser: its DOM, serialised, is what is checked.
    const page = await newPage(browser())
    await page.goto('/caminho/que-nao-existe')
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor()
    mkdirSync(renderedDir, { recursive: true })
    const notFound = path.join(renderedDir, 'not-found.html')
    writeFileSync(notFound, `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`)
    await page.context().close()

    const messages = nuCheck([...htmlFiles.map((file) => path.join(distDir(), file)), notFound])
    const label = (file: string) => (file === notFound ? '404 (rendered)' : path.relative(distDir(), file))
    const errors = nuErrors(messages).map((message) => ({
      where: label(message.file),
      what: `line ${message.line}: ${message.message}`,
      kind: message.message.replace(/^Bad value “[^”]*”/, 'Bad value “…”'),
    }))
    const warnings = messages.length - errors.length
    if (warnings > 0)
      console.info(`Nu HTML Checker: ${warnings} warnings (advice, not failures) in ${htmlFiles.length + 1} pages`)
    expect(errors, report(errors, 'Nu HTML Checker errors')).toEqual([])
  })

  it("every sitemap*.xml is valid: a <urlset> against sitemaps.org's sitemap.xsd (xmllint), a <sitemapindex> by the siteindex rules", () => {
    const sitemaps = filesIn(distDir(), /^sitemap.*\.xml$/)
    expect(sitemaps).toContain('sitemap.xml')
    const problems = sitemaps.flatMap((file) => sitemapProblems(distDir(), file, baseURL()))
    expect(problems).toEqual([])
  })

  it('rss.xml parses in rss-parser with no error or warning, and has what RSS 2.0 requires of its channel and items', async () => {
    const { problems, items } = await rssProblems(readFileSync(path.join(distDir(), 'rss.xml'), 'utf8'), baseURL())
    expect(problems).toEqual([])
    expect(items).toBeGreaterThan(0)
  })

  it('the JSON-LD of every built page expands in the jsonld processor (safe mode) and uses only schema.org types and properties', async () => {
    const findings: { where: string; what: string; kind: string }[] = []
    let blocks = 0
    for (const file of htmlFiles) {
      for (const block of jsonLdBlocks(readFileSync(path.join(distDir(), file), 'utf8'))) {
        blocks += 1
        for (const problem of await jsonLdProblems(block)) findings.push({ where: file, what: problem, kind: problem })
      }
    }
    // Home (WebSite, Organization), articles (BlogPosting, BreadcrumbList) and authors (Person) carry some.
    expect(blocks).toBeGreaterThan(htmlFiles.length / 2)
    expect(findings, report(findings, 'JSON-LD problems')).toEqual([])
  })
})
