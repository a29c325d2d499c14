// The client of the media intake (src/lib/post-images.ts): one call to Clio's POST /media, its
// refusals shown with the spec's pt-BR texts, a dropped connection as the network message.
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { env } from '@/lib/env'
import { NETWORK_ERROR_MESSAGE } from '@/lib/errors'
import { keepClioImage, uploadImageFile } from '@/lib/post-images'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const MEDIA_URL = `${env.clioApiUrl.replace(/\/+$/, '')}/media`
const photo = () => new File(['jpeg'], 'foto.jpg', { type: 'image/jpeg' })
const stored = { url: 'https://x.test/a-1600x900.webp', name: 'a-1600x900.webp', width: 1600, height: 900 }

describe('uploadImageFile', () => {
  it('sends the bytes once, avatars with ?tipo=avatar, and returns what the intake stored', async () => {
    const seen: { query: string; type: string | null; size: number }[] = []
    server.use(
      http.post(MEDIA_URL, async ({ request }) => {
        const url = new URL(request.url)
        seen.push({
          query: url.search,
          type: request.headers.get('content-type'),
          size: (await request.arrayBuffer()).byteLength,
        })
        return HttpResponse.json({ success: true, ...stored, existed: false }, { status: 201 })
      }),
    )
    await expect(uploadImageFile(photo())).resolves.toMatchObject(stored)
    await uploadImageFile(photo(), { avatar: true })
    expect(seen).toEqual([
      { query: '', type: 'application/octet-stream', size: 4 },
      { query: '?tipo=avatar', type: 'application/octet-stream', size: 4 },
    ])
  })

  it.each([
    [415, 'Por favor, selecione um arquivo de imagem válido.'],
    [413, 'O arquivo é muito grande. O tamanho máximo é 5MB.'],
    [422, 'A imagem é grande demais. O máximo é 12.000 px de lado e 40 megapixels.'],
  ])('shows the intake’s %i as “%s”', async (status, message) => {
    server.use(http.post(MEDIA_URL, () => HttpResponse.json({ success: false, error: 'x', details: 'y' }, { status })))
    await expect(uploadImageFile(photo())).rejects.toMatchObject({ kind: 'validation', message })
  })

  it('refuses a file that is not an image before sending anything', async () => {
    const text = new File(['olá'], 'foto.png', { type: 'text/plain' })
    await expect(uploadImageFile(text)).rejects.toMatchObject({
      message: 'Por favor, selecione um arquivo de imagem válido.',
    })
  })

  it('reports a dropped connection with the network message', async () => {
    server.use(http.post(MEDIA_URL, () => HttpResponse.error()))
    await expect(uploadImageFile(photo())).rejects.toMatchObject({ kind: 'network', message: NETWORK_ERROR_MESSAGE })
  })
})

describe('keepClioImage', () => {
  it('names the Clio image and its Pexels credit as JSON, no bytes', async () => {
    let sent: unknown
    server.use(
      http.post(MEDIA_URL, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ success: true, ...stored, existed: false }, { status: 201 })
      }),
    )
    await keepClioImage({
      url: 'http://clio.test/images/pexels-1-1920x1080.jpg',
      photographer: 'Ana',
      source: 'https://www.pexels.com/photo/1/',
    })
    expect(sent).toEqual({
      imagem: 'http://clio.test/images/pexels-1-1920x1080.jpg',
      fotografo: 'Ana',
      url: 'https://www.pexels.com/photo/1/',
    })
  })
})
