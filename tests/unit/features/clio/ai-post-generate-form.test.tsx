import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AiPostGenerateForm } from '@/features/clio/components/ai-post-generate-form'
import { generateErrorToast, generationWarnings } from '@/features/clio/utils/clio-toasts'
import { ClioError } from '@/lib/clio/errors'
import { env } from '@/lib/env'
import { setupClioServer } from '../../../msw/clio'
import { clearToasts, ToastList, toastList } from '../../../utils/toast-list'
import { createTestQueryClient } from '../../render-with-providers'

const server = setupClioServer()
const CLIO = env.clioApiUrl

function renderForm() {
  const queryClient = createTestQueryClient()
  const onClose = vi.fn()
  render(
    <QueryClientProvider client={queryClient}>
      <AiPostGenerateForm onClose={onClose} />
      <ToastList />
    </QueryClientProvider>,
  )
  return { onClose }
}

afterEach(clearToasts)

describe('"Gerar Novo Post" form', () => {
  it("refuses a blank theme with the spec's message, sending nothing", async () => {
    let called = false
    server.use(http.post(`${CLIO}/api/generate`, () => ((called = true), HttpResponse.json({}))))
    renderForm()
    await userEvent.type(screen.getByLabelText('Tema do Post'), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Gerar Conteúdo' }))
    expect(toastList().getByText('Erro | Por favor, digite um tema para gerar o conteúdo.')).toBeInTheDocument()
    expect(called).toBe(false)
  })

  it('shows the elapsed time while generating and "Cancelar" aborts, keeping the theme', async () => {
    server.use(
      http.post(`${CLIO}/api/generate`, async () => {
        await new Promise(() => {})
        return HttpResponse.json({})
      }),
    )
    const { onClose } = renderForm()
    await userEvent.type(screen.getByLabelText('Tema do Post'), 'Canabidiol e sono')
    await userEvent.click(screen.getByRole('button', { name: 'Gerar Conteúdo' }))
    expect(await screen.findByText(/Gerando conteúdo… 0:0\d/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(await toastList().findByText('Geração cancelada.')).toBeInTheDocument()
    expect(screen.getByLabelText('Tema do Post')).toHaveValue('Canabidiol e sono')
    expect(onClose).not.toHaveBeenCalled()
  })

  it('says "Erro de Conectividade" and "Erro do Servidor" as the client reports them', async () => {
    renderForm()
    await userEvent.type(screen.getByLabelText('Tema do Post'), 'Canabidiol e sono')
    server.use(http.post(`${CLIO}/api/generate`, () => HttpResponse.error()))
    await userEvent.click(screen.getByRole('button', { name: 'Gerar Conteúdo' }))
    expect(
      await toastList().findByText(
        'Erro de Conectividade | Não foi possível conectar ao servidor. Verifique sua internet.',
      ),
    ).toBeInTheDocument()
    server.use(
      http.post(`${CLIO}/api/generate`, () => HttpResponse.json({ success: false, error: 'boom' }, { status: 500 })),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Gerar Conteúdo' }))
    expect(
      await toastList().findByText(
        'Erro do Servidor | O servidor está com problemas. Tente novamente em alguns minutos.',
      ),
    ).toBeInTheDocument()
  })
})

describe('AI generate toasts (docs/product-guide.md#messages)', () => {
  const error = (kind: ClioError['kind'], status?: number) =>
    new ClioError(kind, 'x', { operation: 'generate', url: 'u', status })
  it('maps every error kind to its title and text', () => {
    expect(generateErrorToast(error('timeout'))).toEqual({
      title: 'Timeout',
      description: 'A geração demorou muito. Tente novamente com um tema mais simples.',
    })
    expect(generateErrorToast(error('connectivity'))).toEqual({
      title: 'Erro de Conectividade',
      description: 'Não foi possível conectar ao servidor. Verifique sua internet.',
    })
    expect(generateErrorToast(error('http', 503))).toEqual({
      title: 'Erro do Servidor',
      description: 'O servidor está com problemas. Tente novamente em alguns minutos.',
    })
    expect(generateErrorToast(error('http', 429))).toEqual({
      title: 'Muitas Requisições',
      description: 'Aguarde um momento antes de tentar novamente.',
    })
    expect(generateErrorToast(error('http', 400))).toEqual({
      title: 'Erro',
      description: 'Falha ao gerar conteúdo. Tente novamente.',
    })
    expect(generateErrorToast(new Error('?'))).toEqual({
      title: 'Erro',
      description: 'Falha ao gerar conteúdo. Tente novamente.',
    })
    expect(generateErrorToast(error('cancelled'))).toBeNull()
  })
})

describe('warnings of a generation that succeeded', () => {
  const image = { url: 'https://clio.test/i.jpg' }
  it('says the offline writer stood in for a failed provider, with the reason Clio gave', () => {
    const reason = 'O provedor de IA não respondeu a tempo; a Clio escreveu este rascunho no modo offline.'
    expect(generationWarnings({ fallback: { reason }, imagem: image })).toEqual([
      { title: 'Aviso - Modo offline', description: reason },
    ])
  })

  it('says when the image is missing, and nothing when all went well', () => {
    expect(generationWarnings({ imagem: null, imagem_error: 'Sem imagem.' })).toEqual([
      { title: 'Aviso - Imagem não gerada', description: 'Sem imagem.' },
    ])
    expect(generationWarnings({ imagem: image })).toEqual([])
  })
})
