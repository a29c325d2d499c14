// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../../..')

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return markdownFiles(full)
    return name.endsWith('.md') ? [full] : []
  })
}

/** Links of a Markdown file that point inside the repository: [text](target) and `target` paths. */
function relativeLinks(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => target.split('#')[0])
    .filter(Boolean)
}

const FILES = [
  path.join(ROOT, 'README.md'),
  path.join(ROOT, 'local/README.md'),
  path.join(ROOT, 'clio/README.md'),
  path.join(ROOT, 'mailer/README.md'),
  path.join(ROOT, 'build/README.md'),
  path.join(ROOT, 'bench/README.md'),
  path.join(ROOT, 'tools/README.md'),
  ...markdownFiles(path.join(ROOT, 'docs')),
]

describe('documentation links', () => {
  it.each(FILES.map((file) => [path.relative(ROOT, file), file]))(
    '%s links only to files that exist in the repository',
    (_name, file) => {
      for (const target of relativeLinks(file)) {
        const resolved = path.resolve(path.dirname(file), target)
        expect(resolved.startsWith(ROOT + path.sep) || resolved === ROOT, `${target} leaves the repository`).toBe(true)
        expect(existsSync(resolved), `${target} does not exist`).toBe(true)
      }
    },
  )

  it('never sends a reader to ../shared, which a clone does not have', () => {
    for (const file of FILES) expect(readFileSync(file, 'utf8'), path.relative(ROOT, file)).not.toMatch(/\.\.\/shared/)
  })
})
