/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import { robotsTxt, rssXml, sitemapXml, type FeedPost } from '../../../scripts/prerender/feeds'

const site = { url: 'https://blog.example.org', name: 'Cannabis Medicinal', description: 'Blog' }

const post = (n: number, overrides: Partial<FeedPost> = {}): FeedPost => ({
  slug: `post-${n}`,
  title: `Post ${n}`,
  excerpt: `Resumo ${n}`,
  content: `<p>Corpo ${n}</p>`,
  published_at: new Date(Date.UTC(2026, 0, n)).toISOString(),
  updated_at: new Date(Date.UTC(2026, 1, n)).toISOString(),
  image: null,
  category: { name: 'Pesquisas', slug: 'pesquisas' },
  author_name: 'Equipe Editorial',
  tags: [],
  ...overrides,
})

describe('rssXml', () => {
  it('holds the 20 newest of 25 posts, newest first', () => {
    const posts = Array.from({ length: 25 }, (_, i) => post(i + 1))
    const titles = [...rssXml(site, posts).matchAll(/<item>\s*<title><!\[CDATA\[(.*?)\]\]><\/title>/g)].map((m) => m[1])
    expect(titles).toEqual(Array.from({ length: 20 }, (_, i) => `Post ${25 - i}`))
  })

  it('carries the full content sanitised, with site-relative images made absolute', () => {
    const xml = rssXml(site, [post(1, { content: '<p style="color:red">Texto</p><img src="/seed-images/a.webp" onerror="alert(1)"><script>alert(2)</script>', image: '/seed-images/a.webp' })])
    expect(xml).toContain('<p>Texto</p><img src="https://blog.example.org/seed-images/a.webp">')
    expect(xml).not.toMatch(/onerror|<script|style=/)
    expect(xml).toMatch(/<enclosure [^>]*url="https:\/\/blog\.example\.org\/seed-images\/a\.webp"/)
    expect(xml).toContain('<link>https://blog.example.org/blog/post/post-1</link>')
  })
})

describe('sitemapXml', () => {
  it('lists the home page, lists, every category and post with lastmod, XML-escaped', () => {
    const xml = sitemapXml(site, { posts: [post(1), post(2, { slug: 'a&b' })], categories: [{ slug: 'pesquisas', name: 'Pesquisas', updated_at: null }] })
    expect(xml).toContain('<loc>https://blog.example.org/</loc><lastmod>2026-02-02T00:00:00.000Z</lastmod>')
    expect(xml).toContain('<loc>https://blog.example.org/blog/categoria/pesquisas</loc><lastmod>2026-02-02T00:00:00.000Z</lastmod>')
    expect(xml).toContain('<loc>https://blog.example.org/blog/post/post-1</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>')
    expect(xml).toContain('<loc>https://blog.example.org/blog/post/a%26b</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(6)
  })
})

describe('robotsTxt', () => {
  it('names the sitemap and keeps crawlers out of the back office', () => {
    const robots = robotsTxt(site)
    expect(robots).toContain('Sitemap: https://blog.example.org/sitemap.xml')
    expect(robots).toMatch(/^Disallow: \/admin$/m)
  })
})
