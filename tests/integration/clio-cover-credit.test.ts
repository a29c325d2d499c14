// A cover from Pexels, end to end through the real services: Clio (against the fake Pexels server)
// finds the photo, the media intake keeps it in post-images with its credit, and visitors read
// the credit with the published post.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST_DETAIL_SELECT } from '@/features/posts/api/public-selects'
import { pexelsCredit } from '@/features/posts/utils/image-credit'
import { startFakePexels, type FakeServer } from '../utils/clio-fake-providers.ts'
import { startTestClio, type TestClio } from '../utils/clio-test-env.ts'
import type { SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let staff: SignedInUser
let pexels: FakeServer
let clio: TestClio

beforeAll(async () => {
  staff = await t().signUpUser({ data: { full_name: 'Edu Editor' } })
  pexels = await startFakePexels()
  clio = await startTestClio(t(), { env: { PEXELS_API_KEY: 'chave', PEXELS_API_URL: `${pexels.url}/v1` } })
})
afterAll(async () => {
  await clio?.close()
  await pexels?.close()
})

describe('cover credit', () => {
  it('stores the Pexels photographer and photo link with the post, and visitors read them with the article', async () => {
    const { status, body } = await clio.post(
      '/api/generate-pexels-image',
      { titulo: 'Folhas verdes', tema: 'Folhas verdes', tamanho: '1920x1080' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    const image = body.imagem as { url: string; absolute_public_url: string; photographer: string; source: string }

    // What the editor does: keep the photo in the library through the intake (never hotlink; Clio reads
    // its own file), save the post with its credit.
    const kept = await clio.post(
      '/media',
      { imagem: image.url, fotografo: image.photographer, url: image.source },
      staff.accessToken,
    )
    expect(kept.status).toBe(201)
    const cover = kept.body.url as string
    const { rows } = await t().stack.ctx.db.query(
      'select source, uploaded_by, credit_kind, credit_author, credit_url from public.media where object_name = $1',
      [kept.body.name],
    )
    expect(rows).toEqual([
      {
        source: 'pexels',
        uploaded_by: staff.userId,
        credit_kind: 'pexels',
        credit_author: 'Ana Fotógrafa',
        credit_url: 'https://www.pexels.com/photo/folhas-verdes-4207/',
      },
    ])
    // Publishing needs the cover's alt text, kept in the library (decision 051).
    const details = await staff.client
      .from('media')
      .update({ alt: 'Folhas verdes ao sol' })
      .eq('bucket_id', 'post-images')
      .eq('object_name', kept.body.name as string)
    expect(details.error).toBeNull()
    const text = { title: 'Folhas verdes', excerpt: null, content: '<p>Texto.</p>' }
    const { error } = await staff.client.from('posts').insert({
      ...text,
      slug: 'folhas-verdes',
      status: 'published',
      author_id: staff.userId,
      image: cover,
      image_credit: pexelsCredit(image),
    })
    expect(error).toBeNull()

    const visitor = t().createTestClient()
    const { data, error: readError } = await visitor
      .from('posts')
      .select(POST_DETAIL_SELECT)
      .eq('slug', 'folhas-verdes')
      .single()
    expect(readError).toBeNull()
    const post = data as unknown as { image: string; image_credit: unknown }
    expect(post.image).toBe(cover)
    expect(post.image).toContain('/storage/v1/object/public/post-images/')
    expect(post.image_credit).toEqual({
      source: 'pexels',
      photographer: 'Ana Fotógrafa',
      url: 'https://www.pexels.com/photo/folhas-verdes-4207/',
    })
    const images = await visitor.rpc('post_image_details', { p_slug: 'folhas-verdes' }, { get: true })
    expect(images.error).toBeNull()
    expect(images.data).toEqual([expect.objectContaining({ object_name: kept.body.name, alt: 'Folhas verdes ao sol' })])
  })

  it('refuses a Pexels credit without a photographer', async () => {
    const { error } = await staff.client.from('posts').insert({
      title: 'Sem crédito',
      slug: 'sem-credito',
      author_id: staff.userId,
      image: 'https://example.org/a.jpg',
      image_credit: { source: 'pexels', photographer: '' },
    })
    expect(error?.code).toBe('23514')
  })
})
