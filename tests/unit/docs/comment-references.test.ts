// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const CODE_FOLDERS = ['src', 'local', 'clio', 'mailer', 'supabase', 'build', 'bench', 'tools', 'tests', 'docs']
const SKIP = new Set(['node_modules', 'seed-images', 'database.types.ts'])

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return []
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx|mjs|js|sql|md|toml)$/.test(name) ? [full] : []
  })
}

const FILES = [
  path.join(ROOT, 'README.md'),
  path.join(ROOT, 'eslint.config.js'),
  ...CODE_FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))),
].filter(
  (file) => file !== import.meta.filename, // this file names the patterns it looks for
)

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function anchorsOf(markdownFile: string): Set<string> {
  const headings = readFileSync(markdownFile, 'utf8').match(/^#{1,6} .+$/gm) ?? []
  return new Set(headings.map((heading) => anchorOf(heading.replace(/^#+ /, ''))))
}

/** `docs/x.md#anchor` mentions in a file, as written in comments and prose. */
function docReferences(text: string): Array<{ file: string; anchor: string | null }> {
  return [...text.matchAll(/\bdocs\/([\w./-]+\.md)(#[\w-]+)?/g)].map((match) => ({
    file: `docs/${match[1]}`,
    anchor: match[2]?.slice(1) ?? null,
  }))
}

describe('references in code and docs', () => {
  it('cite no numbered section of a document the repository does not have (spec §, architecture §, wire doc §)', () => {
    const offenders = FILES.filter((file) =>
      /\b(spec|architecture|wire doc|code-style) §/i.test(readFileSync(file, 'utf8')),
    )
    expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([])
  })

  it('point at docs files and headings that exist', () => {
    const broken: string[] = []
    for (const file of FILES) {
      for (const reference of docReferences(readFileSync(file, 'utf8'))) {
        const target = path.join(ROOT, reference.file)
        if (!existsSync(target)) broken.push(`${path.relative(ROOT, file)} → ${reference.file}`)
        else if (reference.anchor && !anchorsOf(target).has(reference.anchor))
          broken.push(`${path.relative(ROOT, file)} → ${reference.file}#${reference.anchor}`)
      }
    }
    expect(broken).toEqual([])
  })
})
