// Posts that cite a revoked norm as current, found as the post list and the dashboard find them:
// the real supabase-js client against the local stack (the database narrows, the compliance check decides).
import { randomUUID } from 'node:crypto'
import type { SupabaseClient } from '@supabase/supabase-js'
import { beforeAll, describe, expect, it } from 'vitest'
import { fetchCompliancePack, type CompliancePack } from '@/lib/compliance/pack'
import { findRevokedCitations } from '@/lib/compliance/revoked-citations'
import type { Database } from '@/lib/database.types'
import { uniqueEmail, type SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let editor: SignedInUser
let ids: { current: string; history: string; unrelated: string; inTitle: string; inSeo: string }
let pack: CompliancePack

const client = () => editor.client as unknown as SupabaseClient<Database>

beforeAll(async () => {
  await t().ensureAdmin()
  editor = await t().signUpUser({ email: uniqueEmail('editor'), data: { full_name: 'Edu Editor' }, role: 'editor' })
  // The rules as the app reads them: compliance_pack() through the API.
  pack = await fetchCompliancePack(client())
  const insert = async (title: string, content: string, seo_description: string | null = null) => {
    const { data, error } = await editor.client
      .from('posts')
      .insert({
        title,
        slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${randomUUID().slice(0, 8)}`,
        content,
        seo_description,
        status: 'draft',
        author_id: editor.userId,
      })
      .select('id')
      .single()
    if (error) throw new Error(error.message)
    return data.id as string
  }
  ids = {
    current: await insert(
      'Rotulagem de óleos',
      '<p>Pela RDC 327/2019 da Anvisa, o rótulo deve trazer a concentração.</p>',
    ),
    history: await insert('Marco novo', '<p>A RDC 1.015/2026 revogou a RDC 327/2019 e passou a reger os produtos.</p>'),
    unrelated: await insert('Sono e CBD', '<p>Estudos pequenos sobre sono; a RDC 1.015/2026 rege os produtos.</p>'),
    inTitle: await insert('O que a RDC nº 327 exige', '<p>Um resumo.</p>'),
    inSeo: await insert('Rótulos', '<p>Um resumo.</p>', 'Como a RDC 327/2019 regula os rótulos.'),
  }
})

describe('posts citing a revoked norm', () => {
  it('finds a post citing RDC 327/2019 as current, in the text, the title or the SEO description, but not one that says it was revoked', async () => {
    const found = await findRevokedCitations(client(), pack, '2026-11-25')
    const byId = new Map(found.map((item) => [item.id, item]))
    expect(byId.get(ids.current)?.labels).toEqual(['Cita norma revogada: RDC 327/2019 → RDC 1.015/2026'])
    expect(byId.get(ids.inTitle)?.labels).toEqual(['Cita norma revogada: RDC 327/2019 → RDC 1.015/2026'])
    expect(byId.get(ids.inSeo)?.labels).toEqual(['Cita norma revogada: RDC 327/2019 → RDC 1.015/2026'])
    expect(byId.has(ids.history)).toBe(false)
    expect(byId.has(ids.unrelated)).toBe(false)
  })

  it('flags nothing on a day the norm was still in force', async () => {
    const found = await findRevokedCitations(client(), pack, '2026-07-01')
    expect(found.filter((item) => Object.values(ids).includes(item.id))).toEqual([])
  })
})
