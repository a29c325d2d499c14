import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { importClosure } from '../../build/prerender/template'
import { newPage, useBrowser } from './fixtures'

interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
}

// Staff-only code: the back office and diagnostics, the dashboard's chart (Recharts) and the
// article's staff preview (the signed-in Supabase client).
const STAFF_ONLY_SOURCES = ['src/app/routes/admin/', 'src/features/dashboard/', 'src/app/routes/public/article-preview']

function readManifest(): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(resolve(inject('distDir'), '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
}

/** Output files whose source is staff-only, and the chunk of all staff-only code (build/vite/staff-chunk.ts). */
function adminChunkFiles(): string[] {
  return Object.values(readManifest())
    .filter((chunk) => STAFF_ONLY_SOURCES.some((prefix) => chunk.src?.startsWith(prefix)) || chunk.name === 'staff')
    .map((chunk) => chunk.file)
}

describe('code splitting', () => {
  const browser = useBrowser()

  it('opening / loads no admin chunk, while an admin page does', async () => {
    const adminFiles = adminChunkFiles()
    expect(adminFiles.length).toBeGreaterThan(3)

    const page = await newPage(browser())
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    await page.goto('/', { waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Cannabis Medicinal', level: 1 }).waitFor()
    const scripts = requested.filter((path) => path.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.filter((path) => adminFiles.some((file) => path.endsWith(file)))).toEqual([])

    // An article, the blog list and a category page load no staff code either.
    for (const path of [
      '/blog',
      '/blog/categoria/pesquisas',
      '/blog/post/cbd-e-thc-diferencas-usos-estudados-e-cuidados',
    ]) {
      requested.length = 0
      await page.goto(path, { waitUntil: 'networkidle' })
      expect(
        requested.filter((file) => adminFiles.some((admin) => file.endsWith(admin))),
        path,
      ).toEqual([])
    }

    requested.length = 0
    await page.goto('/admin/comentarios', { waitUntil: 'networkidle' })
    await page.getByText('Funcionalidade em breve.').waitFor()
    expect(requested.some((path) => adminFiles.some((file) => path.endsWith(file)))).toBe(true)
  })

  it('an /admin page gets the small modules staff share with the public pages in one file, which needs no file the list pages did not load (DOMPurify)', async () => {
    // build/vite/staff-chunk.ts, "public-shared" (decision 034): before it, the staff file imported 18 files
    // of under 1.6 KB each (an article's parts, icons, list hooks) besides the entry's.
    const manifest = readManifest()
    const key = (name: string) => Object.keys(manifest).find((chunk) => manifest[chunk].name === name)!
    const entry = new Set(importClosure(manifest, [Object.keys(manifest).find((chunk) => manifest[chunk].isEntry)!]))
    const staffFiles = importClosure(manifest, [key('staff')])
      .filter((chunk) => !entry.has(chunk))
      .map((chunk) => manifest[chunk].name)
    expect(staffFiles).toContain('public-shared')
    expect(staffFiles.length, staffFiles.join(', ')).toBeLessThanOrEqual(8)

    const page = await newPage(browser())
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    for (const path of ['/blog', '/blog/categoria/pesquisas']) {
      requested.length = 0
      await page.goto(path, { waitUntil: 'networkidle' })
      expect(
        requested.some((file) => file.endsWith(manifest[key('public-shared')].file)),
        path,
      ).toBe(true)
      expect(
        requested.filter((file) => file.endsWith(manifest[key('sanitize-html')].file)),
        path,
      ).toEqual([])
    }
    await page.context().close()
  })

  it("writes React's CommonJS wrappers as parenthesised functions, which V8 compiles while the file downloads", () => {
    // build/vite/eager-commonjs-wrappers.ts; an arrow here means React DOM is compiled on the main thread at start-up.
    const reactChunk = Object.values(readManifest()).find((chunk) => chunk.name === 'react')
    expect(reactChunk).toBeDefined()
    const code = readFileSync(resolve(inject('distDir'), reactChunk!.file), 'utf8')
    expect(code.match(/=\w\(\(function\(/g)?.length ?? 0).toBeGreaterThanOrEqual(3)
    expect(code).not.toMatch(/=\w\(\(\(?[\w,]*\)?=>\{/)
  })
})
