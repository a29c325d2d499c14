// msw handlers for the Clio content API (the external service; our own database is never mocked).
// Typed against the contract the client reads (src/lib/clio/client.ts).
import { delay, http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { ClioGeneration, ClioHealth, ClioImage } from '@/lib/clio/client'

export const CLIO_TEST_URL = 'http://clio.test'

const image: ClioImage = {
  url: '/images/teste.jpg',
  public_url: '/images/teste.jpg',
  absolute_public_url: `${CLIO_TEST_URL}/images/teste.jpg`,
}
const generation: ClioGeneration = {
  titulo: 'Canabidiol e epilepsia',
  subtitulo: 'O que os estudos mostram',
  conteudo: '<h2>Introdução</h2><p>Texto.</p>',
  imagem: image,
  imagem_error: null,
}

const corsHeaders = {
  'Access-Control-Allow-Origin': 'http://localhost:3000',
  'Access-Control-Allow-Methods': 'GET, POST, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, content-type',
}

/** A Clio service where everything works. */
export const clioHandlers = [
  http.head(CLIO_TEST_URL, () => new HttpResponse(null, { status: 200, headers: corsHeaders })),
  http.options(`${CLIO_TEST_URL}/api/health`, () => new HttpResponse(null, { status: 204, headers: corsHeaders })),
  http.get(`${CLIO_TEST_URL}/api/health`, () =>
    HttpResponse.json<ClioHealth>({
      status: 'ok',
      service: 'clio',
      providers: { text: 'offline', image: 'offline', pexels: false },
    }),
  ),
  http.post(`${CLIO_TEST_URL}/api/generate`, () => HttpResponse.json({ success: true, conteudo: generation })),
  http.post(`${CLIO_TEST_URL}/api/generate-image`, () => HttpResponse.json({ success: true, imagem: image })),
  http.post(`${CLIO_TEST_URL}/api/regenerate-image`, () =>
    HttpResponse.json({ success: true, conteudo: { imagem: image }, imagem: image }),
  ),
  http.post(`${CLIO_TEST_URL}/api/regenerate-text`, () =>
    HttpResponse.json({
      success: true,
      conteudo: { titulo: generation.titulo, subtitulo: generation.subtitulo, conteudo: generation.conteudo },
    }),
  ),
  http.post(`${CLIO_TEST_URL}/api/generate-pexels-image`, () =>
    HttpResponse.json({
      success: true,
      imagem: {
        ...image,
        url: 'https://images.pexels.com/photos/1/foto.jpg',
        photographer: 'Ana Lima',
        orientation: 'landscape',
        source: 'https://www.pexels.com/photo/1/',
      },
    }),
  ),
]

/** Never answers (for time-outs). */
export const hangs = (method: 'get' | 'post', path: string) =>
  http[method](`${CLIO_TEST_URL}${path}`, async () => {
    await delay('infinite')
    return HttpResponse.json({})
  })

/** A network failure (server down, DNS, CORS refusal as the browser reports it). */
export const networkError = (method: 'get' | 'post' | 'head' | 'options', path = '') =>
  http[method](`${CLIO_TEST_URL}${path}`, () => HttpResponse.error())

/** Starts an msw server for this test file with the Clio handlers; unknown requests fail the test. */
export function setupClioServer() {
  const server = setupServer(...clioHandlers)
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
