// sitemap.xml, rss.xml and robots.txt for the build (scripts/prerender.ts), from what visitors can see.
import { Feed } from 'feed'
import { JSDOM } from 'jsdom'
import { sanitizeHtml, setSanitizerWindow } from '../../src/lib/sanitize-html.ts'

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
  tags: string[]
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

export const RSS_ITEMS = 20

// The public URLs (src/app/paths.ts), repeated here because paths.ts is browser code.
const articleUrl = (site: SiteInfo, slug: string) => `${site.url}/blog/post/${encodeURIComponent(slug)}`
const categoryUrl = (site: SiteInfo, slug: string) => `${site.url}/blog/categoria/${encodeURIComponent(slug)}`
const absolute = (site: SiteInfo, url: string) => new URL(url, `${site.url}/`).href

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

const newest = (dates: (string | null | undefined)[]) =>
  dates.filter((date): date is string => Boolean(date)).sort((a, b) => Date.parse(b) - Date.parse(a))[0] ?? null

const w3cDate = (date: string) => new Date(date).toISOString()

const IMAGE_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml' }
const imageType = (url: string) => IMAGE_TYPES[/\.(\w+)(?:\?|$)/.exec(url)?.[1]?.toLowerCase() ?? ''] ?? 'image/*'

/** sitemaps.org urlset: the home page, /blog, /destaques, every active category and published post. */
export function sitemapXml(site: SiteInfo, { posts, categories }: { posts: FeedPost[]; categories: FeedCategory[] }): string {
  const latest = newest(posts.map((post) => post.updated_at))
  const entries: { loc: string; lastmod: string | null }[] = [
    { loc: `${site.url}/`, lastmod: latest },
    { loc: `${site.url}/blog`, lastmod: latest },
    { loc: `${site.url}/destaques`, lastmod: latest },
    ...categories.map((category) => ({
      loc: categoryUrl(site, category.slug),
      lastmod: newest([...posts.filter((post) => post.category?.slug === category.slug).map((post) => post.updated_at), category.updated_at]),
    })),
    ...posts.map((post) => ({ loc: articleUrl(site, post.slug), lastmod: post.updated_at })),
  ]
  const urls = entries.map(
    ({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</url>`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

/** RSS 2.0 with the newest posts, their full content sanitised as on the article page. */
export function rssXml(site: SiteInfo, posts: FeedPost[]): string {
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0])
  const items = [...posts].sort((a, b) => Date.parse(b.published_at) - Date.parse(a.published_at)).slice(0, RSS_ITEMS)
  const feed = new Feed({
    id: `${site.url}/`,
    title: site.name,
    description: site.description,
    link: `${site.url}/`,
    language: 'pt-BR',
    favicon: `${site.url}/favicon.svg`,
    copyright: `© ${site.name}`,
    updated: items[0] ? new Date(items[0].published_at) : undefined,
    feedLinks: { rss: `${site.url}/rss.xml` },
    generator: false,
  })
  for (const post of items) {
    const link = articleUrl(site, post.slug)
    feed.addItem({
      title: post.title,
      id: link,
      link,
      date: new Date(post.published_at),
      description: post.excerpt ?? undefined,
      content: sanitizeHtml(post.content).replace(/(src|href)="(\/[^"]*)"/g, (_match, attribute: string, url: string) => `${attribute}="${absolute(site, url)}"`),
      author: post.author_name ? [{ name: post.author_name }] : undefined,
      category: [...(post.category ? [{ name: post.category.name, domain: categoryUrl(site, post.category.slug) }] : []), ...post.tags.map((tag) => ({ name: tag }))],
      image: post.image ? { url: absolute(site, post.image), type: imageType(post.image) } : undefined,
    })
  }
  return feed.rss2()
}

export function robotsTxt(site: SiteInfo): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /auth', '', `Sitemap: ${site.url}/sitemap.xml`, ''].join('\n')
}
