// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { HOME_FEATURED_FETCH, HOME_LATEST_FETCH, homeSections } from '@/features/posts/utils/home-sections'

const posts = (...ids: string[]) => ids.map((id) => ({ id }))
const ids = (list: { id: string }[]) => list.map((post) => post.id)

describe('homeSections', () => {
  it('fills "Últimas Notícias" with the newest posts that are not featured cards', () => {
    // Newest first: p1..p3 are featured and also the newest posts, as in the seed.
    const sections = homeSections(posts('p1', 'p2', 'p3', 'p9'), posts('p1', 'p4', 'p2', 'p5', 'p3', 'p6', 'p7'))
    expect(ids(sections.featuredCards)).toEqual(['p1', 'p2', 'p3'])
    expect(ids(sections.latestRows)).toEqual(['p4', 'p5', 'p6', 'p7'])
    expect(ids(sections.moreFeatured)).toEqual(['p9'])
  })

  it('never repeats a post anywhere on the page', () => {
    const sections = homeSections(posts('a', 'b', 'c', 'd', 'e', 'f'), posts('a', 'd', 'b', 'x', 'c', 'e', 'y'))
    const all = [...ids(sections.featuredCards), ...ids(sections.latestRows), ...ids(sections.moreFeatured)]
    expect(new Set(all).size).toBe(all.length)
    expect(ids(sections.latestRows)).toEqual(['d', 'x', 'e', 'y'])
    expect(ids(sections.moreFeatured)).toEqual(['f']) // d and e are already latest rows
  })

  it('leaves a section short or empty rather than repeating when there are few posts', () => {
    const allFeatured = homeSections(posts('a', 'b'), posts('a', 'b'))
    expect(ids(allFeatured.featuredCards)).toEqual(['a', 'b'])
    expect(allFeatured.latestRows).toEqual([])
    expect(allFeatured.moreFeatured).toEqual([])
    const empty = homeSections([], [])
    expect(empty).toEqual({ featuredCards: [], latestRows: [], moreFeatured: [] })
  })

  it('fetches enough to fill every section after the repeats are removed', () => {
    expect(HOME_LATEST_FETCH).toBe(7) // 3 featured cards may be among the newest, plus 4 rows
    expect(HOME_FEATURED_FETCH).toBe(6) // 3 cards plus 3 in the sidebar
  })
})
