// @vitest-environment node
// Issue 50 item 1: every reference the product ships (the seed posts' reference_list and Clio's offline
// corpus) leads the reader to its source — a DOI, a PMID or an official URL, in the form the editor
// accepts and listed in docs/reference-sources.md with where it was checked — or says explicitly why
// it has none (docs/decisions/056-verified-reference-identifiers.md).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SOURCES, sourceReference, type Source, type SourceId } from '../../../clio/offline/sources.ts'
import unverifiedSeedReferences from '../../../supabase/seeds/unverified-references.json'
import { seedPosts } from '../../utils/seed-posts'
import { normalizeDoi, normalizePmid } from '@/features/posts/utils/references'

const SOURCES_DOC = readFileSync(resolve(process.cwd(), 'docs/reference-sources.md'), 'utf8')

type Identified = { doi?: string; pmid?: string; url?: string }

/** What is wrong with a reference's identifiers as the editor and the database would read them. */
function identifierProblems(reference: Identified): string[] {
  const problems: string[] = []
  if (reference.doi !== undefined && normalizeDoi(reference.doi) !== reference.doi) problems.push('DOI not bare/valid')
  if (reference.pmid !== undefined && normalizePmid(reference.pmid) !== reference.pmid) problems.push('PMID not valid')
  if (reference.url !== undefined && !/^https?:\/\/\S+$/.test(reference.url)) problems.push('URL not http(s)')
  for (const identifier of [reference.doi, reference.pmid, reference.url])
    if (identifier !== undefined && !SOURCES_DOC.includes(identifier))
      problems.push(`${identifier} not in the docs table`)
  return problems
}

const hasIdentifier = (reference: Identified) => Boolean(reference.doi || reference.pmid || reference.url)

describe('the references Clio’s offline corpus cites', () => {
  const entries = Object.entries(SOURCES as Record<SourceId, Source>) as [SourceId, Source][]

  it.each(entries)('%s: has a verified identifier or says why not, never both', (id, source) => {
    expect(hasIdentifier(source) !== Boolean(source.unverified?.trim()), id).toBe(true)
    expect(identifierProblems(source), id).toEqual([])
  })

  it.each(entries)('%s: carries its identifiers into the draft reference', (id, source) => {
    const reference = sourceReference(id)
    for (const key of ['doi', 'pmid', 'url'] as const) expect(reference[key], key).toBe(source[key])
  })
})

describe('the seed posts’ references', () => {
  const references = seedPosts().flatMap((post) =>
    post.references.map((reference) => [`${post.slug}: ${reference.title}`, post.slug, reference] as const),
  )
  const marked = (slug: string, title: string) =>
    unverifiedSeedReferences.find((entry) => entry.post === slug && entry.title === title)

  it.each(references)('%s: has a verified identifier or is marked unverified', (_, slug, reference) => {
    const mark = marked(slug, reference.title)
    expect(hasIdentifier(reference) !== Boolean(mark?.reason.trim())).toBe(true)
    expect(identifierProblems(reference)).toEqual([])
  })

  it('marks only references that are shipped without an identifier', () => {
    const bare = references.filter(([, , reference]) => !hasIdentifier(reference)).map(([, slug, r]) => [slug, r.title])
    expect(unverifiedSeedReferences.map((entry) => [entry.post, entry.title])).toEqual(bare)
  })
})
