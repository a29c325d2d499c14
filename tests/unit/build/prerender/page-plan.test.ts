/** @vitest-environment node */
import { describe, expect, it } from 'vitest'
import {
  nextBuildState,
  planBuild,
  plannedPages,
  postIdsShown,
  predictRelated,
  type BuildState,
  type PageRecord,
} from '../../../../build/prerender/page-plan'
import type { ListedPost, ShownCategory, SiteListing } from '../../../../build/prerender/site-listing'

// Which pages a change makes the incremental build render again (issue 34).

const context = { renderer: 'r1', site: 'https://blog.example.org' }
const categories = { pesquisas: { id: 'c1', slug: 'pesquisas' }, leis: { id: 'c2', slug: 'leis' } }

function post(n: number, overrides: Partial<ListedPost> = {}): ListedPost {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    slug: `post-${n}`,
    published_at: new Date(Date.UTC(2026, 0, n)).toISOString(),
    updated_at: new Date(Date.UTC(2026, 0, n)).toISOString(),
    featured: false,
    category: categories.pesquisas,
    author_slug: 'ana',
    reviewer_slug: null,
    version: 'v1',
    ...overrides,
  }
}

const shown: ShownCategory[] = [
  { id: 'c1', name: 'Pesquisas', slug: 'pesquisas', color: '#3b82f6' },
  { id: 'c2', name: 'Leis', slug: 'leis', color: null },
]

function listing(posts: ListedPost[], frameVersion = 'frame-1', legislationVersion = 'legislation-1'): SiteListing {
  return {
    legislationVersion,
    posts,
    categories: [
      { slug: 'pesquisas', name: 'Pesquisas', updated_at: null },
      { slug: 'leis', name: 'Leis', updated_at: null },
    ],
    shownCategories: shown,
    authors: [...new Set(posts.map((item) => item.author_slug).filter((slug): slug is string => slug !== null))].map(
      (slug) => ({ slug, updated_at: null }),
    ),
    frameVersion,
    categoriesVersion: 'categories-1',
    glossaryVersion: 'glossary-1',
    glossaryUpdatedAt: null,
  }
}

/** The state a full build of `site` leaves, each page showing itself and its related posts. */
function builtState(site: SiteListing): BuildState {
  const plan = planBuild(null, site, context)
  const related = predictRelated(site.posts)
  const rendered = new Map<string, PageRecord>()
  for (const page of plan.pages) {
    const own = site.posts.find((item) => `/blog/post/${item.slug}` === page.path)
    rendered.set(page.path, {
      key: page.key,
      shows: own ? [own.id, ...(related.get(own.id) ?? [])] : site.posts.slice(0, 3).map((item) => item.id),
    })
  }
  return nextBuildState(null, plan, site, context, rendered, [])
}

const article = (n: number) => `/blog/post/post-${n}`
const LISTS = ['/', '/blog', '/destaques']

describe('the incremental build plan', () => {
  const posts = Array.from({ length: 12 }, (_, index) =>
    post(index + 1, index % 2 ? { category: categories.leis } : {}),
  )
  const before = listing(posts)
  const state = builtState(before)

  it('renders every page when there is no previous build, or the renderer or the site changed', () => {
    const all = plannedPages(before).length
    expect(planBuild(null, before, context).render).toHaveLength(all)
    expect(planBuild(state, before, { ...context, renderer: 'r2' }).full).toBe(
      "the app's code or build settings changed",
    )
    expect(planBuild(state, before, { ...context, site: 'https://outro.example.org' }).render).toHaveLength(all)
  })

  it('a menu change renders no page: every page kept gets the new frame spliced in', () => {
    const plan = planBuild(state, listing(posts, 'frame-2'), context)
    expect(plan).toMatchObject({ full: null, render: [], splice: true })
    expect(planBuild(state, before, context).splice).toBe(false)
  })

  it('a category change renders the site’s own pages (their filters show categories), not articles or author pages', () => {
    const plan = planBuild(state, { ...listing(posts, 'frame-2'), categoriesVersion: 'categories-2' }, context)
    expect(plan.splice).toBe(true)
    expect(plan.render.sort()).toEqual(
      [
        ...LISTS,
        '/legislacao',
        '/glossario',
        '/privacidade',
        '/blog/categoria/pesquisas',
        '/blog/categoria/leis',
      ].sort(),
    )
  })

  it('a category renamed, readdressed or recoloured is a change to splice into the pages kept, each field compared', () => {
    const recoloured = { ...shown[1], color: '#123456' }
    const renamed = { ...shown[0], name: 'Pesquisas clínicas', slug: 'pesquisas-clinicas' }
    expect(planBuild(state, before, context).categoryChanges).toEqual([])
    const plan = planBuild(state, { ...before, shownCategories: [renamed, recoloured] }, context)
    expect(plan.categoryChanges).toEqual([
      { before: shown[0], after: renamed },
      { before: shown[1], after: recoloured },
    ])
    expect(plan.render).toEqual([])
    // Gone (deleted, or inactive: a visitor no longer reads it): its posts' versions change instead.
    expect(planBuild(state, { ...before, shownCategories: [shown[0]] }, context).categoryChanges).toEqual([])
  })

  it('renders every page when a renamed category shared its old name with another (its section cannot be told apart)', () => {
    const twins = builtState({ ...before, shownCategories: [shown[0], { ...shown[1], name: 'Pesquisas' }] })
    const renamed = {
      ...before,
      shownCategories: [
        { ...shown[0], name: 'Estudos' },
        { ...shown[1], name: 'Pesquisas' },
      ],
    }
    expect(planBuild(twins, renamed, context).full).toBe('a renamed category shared its old name with another one')
    const recoloured = {
      ...before,
      shownCategories: [
        { ...shown[0], color: '#000000' },
        { ...shown[1], name: 'Pesquisas' },
      ],
    }
    expect(planBuild(twins, recoloured, context).full).toBeNull()
  })

  it('a glossary change renders /glossario and every article, not the lists, categories or authors', () => {
    const plan = planBuild(state, { ...before, glossaryVersion: 'glossary-2' }, context)
    expect(plan.full).toBeNull()
    expect(plan.render.sort()).toEqual(['/glossario', ...posts.map((item) => `/blog/post/${item.slug}`)].sort())
  })

  it('/privacidade is prerendered; only the app’s code makes it, so only a full render renders it again', () => {
    expect(plannedPages(before).map((page) => page.path)).toContain('/privacidade')
    const content = { ...before, glossaryVersion: 'glossary-2', legislationVersion: 'legislation-2' }
    expect(planBuild(state, content, context).render).not.toContain('/privacidade')
    expect(planBuild(state, before, { ...context, renderer: 'r2' }).render).toContain('/privacidade')
  })

  it('renders nothing when nothing changed', () => {
    expect(planBuild(state, before, context)).toMatchObject({ render: [], remove: [], full: null })
  })

  it('a new post renders its article, the lists, its category and author pages, and only its neighbours among the articles', () => {
    const fresh = post(13, { category: categories.leis })
    const plan = planBuild(state, listing([...posts, fresh]), context)
    expect(plan.full).toBeNull()
    expect(plan.render.sort()).toEqual([article(13), ...LISTS, '/blog/categoria/leis', '/autor/ana'].sort())
    expect(plan.remove).toEqual([])
  })

  it('a post inserted between others also renders the articles whose related posts it becomes', () => {
    // Published between post-4 and post-6 of "leis": post-6 and post-8 come after it and now relate to it.
    const between = post(50, {
      published_at: new Date(Date.UTC(2026, 0, 5, 12)).toISOString(),
      category: categories.leis,
    })
    const plan = planBuild(state, listing([...posts, between]), context)
    expect(plan.render).toEqual(expect.arrayContaining([article(50), article(6), article(8)]))
    expect(plan.render).not.toContain(article(10))
    expect(plan.render).not.toContain('/blog/categoria/pesquisas')
  })

  it('a post moved to another category renders both category pages, its article and the articles that showed it', () => {
    const moved = posts.map((item) =>
      item.slug === 'post-3' ? { ...item, category: categories.leis, version: 'v2' } : item,
    )
    const plan = planBuild(state, listing(moved), context)
    expect(plan.render).toEqual(
      expect.arrayContaining(['/blog/categoria/pesquisas', '/blog/categoria/leis', article(3)]),
    )
    // post-5 and post-7 of "pesquisas" showed post-3 among their related posts.
    expect(plan.render).toEqual(expect.arrayContaining([article(5), article(7)]))
  })

  it('a deleted post removes its page and renders the pages that showed it; the sitemap is written from the posts left', () => {
    const left = posts.filter((item) => item.slug !== 'post-5')
    const plan = planBuild(state, listing(left), context)
    expect(plan.remove).toEqual([article(5)])
    expect(plan.render).not.toContain(article(5))
    expect(plan.render).toEqual(expect.arrayContaining([...LISTS, '/blog/categoria/pesquisas', article(7), article(9)]))
    expect(plan.pages.map((page) => page.path)).not.toContain(article(5))
  })

  it('a draft (absent from what visitors see) never gets a page', () => {
    // The listing holds what visitors can read: a draft is not in it, so no page is planned for it.
    expect(plannedPages(before).map((page) => page.path)).not.toContain(article(99))
    expect(planBuild(state, before, context).render).not.toContain(article(99))
  })

  it('a renamed author renders the pages of their posts (the posts’ versions change with the profile)', () => {
    const renamed = posts.map((item) => (item.category?.id === 'c1' ? { ...item, version: 'v-profile-2' } : item))
    const plan = planBuild(state, listing(renamed), context)
    for (const n of [1, 3, 5, 7, 9, 11]) expect(plan.render).toContain(article(n))
  })

  it('an edit that changes only the post renders its article and the lists, not its unrelated neighbours', () => {
    const edited = posts.map((item) => (item.slug === 'post-12' ? { ...item, version: 'v2' } : item))
    const plan = planBuild(state, listing(edited), context)
    expect(plan.render).toContain(article(12))
    expect(plan.render).not.toContain(article(2))
  })

  it('renders a page again when a post it showed changed, even if nothing its key holds did', () => {
    // An author page whose data held another author's post (a sidebar, say): its key is about Ana's posts only.
    const other = post(20, { author_slug: 'bruno', category: categories.leis })
    const withOther = listing([...posts, other])
    const built = builtState(withOther)
    built.pages['/autor/ana'] = { ...built.pages['/autor/ana'], shows: [...built.pages['/autor/ana'].shows, other.id] }
    const edited = listing([...posts, { ...other, version: 'v2' }])
    expect(planBuild(built, edited, context).render).toContain('/autor/ana')
  })

  it('a change of the legislation renders /legislacao, and the articles whose cited norms changed status', () => {
    const citing = posts.map((item) => (item.slug === 'post-5' ? { ...item, legislation: 'norms-1' } : item))
    const cited = builtState(listing(citing))
    expect(planBuild(cited, listing(citing), context).render).toEqual([])
    const revoked = citing.map((item) => (item.slug === 'post-5' ? { ...item, legislation: 'norms-2' } : item))
    expect(planBuild(cited, listing(revoked, 'frame-1', 'legislation-2'), context).render.sort()).toEqual(
      [article(5), '/legislacao'].sort(),
    )
  })

  it('keeps what it did not render in the next state, and records the new versions', () => {
    const fresh = post(13)
    const next = listing([...posts, fresh])
    const plan = planBuild(state, next, context)
    const rendered = new Map(plan.render.map((path) => [path, { key: 'k', shows: [] }]))
    const after = nextBuildState(state, plan, next, context, rendered, ['h'])
    expect(after.pages[article(1)]).toEqual(state.pages[article(1)])
    expect(after.pages[article(13)]).toEqual({ key: 'k', shows: [] })
    expect(after.posts[fresh.id]).toBe('v1')
    expect(planBuild(after, next, context).render).toEqual(
      plan.render.filter(
        (path) => after.pages[path].key !== plannedPages(next).find((page) => page.path === path)?.key,
      ),
    )
  })
})

describe('article keys kept by a build process that stays running', () => {
  const posts = Array.from({ length: 8 }, (_, index) => post(index + 1))

  it('reuses a key whose inputs did not change, makes the others again, and gives the keys a plan without them gives', () => {
    const kept = new Map()
    const first = plannedPages(listing(posts), kept)
    // Post 4 edited, post 8 gone, the glossary changed for every article.
    const edited = posts.slice(0, 7).map((item) => (item.slug === 'post-4' ? { ...item, version: 'v2' } : item))
    const again = plannedPages(listing(edited), kept)
    expect(again).toEqual(plannedPages(listing(edited)))
    const page = (pages: typeof first, path: string) => pages.find((candidate) => candidate.path === path)
    expect(page(again, article(1))).toBe(page(first, article(1)))
    expect(page(again, article(4))?.key).not.toBe(page(first, article(4))?.key)
    expect(kept.size).toBe(7)
    const glossary = { ...listing(edited), glossaryVersion: 'glossary-2' }
    expect(plannedPages(glossary, kept)).toEqual(plannedPages(glossary))
  })
})

describe('predictRelated', () => {
  it('picks the two posts published just before, in the category, then after when there are too few, then any category', () => {
    const posts = [
      post(1),
      post(2, { category: categories.leis }),
      post(3),
      post(4),
      post(5, { category: categories.leis }),
    ]
    const related = predictRelated(posts)
    const slugs = (n: number) => (related.get(post(n).id) ?? []).map((id) => posts.find((item) => item.id === id)?.slug)
    expect(slugs(4)).toEqual(['post-3', 'post-1'])
    expect(slugs(1)).toEqual(['post-3', 'post-4'])
    expect(slugs(3)).toEqual(['post-1', 'post-4'])
    // "leis" has only post-2 and post-5: then the nearest from every category, earlier first.
    expect(slugs(5)).toEqual(['post-2', 'post-4'])
    expect(slugs(2)).toEqual(['post-5', 'post-1'])
  })

  it('orders posts published in the same millisecond as the database does (microseconds, then id)', () => {
    const a = post(1, { published_at: '2026-01-05T10:00:00.000100+00:00' })
    const b = post(2, { published_at: '2026-01-05T10:00:00.000900+00:00' })
    const c = post(3, { published_at: '2026-01-05T10:00:00.000500+00:00' })
    expect(predictRelated([a, b, c]).get(b.id)).toEqual([c.id, a.id])
  })
})

describe('postIdsShown', () => {
  it('collects the posts of the page’s post queries (cards, article, related), not categories or profiles', () => {
    const state = {
      queries: [
        {
          queryKey: ['posts', 'detail', 'slug', 'x'],
          state: { data: { id: 'p1', slug: 'x', title: 'X', author: { id: 'a1', slug: 'ana', full_name: 'Ana' } } },
        },
        {
          queryKey: ['posts', 'list', 'related', 'x'],
          state: { data: [{ id: 'p2', slug: 'y', title: 'Y', category: { id: 'c1', slug: 'c', name: 'C' } }] },
        },
        { queryKey: ['categories', 'site'], state: { data: [{ id: 'c1', slug: 'c', name: 'C' }] } },
      ],
    }
    expect(postIdsShown(state)).toEqual(['p1', 'p2'])
  })
})
