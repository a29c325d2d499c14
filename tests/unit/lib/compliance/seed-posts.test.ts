// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkCompliance, htmlToPlainText } from '@/lib/compliance/check-compliance'

// Vitest runs from the repository root; jsdom's import.meta.url is not a file URL.
const SEED = resolve(process.cwd(), 'supabase/seeds/posts.sql')

interface SeedPost {
  slug: string
  status: string
  content: string
}

/** Each `insert into public.posts` of the seed: slug, status and the `$html$…$html$` body. */
function readSeedPosts(): SeedPost[] {
  const sql = readFileSync(SEED, 'utf8')
  return sql
    .split(/insert into public\.posts/i)
    .slice(1)
    .map((statement) => {
      const body = /'([a-z0-9-]+)',\s*\$html\$([\s\S]*?)\$html\$/.exec(statement)
      const status = /\$html\$\s*,[\s\S]*?'(draft|review|scheduled|published)'/.exec(statement)
      if (!body || !status) throw new Error(`Seed statement not understood: ${statement.slice(0, 200)}`)
      return { slug: body[1], content: body[2], status: status[1] }
    })
}

// Passages of the published seed that the check flags and that were reported for editorial review
// instead of being silenced in the rules. Remove an entry once the seed text changes.
const REVIEWED_SEED_FLAGS = [
  // "…registrado no Brasil pela Anvisa em 2017 com o nome comercial Mevatyl": a factual mention of a
  // registered prescription medicine's trade name. The brand rule flags every trade name on purpose;
  // whether this one stays is an editorial call, so it is listed here rather than exempted in the rules.
  'cbd-e-thc-diferencas-usos-estudados-e-cuidados · marca-produto · Mevatyl',
]

describe('published seed posts', () => {
  const published = readSeedPosts().filter((post) => post.status === 'published')

  it('are all found in the seed', () => {
    expect(published).toHaveLength(14)
  })

  it('raise no compliance flags beyond the reviewed ones', () => {
    const flags = published.flatMap((post) =>
      checkCompliance(htmlToPlainText(post.content)).map((flag) => `${post.slug} · ${flag.ruleId} · ${flag.match}`),
    )
    expect(flags).toEqual(REVIEWED_SEED_FLAGS)
  })
})
