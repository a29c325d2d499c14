// What the build reads of the database before rendering: every page's inputs, never a post's content.
// Read as a visitor (the anon key), so row-level security decides what is public, exactly as in the
// browser. Posts come from site_listing(), a range of ids a request (one JSON value each: PostgREST's hosted
// projects answer at most 1,000 rows a request, and 101 such requests took 4–5 s at 100,000 posts).
import { createHash } from 'node:crypto'
import type { FeedAuthor, FeedCategory, FeedPost } from './feeds.ts'

/** A public post as the build plans with it: what decides its pages, not what they show. */
export interface ListedPost {
  id: string
  slug: string
  published_at: string
  /** For the sitemap's lastmod. */
  updated_at: string
  featured: boolean
  category: { id: string; slug: string } | null
  author_slug: string | null
  reviewer_slug: string | null
  /**
   * Changes whenever anything a page shows of the post changes: the post itself (posts.page_changed_at),
   * its author's or reviewer's profile, which category it is in, or its references formatted in the
   * site's style (post_citations, decision 059). Not the category's name, address or colour: those are
   * spliced into the pages kept (category-splice.ts).
   */
  version: string
  /** Changes with the status of a norm the post cites ("Legislação citada"); absent: it cites none. */
  legislation?: string
}

/** An active category as pages show it outside the site's own pages: badges, an article's section. */
export interface ShownCategory {
  id: string
  name: string
  slug: string
  color: string | null
}

export interface SiteListing {
  posts: ListedPost[]
  categories: FeedCategory[]
  /** What a page kept gets anew when it changes (category-splice.ts). */
  shownCategories: ShownCategory[]
  authors: FeedAuthor[]
  /** Changes with what /legislacao shows: the norms, their status today and the posts citing each. */
  legislationVersion: string
  /**
   * Changes with what every page shows around its content (the frame): the menu, the categories' names
   * and addresses. A change is spliced into every page (frame-splice.ts).
   */
  frameVersion: string
  /** Changes with anything of any active category: the site's own pages (lists, filters) show them. */
  categoriesVersion: string
  /** Changes with any glossary term: /glossario and every article show the glossary (decision 053). */
  glossaryVersion: string
  /** When a glossary term last changed (the sitemap's lastmod of /glossario); null without terms. */
  glossaryUpdatedAt: string | null
}

export interface ListingSource {
  apiUrl: string
  anonKey: string
}

export async function restGet<T>(source: ListingSource, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${source.apiUrl}/rest/v1/${pathAndQuery}`, {
    headers: { apikey: source.anonKey, Authorization: `Bearer ${source.anonKey}` },
  })
  if (!response.ok)
    throw new Error(`prerender: GET ${pathAndQuery} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22)

/** One row of site_listing() (supabase/migrations/20250101130500_site_listing.sql). */
type ListingRow = [
  id: string,
  slug: string,
  publishedAt: string,
  updatedAt: string,
  featured: boolean,
  categoryId: string | null,
  categorySlug: string | null,
  authorSlug: string | null,
  authorUpdatedAt: string | null,
  reviewerSlug: string | null,
  reviewerUpdatedAt: string | null,
  version: string,
]

/** The id space in 16 ranges (ids are random): (after, before] for each, the first open below. */
const ID_RANGES = Array.from({ length: 16 }, (_, index) => {
  const digit = (value: number) => value.toString(16)
  return {
    after: index === 0 ? null : `${digit(index - 1)}fffffff-ffff-ffff-ffff-ffffffffffff`,
    before: index === 15 ? null : `${digit(index)}fffffff-ffff-ffff-ffff-ffffffffffff`,
  }
})
/** Ranges read at once: the database answers each in a statement of its own. */
const RANGES_IN_FLIGHT = 4

/** Every public post's planning data: site_listing() over 16 ranges of ids, 4 at a time, in id order. */
async function listPosts(source: ListingSource): Promise<ListingRow[]> {
  const ranges: ListingRow[][] = []
  let next = 0
  const work = async () => {
    while (next < ID_RANGES.length) {
      const index = next++
      const { after, before } = ID_RANGES[index]
      const query = new URLSearchParams()
      if (after) query.set('p_after', after)
      if (before) query.set('p_before', before)
      ranges[index] = await restGet<ListingRow[]>(source, `rpc/site_listing?${query}`)
    }
  }
  await Promise.all(Array.from({ length: RANGES_IN_FLIGHT }, work))
  return ranges.flat()
}

type NormRow = { id: string; status: string; replaced_by_name: string | null; suspended_by_name: string | null }
type CitationRow = { norm_id: string; post_id: string; slug: string; title: string; published_at: string }

/**
 * What /legislacao shows (the database's legislation_entries and legislation_citations, read as a visitor)
 * as one version, and for each post citing a norm a version of the statuses its article shows.
 */
async function loadLegislation(source: ListingSource) {
  const [norms, citations] = await Promise.all([
    restGet<(NormRow & Record<string, unknown>)[]>(source, 'rpc/legislation_entries'),
    restGet<CitationRow[]>(source, 'rpc/legislation_citations'),
  ])
  const statusOf = new Map(
    norms.map((norm) => [norm.id, [norm.id, norm.status, norm.replaced_by_name, norm.suspended_by_name]]),
  )
  const byPost = new Map<string, unknown[]>()
  for (const citation of citations) {
    const list = byPost.get(citation.post_id) ?? []
    list.push(statusOf.get(citation.norm_id))
    byPost.set(citation.post_id, list)
  }
  return {
    version: hash([norms, citations]),
    byPost: new Map([...byPost].map(([id, statuses]) => [id, hash(statuses)])),
  }
}

export async function loadSiteListing(source: ListingSource): Promise<SiteListing> {
  const [rows, categories, menu, legislation, glossary] = await Promise.all([
    listPosts(source),
    restGet<(FeedCategory & { id: string; description: string | null; color: string | null })[]>(
      source,
      'categories?select=id,slug,name,description,color,updated_at&is_active=eq.true&order=name',
    ),
    restGet<unknown[]>(source, 'menu_items?select=id,label,href,position&is_active=eq.true&order=position,id'),
    loadLegislation(source),
    restGet<{ slug: string; updated_at: string }[]>(source, 'glossary_terms?select=slug,updated_at&order=slug'),
  ])
  const posts = rows.map(
    ([id, slug, publishedAt, updatedAt, featured, categoryId, categorySlug, author, , reviewer, , version]) => ({
      id,
      slug,
      published_at: publishedAt,
      updated_at: updatedAt,
      featured,
      category: categoryId && categorySlug ? { id: categoryId, slug: categorySlug } : null,
      author_slug: author,
      reviewer_slug: reviewer,
      version,
      legislation: legislation.byPost.get(id),
    }),
  )
  // Authors and technical reviewers of the public posts, each once (articles link both); a profile with
  // neither gets no page.
  const authors = new Map<string, FeedAuthor>()
  for (const [, , , , , , , author, authorUpdatedAt, reviewer, reviewerUpdatedAt] of rows) {
    for (const [slug, updatedAt] of [
      [author, authorUpdatedAt],
      [reviewer, reviewerUpdatedAt],
    ]) {
      if (slug && updatedAt && !authors.has(slug)) authors.set(slug, { slug, updated_at: updatedAt })
    }
  }
  return {
    posts,
    categories: categories.map(({ slug, name, updated_at }) => ({ slug, name, updated_at })),
    shownCategories: categories.map(({ id, name, slug, color }) => ({ id, name, slug, color })),
    authors: [...authors.values()],
    legislationVersion: legislation.version,
    // What the frame reads (lib/active-categories.ts, the menu's query): names and addresses only.
    frameVersion: hash([categories.map(({ id, name, slug }) => [id, name, slug]), menu]),
    categoriesVersion: hash(categories),
    glossaryVersion: hash(glossary),
    glossaryUpdatedAt:
      glossary
        .map((term) => term.updated_at)
        .sort()
        .at(-1) ?? null,
  }
}

/**
 * The newest posts with their content, for rss.xml: the only place the build reads bodies in bulk. Their
 * ids first, then those posts: asked in one request, the database carried every visible post's body
 * through the sort to keep 20 (1.05 s at 100,000 posts, against about 0.1 s in two).
 */
export async function loadFeedPosts(source: ListingSource, count: number): Promise<FeedPost[]> {
  type Row = Omit<FeedPost, 'author_name' | 'author_slug' | 'tags'> & {
    tags: string[] | null
    author: { full_name: string | null; slug: string } | null
  }
  const order = 'order=published_at.desc,id.desc'
  const newest = await restGet<{ id: string }[]>(source, `posts?select=id&${order}&limit=${count}`)
  if (newest.length === 0) return []
  const rows = await restGet<Row[]>(
    source,
    `posts?select=slug,title,excerpt,content,published_at,updated_at,image,tags,category:categories(name,slug),author:profiles!posts_author_id_fkey(full_name,slug)&id=in.(${newest.map((post) => post.id).join(',')})&${order}`,
  )
  return rows.map(({ author, ...post }) => ({
    ...post,
    tags: post.tags ?? [],
    author_name: author?.full_name ?? null,
    author_slug: author?.slug ?? null,
  }))
}
