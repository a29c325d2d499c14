// The citation formatter's round (mailer/citation-formatter.ts, decision 059) on the real stack through
// supabase-js: a visitor reads a post's references in ABNT once the round ran; an admin switching the
// style to Vancouver keeps the ABNT copy readable until the next round replaces it; an edited reference
// list is unformatted at once and formatted again at the next round.
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDueCitations } from '../../mailer/citation-formatter.ts'
import type { CitationRun } from '../../mailer/citations.ts'
import { uniqueEmail, type SignedInUser } from '../utils/local-stack.ts'
import { DRAVET_TRIAL } from '../fixtures/citation-examples.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack({ seed: false })
let admin: SignedInUser
let service: SupabaseClient
let visitor: SupabaseClient

// Without its PMID, so the expected lines stay short.
const { pmid: _pmid, ...DRAVET } = DRAVET_TRIAL

/** The article's reference list as a visitor reads it: the runs' text, or null before formatting. */
async function visitorCitations(slug: string): Promise<string[] | null> {
  const { data, error } = await visitor
    .from('posts')
    .select('reference_list,citations:post_citations(citations)')
    .eq('slug', slug)
    .single()
  if (error) throw new Error(error.message)
  const row = data as unknown as { citations: { citations: CitationRun[][] } | null }
  return row.citations ? row.citations.citations.map((runs) => runs.map((run) => run.t).join('')) : null
}

async function setStyle(client: SupabaseClient, style: 'abnt' | 'vancouver') {
  const { data, error } = await client.from('site_settings').update({ citation_style: style }).eq('id', true).select()
  if (error) throw new Error(error.message)
  expect(data).toHaveLength(1)
}

/** A published post citing the Dravet trial (each test its own: tests run in any order). */
async function publishPost(): Promise<{ id: string; slug: string }> {
  const slug = `referencias-${crypto.randomUUID()}`
  const { data, error } = await service
    .from('posts')
    .insert({
      title: 'Canabidiol na síndrome de Dravet',
      slug,
      content: '<p>Um ensaio clínico [1].</p>',
      status: 'published',
      author_id: admin.userId,
      reference_list: [DRAVET],
    })
    .select('id')
    .single()
  if (error) throw new Error(error.message)
  return { id: data.id as string, slug }
}

beforeAll(async () => {
  admin = await t().signUpUser({ email: uniqueEmail('ana-admin'), data: { full_name: 'Ana Admin' } })
  service = t().createTestClient(t().serviceKey)
  visitor = t().createTestClient()
  await setStyle(service, 'abnt')
})
afterAll(async () => {
  await setStyle(service, 'abnt')
})

describe('the citation formatter', () => {
  it('formats a new post in ABNT, which visitors then read', async () => {
    const { slug } = await publishPost()
    expect(await visitorCitations(slug)).toBeNull()
    const result = await formatDueCitations(service, { batchSize: 500 })
    expect(result.formatted).toBeGreaterThanOrEqual(1)
    expect(result.failed).toBe(0)
    expect(await visitorCitations(slug)).toEqual([
      'DEVINSKY, O. et al. Trial of cannabidiol for drug-resistant seizures in the Dravet syndrome. New England Journal of Medicine, 2017. DOI: 10.1056/NEJMoa1611618.',
    ])
  })

  it('follows the style an admin chooses, showing the old one until the next round', async () => {
    const { slug } = await publishPost()
    await formatDueCitations(service, { batchSize: 500 })
    await setStyle(admin.client, 'vancouver')
    expect((await visitorCitations(slug))?.[0]).toMatch(/^DEVINSKY, O\. et al\./)
    await formatDueCitations(service, { batchSize: 500 })
    expect(await visitorCitations(slug)).toEqual([
      'Devinsky O, Cross JH, Laux L, Marsh E, Miller I, Nabbout R, et al. Trial of cannabidiol for drug-resistant seizures in the Dravet syndrome. New England Journal of Medicine. 2017. doi:10.1056/NEJMoa1611618',
    ])
    await setStyle(admin.client, 'abnt')
  })

  it('forgets the formatted list when the references change, and formats the new one', async () => {
    const { id: postId, slug } = await publishPost()
    await formatDueCitations(service, { batchSize: 500 })
    const { error } = await admin.client
      .from('posts')
      .update({ reference_list: [DRAVET, { title: 'Cannabis e saúde', url: 'https://example.org/cannabis' }] })
      .eq('id', postId)
    expect(error).toBeNull()
    expect(await visitorCitations(slug)).toBeNull()
    await formatDueCitations(service, { batchSize: 500 })
    expect((await visitorCitations(slug))?.[1]).toBe('Cannabis e saúde. Disponível em: https://example.org/cannabis.')
  })
})
