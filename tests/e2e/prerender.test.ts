import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { baseURL, newPage, rebuildPublicPages, serviceRest, useBrowser } from './fixtures'

// The build of this run (global-setup: vite build + build/prerender.ts against the seeded stack).
const built = (file: string) => readFileSync(path.join(inject('distDir'), file), 'utf8')

/** Every sitemap sitemap.xml (a sitemap index) names, as one text; fails if it names none. */
function builtSitemaps(): string {
  const index = built('sitemap.xml')
  expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const files = [...index.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1])
  expect(files.length).toBeGreaterThan(0)
  return files.map(built).join('\n')
}

/** A built HTML file as a crawler sees it: parsed by Chromium with JavaScript off. */
async function asCrawler(browser: Browser, file: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.setContent(built(file), { waitUntil: 'domcontentloaded' })
  return page
}

const jsonLdOf = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  )
const metaContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content')
const firstParagraph = (html: string) => (/<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim()

/** What a page logs as a warning or an error, and the data it reads from the API, from now on. */
function watchHydration(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const dataRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/') && request.method() === 'GET') dataRequests.push(request.url())
  })
  return { problems, dataRequests }
}

type SeedPost = { slug: string; title: string; published_at: string }
const publishedPosts = async () =>
  (await serviceRest('posts?select=slug,title,published_at&status=eq.published&order=published_at.desc')) as SeedPost[]

describe('prerendered pages and feeds in the production build', () => {
  // The seeded database the build read (its dates are relative to now, so they move by minutes).
  const browser = useBrowser({ resetStack: true })

  it('writes each article as HTML: the title in its h1, its body, og:title, og:image with its size, canonical and a JSON-LD BlogPosting', async () => {
    const [post] = await publishedPosts()
    const [row] = (await serviceRest(`posts?select=content,category:categories(name)&slug=eq.${post.slug}`)) as {
      content: string
      category: { name: string }
    }[]
    const page = await asCrawler(browser(), `blog/post/${post.slug}.html`)
    expect(await page.locator('h1').textContent()).toBe(post.title)
    const paragraph = firstParagraph(row.content)
    expect(paragraph.length).toBeGreaterThan(20)
    expect(await page.locator('article').first().textContent()).toContain(paragraph)
    expect(await page.locator('article').first().textContent()).toContain(row.category.name)
    expect(await page.title()).toBe(`${post.title} | Cannabis Medicinal`)
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe(post.title)
    expect(await metaContent(page, 'meta[property="og:type"]')).toBe('article')
    expect(await metaContent(page, 'meta[property="og:image"]')).toMatch(
      new RegExp(`^${baseURL()}/seed-images/.+\\.webp$`),
    )
    expect([
      await metaContent(page, 'meta[property="og:image:width"]'),
      await metaContent(page, 'meta[property="og:image:height"]'),
    ]).toEqual(['1200', '675'])
    expect(await metaContent(page, 'meta[property="og:image:alt"]')).toBe(post.title)
    const publishedTime = (await metaContent(page, 'meta[property="article:published_time"]')) ?? ''
    expect(Math.abs(Date.parse(publishedTime) - Date.parse(post.published_at))).toBeLessThan(60 * 60 * 1000)
    expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe('summary_large_image')
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(
      `${baseURL()}/blog/post/${post.slug}`,
    )
    const jsonLd = await jsonLdOf(page)
    expect(jsonLd.find((data) => data['@type'] === 'BlogPosting')).toMatchObject({
      headline: post.title,
      datePublished: publishedTime,
      author: { '@type': 'Person' },
    })
    expect(jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true)
    // Images keep their box before any CSS or script: width and height are in the HTML.
    const sizes = await page
      .locator('#root img')
      .evaluateAll((images) => images.map((image) => [image.getAttribute('width'), image.getAttribute('height')]))
    expect(sizes.length).toBeGreaterThan(0)
    for (const [width, height] of sizes)
      expect([width, height]).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)])
    await page.context().close()
  })

  it('writes the home page, /blog, /destaques and each category; the home page offers a site search to engines', async () => {
    const home = await asCrawler(browser(), 'index.html')
    expect(await home.locator('h1').textContent()).toBe('Cannabis Medicinal')
    const [newest] = await publishedPosts()
    expect(await home.locator('#root').textContent()).toContain(newest.title)
    const website = (await jsonLdOf(home)).find((data) => data['@type'] === 'WebSite') as
      { potentialAction?: { target: { urlTemplate: string } } } | undefined
    expect(website?.potentialAction?.target.urlTemplate).toBe(`${baseURL()}/blog?q={search_term_string}`)
    expect(await home.locator('head link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(
      `${baseURL()}/rss.xml`,
    )
    await home.context().close()
    for (const [file, title] of [
      ['blog.html', 'Blog | Cannabis Medicinal'],
      ['destaques.html', 'Destaques | Cannabis Medicinal'],
    ]) {
      const page = await asCrawler(browser(), file)
      expect(await page.title()).toBe(title)
      await page.context().close()
    }
    const categories = (await serviceRest('categories?select=slug,name&is_active=eq.true')) as {
      slug: string
      name: string
    }[]
    for (const category of categories) {
      const page = await asCrawler(browser(), `blog/categoria/${category.slug}.html`)
      expect(await page.locator('h1').textContent()).toBe(category.name)
      await page.context().close()
    }
  })

  it('writes the page of each author with a published post, with a Person in JSON-LD, and lists it in sitemap.xml', async () => {
    const rows = (await serviceRest(
      'posts?select=author:profiles!posts_author_id_fkey(full_name,slug)&status=eq.published',
    )) as {
      author: { full_name: string; slug: string } | null
    }[]
    const authors = new Map(rows.flatMap(({ author }) => (author ? [[author.slug, author.full_name] as const] : [])))
    expect(authors.size).toBeGreaterThan(0)
    const sitemap = builtSitemaps()
    for (const [slug, name] of authors) {
      const page = await asCrawler(browser(), `autor/${slug}.html`)
      expect(await page.locator('h1').textContent()).toBe(name)
      expect(await page.title()).toBe(`${name} | Cannabis Medicinal`)
      expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL()}/autor/${slug}`)
      expect((await jsonLdOf(page)).find((data) => data['@type'] === 'Person')).toMatchObject({
        name,
        url: `${baseURL()}/autor/${slug}`,
      })
      expect(await page.getByRole('article').count()).toBeGreaterThan(0)
      expect(sitemap).toContain(`<loc>${baseURL()}/autor/${slug}</loc>`)
      await page.context().close()
    }
  })

  it('lists every published post in the sitemaps of the sitemap index sitemap.xml, and names it in robots.txt', async () => {
    await rebuildPublicPages()
    const sitemap = builtSitemaps()
    for (const post of await publishedPosts())
      expect(sitemap).toContain(`<loc>${baseURL()}/blog/post/${post.slug}</loc>`)
    const drafts = (await serviceRest('posts?select=slug&status=neq.published')) as { slug: string }[]
    for (const draft of drafts) expect(sitemap).not.toContain(`/blog/post/${draft.slug}<`)
    const robots = built('robots.txt')
    expect(robots).toContain(`Sitemap: ${baseURL()}/sitemap.xml`)
    expect(robots).toMatch(/^Disallow: \/admin$/m)
  })

  it('serves rss.xml with the latest posts, newest first', async () => {
    const page = await newPage(browser())
    const { parseError, titles } = await page.evaluate((xml) => {
      const rss = new DOMParser().parseFromString(xml, 'text/xml')
      return {
        parseError: rss.querySelector('parsererror')?.textContent ?? null,
        titles: [...rss.querySelectorAll('item > title')].map((title) => title.textContent),
      }
    }, built('rss.xml'))
    await page.context().close()
    expect(parseError).toBeNull()
    const posts = await publishedPosts()
    expect(titles).toEqual(posts.slice(0, 20).map((post) => post.title))
  })

  it('hydrates a prerendered article without errors and without asking for its data again', async () => {
    const [post] = await publishedPosts()
    const page = await newPage(browser())
    const { problems, dataRequests } = watchHydration(page)
    const response = await page.goto(`/blog/post/${post.slug}`)
    // The HTML itself holds the article before any script runs.
    expect(await response?.text()).toContain(`>${post.title}</h1>`)
    // Hydrated: React has adopted the server's like button (its fiber is attached: the article's islands,
    // decision 065), and the like button answers.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('[data-island="like"] button') ?? {}).some((key) =>
        key.startsWith('__reactFiber'),
      ),
    )
    const like = page.getByRole('button', { name: /Curtir/ })
    await like.click()
    await page.getByRole('button', { name: /Curtido/ }).waitFor()
    expect(problems).toEqual([])
    // Only the view count and the like went to the API: no second read of the post, menu or lists.
    expect(dataRequests).toEqual([])
    expect(await page.locator('head title').count()).toBe(1)
    expect(await page.title()).toBe(`${post.title} | Cannabis Medicinal`)
    await page.context().close()
  })

  it('still opens a post published after the build, through the SPA shell', async () => {
    const [category] = (await serviceRest('categories?select=id&is_active=eq.true&limit=1')) as { id: string }[]
    const [author] = (await serviceRest('profiles?select=id&limit=1')) as { id: string }[]
    const slug = `publicado-depois-do-build-${Date.now()}`
    await serviceRest('posts', {
      method: 'POST',
      body: JSON.stringify({
        title: 'Publicado depois do build',
        slug,
        content: '<p>Texto novo.</p>',
        status: 'published',
        published_at: new Date().toISOString(),
        category_id: category.id,
        author_id: author.id,
      }),
    })
    const page = await newPage(browser())
    await page.goto(`/blog/post/${slug}`)
    await page.getByRole('heading', { level: 1, name: 'Publicado depois do build' }).waitFor()
    expect(await page.locator('head title').count()).toBe(1)
    await page.context().close()
  })

  it('a menu change reaches a prerendered article through the incremental step: in its HTML, current, and hydrated from it', async () => {
    const [post] = await publishedPosts()
    const [item] = (await serviceRest('menu_items', {
      method: 'POST',
      headers: { Prefer: 'return=representation' },
      body: JSON.stringify({ label: 'Guia deste artigo', href: `/blog/post/${post.slug}`, position: 50 }),
    })) as { id: string }[]
    try {
      await rebuildPublicPages()
      // Without JavaScript: the article's own HTML has the new link, marked as the page being read.
      const crawler = await asCrawler(browser(), `blog/post/${post.slug}.html`)
      const link = crawler
        .getByRole('navigation', { name: 'Principal' })
        .getByRole('link', { name: 'Guia deste artigo' })
      expect(await link.getAttribute('aria-current')).toBe('page')
      await crawler.context().close()

      const page = await newPage(browser(), 'mobile')
      const { problems, dataRequests } = watchHydration(page)
      await page.goto(`/blog/post/${post.slug}`)
      await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true')
      await page.getByRole('button', { name: 'Abrir menu' }).click()
      const mobileLink = page
        .getByRole('navigation', { name: 'Menu móvel' })
        .getByRole('link', { name: 'Guia deste artigo' })
      expect(await mobileLink.getAttribute('aria-current')).toBe('page')
      // Hydrated from the page's own data: the menu was not read again, and React found nothing to mend.
      expect(problems).toEqual([])
      expect(dataRequests).toEqual([])
      await page.context().close()
    } finally {
      await serviceRest(`menu_items?id=eq.${item.id}`, { method: 'DELETE' })
      await rebuildPublicPages()
    }
  })
})
