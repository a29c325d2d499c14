// The Clio content API's HTTP contract (docs/architecture.md#calls-and-caching) in offline mode: shapes, image URLs that serve
// the bytes at exactly the requested size, styles that look different, CORS, and refusals.
import { request as httpRequest } from 'node:http'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_SIZES, xLength, type ImageSize } from '../../clio/contract.ts'
import { fetchImage, startTestClio, type TestClio } from '../utils/clio-test-env.ts'
import type { SignedInUser } from '../utils/local-stack.ts'
import { useTestStack } from './fixtures.ts'

const t = useTestStack()
let clio: TestClio
let staff: SignedInUser

beforeAll(async () => {
  // One person makes every image of this file: far more than the hourly quota (tested in clio-hardening).
  clio = await startTestClio(t(), { imageQuotaPerHour: 1000 })
  staff = await t().signUpUser()
})
afterAll(async () => {
  await clio?.close()
})

const SIZES = Object.keys(IMAGE_SIZES) as ImageSize[]

/** Asserts the Image shape and that both URLs serve a JPEG; returns its pixel size. */
async function expectServedImage(imagem: Record<string, unknown>) {
  const file = imagem.local_path as string
  expect(imagem).toMatchObject({
    url: `/images/${file}`,
    public_url: `/images/${file}`,
    absolute_public_url: `${clio.url}/images/${file}`,
  })
  const relative = await fetchImage(`${clio.url}${imagem.url}`)
  expect(relative.status).toBe(200)
  expect(relative.contentType).toBe('image/jpeg')
  const absolute = await fetchImage(imagem.absolute_public_url as string)
  expect(absolute.bytes.equals(relative.bytes)).toBe(true)
  const meta = await sharp(relative.bytes).metadata()
  return { width: meta.width, height: meta.height, bytes: relative.bytes }
}

describe('clio: health, root and unknown routes', () => {
  it('answers GET /api/health without a token, naming the offline providers', async () => {
    const { status, body, headers } = await clio.get('/api/health')
    expect(status).toBe(200)
    expect(body).toEqual({
      status: 'ok',
      service: 'clio',
      providers: { text: 'offline', image: 'offline', pexels: false },
      time: expect.any(String),
    })
    expect(new Date(body.time).toISOString()).toBe(body.time)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers HEAD / with 200, an empty body and the CORS grant', async () => {
    const response = await fetch(`${clio.url}/`, { method: 'HEAD', headers: { origin: 'http://127.0.0.1:5173' } })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
  })

  it('answers an unknown route with 404 and the error body', async () => {
    const { status, body } = await clio.get('/api/nao-existe')
    expect(status).toBe(404)
    expect(body).toEqual({
      success: false,
      error: 'Rota não encontrada',
      details: expect.stringContaining('/api/nao-existe'),
    })
  })

  it('answers GET on a POST endpoint with 405', async () => {
    const { status, body, headers } = await clio.get('/api/generate')
    expect(status).toBe(405)
    expect(body.success).toBe(false)
    expect(headers.get('allow')).toContain('POST')
  })
})

describe('clio: CORS', () => {
  it('answers a preflight from the app origin with the grant, methods, headers and max-age', async () => {
    const response = await fetch(`${clio.url}/api/health`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, HEAD, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type')
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0)
  })

  it('grants any local http origin by default (e.g. the e2e build on another port)', async () => {
    const response = await fetch(`${clio.url}/api/health`, { headers: { origin: 'http://127.0.0.1:4173' } })
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
  })

  it('gives no grant to a foreign origin, on the preflight or the answer', async () => {
    const preflight = await fetch(`${clio.url}/api/generate`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const health = await fetch(`${clio.url}/api/health`, { headers: { origin: 'https://evil.example.com' } })
    expect(health.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('uses exactly CLIO_ALLOWED_ORIGINS when it is set', async () => {
    const custom = await startTestClio(t(), {
      env: { CLIO_ALLOWED_ORIGINS: 'https://blog.example.org, https://admin.example.org' },
    })
    try {
      const allowed = await fetch(`${custom.url}/api/health`, { headers: { origin: 'https://admin.example.org' } })
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://admin.example.org')
      const local = await fetch(`${custom.url}/api/health`, { headers: { origin: 'http://127.0.0.1:5173' } })
      expect(local.headers.get('access-control-allow-origin')).toBeNull()
    } finally {
      await custom.close()
    }
  })

  it('carries the grant on error answers too, so the app can read them', async () => {
    const { status, headers } = await clio.post('/api/generate', { tema: 'x' }, null, {
      origin: 'http://127.0.0.1:5173',
    })
    expect(status).toBe(401)
    expect(headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })
})

describe('clio: response shapes', () => {
  it('POST /api/generate with an image returns the draft and a served image at 1024x1024 by default', async () => {
    const { status, body } = await clio.post(
      '/api/generate',
      { tema: 'Canabidiol na epilepsia', gerar_imagem: true, estilo_imagem: 'realista' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.conteudo).toMatchObject({
      titulo: expect.stringContaining('Canabidiol na epilepsia'),
      subtitulo: expect.any(String),
      conteudo: expect.stringContaining('<h2>'),
      imagem_error: null,
    })
    expect(await expectServedImage(body.conteudo.imagem)).toMatchObject({ width: 1024, height: 1024 })
  })

  it('POST /api/generate without an image returns imagem null and no error', async () => {
    const { status, body } = await clio.post(
      '/api/generate',
      { tema: 'Sono', gerar_imagem: false, estilo_imagem: 'realista' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(body.conteudo.imagem).toBeNull()
    expect(body.conteudo.imagem_error).toBeNull()
    // Provenance travels beside the draft, never inside it (issue 30).
    expect(body.proveniencia).toEqual({ modo: 'offline', modelo: null })
  })

  it('POST /api/regenerate-text returns the draft: text, key points, references, notes, category and tags, no image', async () => {
    const { status, body } = await clio.post('/api/regenerate-text', { tema: 'Dor crônica' }, staff.accessToken)
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(Object.keys(body.conteudo).sort()).toEqual([
      'conteudo',
      'keyPoints',
      'notes',
      'references',
      'subtitulo',
      'suggestedCategory',
      'tags',
      'titulo',
    ])
  })

  it('POST /api/regenerate-image returns the image both in conteudo.imagem and imagem', async () => {
    const { status, body } = await clio.post(
      '/api/regenerate-image',
      { titulo: 'Cannabis e sono', estilo_imagem: 'ilustracao' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.conteudo.imagem).toEqual(body.imagem)
    await expectServedImage(body.imagem)
  })

  it('POST /api/generate-image returns url, public_url and absolute_public_url', async () => {
    const { status, body } = await clio.post(
      '/api/generate-image',
      { titulo: 'Regulação no Brasil', tema: 'Regulação no Brasil', estilo_imagem: 'abstrato' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(await expectServedImage(body.imagem)).toMatchObject({ width: 1024, height: 1024 })
  })

  it('POST /api/generate-image with another variante draws another image for the same title ("Regerar Imagem")', async () => {
    const ask = (variante: number) =>
      clio.post(
        '/api/generate-image',
        { titulo: 'Canabidiol e sono', estilo_imagem: 'realista', variante },
        staff.accessToken,
      )
    const [first, again, next] = await Promise.all([ask(0), ask(0), ask(1)])
    const bytes = async (answer: { body: { imagem: Record<string, unknown> } }) =>
      (await expectServedImage(answer.body.imagem)).bytes
    expect((await bytes(first)).equals(await bytes(again))).toBe(true)
    expect((await bytes(first)).equals(await bytes(next))).toBe(false)
  })

  it('POST /api/generate with plataforma and link ends the copy with the link, within 280 as X counts it; a bad link is 400', async () => {
    const link =
      'https://blog.example.com.br/blog/post/canabidiol-e-sono?utm_source=twitter&utm_medium=social&utm_campaign=clio'
    const { status, body } = await clio.post(
      '/api/generate',
      { tema: 'Canabidiol e sono', plataforma: 'twitter', link },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(body.conteudo.conteudo).toContain(link)
    expect(xLength(body.conteudo.conteudo)).toBeLessThanOrEqual(280)
    const bad = await clio.post(
      '/api/generate',
      { tema: 'x', plataforma: 'twitter', link: 'javascript:alert(1)' },
      staff.accessToken,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Link inválido')
  })

  it('POST /api/generate-pexels-image without PEXELS_API_KEY is 503 with "API key" in details', async () => {
    const { status, body } = await clio.post(
      '/api/generate-pexels-image',
      { titulo: 'Folhas', tema: 'Folhas' },
      staff.accessToken,
    )
    expect(status).toBe(503)
    expect(body).toEqual({
      success: false,
      error: 'Pexels não configurado',
      details: 'PEXELS_API_KEY missing: Pexels API key not configured',
    })
    expect(body.details).toContain('API key')
  })
})

describe('clio: image sizes and styles', () => {
  it.each(SIZES)('generates an image of exactly %s', async (size) => {
    const { status, body } = await clio.post(
      '/api/generate-image',
      { titulo: `Tamanho ${size}`, tema: 'x', estilo_imagem: 'realista', tamanho: size },
      staff.accessToken,
    )
    expect(status).toBe(200)
    const { width, height } = IMAGE_SIZES[size]
    expect(await expectServedImage(body.imagem)).toMatchObject({ width, height })
  })

  it.each(SIZES)('regenerates an image of exactly %s', async (size) => {
    const { status, body } = await clio.post(
      '/api/regenerate-image',
      { titulo: `Regenerada ${size}`, estilo_imagem: 'criativo', tamanho: size },
      staff.accessToken,
    )
    expect(status).toBe(200)
    const { width, height } = IMAGE_SIZES[size]
    expect(await expectServedImage(body.imagem)).toMatchObject({ width, height })
  })

  it('POST /api/generate honours tamanho for its image', async () => {
    const { body } = await clio.post(
      '/api/generate',
      { tema: 'Autismo', gerar_imagem: true, estilo_imagem: 'abstrato', tamanho: '1080x1350', plataforma: 'instagram' },
      staff.accessToken,
    )
    expect(await expectServedImage(body.conteudo.imagem)).toMatchObject({ width: 1080, height: 1350 })
  })

  it('draws the four styles differently for the same title and size', async () => {
    const stats: number[][] = []
    const files = new Set<string>()
    for (const estilo_imagem of ['realista', 'ilustracao', 'abstrato', 'criativo']) {
      const { body } = await clio.post(
        '/api/generate-image',
        { titulo: 'Mesmo título', tema: 'Mesmo título', estilo_imagem, tamanho: '1536x1024' },
        staff.accessToken,
      )
      const { bytes } = await expectServedImage(body.imagem)
      files.add(body.imagem.local_path)
      const { channels } = await sharp(bytes).stats()
      stats.push(channels.flatMap((c) => [c.mean, c.stdev]))
    }
    expect(files.size).toBe(4)
    // Every pair differs clearly in mean colour or contrast of some channel.
    for (let i = 0; i < stats.length; i++) {
      for (let j = i + 1; j < stats.length; j++) {
        const largest = Math.max(...stats[i].map((v, k) => Math.abs(v - stats[j][k])))
        expect(largest, `styles ${i} and ${j}`).toBeGreaterThan(8)
      }
    }
  })

  it('gives the same image for the same title, style and size, and a new one on regenerate', async () => {
    const input = { titulo: 'Determinismo', tema: 'Determinismo', estilo_imagem: 'ilustracao', tamanho: '1024x1024' }
    const first = await clio.post('/api/generate-image', input, staff.accessToken)
    const again = await clio.post('/api/generate-image', input, staff.accessToken)
    expect(again.body.imagem.local_path).toBe(first.body.imagem.local_path)
    const regenerated = await clio.post('/api/regenerate-image', input, staff.accessToken)
    const regeneratedAgain = await clio.post('/api/regenerate-image', input, staff.accessToken)
    const names = new Set([first, regenerated, regeneratedAgain].map((a) => a.body.imagem.local_path))
    expect(names.size).toBe(3)
  })
})

describe('clio: bad input', () => {
  it.each([
    ['a blank tema', { tema: '   ', gerar_imagem: false, estilo_imagem: 'realista' }, 'Tema obrigatório'],
    ['a missing tema', { gerar_imagem: false, estilo_imagem: 'realista' }, 'Tema obrigatório'],
    [
      'an unknown size',
      { tema: 'x', gerar_imagem: true, estilo_imagem: 'realista', tamanho: '800x600' },
      'Tamanho de imagem inválido',
    ],
    ['an unknown style', { tema: 'x', gerar_imagem: true, estilo_imagem: 'aquarela' }, 'Estilo de imagem inválido'],
    [
      'an unknown platform',
      { tema: 'x', gerar_imagem: false, estilo_imagem: 'realista', plataforma: 'tiktok' },
      'Plataforma inválida',
    ],
    [
      'a non-boolean gerar_imagem',
      { tema: 'x', gerar_imagem: 'sim', estilo_imagem: 'realista' },
      'Requisição inválida',
    ],
  ])('refuses %s with 400', async (_case, body, error) => {
    const answer = await clio.post('/api/generate', body, staff.accessToken)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({ success: false, error, details: expect.any(String) })
  })

  it('refuses invalid JSON and a non-object body with 400', async () => {
    const broken = await clio.post('/api/regenerate-text', '{"tema": ', staff.accessToken)
    expect(broken.status).toBe(400)
    expect(broken.body.error).toBe('JSON inválido')
    const array = await clio.post('/api/regenerate-text', '["tema"]', staff.accessToken)
    expect(array.status).toBe(400)
  })

  it('refuses a blank titulo on regenerate-image and an unknown size on generate-image', async () => {
    const blank = await clio.post('/api/regenerate-image', { titulo: '', estilo_imagem: 'realista' }, staff.accessToken)
    expect(blank.status).toBe(400)
    const size = await clio.post(
      '/api/generate-image',
      { titulo: 'x', tema: 'x', estilo_imagem: 'realista', tamanho: '1024x768' },
      staff.accessToken,
    )
    expect(size.status).toBe(400)
    expect(size.body.details).toContain('1920x1080')
  })

  it('refuses a body over 64 KB with 413', async () => {
    const answer = await clio.post(
      '/api/regenerate-text',
      { tema: 'x', filler: 'a'.repeat(70 * 1024) },
      staff.accessToken,
    )
    expect(answer.status).toBe(413)
    expect(answer.body).toMatchObject({ success: false, error: 'Requisição muito grande' })
  })
})

describe('clio: /images', () => {
  /** A raw request, so `..` and encoded slashes reach the server as typed. */
  function rawGet(path: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(`${clio.url}${path}`, { method: 'GET', path }, (res) => {
        let body = ''
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.end()
    })
  }

  it.each([
    '/images/../package.json',
    '/images/..%2F..%2Fpackage.json',
    '/images/%2e%2e%2fpackage.json',
    '/images/..%5c..%5cpackage.json',
    '/images/.hidden.jpg',
    '/images/nao-existe.jpg',
  ])('refuses %s without leaking files', async (path) => {
    const { status, body } = await rawGet(path)
    expect(status).toBe(404)
    expect(body).not.toContain('"devDependencies"')
  })

  it('serves images with a long cache header and nosniff', async () => {
    const { body } = await clio.post(
      '/api/generate-image',
      { titulo: 'Cache', tema: 'Cache', estilo_imagem: 'abstrato' },
      staff.accessToken,
    )
    const response = await fetch(`${clio.url}${body.imagem.url}`)
    expect(response.headers.get('cache-control')).toContain('max-age=31536000')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })
})
