// Publishing reaches the prerendered site through the incremental build (issue 34): the real build
// script, as a child process, against the local stack in this process.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../../local/keys'
import { defaultStateDir } from '../../../build/prerender'
import { watchSite } from '../../../build/site-watch'
import { fileFor } from '../../../build/prerender/page-files'
import { useTestStack } from '../fixtures.ts'
import { runPrerender, SHELL, SITE } from './run-prerender'

const t = useTestStack()

let outDir: string
let fullDir: string

const build = async (dir: string, incremental: boolean) => (await runPrerender(dir, t().url, incremental)).stdout

function freshSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'incremental-prerender-'))
  writeFileSync(path.join(dir, 'index.html'), SHELL)
  return dir
}

const service = () => t().createTestClient(LOCAL_SERVICE_ROLE_KEY)
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8')
const sitemapUrls = (dir: string) =>
  readdirSync(dir)
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .flatMap((name) => [...read(dir, name).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]))
/** The rendered markup inside #root, without the page's data (its fetch times differ between builds). */
const rootMarkup = (file: string) =>
  /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(readFileSync(file, 'utf8'))?.[1]
/** The page's data the browser hydrates from (its own and its frame's): each query's key and data, without fetch times. */
const pageData = (file: string) => {
  const html = readFileSync(file, 'utf8')
  return ['prerender-frame', 'prerender-state'].flatMap((id) => {
    const json = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1]
    const state = JSON.parse(json ?? '') as { queries: { queryHash: string; state: { data: unknown } }[] }
    return state.queries.map((query) => [query.queryHash, query.state.data])
  })
}

/** The page's <head>: its title, description, share tags (an article's section…). */
const head = (file: string) => readFileSync(file, 'utf8').split('<div id="root"')[0]

/** Every page of the two builds is the same, head, markup and data. */
function expectSameSite(incrementalDir: string, fullBuildDir: string) {
  expect(sitemapUrls(incrementalDir).sort()).toEqual(sitemapUrls(fullBuildDir).sort())
  for (const page of sitemapUrls(fullBuildDir).map((url) => url.slice(SITE.length))) {
    expect(head(fileFor(incrementalDir, page)), page).toBe(head(fileFor(fullBuildDir, page)))
    expect(rootMarkup(fileFor(incrementalDir, page)), page).toBe(rootMarkup(fileFor(fullBuildDir, page)))
    expect(pageData(fileFor(incrementalDir, page)), page).toEqual(pageData(fileFor(fullBuildDir, page)))
  }
}

async function publish(slug: string, categorySlug: string) {
  const { data: category } = await service().from('categories').select('id').eq('slug', categorySlug).single()
  const { data: author } = await service().from('profiles').select('id').limit(1).single()
  const { error } = await service()
    .from('posts')
    .insert({
      title: `Publicado agora ${slug}`,
      slug,
      excerpt: 'Um post novo.',
      content: '<p>Texto novo.</p>',
      status: 'published',
      category_id: category?.id,
      author_id: author?.id,
      published_at: new Date().toISOString(),
    })
  if (error) throw new Error(error.message)
}

beforeAll(async () => {
  outDir = freshSite()
  fullDir = freshSite()
  await build(outDir, false)
}, 240_000)

afterAll(() => {
  for (const dir of [outDir, fullDir]) {
    rmSync(dir, { recursive: true, force: true })
    rmSync(defaultStateDir(dir), { recursive: true, force: true })
  }
})

describe('the incremental build', () => {
  it('after a publish, writes the article, puts it in the sitemap and the RSS, and renders only a few pages', async () => {
    await build(outDir, true)
    const pagesBefore = sitemapUrls(outDir).length
    await publish('publicado-agora', 'pesquisas')
    const output = await build(outDir, true)
    const rendered = Number(/prerender: (\d+) of (\d+) pages rendered/.exec(output)?.[1])
    expect(rendered).toBeGreaterThan(0)
    expect(rendered).toBeLessThanOrEqual(8)
    const article = fileFor(outDir, '/blog/post/publicado-agora')
    expect(read(outDir, path.relative(outDir, article))).toContain('Publicado agora publicado-agora')
    expect(sitemapUrls(outDir)).toContain(`${SITE}/blog/post/publicado-agora`)
    expect(sitemapUrls(outDir)).toHaveLength(pagesBefore + 1)
    expect(read(outDir, 'sitemap.xml')).toContain(`<loc>${SITE}/sitemap-1.xml</loc>`)
    expect(read(outDir, 'rss.xml')).toContain(`<link>${SITE}/blog/post/publicado-agora</link>`)
  }, 120_000)

  it('renders nothing again when nothing changed', async () => {
    await build(outDir, true)
    const output = await build(outDir, true)
    expect(output).toMatch(/prerender: 0 of \d+ pages rendered, 0 removed/)
  }, 120_000)

  it('after an unpublish, removes the article and leaves it out of the sitemap and the RSS', async () => {
    await publish('publicado-e-retirado', 'tratamentos')
    await build(outDir, true)
    expect(existsSync(fileFor(outDir, '/blog/post/publicado-e-retirado'))).toBe(true)
    const { error } = await service().from('posts').update({ status: 'draft' }).eq('slug', 'publicado-e-retirado')
    if (error) throw new Error(error.message)
    const output = await build(outDir, true)
    expect(output).toMatch(/, 1 removed/)
    expect(existsSync(fileFor(outDir, '/blog/post/publicado-e-retirado'))).toBe(false)
    expect(sitemapUrls(outDir)).not.toContain(`${SITE}/blog/post/publicado-e-retirado`)
    expect(read(outDir, 'rss.xml')).not.toContain('publicado-e-retirado')
  }, 120_000)

  it('leaves the site as a full build of the same data would write it, page for page', async () => {
    await publish('mais-um-post', 'legislacao')
    await build(outDir, true)
    await build(fullDir, false)
    expectSameSite(outDir, fullDir)
  }, 240_000)

  it('after a menu change, renders no page and gives every page the new menu, as a full build would', async () => {
    await build(outDir, true)
    const { data: post } = await service().from('posts').select('slug').eq('status', 'published').limit(1).single()
    const { error } = await service()
      .from('menu_items')
      .insert([
        { label: 'Guia do paciente', href: `/blog/post/${post?.slug}`, position: 90 },
        { label: 'Termos', href: '/glossario', position: 91 },
      ])
    if (error) throw new Error(error.message)
    const output = await build(outDir, true)
    expect(output).toMatch(/prerender: 0 of (\d+) pages rendered, 0 removed, \d+ given the new menu and categories/)
    const article = read(outDir, path.relative(outDir, fileFor(outDir, `/blog/post/${post?.slug}`)))
    expect(article).toMatch(/<a aria-current="page"[^>]*href="\/blog\/post\/[^"]+"[^>]*>Guia do paciente<\/a>/)
    await build(fullDir, false)
    expectSameSite(outDir, fullDir)
  }, 240_000)

  it('after a category is renamed, readdressed and recoloured, renders only the site’s own pages and splices it into articles and author pages, as a full build would', async () => {
    await build(outDir, true)
    const { data: categories } = await service().from('categories').select('slug').eq('is_active', true)
    const { data: post } = await service()
      .from('posts')
      .select('slug, category:categories!inner(slug)')
      .eq('status', 'published')
      .eq('category.slug', 'pesquisas')
      .limit(1)
      .single()
    const { error } = await service()
      .from('categories')
      .update({ name: 'Pesquisas & estudos <novos>', slug: 'pesquisas-e-estudos', color: '#123456' })
      .eq('slug', 'pesquisas')
    if (error) throw new Error(error.message)
    const output = await build(outDir, true)
    // Home, /blog, /destaques, /legislacao, /glossario, /privacidade and one page a category (their filters list them).
    const [, rendered] = /prerender: (\d+) of (\d+) pages rendered/.exec(output) ?? []
    expect(Number(rendered)).toBeLessThanOrEqual(6 + (categories?.length ?? 0))
    expect(output).toMatch(/, [1-9]\d* given the new menu and categories/)
    const article = read(outDir, path.relative(outDir, fileFor(outDir, `/blog/post/${post?.slug}`)))
    expect(article).toContain('href="/blog/categoria/pesquisas-e-estudos"')
    expect(article).toContain('Pesquisas &amp; estudos &lt;novos&gt;')
    await build(fullDir, false)
    expectSameSite(outDir, fullDir)
  }, 240_000)
})

describe('the resident build (publish:watch)', () => {
  it('builds a publish, an unpublish and a menu change in one process, rendering only what changed, and leaves the site a full build would write', async () => {
    const dir = freshSite()
    await build(dir, false)
    const lines: string[] = []
    const watcher = watchSite({
      apiUrl: t().url,
      anonKey: LOCAL_ANON_KEY,
      outDir: dir,
      env: { ...process.env, VITE_SUPABASE_URL: t().url, VITE_SITE_URL: SITE },
      // Builds only when asked, so each one below is the test's.
      intervalMs: 600_000,
      log: (line) => lines.push(line),
    })
    const rebuilt = async () => {
      lines.length = 0
      await watcher.rebuild()
      return lines.join('\n')
    }
    try {
      await watcher.ready
      await publish('publicado-pelo-processo', 'pesquisas')
      expect(await rebuilt()).toMatch(/prerender: [1-8] of \d+ pages rendered, 0 removed/)
      expect(existsSync(fileFor(dir, '/blog/post/publicado-pelo-processo'))).toBe(true)
      // What the process keeps in memory is what it last built: nothing changed, nothing rendered.
      expect(await rebuilt()).toMatch(/prerender: 0 of \d+ pages rendered, 0 removed/)
      const { error } = await service().from('posts').update({ status: 'draft' }).eq('slug', 'publicado-pelo-processo')
      if (error) throw new Error(error.message)
      expect(await rebuilt()).toMatch(/, 1 removed/)
      expect(existsSync(fileFor(dir, '/blog/post/publicado-pelo-processo'))).toBe(false)
      const menu = await service()
        .from('menu_items')
        .insert({ label: 'Do processo', href: '/privacidade', position: 92 })
      if (menu.error) throw new Error(menu.error.message)
      expect(await rebuilt()).toMatch(/prerender: 0 of \d+ pages rendered, 0 removed, \d+ given the new menu/)
      await build(fullDir, false)
      expectSameSite(dir, fullDir)
    } finally {
      await watcher.close()
      rmSync(dir, { recursive: true, force: true })
      rmSync(defaultStateDir(dir), { recursive: true, force: true })
    }
  }, 300_000)
})
