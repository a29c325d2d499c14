/** @vitest-environment node */
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { paths } from '../../../../src/config/paths'
import { fileFor, isInside, pageFileResolver, UnsafePagePathError } from '../../../../build/prerender/page-files'
import { BUILD_STATE_FORMAT, planBuild } from '../../../../build/prerender/page-plan'
import type { SiteListing } from '../../../../build/prerender/site-listing'

// Slugs are data, never paths (issue 45): whatever a slug or a page path holds, the build's files stay
// inside its output folder. These feed hostile values straight to the path code, as if the database
// had no slug rule.

const outDir = path.resolve('/srv/site/dist')

const HOSTILE_SLUGS = [
  '../../../../tmp/x',
  '..%2F..%2Findex',
  '../../index',
  '/etc/passwd',
  '..',
  '.',
  'a/../../b',
  '..\\..\\x',
  '%00',
  'x\u0000y',
]

describe('fileFor', () => {
  it('maps clean URLs onto .html files inside the output folder', () => {
    expect(fileFor(outDir, '/')).toBe(path.join(outDir, 'index.html'))
    expect(fileFor(outDir, '/blog')).toBe(path.join(outDir, 'blog.html'))
    expect(fileFor(outDir, paths.article.href('canabidiol-e-epilepsia'))).toBe(
      path.join(outDir, 'blog', 'post', 'canabidiol-e-epilepsia.html'),
    )
    expect(fileFor(outDir, paths.category.href('legislacao'))).toBe(
      path.join(outDir, 'blog', 'categoria', 'legislacao.html'),
    )
    expect(fileFor(outDir, paths.author.href('equipe-editorial'))).toBe(
      path.join(outDir, 'autor', 'equipe-editorial.html'),
    )
  })

  it('keeps the page of any slug, however hostile, inside the output folder or refuses it', () => {
    for (const slug of HOSTILE_SLUGS) {
      for (const pagePath of [paths.article.href(slug), paths.category.href(slug), paths.author.href(slug)]) {
        let file: string | null = null
        try {
          file = fileFor(outDir, pagePath)
        } catch (error) {
          expect(error, pagePath).toBeInstanceOf(UnsafePagePathError)
        }
        if (file !== null) expect(isInside(outDir, file), `${pagePath} → ${file}`).toBe(true)
      }
    }
  })

  it('refuses page paths that climb out, are absolute once decoded, are badly encoded or hold a NUL or a backslash', () => {
    for (const pagePath of [
      '/blog/post/../../../../tmp/x',
      '/blog/post/..%2F..%2F..%2F..%2Ftmp%2Fx',
      '/blog/post/..%2F..%2Findex',
      '/blog/categoria/%2E%2E/%2e%2e/%2e%2e/index',
      '/blog/post/%2Fetc%2Fpasswd',
      '/../../../etc/passwd',
      '/blog/post/%E0%A4%A',
      '/blog/post/x%00y',
      '/blog/post/..%5C..%5Cx',
    ]) {
      expect(() => fileFor(outDir, pagePath), pagePath).toThrow(UnsafePagePathError)
    }
  })

  it('lets names that only start with dots stay, as files inside the folder', () => {
    expect(fileFor(outDir, '/blog/post/..x')).toBe(path.join(outDir, 'blog', 'post', '..x.html'))
  })
})

describe('isInside', () => {
  it('is true below the folder only, not for the folder itself, its parent or a sibling with the same prefix', () => {
    expect(isInside(outDir, path.join(outDir, 'a.html'))).toBe(true)
    expect(isInside(outDir, path.join(outDir, '..dot.html'))).toBe(true)
    expect(isInside(outDir, outDir)).toBe(false)
    expect(isInside(outDir, path.dirname(outDir))).toBe(false)
    expect(isInside(outDir, `${outDir}-old/a.html`)).toBe(false)
    expect(isInside(outDir, '/tmp/x.html')).toBe(false)
  })
})

describe('pageFileResolver', () => {
  it('refuses an unsafe page once, with one log line naming it, and resolves the others', () => {
    const lines: string[] = []
    const fileOf = pageFileResolver(outDir, (line) => lines.push(line))
    const hostile = '/blog/post/..%2F..%2F..%2F..%2Ftmp%2Fx'
    expect(fileOf(hostile)).toBeNull()
    expect(fileOf(hostile)).toBeNull()
    expect(fileOf('/blog/post/ok')).toBe(path.join(outDir, 'blog', 'post', 'ok.html'))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(
      /^prerender: \/blog\/post\/\.\.%2F\.\.%2F\.\.%2F\.\.%2Ftmp%2Fx refused: .*no file written or removed for it$/,
    )
  })

  it('gives no file to any page a plan made from hostile slugs, nor to what a tampered state asks to remove', () => {
    const listing: SiteListing = {
      posts: HOSTILE_SLUGS.map((slug, n) => ({
        id: `post-${n}`,
        slug,
        published_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
        featured: false,
        category: { id: 'c1', slug: '../../../index' },
        author_slug: '../../x',
        reviewer_slug: null,
        version: 'v1',
      })),
      categories: [{ slug: '../../../index', name: 'Índice', updated_at: null }],
      shownCategories: [],
      authors: [{ slug: '../../x', updated_at: null }],
      frameVersion: 'f1',
      categoriesVersion: 'c1',
      legislationVersion: 'l1',
      glossaryVersion: 'g1',
      glossaryUpdatedAt: null,
    }
    const tampered = {
      format: BUILD_STATE_FORMAT,
      renderer: 'r',
      site: 's',
      frame: 'f1',
      categories: [],
      posts: {},
      scriptHashes: [],
      pages: { '/../../../outside': { key: 'k', shows: [] }, '/blog/post/..%2F..%2Fvictim': { key: 'k', shows: [] } },
    }
    const plan = planBuild(tampered, listing, { renderer: 'r', site: 's' })
    const fileOf = pageFileResolver(outDir, () => {})
    for (const pagePath of [...plan.render, ...plan.remove]) {
      const file = fileOf(pagePath)
      if (file !== null) expect(isInside(outDir, file), `${pagePath} → ${file}`).toBe(true)
    }
    expect(plan.remove.map(fileOf)).toEqual([null, null])
  })
})
