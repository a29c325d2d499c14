// sitemap.xml, rss.xml and robots.txt for the build (build/prerender.ts), from what visitors can see.
// Pure functions of the data they are given: the caller passes only published posts and active categories.
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify'
import { Feed } from 'feed'
import { JSDOM } from 'jsdom'
import { paths } from '../../src/config/paths.ts'
import { SANITIZE_CONFIG } from '../../src/lib/sanitize-html.ts'

export interface FeedPost {
  slug: string
  title: string
  excerpt: string | null
  /** HTML from the database: untrusted, sanitised before it goes into the feed. */
  content: string
  published_at: string
  updated_at: string
  /** Absolute or site-relative URL. */
  image: string | null
  category: { name: string; slug: string } | null
  author_name: string | null
  /** The author page's slug (/autor/{slug}); null for a post without author. */
  author_slug: string | null
  tags: string[]
}

/** An author with at least one published post: their page is prerendered and in the sitemap. */
export interface FeedAuthor {
  slug: string
  /** When the profile (name, credentials, bio) last changed. */
  updated_at: string | null
}

export interface FeedCategory {
  slug: string
  name: string
  updated_at: string | null
}

export interface SiteInfo {
  /** Origin without a trailing slash, e.g. https://blog.example.org */
  url: string
  name: string
  description: string
}

/** How many posts rss.xml carries, newest first. */
export const RSS_ITEMS = 20

// The public URLs, from the app's own list (src/config/paths.ts has no browser-only dependency).
const pageUrl = (site: SiteInfo, path: string) => `${site.url}${path}`
const articleUrl = (site: SiteInfo, slug: string) => pageUrl(site, paths.article.href(slug))
const categoryUrl = (site: SiteInfo, slug: string) => pageUrl(site, paths.category.href(slug))
const authorUrl = (site: SiteInfo, slug: string) => pageUrl(site, paths.author.href(slug))

// Slugs arrive percent-encoded (paths.ts); this keeps the file well-formed whatever else a URL holds (VITE_SITE_URL).
const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** The latest of the dates, each read once (sorting read two at every comparison: 0.3 s for 50,000). */
function newest(dates: (string | null | undefined)[]): string | null {
  let latest: string | null = null
  let latestAt = -Infinity
  for (const date of dates) {
    const at = date ? Date.parse(date) : Number.NaN
    if (date && (latest === null || at > latestAt)) [latest, latestAt] = [date, at]
  }
  return latest
}

/** W3C Datetime (what sitemaps.org asks for), in UTC. */
const w3cDate = (date: string) => new Date(date).toISOString()

/** What the sitemap needs of a post: its address, its last change, and the pages it dates. */
export type SitemapPost = Pick<FeedPost, 'slug' | 'updated_at' | 'author_slug'> & { category: { slug: string } | null }

export interface SitemapContent {
  posts: SitemapPost[]
  categories: FeedCategory[]
  authors: FeedAuthor[]
  /** When the glossary last changed (null: no term yet). */
  glossaryUpdatedAt?: string | null
}

interface SitemapEntry {
  loc: string
  lastmod: string | null
}

/** The sitemaps.org limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000

/** Every public page with its lastmod: the home page, /blog, /destaques, /legislacao, /glossario, /privacidade, each active category, author with published posts and published post. */
function sitemapEntries(
  site: SiteInfo,
  { posts, categories, authors, glossaryUpdatedAt }: SitemapContent,
): SitemapEntry[] {
  const latest = newest(posts.map((post) => post.updated_at))
  // A category or author page changes with its newest post, or when the category or profile itself is edited.
  const newestBy = (key: (post: SitemapPost) => string | null | undefined) => {
    const dates = new Map<string, string>()
    for (const post of posts) {
      const name = key(post)
      if (!name) continue
      const known = dates.get(name)
      if (!known || Date.parse(post.updated_at) > Date.parse(known)) dates.set(name, post.updated_at)
    }
    return dates
  }
  const byCategory = newestBy((post) => post.category?.slug)
  const byAuthor = newestBy((post) => post.author_slug)
  return [
    { loc: pageUrl(site, paths.home.href()), lastmod: latest },
    { loc: pageUrl(site, paths.blog.href()), lastmod: latest },
    { loc: pageUrl(site, paths.highlights.href()), lastmod: latest },
    // Its content follows the norms' migrations and the day's status: no single date to give.
    { loc: pageUrl(site, paths.legislation.href()), lastmod: null },
    { loc: pageUrl(site, paths.glossary.href()), lastmod: glossaryUpdatedAt ?? null },
    { loc: pageUrl(site, paths.privacy.href()), lastmod: null },
    ...categories.map((category) => ({
      loc: categoryUrl(site, category.slug),
      lastmod: newest([byCategory.get(category.slug), category.updated_at]),
    })),
    ...authors.map((author) => ({
      loc: authorUrl(site, author.slug),
      lastmod: newest([byAuthor.get(author.slug), author.updated_at]),
    })),
    ...posts.map((post) => ({ loc: articleUrl(site, post.slug), lastmod: post.updated_at })),
  ]
}

function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    ({ loc, lastmod }) =>
      `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** One sitemaps.org urlset with every public page (what each file of `sitemapFiles` holds a part of). */
export function sitemapXml(site: SiteInfo, content: SitemapContent): string {
  return urlsetXml(sitemapEntries(site, content))
}

export interface SitemapFile {
  /** The file's name at the site's root. */
  file: string
  xml: string
}

/**
 * `sitemap.xml`, a sitemaps.org sitemap index (what robots.txt names), and the sitemaps it lists,
 * `sitemap-1.xml`, `sitemap-2.xml`…, each with at most `maxUrls` URLs: the protocol's limit is 50,000.
 */
export function sitemapFiles(site: SiteInfo, content: SitemapContent, maxUrls = SITEMAP_MAX_URLS): SitemapFile[] {
  const entries = sitemapEntries(site, content)
  const parts: SitemapFile[] = []
  const index: SitemapEntry[] = []
  for (let start = 0; start === 0 || start < entries.length; start += maxUrls) {
    const part = entries.slice(start, start + maxUrls)
    const file = `sitemap-${parts.length + 1}.xml`
    parts.push({ file, xml: urlsetXml(part) })
    index.push({ loc: pageUrl(site, `/${file}`), lastmod: newest(part.map((entry) => entry.lastmod)) })
  }
  const sitemaps = index.map(
    ({ loc, lastmod }) =>
      `  <sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>`,
  )
  const indexXml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`
  return [{ file: 'sitemap.xml', xml: indexXml }, ...parts]
}

// The default DOMPurify export does nothing safe without a DOM: this module has its own instance on a
// jsdom window, with the rules the article page uses (SANITIZE_CONFIG). Made once, on first use.
let sanitiser: { window: JSDOM['window']; purify: DOMPurify } | null = null
function getSanitiser() {
  if (!sanitiser) {
    const { window } = new JSDOM('')
    const purify = createDOMPurify(window as unknown as WindowLike)
    if (!purify.isSupported) throw new Error('feeds: DOMPurify cannot sanitise on this jsdom window')
    sanitiser = { window, purify }
  }
  return sanitiser
}

/** A URL as it would resolve on the article page; absolute URLs (already vetted by DOMPurify) are kept. */
const resolveUrl = (url: string, base: string) => (URL.canParse(url) ? url : new URL(url, base).href)

/** The post's full HTML, sanitised, with relative src, href and srcset URLs resolved against its page. */
function feedContent(html: string, pageUrl: string): string {
  if (!html) return ''
  const { window, purify } = getSanitiser()
  const template = window.document.createElement('template')
  template.innerHTML = purify.sanitize(html, SANITIZE_CONFIG)
  for (const element of template.content.querySelectorAll('[src], [href], [srcset]')) {
    for (const attribute of ['src', 'href'] as const) {
      const value = element.getAttribute(attribute)?.trim()
      if (value) element.setAttribute(attribute, resolveUrl(value, pageUrl))
    }
    const srcset = element.getAttribute('srcset')
    if (srcset) {
      const candidates = srcset.split(',').map((candidate) => {
        const [url = '', ...descriptors] = candidate.trim().split(/\s+/)
        return [resolveUrl(url, pageUrl), ...descriptors].join(' ')
      })
      element.setAttribute('srcset', candidates.join(', '))
    }
  }
  return template.innerHTML
}

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  avif: 'image/avif',
}
const imageType = (url: string) => IMAGE_TYPES[/\.(\w+)(?:[?#]|$)/.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/*'

/** Plain text as HTML text: RSS 2.0's <description> is HTML, so an excerpt's `<` must reach readers as `&lt;`. */
const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * A text as CDATA sections none of which a `]]>` inside it can close: the feed package's writer (xml-js)
 * splits only the first `]]>` of a section, so a second one would end it and let markup into the XML.
 * Each piece ends right before a `>` that follows `]]`.
 */
const cdataSections = (text: string) => text.split(/(?<=\]\])(?=>)/)

/**
 * RSS 2.0 with the newest posts. The title is plain text (RSS 2.0 allows no markup there), kept exact
 * in CDATA sections; the excerpt is plain text escaped as HTML in <description>, so a reader that renders
 * it shows the text and never runs markup from it; <content:encoded> is the full content sanitised as on
 * the article page (DOMPurify, which also keeps `]]>` out of it).
 */
export function rssXml(site: SiteInfo, posts: FeedPost[]): string {
  const items = [...posts].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at)).slice(0, RSS_ITEMS)
  const lastChange = newest(items.flatMap((post) => [post.published_at, post.updated_at]))
  const feed = new Feed({
    id: pageUrl(site, paths.home.href()),
    title: site.name,
    description: site.description,
    link: pageUrl(site, paths.home.href()),
    language: 'pt-BR',
    favicon: `${site.url}/favicon.svg`,
    copyright: `© ${site.name}`,
    updated: lastChange ? new Date(lastChange) : undefined,
    feedLinks: { rss: `${site.url}/rss.xml` },
    generator: false,
  })
  for (const post of items) {
    const link = articleUrl(site, post.slug)
    feed.addItem({
      title: post.title,
      extensions: [{ name: 'title', objects: { _cdata: cdataSections(post.title) } }],
      // No id: the feed package then writes the link as a permalink guid.
      link,
      date: new Date(post.published_at),
      description: post.excerpt ? htmlText(post.excerpt) : undefined,
      content: feedContent(post.content, link),
      author: post.author_name ? [{ name: post.author_name }] : undefined,
      category: [
        ...(post.category ? [{ name: post.category.name, domain: categoryUrl(site, post.category.slug) }] : []),
        ...post.tags.map((tag) => ({ name: tag })),
      ],
      image: post.image ? { url: resolveUrl(post.image, `${site.url}/`), type: imageType(post.image) } : undefined,
    })
  }
  return feed.rss2()
}

export function robotsTxt(site: SiteInfo): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /auth',
    '',
    `Sitemap: ${site.url}/sitemap.xml`,
    '',
  ].join('\n')
}
