// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { referenceSchema } from '@/features/posts/schemas'
import { referenceToFields } from '@/features/posts/utils/references'
import { markerNumbers } from '@/lib/references/markers'
import { seedPosts } from '../../../utils/seed-posts'

describe('the seed posts’ references', () => {
  const posts = seedPosts()

  it('keep the sources the studies and norm articles cite', () => {
    expect(posts.filter((post) => post.references.length > 0).map((post) => post.slug)).toEqual([
      'canabidiol-e-epilepsias-refratarias-o-que-mostram-os-estudos',
      'cannabis-e-dor-cronica-o-que-dizem-as-revisoes-sistematicas',
      'relatorio-das-academias-nacionais-dos-eua-sobre-cannabis',
      'efeitos-adversos-e-interacoes-medicamentosas-dos-produtos-de-cannabis',
      'rdc-327-2019-como-a-anvisa-regula-os-produtos-de-cannabis',
    ])
  })

  it.each(
    seedPosts()
      .filter((post) => post.references.length > 0)
      .map((post) => [post.slug, post] as const),
  )('%s: every reference is valid and cited, every marker points at one', (_, post) => {
    for (const reference of post.references)
      expect(referenceSchema.safeParse(referenceToFields(reference)).success, JSON.stringify(reference)).toBe(true)
    const cited = markerNumbers(post.content)
    expect(new Set(cited)).toEqual(new Set(post.references.map((_reference, index) => index + 1)))
  })
})
