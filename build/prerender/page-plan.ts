// Which pages a build writes, and which of them a change touches. Pure functions of the site's listing
// (site-listing.ts) and of what the previous build recorded (BuildState), so they are unit-tested
// without a database (tests/unit/build/prerender/page-plan.test.ts).
//
// Each page gets a key made of what decides its content: when the key differs from the one the last
// build recorded, the page is rendered again. A page also records the posts it showed (cards, related
// articles); when one of those changes or disappears, the page is rendered again too, whatever its key.
// The renderer (the app's code) or the site's address changing means every page: a full render
// (docs/decisions/029-incremental-prerendering.md). What every page shows around its content (the menu,
// the categories' names) changing means a new frame spliced into every page kept (frame-splice.ts), and a
// category's new name, address or colour is put where pages kept show it (category-splice.ts;
// docs/decisions/063-layout-changes-by-splicing.md).
import { createHash } from 'node:crypto'
import { paths } from '../../src/config/paths.ts'
import {
  anyCategoryLimit,
  inPublicationOrder,
  pickRelated,
  RELATED_COUNT,
  type Neighbours,
} from '../../src/features/posts/utils/related-posts.ts'
import type { ListedPost, ShownCategory, SiteListing } from './site-listing.ts'

/** Bumped when the shape of BuildState changes: an older state then means a full render. */
export const BUILD_STATE_FORMAT = 2

export interface PageRecord {
  key: string
  /** Ids of the posts the page showed (from its data). */
  shows: string[]
}

/** What a build leaves for the next one to compare with (kept beside dist/, never published). */
export interface BuildState {
  format: number
  /** The renderer the pages were made with (the app's code and build settings). */
  renderer: string
  /** The site's public address, which every page carries. */
  site: string
  frame: string
  /** The categories as the pages show them (name, address, colour). */
  categories: ShownCategory[]
  /** Each public post's version when the pages were made. */
  posts: Record<string, string>
  pages: Record<string, PageRecord>
  /** The inline scripts' hashes the pages need in the Content-Security-Policy (`_headers`). */
  scriptHashes: string[]
  /** The sitemap parts written (`sitemap-1.xml`…): the next build removes those it no longer writes. Absent in older states. */
  sitemapParts?: string[]
}

export interface BuildContext {
  renderer: string
  site: string
}

export interface PlannedPage {
  path: string
  key: string
  /** For articles: the posts "Artigos Relacionados" will show, checked against what the page really shows. */
  related?: string[]
}

export interface BuildPlan {
  pages: PlannedPage[]
  /** Paths to render (all of them when `full`). */
  render: string[]
  /** Paths the previous build wrote that no longer exist (a deleted, unpublished or renamed post…). */
  remove: string[]
  /** Why every page is rendered, or null when only some are. */
  full: string | null
  /** The frame changed: every page not rendered gets the new one (frame-splice.ts). */
  splice: boolean
  /** Categories renamed, readdressed or recoloured: put into every page not rendered (category-splice.ts). */
  categoryChanges: CategoryChange[]
}

export interface CategoryChange {
  before: ShownCategory
  after: ShownCategory
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 22)

/** For each post, the posts "Artigos Relacionados" shows: the same rule as the article (pickRelated). */
export function predictRelated(posts: ListedPost[]): Map<string, string[]> {
  const inOrder = inPublicationOrder(posts)
  const byCategory = new Map<string, ListedPost[]>()
  for (const post of inOrder) {
    if (!post.category) continue
    const list = byCategory.get(post.category.id) ?? []
    list.push(post)
    byCategory.set(post.category.id, list)
  }
  const positionIn = new Map<ListedPost[], Map<string, number>>()
  const position = (list: ListedPost[], id: string) => {
    let index = positionIn.get(list)
    if (!index) positionIn.set(list, (index = new Map(list.map((post, at) => [post.id, at]))))
    return index.get(id) as number
  }
  const around = (list: ListedPost[], post: ListedPost, limit: number): Neighbours<ListedPost> => {
    const at = position(list, post.id)
    return { before: list.slice(Math.max(0, at - limit), at).reverse(), after: list.slice(at + 1, at + 1 + limit) }
  }
  const related = new Map<string, string[]>()
  for (const post of inOrder) {
    const category = post.category ? (byCategory.get(post.category.id) as ListedPost[]) : null
    const sameCategory = category ? around(category, post, RELATED_COUNT) : { before: [], after: [] }
    let chosen = pickRelated(sameCategory)
    if (chosen.length < RELATED_COUNT)
      chosen = pickRelated(sameCategory, around(inOrder, post, anyCategoryLimit(chosen.length)))
    related.set(
      post.id,
      chosen.map((other) => other.id),
    )
  }
  return related
}

/**
 * What a list page shows of its posts, as one key: each post's id, version and "featured", by id. The
 * listing comes in id order (site_listing()), so this is one pass; sorting arrays of them turned each
 * into text at every comparison, about 1.7 s for 100,000 posts.
 */
function postsKey(list: ListedPost[]): string {
  const inOrder = list.every((post, at) => at === 0 || list[at - 1].id < post.id)
    ? list
    : [...list].sort((a, b) => (a.id < b.id ? -1 : 1))
  const text = inOrder.map((post) => `${post.id} ${post.version} ${post.featured}`).join('\n')
  return createHash('sha256').update(text).digest('base64url').slice(0, 22)
}

/** Each post under every group `groupsOf` gives it (a post by an author who also reviewed it, once). */
function groupBy(posts: ListedPost[], groupsOf: (post: ListedPost) => string[]): Map<string, ListedPost[]> {
  const groups = new Map<string, ListedPost[]>()
  for (const post of posts)
    for (const group of new Set(groupsOf(post))) {
      const list = groups.get(group) ?? []
      list.push(post)
      groups.set(group, list)
    }
  return groups
}

/**
 * Each article's page by post id, with the text its key was made from: a build process that stays
 * running (decision 067) gives it to every plan, which then makes again only the keys whose inputs
 * changed (making 100,000 took about 0.6 s).
 */
export type ArticleKeys = Map<string, { inputs: string; page: PlannedPage }>

/** Every page the site has, with its key; `articles`: the article keys kept from the last plan, updated here. */
export function plannedPages(listing: SiteListing, articles?: ArticleKeys): PlannedPage[] {
  const { posts, categories, authors } = listing
  const versions = new Map(posts.map((post) => [post.id, post.version]))
  const byCategory = groupBy(posts, (post) => (post.category ? [post.category.slug] : []))
  const byAuthor = groupBy(posts, (post) => [post.author_slug, post.reviewer_slug].filter((slug) => slug !== null))
  // The home page, /blog and /destaques show the newest, featured and most read posts: any post counts.
  const everyPost = postsKey(posts)
  const related = predictRelated(posts)
  // The site's own pages (lists and their category filters) show the categories in their content: a
  // change to any of them renders these few pages again. Articles and author pages show a category
  // through its posts, whose versions include it.
  const sitePages: PlannedPage[] = [
    { path: paths.home.href(), key: everyPost },
    { path: paths.blog.href(), key: everyPost },
    { path: paths.highlights.href(), key: everyPost },
    // The norms, their status today and the posts citing them (site-listing.ts's legislationVersion).
    { path: paths.legislation.href(), key: listing.legislationVersion },
    { path: paths.glossary.href(), key: listing.glossaryVersion },
    // Only the app's code makes it (a change of code renders every page).
    { path: paths.privacy.href(), key: 'static' },
    ...categories.map((category) => ({
      path: paths.category.href(category.slug),
      key: hash([category, postsKey(byCategory.get(category.slug) ?? [])]),
    })),
  ]
  const pages = [
    ...sitePages.map((page) => ({ ...page, key: hash([page.key, listing.categoriesVersion]) })),
    ...authors.map((author) => ({
      path: paths.author.href(author.slug),
      key: hash([author, postsKey(byAuthor.get(author.slug) ?? [])]),
    })),
    ...posts.map((post) => {
      const shown = related.get(post.id) ?? []
      // With the statuses of the norms it cites ("Legislação citada"); the glossary marks its terms in
      // every article (decision 053).
      const inputs = [post.slug, post.version, post.legislation ?? '', listing.glossaryVersion]
      for (const id of shown) inputs.push(id, versions.get(id) ?? '')
      const text = inputs.join(' ')
      const kept = articles?.get(post.id)
      if (kept?.inputs === text) return kept.page
      const page = { path: paths.article.href(post.slug), key: hash(text), related: shown }
      articles?.set(post.id, { inputs: text, page })
      return page
    }),
  ]
  if (articles) forgetGone(articles, posts)
  return pages
}

/** Forgets the kept keys of posts no longer listed (deleted, unpublished). */
function forgetGone(articles: ArticleKeys, posts: ListedPost[]): void {
  if (articles.size <= posts.length) return
  const listed = new Set(posts.map((post) => post.id))
  for (const id of articles.keys()) if (!listed.has(id)) articles.delete(id)
}

/** The categories whose name, address or colour changed (one deactivated or deleted changes its posts' versions). */
export function categoryChanges(before: ShownCategory[], after: ShownCategory[]): CategoryChange[] {
  const now = new Map(after.map((category) => [category.id, category]))
  return before.flatMap((old) => {
    const current = now.get(old.id)
    const same = !current || (['name', 'slug', 'color'] as const).every((field) => current[field] === old[field])
    return same ? [] : [{ before: old, after: current }]
  })
}

/**
 * An article shows its category's name without its address (its section, in head and structured
 * data), so a renamed category can be found by its old name only if no other category had it.
 */
function ambiguousRename(previous: BuildState, changes: CategoryChange[]): boolean {
  return changes.some(
    ({ before, after }) =>
      before.name !== after.name &&
      previous.categories.some((other) => other.id !== before.id && other.name === before.name),
  )
}

/** Why the previous build's pages cannot be kept at all, or null. */
function fullRenderReason(previous: BuildState | null, context: BuildContext, listing: SiteListing): string | null {
  if (!previous) return 'no previous build'
  if (previous.format !== BUILD_STATE_FORMAT) return 'the previous build recorded an older format'
  if (previous.renderer !== context.renderer) return "the app's code or build settings changed"
  if (previous.site !== context.site) return "the site's address changed"
  if (ambiguousRename(previous, categoryChanges(previous.categories, listing.shownCategories)))
    return 'a renamed category shared its old name with another one'
  return null
}

/** `fullBecause`: render every page anyway (a full build), for this reason. */
export function planBuild(
  previous: BuildState | null,
  listing: SiteListing,
  context: BuildContext,
  fullBecause: string | null = null,
  articles?: ArticleKeys,
): BuildPlan {
  const pages = plannedPages(listing, articles)
  const current = new Set(pages.map((page) => page.path))
  const remove = previous ? Object.keys(previous.pages).filter((path) => !current.has(path)) : []
  const full = fullBecause ?? fullRenderReason(previous, context, listing)
  if (full || !previous)
    return { pages, render: pages.map((page) => page.path), remove, full, splice: false, categoryChanges: [] }

  const versions = new Map(listing.posts.map((post) => [post.id, post.version]))
  const changed = (id: string) => versions.get(id) !== previous.posts[id]
  const render = pages
    .filter((page) => {
      const before = previous.pages[page.path]
      return !before || before.key !== page.key || before.shows.some(changed)
    })
    .map((page) => page.path)
  return {
    pages,
    render,
    remove,
    full: null,
    splice: previous.frame !== listing.frameVersion,
    categoryChanges: categoryChanges(previous.categories, listing.shownCategories),
  }
}

/** The state a build leaves, from its plan and what each page it rendered showed. */
export function nextBuildState(
  previous: BuildState | null,
  plan: BuildPlan,
  listing: SiteListing,
  context: BuildContext,
  rendered: Map<string, PageRecord>,
  scriptHashes: string[],
  sitemapParts: string[] = [],
): BuildState {
  const pages: Record<string, PageRecord> = {}
  for (const page of plan.pages) {
    const record = rendered.get(page.path) ?? previous?.pages[page.path]
    if (record) pages[page.path] = record
  }
  return {
    format: BUILD_STATE_FORMAT,
    renderer: context.renderer,
    site: context.site,
    frame: listing.frameVersion,
    categories: listing.shownCategories,
    posts: Object.fromEntries(listing.posts.map((post) => [post.id, post.version])),
    pages,
    scriptHashes,
    sitemapParts,
  }
}

/** Ids of the posts a page's data holds (cards, the article, related articles), from its query cache. */
export function postIdsShown(state: {
  queries: { queryKey: readonly unknown[]; state: { data?: unknown } }[]
}): string[] {
  const ids = new Set<string>()
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    // A post: it has a title and a slug (categories and profiles have names instead).
    if (typeof record.id === 'string' && typeof record.slug === 'string' && typeof record.title === 'string')
      ids.add(record.id)
    Object.values(record).forEach(visit)
  }
  for (const query of state.queries) if (query.queryKey[0] === 'posts') visit(query.state.data)
  return [...ids].sort()
}
