// Clio against a fake Pexels server: the search it sends (query, orientation, locale, key), the
// photo cropped to exactly the asked size, attribution in the answer, and the failure answers.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchImage, startTestClio, type TestClio } from '../utils/clio-test-env.ts'
import { startFakePexels, type FakePexelsOptions, type FakeServer } from '../utils/clio-fake-providers.ts'
import type { SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let staff: SignedInUser
const opened: { close(): Promise<void> }[] = []

beforeAll(async () => {
  staff = await t().signUpUser()
})
afterAll(async () => {
  for (const item of opened.reverse()) await item.close()
})

const KEY = 'pexels-test-key'

async function pexelsSetup(options: FakePexelsOptions = {}, timeoutsMs?: { pexels: number }) {
  const fake = await startFakePexels(options)
  opened.push(fake)
  const clio = await startTestClio(t(), { env: { PEXELS_API_KEY: KEY, PEXELS_API_URL: `${fake.url}/v1` }, timeoutsMs })
  opened.push(clio)
  return { fake, clio }
}

describe('clio + Pexels', () => {
  let fake: FakeServer
  let clio: TestClio
  beforeAll(async () => {
    ;({ fake, clio } = await pexelsSetup())
  })

  it('reports pexels on /api/health', async () => {
    expect((await clio.get('/api/health')).body.providers.pexels).toBe(true)
  })

  it.each([
    ['1920x1080', 'landscape', 1920, 1080],
    ['1080x1350', 'portrait', 1080, 1350],
    ['1024x1024', 'square', 1024, 1024],
  ])(
    'searches %s as %s with locale pt-BR and the key, and crops to exactly %ix%i',
    async (tamanho, orientation, width, height) => {
      const before = fake.requests.length
      const { status, body } = await clio.post(
        '/api/generate-pexels-image',
        { titulo: 'Folhas verdes', tema: 'Folhas verdes', tamanho },
        staff.accessToken,
      )
      expect(status).toBe(200)
      const search = fake.requests.slice(before).find((r) => r.path === '/v1/search')!
      expect(search.method).toBe('GET')
      expect(search.headers.authorization).toBe(KEY)
      expect(search.query.get('query')).toBe('Folhas verdes')
      expect(search.query.get('orientation')).toBe(orientation)
      expect(search.query.get('locale')).toBe('pt-BR')
      expect(search.query.get('per_page')).toBe('5')

      expect(body).toEqual({
        success: true,
        imagem: {
          url: expect.stringMatching(/^\/images\/pexels-4207-/),
          public_url: body.imagem.url,
          absolute_public_url: `${clio.url}${body.imagem.url}`,
          local_path: body.imagem.url.replace('/images/', ''),
          photographer: 'Ana Fotógrafa',
          photographer_url: 'https://www.pexels.com/@ana',
          orientation,
          source: 'https://www.pexels.com/photo/folhas-verdes-4207/',
        },
      })
      const image = await fetchImage(body.imagem.absolute_public_url)
      expect(image.contentType).toBe('image/jpeg')
      const meta = await sharp(image.bytes).metadata()
      expect([meta.width, meta.height]).toEqual([width, height])
    },
  )

  it('defaults to 1920x1080 and uses tema when titulo is missing', async () => {
    const before = fake.requests.length
    const { status, body } = await clio.post('/api/generate-pexels-image', { tema: 'Laboratório' }, staff.accessToken)
    expect(status).toBe(200)
    expect(fake.requests.slice(before)[0].query.get('query')).toBe('Laboratório')
    expect(body.imagem.orientation).toBe('landscape')
    const meta = await sharp((await fetchImage(body.imagem.absolute_public_url)).bytes).metadata()
    expect([meta.width, meta.height]).toEqual([1920, 1080])
  })

  it('answers 404 Nenhuma imagem encontrada when the search finds nothing', async () => {
    const { clio: empty } = await pexelsSetup({ mode: 'empty' })
    const { status, body } = await empty.post(
      '/api/generate-pexels-image',
      { titulo: 'zzz', tema: 'zzz' },
      staff.accessToken,
    )
    expect(status).toBe(404)
    expect(body).toEqual({
      success: false,
      error: 'Nenhuma imagem encontrada',
      details: expect.stringContaining('zzz'),
    })
  })

  it('turns a Pexels 500 into 502 with its status and message', async () => {
    const { clio: failing } = await pexelsSetup({ mode: 'error' })
    const { status, body } = await failing.post(
      '/api/generate-pexels-image',
      { titulo: 'x', tema: 'x' },
      staff.accessToken,
    )
    expect(status).toBe(502)
    expect(body.details).toContain('HTTP 500')
    expect(body.details).toContain('Pexels is down')
  })

  it('cuts off a Pexels that never answers with 504 within the configured limit', async () => {
    const { clio: silent } = await pexelsSetup({ mode: 'hang' }, { pexels: 300 })
    const started = Date.now()
    const { status, body } = await silent.post(
      '/api/generate-pexels-image',
      { titulo: 'x', tema: 'x' },
      staff.accessToken,
    )
    expect(status).toBe(504)
    expect(body.error).toBe('Tempo limite excedido')
    expect(Date.now() - started).toBeLessThan(3000)
  })
})
