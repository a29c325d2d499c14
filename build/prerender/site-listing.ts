// What the build reads of the database before rendering: every page's inputs, never a post's content.
// Read as a visitor (the anon key), so row-level security decides what is public, exactly as in the
// browser. Posts come a page at a time (PostgREST's hosted projects answer at most 1,000 rows a request).
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
   * its author's or reviewer's profile, its category, or its references formatted in the site's style
   * (post_citations, decision 059).
   */
  version: string
  /** Changes with the status of a norm the post cites ("Legislação citada"); absent: it cites none. */
  legislation?: string
}

export interface SiteListing {
  posts: ListedPost[]
  categories: FeedCategory[]
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

export const LISTING_PAGE_SIZE = 1000

export async function restGet<T>(source: ListingSource, pathAndQuery: string): Promise<T> {
  const response = await fetch(`${source.apiUrl}/rest/v1/${pathAndQuery}`, {
    headers: { apikey: source.anonKey, Authorization: `Bearer ${source.anonKey}` },
  })
  if (!response.ok)
    throw new Error(`prerender: GET ${pathAndQuery} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22)

type ProfileRef = { slug: string; updated_at: string }
type PostRow = {
  id: string
  slug: string
  published_at: string
  updated_at: string
  page_changed_at: string
  featured: boolean
  category: { id: string; slug: string; name: string; updated_at: string } | null
  author: ProfileRef | null
  review: { reviewer: ProfileRef | null } | null
  citations: { formatted_at: string } | null
}

const POST_LISTING_SELECT =
  'id,slug,published_at,updated_at,page_changed_at,featured,category:categories(id,slug,name,updated_at),author:profiles!posts_author_id_fkey(slug,updated_at),review:post_reviews!posts_review_id_fkey(reviewer:profiles!post_reviews_reviewer_id_fkey(slug,updated_at)),citations:post_citations(formatted_at)'

/** Every public post's planning data, 1,000 at a time by id (keyset paging: no row is skipped or read twice). */
async function listPosts(source: ListingSource): Promise<PostRow[]> {
  const rows: PostRow[] = []
  for (let after: string | null = null; ;) {
    const page: PostRow[] = await restGet<PostRow[]>(
      source,
      `posts?select=${POST_LISTING_SELECT}&order=id${after ? `&id=gt.${after}` : ''}&limit=${LISTING_PAGE_SIZE}`,
    )
    rows.push(...page)
    if (page.length < LISTING_PAGE_SIZE) return rows
    after = page[page.length - 1].id
  }
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
  const posts = rows.map((row): ListedPost => ({
    id: row.id,
    slug: row.slug,
    published_at: row.published_at,
    updated_at: row.updated_at,
    featured: row.featured,
    category: row.category ? { id: row.category.id, slug: row.category.slug } : null,
    author_slug: row.author?.slug ?? null,
    reviewer_slug: row.review?.reviewer?.slug ?? null,
    version: hash([row.page_changed_at, row.author, row.review?.reviewer ?? null, row.category, row.citations]),
    legislation: legislation.byPost.get(row.id),
  }))
  // Authors and technical reviewers of the public posts, each once (articles link both); a profile with
  // neither gets no page.
  const authors = new Map<string, FeedAuthor>()
  for (const { author, review } of rows) {
    for (const person of [author, review?.reviewer]) {
      if (person && !authors.has(person.slug))
        authors.set(person.slug, { slug: person.slug, updated_at: person.updated_at })
    }
  }
  return {
    posts,
    categories: categories.map(({ slug, name, updated_at }) => ({ slug, name, updated_at })),
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

/** The newest posts with their content, for rss.xml: the only place the build reads bodies in bulk. */
export async function loadFeedPosts(source: ListingSource, count: number): Promise<FeedPost[]> {
  type Row = Omit<FeedPost, 'author_name' | 'author_slug' | 'tags'> & {
    tags: string[] | null
    author: { full_name: string | null; slug: string } | null
  }
  const rows = await restGet<Row[]>(
    source,
    `posts?select=slug,title,excerpt,content,published_at,updated_at,image,tags,category:categories(name,slug),author:profiles!posts_author_id_fkey(full_name,slug)&order=published_at.desc,id.desc&limit=${count}`,
  )
  return rows.map(({ author, ...post }) => ({
    ...post,
    tags: post.tags ?? [],
    author_name: author?.full_name ?? null,
    author_slug: author?.slug ?? null,
  }))
}
