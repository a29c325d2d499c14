import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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
  SITEMAP_NAMESPACE,
  sitemapProblems,
} from './outside-validators'

// The validators others use find nothing wrong in any page the build writes
// (docs/decisions/027-built-pages-pass-outside-validators.md). The build of this run: global-setup's
// vite build + build/prerender.ts, prerendered again from the fresh seed below.
const distDir = () => inject('distDir')
/** Pages the browser rendered and the broken samples each check must catch. */
const workDir = path.resolve(import.meta.dirname, '../../test-results/validators')

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

/**
 * What each check must catch, checked in the same run (one JVM for the Nu checker): a page with a
 * datetime in microseconds, a named plain span and an h1 → h3 jump.
 */
const BROKEN_PAGE = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Amostra</title></head><body>
<h1>Amostra</h1><h3>Nível pulado</h3>
<p><time datetime="2026-11-22T20:43:30.438755+00:00">22 de novembro</time> <span aria-label="Joana Prado">JP</span></p>
</body></html>`

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
    rmSync(workDir, { recursive: true, force: true })
    mkdirSync(workDir, { recursive: true })
  })

  it('checks every page the build writes: home, /blog, /destaques, /legislacao, /glossario, each category, author and article, and the SPA shell', () => {
    for (const file of ['index.html', 'blog.html', 'destaques.html', 'legislacao.html', 'glossario.html', 'spa.html'])
      expect(htmlFiles).toContain(file)
    for (const folder of ['blog/categoria/', 'autor/', 'blog/post/'])
      expect(htmlFiles.filter((file) => file.startsWith(folder)).length).toBeGreaterThan(0)
  })

  it('the W3C Nu HTML Checker finds no error in any built page, nor in the 404 as the browser renders it', async () => {
    // The 404 is the SPA shell rendered by the app in the browser: its DOM, serialised, is what is checked.
    const page = await newPage(browser())
    await page.goto('/caminho/que-nao-existe')
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor()
    const notFound = path.join(workDir, 'not-found.html')
    writeFileSync(notFound, `<!doctype html>\n${await page.evaluate(() => document.documentElement.outerHTML)}`)
    await page.context().close()
    const broken = path.join(workDir, 'broken-sample.html')
    writeFileSync(broken, BROKEN_PAGE)

    const messages = nuCheck([...htmlFiles.map((file) => path.join(distDir(), file)), notFound, broken])
    // The checker is alive and reads what the fixes are about: the broken sample has its three errors.
    const sampleErrors = nuErrors(messages.filter((message) => message.file === broken)).map(
      (message) => message.message,
    )
    expect(sampleErrors.sort()).toEqual([
      expect.stringMatching(
        /^Bad value “2026-11-22T20:43:30.438755\+00:00” for attribute “datetime” on element “time”/,
      ),
      expect.stringMatching(/^The heading “h3” \(with computed level 3\) follows the heading “h1”/),
      expect.stringMatching(/^The “aria-label” attribute must not be specified on any “span” element/),
    ])

    const label = (file: string) => (file === notFound ? '404 (rendered)' : path.relative(distDir(), file))
    const errors = nuErrors(messages.filter((message) => message.file !== broken)).map((message) => ({
      where: label(message.file),
      what: `line ${message.line}: ${message.message}`,
      kind: message.message.replace(/^Bad value “[^”]*”/, 'Bad value “…”'),
    }))
    expect(errors, report(errors, 'Nu HTML Checker errors')).toEqual([])
  })

  it("every sitemap*.xml is valid: a <urlset> against sitemaps.org's sitemap.xsd (xmllint), a <sitemapindex> by the siteindex rules", () => {
    const sitemaps = filesIn(distDir(), /^sitemap.*\.xml$/)
    expect(sitemaps).toContain('sitemap.xml')
    expect(sitemaps.flatMap((file) => sitemapProblems(distDir(), file, baseURL()))).toEqual([])
  })

  it('the sitemap check catches a urlset the XSD refuses, and judges an index and the sitemaps it names', () => {
    const site = 'https://blog.example.org'
    const xml = (root: string, body: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${SITEMAP_NAMESPACE}">${body}</${root}>\n`
    writeFileSync(
      path.join(workDir, 'sitemap-posts.xml'),
      xml('urlset', `<url><loc>${site}/blog</loc><lastmod>2026-11-22T20:43:30.438Z</lastmod></url>`),
    )
    writeFileSync(
      path.join(workDir, 'sitemap-bad.xml'),
      xml('urlset', `<url><lastmod>22/11/2026</lastmod><loc>${site}/blog</loc></url>`),
    )
    writeFileSync(
      path.join(workDir, 'sitemap.xml'),
      xml('sitemapindex', `<sitemap><loc>${site}/sitemap-posts.xml</loc><lastmod>2026-11-22</lastmod></sitemap>`),
    )
    writeFileSync(
      path.join(workDir, 'sitemap-index-bad.xml'),
      xml(
        'sitemapindex',
        `<sitemap><loc>${site}/sitemap-gone.xml</loc><lastmod>ontem</lastmod></sitemap><sitemap><priority>1</priority></sitemap>`,
      ),
    )
    expect(sitemapProblems(workDir, 'sitemap-posts.xml', site)).toEqual([])
    expect(sitemapProblems(workDir, 'sitemap.xml', site)).toEqual([])
    expect(sitemapProblems(workDir, 'sitemap-bad.xml', site).join('\n')).toMatch(/Schemas validity error/)
    expect(sitemapProblems(workDir, 'sitemap-index-bad.xml', site)).toEqual([
      'sitemap-index-bad.xml: <lastmod>ontem</lastmod> is not a W3C Datetime',
      `sitemap-index-bad.xml: <loc>${site}/sitemap-gone.xml</loc> names a file the build did not write`,
      'sitemap-index-bad.xml: a <sitemap> whose first element is not its one <loc>: priority',
      'sitemap-index-bad.xml: a <sitemap> with priority (only loc and lastmod are allowed)',
      'sitemap-index-bad.xml: <loc></loc> is not an absolute URL under 2,048 characters',
    ])
  })

  it('rss.xml parses in rss-parser with no error or warning, and has what RSS 2.0 requires of its channel and items', async () => {
    const { problems, items } = await rssProblems(readFileSync(path.join(distDir(), 'rss.xml'), 'utf8'), baseURL())
    expect(problems).toEqual([])
    expect(items).toBeGreaterThan(0)
    // …and the check catches a feed a reader would stumble on.
    expect((await rssProblems('<rss version="2.0"><channel><title>t</channel></rss>', baseURL())).problems).toEqual([
      expect.stringMatching(/^rss-parser: Unexpected close tag/),
    ])
    const item = `<item><title>x</title><link>${baseURL()}/blog/post/x</link><pubDate>2026-11-22T20:43:30Z</pubDate></item>`
    expect(
      (
        await rssProblems(
          `<rss version="2.0"><channel><title>t</title><link>${baseURL()}/</link>${item}</channel></rss>`,
          baseURL(),
        )
      ).problems,
    ).toEqual([
      'the channel has no <description>',
      'item 1 (x) has no <guid>',
      'item 1 (x): <pubDate>2026-11-22T20:43:30Z</pubDate> is not an RFC 822 date',
    ])
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
    // …and the check catches what a search engine would drop.
    const context = 'https://schema.org'
    expect(
      await jsonLdProblems({ '@context': context, '@type': 'BlogPost', autor: 'Joana', headline: 'Título' }),
    ).toEqual([
      'type https://schema.org/BlogPost is not in schema.org',
      'property https://schema.org/autor is not in schema.org',
    ])
    expect(await jsonLdProblems({ '@context': context, '@type': 'BlogPosting', '@id': 'post/1' })).toEqual([
      expect.stringMatching(/^jsonld\.expand: Safe mode validation error\. \(relative @id reference/),
    ])
    expect(await jsonLdProblems({ '@type': 'BlogPosting', headline: 'sem @context' })).toEqual([
      expect.stringMatching(/^jsonld\.expand: Safe mode validation error\. \(relative @type reference/),
    ])
  })
})
