// Slugs are data, never paths (issue 45): even with the database's slug rule taken away, the real build
// writes and deletes nothing outside its output folder. A post, a category and an author page whose slugs
// climb out of dist/ each get a log line and no file, the rest of the site is built, and an incremental
// build whose state file was tampered with deletes only what is inside dist/ and that its state names.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_STATE_FILE, defaultStateDir } from '../../../build/prerender'
import { fileFor } from '../../../build/prerender/page-files'
import { useTestStack } from '../fixtures.ts'
import { runPrerender, SHELL } from './run-prerender'

const t = useTestStack()

let work: string
let outDir: string
let stateDir: string

/** Every file under `work` outside the output folder and its state, with a hash of its content. */
function filesOutsideTheSite(): Record<string, string> {
  const found: Record<string, string> = {}
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name)
      if (full === outDir || full === stateDir) continue
      if (statSync(full).isDirectory()) walk(full)
      else found[path.relative(work, full)] = createHash('sha256').update(readFileSync(full)).digest('hex')
    }
  }
  walk(work)
  return found
}

const build = (incremental: boolean) => runPrerender(outDir, t().url, incremental)

beforeAll(async () => {
  // dist/ four folders down, so that every climb out of it still lands in this test's own folder.
  work = mkdtempSync(path.join(os.tmpdir(), 'prerender-paths-'))
  outDir = path.join(work, 'l1', 'l2', 'l3', 'dist')
  stateDir = defaultStateDir(outDir)
  mkdirSync(outDir, { recursive: true })
  writeFileSync(path.join(outDir, 'index.html'), SHELL)
  // What a hostile slug would overwrite, and a file of the site's owner the build never wrote.
  writeFileSync(path.join(work, 'l1', 'l2', 'l3', 'index.html'), 'the home page of another site')
  writeFileSync(path.join(work, 'l1', 'l2', 'l3', 'victim.html'), "somebody else's file")
  writeFileSync(path.join(outDir, 'sitemap-7.xml'), 'a file the owner put in dist/')

  // As if the slug rule did not exist: slugs that are paths, written as the database owner.
  const db = t().stack.ctx.db
  await db.exec(`
    alter table public.posts drop constraint posts_slug_rule;
    alter table public.categories drop constraint categories_slug_rule;
    alter table public.profiles drop constraint profiles_slug_rule;
    update public.profiles set slug = '../../victim' where full_name = 'Equipe Editorial';
    insert into public.categories (name, slug, is_active) values ('Índice', '../../../index', true);
    insert into public.posts (title, slug, content, status, published_at, category_id, author_id)
      select 'Fora do site', '../../../../tmp/x', '<p>Texto.</p>', 'published', now(), c.id, p.id
        from public.categories c, public.profiles p where c.slug = '../../../index' and p.full_name = 'Equipe Editorial';
    insert into public.posts (title, slug, content, status, published_at, author_id)
      select 'Post válido', 'post-valido', '<p>Texto.</p>', 'published', now(), p.id from public.profiles p where p.full_name = 'Equipe Editorial';
  `)
}, 60_000)

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('the build, whatever the slugs say', () => {
  let before: Record<string, string>
  let output: { stdout: string; stderr: string }

  beforeAll(async () => {
    before = filesOutsideTheSite()
    output = await build(false)
  }, 240_000)

  it('writes nothing outside its output folder', () => {
    expect(filesOutsideTheSite()).toEqual(before)
    expect(existsSync(path.join(work, 'l1', 'l2', 'tmp'))).toBe(false)
  })

  it('refuses each page whose file would be outside, with a log line naming it, and builds the rest', () => {
    expect(output.stderr).toContain('prerender: /blog/post/..%2F..%2F..%2F..%2Ftmp%2Fx refused')
    expect(output.stderr).toContain('prerender: /blog/categoria/..%2F..%2F..%2Findex refused')
    expect(output.stderr).toContain('prerender: /autor/..%2F..%2Fvictim refused')
    expect(output.stdout).toMatch(/prerender: \d+ pages rendered \(all: .*\), 3 refused/)
    expect(readFileSync(fileFor(outDir, '/blog/post/post-valido'), 'utf8')).toContain('Post válido')
    expect(existsSync(fileFor(outDir, '/'))).toBe(true)
  })

  it('in an incremental build from a tampered state, deletes nothing outside dist/ nor any file its state does not name', async () => {
    const stateFile = path.join(stateDir, BUILD_STATE_FILE)
    const state = JSON.parse(readFileSync(stateFile, 'utf8')) as {
      pages: Record<string, unknown>
      sitemapParts: string[]
    }
    for (const page of ['/../victim', '/blog/post/..%2F..%2F..%2Fvictim', '/blog/../../victim', '/%2E%2E/victim'])
      state.pages[page] = { key: 'x', shows: [] }
    state.sitemapParts.push('../victim.html', '../../l3/victim.html')
    writeFileSync(stateFile, JSON.stringify(state))
    const outside = filesOutsideTheSite()

    const { stdout, stderr } = await build(true)
    expect(filesOutsideTheSite()).toEqual(outside)
    expect(readFileSync(path.join(outDir, 'sitemap-7.xml'), 'utf8')).toBe('a file the owner put in dist/')
    expect(stderr).toContain('prerender: /../victim refused')
    expect(stdout).toMatch(/, 0 removed, \d+ refused/)
  }, 240_000)
})
