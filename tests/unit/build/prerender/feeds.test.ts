/** @vitest-environment node */
import { JSDOM } from 'jsdom'
import Parser from 'rss-parser'
import { describe, expect, it } from 'vitest'
import { robotsTxt, rssXml, sitemapFiles, sitemapXml, type FeedPost } from '../../../../build/prerender/feeds'

const site = { url: 'https://blog.example.org', name: 'Cannabis Medicinal', description: 'Blog' }
const CONTENT_NS = 'http://purl.org/rss/1.0/modules/content/'

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
  author_slug: 'equipe-editorial',
  tags: [],
  ...overrides,
})

/** Parses as XML, failing the test on any well-formedness error. */
function parseXml(xml: string): Document {
  const { DOMParser } = new JSDOM('').window
  const document = new DOMParser().parseFromString(xml, 'application/xml')
  const error = document.getElementsByTagName('parsererror')[0]
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`)
  return document
}

const text = (parent: Element | Document, tag: string) => parent.getElementsByTagName(tag)[0]?.textContent ?? null
const items = (xml: string) => [...parseXml(xml).getElementsByTagName('item')]
const encodedContent = (item: Element) => item.getElementsByTagNameNS(CONTENT_NS, 'encoded')[0]?.textContent ?? ''

/** loc → lastmod (null when absent), from a parsed sitemap. */
function sitemapEntries(xml: string): Map<string, string | null> {
  const document = parseXml(xml)
  expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
  expect(document.documentElement.localName).toBe('urlset')
  return new Map([...document.getElementsByTagName('url')].map((url) => [text(url, 'loc') ?? '', text(url, 'lastmod')]))
}

describe('sitemapXml', () => {
  it('lists the home page, /blog, /destaques, /legislacao, /glossario, /privacidade, every category and every post, each with its lastmod as a W3C date', () => {
    const xml = sitemapXml(site, {
      posts: [post(1), post(3, { category: { name: 'Leis', slug: 'leis' } }), post(2)],
      categories: [
        { slug: 'pesquisas', name: 'Pesquisas', updated_at: null },
        { slug: 'leis', name: 'Leis', updated_at: null },
      ],
      authors: [{ slug: 'equipe-editorial', updated_at: null }],
      glossaryUpdatedAt: '2026-01-15T10:00:00Z',
    })
    expect(Object.fromEntries(sitemapEntries(xml))).toEqual({
      'https://blog.example.org/': '2026-02-03T00:00:00.000Z',
      'https://blog.example.org/blog': '2026-02-03T00:00:00.000Z',
      'https://blog.example.org/destaques': '2026-02-03T00:00:00.000Z',
      'https://blog.example.org/legislacao': null,
      'https://blog.example.org/glossario': '2026-01-15T10:00:00.000Z',
      'https://blog.example.org/privacidade': null,
      'https://blog.example.org/blog/categoria/pesquisas': '2026-02-02T00:00:00.000Z',
      'https://blog.example.org/blog/categoria/leis': '2026-02-03T00:00:00.000Z',
      'https://blog.example.org/autor/equipe-editorial': '2026-02-03T00:00:00.000Z',
      'https://blog.example.org/blog/post/post-1': '2026-02-01T00:00:00.000Z',
      'https://blog.example.org/blog/post/post-2': '2026-02-02T00:00:00.000Z',
      'https://blog.example.org/blog/post/post-3': '2026-02-03T00:00:00.000Z',
    })
  })

  it('dates a category by its newest post, or by its own updated_at when that is newer or it has no posts', () => {
    const entries = sitemapEntries(
      sitemapXml(site, {
        posts: [post(1, { updated_at: '2026-03-01T12:00:00+02:00' })],
        categories: [
          { slug: 'pesquisas', name: 'Pesquisas', updated_at: '2026-01-01T00:00:00Z' },
          { slug: 'leis', name: 'Leis', updated_at: '2026-04-01T00:00:00Z' },
          { slug: 'vazia', name: 'Vazia', updated_at: null },
        ],
        authors: [],
      }),
    )
    expect(entries.get('https://blog.example.org/blog/categoria/pesquisas')).toBe('2026-03-01T10:00:00.000Z')
    expect(entries.get('https://blog.example.org/blog/categoria/leis')).toBe('2026-04-01T00:00:00.000Z')
    expect(entries.get('https://blog.example.org/blog/categoria/vazia')).toBeNull()
  })

  it('dates an author page by the newest of their posts, or by the profile when it changed later', () => {
    const entries = sitemapEntries(
      sitemapXml(site, {
        posts: [
          post(1),
          post(2, { author_slug: 'helena-prado' }),
          post(4, { author_slug: 'helena-prado' }),
          post(5, { author_slug: null }),
        ],
        categories: [],
        authors: [
          { slug: 'helena-prado', updated_at: '2026-01-01T00:00:00Z' },
          { slug: 'equipe-editorial', updated_at: '2026-05-01T00:00:00Z' },
        ],
      }),
    )
    expect(entries.get('https://blog.example.org/autor/helena-prado')).toBe('2026-02-04T00:00:00.000Z')
    expect(entries.get('https://blog.example.org/autor/equipe-editorial')).toBe('2026-05-01T00:00:00.000Z')
    expect([...entries.keys()].filter((loc) => loc.includes('/autor/'))).toHaveLength(2)
  })

  it('stays well-formed with a slug holding & and <, which becomes one percent-encoded absolute URL', () => {
    const xml = sitemapXml(site, {
      posts: [post(1, { slug: 'a&b<c' })],
      categories: [{ slug: 'x&y', name: 'X', updated_at: null }],
      authors: [{ slug: 'p&q', updated_at: null }],
    })
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)|<c/)
    const locs = [...sitemapEntries(xml).keys()]
    expect(locs).toContain('https://blog.example.org/blog/post/a%26b%3Cc')
    expect(locs).toContain('https://blog.example.org/blog/categoria/x%26y')
    expect(locs).toContain('https://blog.example.org/autor/p%26q')
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/blog\.example\.org\//)
  })

  it('gives the lists no lastmod when there are no posts', () => {
    const entries = sitemapEntries(sitemapXml(site, { posts: [], categories: [], authors: [] }))
    expect([...entries]).toEqual([
      ['https://blog.example.org/', null],
      ['https://blog.example.org/blog', null],
      ['https://blog.example.org/destaques', null],
      ['https://blog.example.org/legislacao', null],
      ['https://blog.example.org/glossario', null],
      ['https://blog.example.org/privacidade', null],
    ])
  })
})

describe('sitemapFiles', () => {
  const content = (count: number) => ({
    posts: Array.from({ length: count }, (_, index) => post(index + 1)),
    categories: [{ slug: 'pesquisas', name: 'Pesquisas', updated_at: null }],
    authors: [{ slug: 'equipe-editorial', updated_at: null }],
  })

  it('writes sitemap.xml as a sitemap index naming each sitemap with the newest lastmod it holds', () => {
    const [index, ...parts] = sitemapFiles(site, content(3))
    expect(index.file).toBe('sitemap.xml')
    const document = parseXml(index.xml)
    expect(document.documentElement.localName).toBe('sitemapindex')
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9')
    expect(
      [...document.getElementsByTagName('sitemap')].map((item) => [text(item, 'loc'), text(item, 'lastmod')]),
    ).toEqual([['https://blog.example.org/sitemap-1.xml', '2026-02-03T00:00:00.000Z']])
    expect(parts.map((part) => part.file)).toEqual(['sitemap-1.xml'])
    expect(sitemapEntries(parts[0].xml).size).toBe(6 + 3 + 1 + 1)
  })

  it('splits the pages into sitemaps of at most the limit (50,000 by the protocol), none left out', () => {
    const files = sitemapFiles(site, content(12), 5)
    expect(files.map((file) => file.file)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap-4.xml',
    ])
    const sizes = files.slice(1).map((file) => sitemapEntries(file.xml).size)
    expect(sizes).toEqual([5, 5, 5, 5])
    const all = new Set(files.slice(1).flatMap((file) => [...sitemapEntries(file.xml).keys()]))
    expect(all.size).toBe(20)
    expect(all).toContain('https://blog.example.org/blog/post/post-12')
    expect(parseXml(files[0].xml).getElementsByTagName('sitemap')).toHaveLength(4)
  })
})

describe('rssXml', () => {
  it('is well-formed RSS 2.0 with a pt-BR channel whose self link is <site>/rss.xml', () => {
    const document = parseXml(rssXml(site, [post(1)]))
    expect(document.documentElement.localName).toBe('rss')
    expect(document.documentElement.getAttribute('version')).toBe('2.0')
    const channel = document.getElementsByTagName('channel')[0]!
    expect(text(channel, 'title')).toBe('Cannabis Medicinal')
    expect(text(channel, 'link')).toBe('https://blog.example.org/')
    expect(text(channel, 'language')).toBe('pt-BR')
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!
    expect(self.getAttribute('rel')).toBe('self')
    expect(self.getAttribute('href')).toBe('https://blog.example.org/rss.xml')
  })

  it('holds exactly the 20 newest of 25 posts by published_at, newest first', () => {
    // Shuffled, and updated_at in the opposite order, so only published_at can give the expected order.
    const posts = [7, 25, 1, 13, 19, 4, 22, 10, 16, 2, 24, 8, 14, 20, 5, 23, 11, 17, 3, 21, 9, 15, 6, 18, 12].map((n) =>
      post(n, { updated_at: new Date(Date.UTC(2026, 5, 30 - n)).toISOString() }),
    )
    const titles = items(rssXml(site, posts)).map((item) => text(item, 'title'))
    expect(titles).toEqual(Array.from({ length: 20 }, (_, i) => `Post ${25 - i}`))
  })

  it('gives each item its title, link, permalink guid, pubDate, excerpt, author and categories', () => {
    const [item] = items(rssXml(site, [post(5, { title: 'Óleo & dose', tags: ['CBD', 'dor'] })]))
    expect(text(item!, 'title')).toBe('Óleo & dose')
    expect(text(item!, 'link')).toBe('https://blog.example.org/blog/post/post-5')
    const guid = item!.getElementsByTagName('guid')[0]!
    expect(guid.textContent).toBe('https://blog.example.org/blog/post/post-5')
    expect(guid.getAttribute('isPermaLink')).toBe('true')
    expect(text(item!, 'pubDate')).toBe('Mon, 05 Jan 2026 00:00:00 GMT')
    expect(text(item!, 'description')).toBe('Resumo 5')
    expect(text(item!, 'author')).toBe('Equipe Editorial')
    const categories = [...item!.getElementsByTagName('category')].map((category) => [
      category.textContent,
      category.getAttribute('domain'),
    ])
    expect(categories).toEqual([
      ['Pesquisas', 'https://blog.example.org/blog/categoria/pesquisas'],
      ['CBD', null],
      ['dor', null],
    ])
  })

  it('carries the full content with <script>, event handlers and style removed', () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => `<p>Parágrafo ${i + 1} do artigo.</p>`).join('')
    const content = `<h2>Estudo</h2>${paragraphs}<p style="color:red">Fim</p><img src="https://cdn.example.org/a.webp" onerror="alert(1)"><script>alert(2)</script><style>p{}</style>`
    const html = encodedContent(items(rssXml(site, [post(1, { content })]))[0]!)
    expect(html).toBe(`<h2>Estudo</h2>${paragraphs}<p>Fim</p><img src="https://cdn.example.org/a.webp">`)
    expect(html).not.toMatch(/<script|onerror|style/i)
  })

  it('makes the cover, in-content image and link URLs absolute', () => {
    const content =
      '<img src="/seed-images/a.webp" srcset="/seed-images/a-480.webp 480w, /seed-images/a-800.webp 800w"><a href="#fontes">Fontes</a><a href="https://example.com/x">fora</a>'
    const [item] = items(rssXml(site, [post(1, { content, image: '/seed-images/capa.webp' })]))
    expect(encodedContent(item!)).toBe(
      '<img src="https://blog.example.org/seed-images/a.webp" srcset="https://blog.example.org/seed-images/a-480.webp 480w, https://blog.example.org/seed-images/a-800.webp 800w">' +
        '<a href="https://blog.example.org/blog/post/post-1#fontes">Fontes</a><a href="https://example.com/x">fora</a>',
    )
    const enclosure = item!.getElementsByTagName('enclosure')[0]!
    expect(enclosure.getAttribute('url')).toBe('https://blog.example.org/seed-images/capa.webp')
    expect(enclosure.getAttribute('type')).toBe('image/webp')
  })

  it('stays well-formed when the title, excerpt and content hold ]]>, & and <', () => {
    const [item] = items(
      rssXml(site, [
        post(1, {
          title: 'a ]]> & <b>',
          excerpt: 'x ]]><evil/> &',
          content: '<p>y ]]&gt; &amp; <a title="]]>">z</a></p>',
        }),
      ]),
    )
    expect(text(item!, 'title')).toBe('a ]]> & <b>')
    expect(text(item!, 'description')).toBe('x ]]&gt;&lt;evil/&gt; &amp;')
    expect(encodedContent(item!)).toContain('y ]]&gt; &amp; ')
    expect(item!.getElementsByTagName('evil')).toHaveLength(0)
  })

  it('parses in rss-parser with hostile titles and excerpts, with no markup in <description> and the plain title kept', async () => {
    const hostile = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      'um ]]> dois ]]><script>alert(2)</script>',
      'Óleo & dose <b>forte</b> &amp; ]]>]]>',
    ]
    const xml = rssXml(
      site,
      hostile.map((value, n) =>
        post(n + 1, { title: value, excerpt: value, content: `<p>${n} ]]> ]]></p><p title="]]>]]>">t</p>` }),
      ),
    )
    const feed = await new Parser<object, { description: string; 'content:encoded': string }>({
      customFields: { item: ['description'] },
    }).parseString(xml)
    expect(feed.items).toHaveLength(hostile.length)
    for (const [n, value] of [...hostile].reverse().entries()) {
      const item = feed.items[n]!
      expect(item.title).toBe(value)
      expect(item.description).not.toMatch(/[<>]/)
      // What a reader that renders <description> as HTML shows: the excerpt as it was typed, as text.
      const shown = new JSDOM('').window.document.createElement('div')
      shown.innerHTML = item.description
      expect(shown.childElementCount).toBe(0)
      expect(shown.textContent).toBe(value)
      expect(item['content:encoded']).not.toMatch(/<script|onerror/i)
    }
    expect(parseXml(xml).getElementsByTagName('script')).toHaveLength(0)
  })
})

describe('robotsTxt', () => {
  it('names the sitemap and disallows /admin and /auth while allowing the rest', () => {
    expect(robotsTxt(site).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /auth',
      '',
      'Sitemap: https://blog.example.org/sitemap.xml',
      '',
    ])
  })
})
