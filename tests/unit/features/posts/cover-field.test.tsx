import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createClioClient } from '@/lib/clio/client'
import type { ImageCredit } from '@/features/posts/api/types'
import { CoverField } from '@/features/posts/components/post-editor/cover-field'
import { CLIO_TEST_URL, setupClioServer } from '../../../msw/clio'
import { clearToasts, ToastList, toastList } from '../../../utils/toast-list'
import { createTestQueryClient } from '../../render-with-providers'

const server = setupClioServer()
const client = createClioClient({ baseUrl: CLIO_TEST_URL, getAccessToken: async () => 'token' })

afterEach(clearToasts)

type Store = (name: string) => string

function Harness({ title, store }: { title: string; store: Store }) {
  const [cover, setCover] = useState<{ url: string | null; credit: ImageCredit | null }>({ url: null, credit: null })
  return (
    <>
      <CoverField
        value={cover.url}
        credit={cover.credit}
        title={title}
        clio={client}
        upload={async (file) => store(file.name)}
        keep={async (image) => store(image.url)}
        onChange={(url, credit) => setCover({ url, credit })}
      />
      <output aria-label="capa">{JSON.stringify(cover)}</output>
      <ToastList />
    </>
  )
}

function setup(title = 'Canabidiol e sono') {
  // What reaches the library: a file's name, or the address of the Clio image kept (the intake reads it).
  const store = vi.fn((name: string) => `https://storage.test/post-images/${name.split('/').pop()}`)
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Harness title={title} store={store} />
    </QueryClientProvider>,
  )
  return store
}

const answerPexels = (status: number, body: object) =>
  server.use(http.post(`${CLIO_TEST_URL}/api/generate-pexels-image`, () => HttpResponse.json(body, { status })))

describe('cover from Pexels or Clio', () => {
  it('asks for a title first, for both actions, sending nothing', async () => {
    const upload = setup('  ')
    await userEvent.click(screen.getByRole('button', { name: 'Buscar imagem' }))
    expect(toastList().getByText('Aviso | Digite um título para buscar imagens relacionadas')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Gerar imagem' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Digite um título para buscar imagens relacionadas')
    expect(upload).not.toHaveBeenCalled()
  })

  it('finds a photo for the title at 1920×1080, keeps it in the library and keeps the photographer credit', async () => {
    let sent: unknown
    server.use(
      http.post(`${CLIO_TEST_URL}/api/generate-pexels-image`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({
          success: true,
          imagem: {
            url: '/images/pexels.jpg',
            photographer: 'Ana Lima',
            orientation: 'landscape',
            source: 'https://www.pexels.com/photo/1/',
          },
        })
      }),
    )
    const upload = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Buscar imagem' }))
    expect(await toastList().findByText('Imagem encontrada do Pexels por Ana Lima')).toBeInTheDocument()
    expect(sent).toEqual({ titulo: 'Canabidiol e sono', tema: 'Canabidiol e sono', tamanho: '1920x1080' })
    expect(upload).toHaveBeenCalledTimes(1)
    expect(upload).toHaveBeenCalledWith(`${CLIO_TEST_URL}/images/pexels.jpg`)
    expect(JSON.parse(screen.getByLabelText('capa').textContent ?? '')).toEqual({
      url: 'https://storage.test/post-images/pexels.jpg',
      credit: { source: 'pexels', photographer: 'Ana Lima', url: 'https://www.pexels.com/photo/1/' },
    })
    expect(screen.getByTestId('cover-credit')).toHaveTextContent('Foto: Ana Lima / Pexels')
  })

  it('says "Nenhuma imagem encontrada para este título" (Aviso) when Pexels finds nothing', async () => {
    answerPexels(404, { success: false, error: 'Nenhuma imagem encontrada' })
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'Buscar imagem' }))
    expect(await toastList().findByText('Aviso | Nenhuma imagem encontrada para este título')).toBeInTheDocument()
  })

  it('says "API Pexels Não Configurada" without a key and offers "Gerar imagem"', async () => {
    answerPexels(503, {
      success: false,
      error: 'Pexels não configurado',
      details: 'PEXELS_API_KEY missing: Pexels API key not configured',
    })
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'Buscar imagem' }))
    expect(await toastList().findByText(/^API Pexels Não Configurada/)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Use “Gerar imagem” para criar a capa com a Clio.')
  })

  it('says "Não foi possível buscar imagem do Pexels" on any other failure, keeping the cover empty', async () => {
    answerPexels(500, { success: false, error: 'boom' })
    setup()
    await userEvent.click(screen.getByRole('button', { name: 'Buscar imagem' }))
    expect(await toastList().findByText('Erro | Não foi possível buscar imagem do Pexels')).toBeInTheDocument()
    expect(JSON.parse(screen.getByLabelText('capa').textContent ?? '')).toEqual({ url: null, credit: null })
  })

  it('generates an image of the title in the chosen style, disclosed as AI', async () => {
    let sent: unknown
    server.use(
      http.post(`${CLIO_TEST_URL}/api/generate-image`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json({ success: true, imagem: { url: '/images/ia.jpg' } })
      }),
    )
    setup()
    await userEvent.click(screen.getByRole('combobox', { name: 'Estilo da imagem gerada' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Abstrato' }))
    await userEvent.click(screen.getByRole('button', { name: 'Gerar imagem' }))
    expect(await toastList().findByText('Imagem gerada com sucesso!')).toBeInTheDocument()
    expect(sent).toEqual({
      titulo: 'Canabidiol e sono',
      tema: 'Canabidiol e sono',
      estilo_imagem: 'abstrato',
      tamanho: '1920x1080',
    })
    expect(screen.getByTestId('cover-credit')).toHaveTextContent('Imagem gerada por IA')
  })

  it('shows progress and "Cancelar" stops a long search, leaving the cover as it was', async () => {
    server.use(
      http.post(`${CLIO_TEST_URL}/api/generate-pexels-image`, async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const upload = setup()
    await userEvent.click(screen.getByRole('button', { name: 'Buscar imagem' }))
    expect(await screen.findByText(/Buscando imagem no Pexels… 0:0\d/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(await toastList().findByText('Busca de imagem cancelada.')).toBeInTheDocument()
    expect(upload).not.toHaveBeenCalled()
  })
})
