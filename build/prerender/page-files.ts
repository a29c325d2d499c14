// Where each page's HTML goes in the output folder, and the guard that keeps every page the build writes
// or deletes inside that folder whatever the data says (docs/decisions/035-slugs-are-data.md). The
// database's slug rule already keeps paths out of slugs; this holds even if it did not: a page path
// comes from a slug, and a slug once wrote /tmp/x.html and replaced files outside dist/ (issue 45).
import path from 'node:path'

/** A page whose file would not be a file inside the output folder: it gets no file. */
export class UnsafePagePathError extends Error {
  constructor(pagePath: string, why: string) {
    super(`${pagePath} refused: ${why}`)
    this.name = 'UnsafePagePathError'
  }
}

/** True when `file` is inside `dir` (at any depth, and not `dir` itself). */
export function isInside(dir: string, file: string): boolean {
  const relative = path.relative(path.resolve(dir), path.resolve(file))
  return relative !== '' && relative !== '..' && !relative.startsWith(`..${path.sep}`) && !path.isAbsolute(relative)
}

/**
 * `/` → index.html, `/blog/post/x` → blog/post/x.html: what `vite preview` and static hosts serve for a
 * clean URL. One segment of the URL is one segment of the file's path: each is decoded on its own, and
 * UnsafePagePathError is thrown for one that is badly encoded, is `.` or `..`, or holds a `/`, a
 * backslash or a NUL, and for a file that would resolve anywhere but inside `outDir`.
 */
export function fileFor(outDir: string, pagePath: string): string {
  const segments = pagePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        throw new UnsafePagePathError(pagePath, 'malformed percent-encoding')
      }
    })
  const bad = segments.find((segment) => segment === '.' || segment === '..' || /[/\\\0]/.test(segment))
  if (bad !== undefined) throw new UnsafePagePathError(pagePath, `it holds the segment ${JSON.stringify(bad)}`)
  const root = path.resolve(outDir)
  const last = segments.pop()
  const file = last === undefined ? path.join(root, 'index.html') : path.resolve(root, ...segments, `${last}.html`)
  if (!isInside(root, file)) throw new UnsafePagePathError(pagePath, `its file ${file} would be outside ${root}`)
  return file
}

/**
 * fileFor for one build: each page's file once, or null for a page it refuses, which is logged once
 * ("prerender: /blog/post/..%2F..%2Fx refused: …") so the build goes on without it.
 */
export function pageFileResolver(
  outDir: string,
  log: (line: string) => void = console.error,
): (pagePath: string) => string | null {
  const files = new Map<string, string | null>()
  return (pagePath) => {
    if (!files.has(pagePath)) {
      try {
        files.set(pagePath, fileFor(outDir, pagePath))
      } catch (error) {
        if (!(error instanceof UnsafePagePathError)) throw error
        log(`prerender: ${error.message}; no file written or removed for it`)
        files.set(pagePath, null)
      }
    }
    return files.get(pagePath) ?? null
  }
}

/** The sitemap files a build writes beside sitemap.xml: `sitemap-1.xml`, `sitemap-2.xml`… */
export const isSitemapPart = (name: string) => /^sitemap-\d+\.xml$/.test(name)
