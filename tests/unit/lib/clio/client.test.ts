// @vitest-environment node
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { absoluteImageUrl, createClioClient } from '@/lib/clio/client'
import { ClioError } from '@/lib/clio/errors'
import { CLIO_TEST_URL, hangs, networkError, setupClioServer } from '../../../msw/clio'

const server = setupClioServer()
const client = (token: string | null = 'token-da-equipe') =>
  createClioClient({ baseUrl: `${CLIO_TEST_URL}/`, getAccessToken: async () => token })

async function failure(promise: Promise<unknown>): Promise<ClioError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure')
    },
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(ClioError)
  return error as ClioError
}

afterEach(() => {
  vi.useRealTimers()
})

describe('Clio client', () => {
  it('sends JSON with the staff token on POST, and makes relative image URLs absolute', async () => {
    let seen: { auth: string | null; type: string | null; body: unknown } | undefined
    server.use(
      http.post(`${CLIO_TEST_URL}/api/generate`, async ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          type: request.headers.get('content-type'),
          body: await request.json(),
        }
        return HttpResponse.json({
          success: true,
          conteudo: {
            titulo: 'T',
            subtitulo: 'S',
            conteudo: '<p>x</p>',
            imagem: { url: '/images/a.jpg' },
            imagem_error: null,
          },
        })
      }),
    )
    const result = await client().generate({
      tema: 'sono',
      gerar_imagem: true,
      estilo_imagem: 'realista',
      tamanho: '1920x1080',
    })
    expect(seen).toEqual({
      auth: 'Bearer token-da-equipe',
      type: 'application/json',
      body: { tema: 'sono', gerar_imagem: true, estilo_imagem: 'realista', tamanho: '1920x1080' },
    })
    expect(result.imagem?.url).toBe(`${CLIO_TEST_URL}/images/a.jpg`)
    expect(absoluteImageUrl('http://x:1', 'https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg')
  })

  it('keeps absolute URLs and reads regenerate-image from conteudo.imagem or imagem', async () => {
    server.use(
      http.post(`${CLIO_TEST_URL}/api/regenerate-image`, () =>
        HttpResponse.json({ success: true, imagem: { url: 'images/b.jpg' } }),
      ),
    )
    expect((await client().regenerateImage({ titulo: 'x', estilo_imagem: 'abstrato' }))?.url).toBe(
      `${CLIO_TEST_URL}/images/b.jpg`,
    )
    expect((await client().generatePexelsImage({ titulo: 'x' }))?.url).toBe(
      'https://images.pexels.com/photos/1/foto.jpg',
    )
  })

  it('names the operation and its limit when it times out (generate: 300 s)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(hangs('post', '/api/generate'))
    const pending = failure(client().generate({ tema: 'sono', gerar_imagem: false, estilo_imagem: 'realista' }))
    await vi.advanceTimersByTimeAsync(299_000)
    await vi.advanceTimersByTimeAsync(1_000)
    const error = await pending
    expect(error.kind).toBe('timeout')
    expect(error.message).toBe("Timeout: A operação 'generate' demorou muito para responder (limite: 300s)")
  })

  it('uses the health limit of 10 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    server.use(hangs('get', '/api/health'))
    const pending = failure(client().health())
    await vi.advanceTimersByTimeAsync(10_000)
    expect((await pending).message).toBe("Timeout: A operação 'health' demorou muito para responder (limite: 10s)")
  })

  it('reports a network failure as connectivity', async () => {
    server.use(networkError('post', '/api/regenerate-text'))
    const error = await failure(client().regenerateText({ tema: 'dor' }))
    expect(error.kind).toBe('connectivity')
    expect(error.message).toBe('Erro de conectividade: Não foi possível conectar ao servidor')
  })

  it('reports a non-OK answer as HTTP with its status, text, body details and URL', async () => {
    server.use(
      http.post(`${CLIO_TEST_URL}/api/generate-pexels-image`, () =>
        HttpResponse.json(
          {
            success: false,
            error: 'Pexels não configurado',
            details: 'PEXELS_API_KEY missing: Pexels API key not configured',
          },
          { status: 503 },
        ),
      ),
    )
    const error = await failure(client().generatePexelsImage({ titulo: 'cannabis' }))
    expect(error.kind).toBe('http')
    expect(error.status).toBe(503)
    expect(error.message).toBe(
      'HTTP 503: {"success":false,"error":"Pexels não configurado","details":"PEXELS_API_KEY missing: Pexels API key not configured"}',
    )
    expect(error.details).toContain('API key')
    expect(error.url).toBe(`${CLIO_TEST_URL}/api/generate-pexels-image`)
  })

  it('lets the caller cancel a running generation', async () => {
    server.use(
      http.post(`${CLIO_TEST_URL}/api/generate`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const pending = failure(
      client().generate(
        { tema: 'sono', gerar_imagem: false, estilo_imagem: 'realista' },
        { signal: controller.signal },
      ),
    )
    controller.abort()
    expect((await pending).kind).toBe('cancelled')
  })
})
