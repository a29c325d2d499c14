import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createClioClient } from '@/lib/clio/client'
import { ClioDiagnostics } from '@/features/clio/components/clio-diagnostics'
import { CLIO_TEST_URL, networkError, setupClioServer } from '../../../msw/clio'

const server = setupClioServer()
const client = createClioClient({ baseUrl: CLIO_TEST_URL, getAccessToken: async () => 'token' })
const CHECKS = ['connectivity', 'health', 'generate', 'image', 'cors'] as const

async function runDiagnostics() {
  render(<ClioDiagnostics client={client} />)
  await userEvent.click(screen.getByRole('button', { name: 'Executar diagnóstico' }))
  await screen.findByRole('button', { name: 'Executar diagnóstico' }, { timeout: 3000 })
}

const badgeOf = (id: (typeof CHECKS)[number]) => within(screen.getByTestId(`check-${id}`))

describe('Diagnóstico da API Clio', () => {
  it('runs the five checks in order, each with "Sucesso", its duration and details, and says all passed', async () => {
    const order: string[] = []
    server.events.on('request:start', ({ request }) => order.push(`${request.method} ${new URL(request.url).pathname}`))
    await runDiagnostics()
    expect(order).toEqual([
      'HEAD /',
      'GET /api/health',
      'POST /api/generate',
      'POST /api/generate-image',
      'OPTIONS /api/health',
    ])
    for (const id of CHECKS) {
      expect(badgeOf(id).getByText('Sucesso')).toBeInTheDocument()
      expect(badgeOf(id).getByText(/^\d+ ms$/)).toBeInTheDocument()
    }
    expect(badgeOf('health').getByText(/Pexels: não configurado/)).toBeInTheDocument()
    expect(badgeOf('cors').getByText(/Allow-Origin: http:\/\/localhost:3000/)).toBeInTheDocument()
    expect(screen.getByText('Todos os testes passaram: a API Clio está funcionando.')).toBeInTheDocument()
    server.events.removeAllListeners()
  })

  it('shows "Testando..." while a check runs', async () => {
    server.use(
      http.get(`${CLIO_TEST_URL}/api/health`, async () => {
        await delay(300)
        return HttpResponse.json({ status: 'ok' })
      }),
    )
    render(<ClioDiagnostics client={client} />)
    await userEvent.click(screen.getByRole('button', { name: 'Executar diagnóstico' }))
    expect(await badgeOf('health').findByText('Testando...')).toBeInTheDocument()
    expect(badgeOf('generate').getByText('Pendente')).toBeInTheDocument()
    await screen.findByText('Todos os testes passaram: a API Clio está funcionando.', undefined, { timeout: 3000 })
  })

  it('recommends checking the internet when the server cannot be reached', async () => {
    server.use(networkError('head'))
    await runDiagnostics()
    expect(badgeOf('connectivity').getByText('Erro')).toBeInTheDocument()
    expect(screen.getByText(/Verifique sua conexão com a internet/)).toBeInTheDocument()
    expect(screen.queryByText(/Todos os testes passaram/)).not.toBeInTheDocument()
  })

  it('says the server may be offline when health fails, with the HTTP error', async () => {
    server.use(
      http.get(`${CLIO_TEST_URL}/api/health`, () =>
        HttpResponse.json({ success: false, error: 'Indisponível' }, { status: 503 }),
      ),
    )
    await runDiagnostics()
    expect(badgeOf('health').getByText('Erro')).toBeInTheDocument()
    expect(badgeOf('health').getByText(/HTTP 503/)).toBeInTheDocument()
    expect(screen.getByText(/O servidor da API Clio pode estar offline/)).toBeInTheDocument()
  })

  it('warns ("Aviso") when generation answers without a title, and reports CORS refusals', async () => {
    server.use(
      http.post(`${CLIO_TEST_URL}/api/generate`, () =>
        HttpResponse.json({
          success: true,
          conteudo: { titulo: '', subtitulo: '', conteudo: '', imagem: null, imagem_error: null },
        }),
      ),
      networkError('options', '/api/health'),
    )
    await runDiagnostics()
    expect(badgeOf('generate').getByText('Aviso')).toBeInTheDocument()
    expect(badgeOf('cors').getByText('Erro')).toBeInTheDocument()
    expect(screen.getByText(/Há um problema de CORS/)).toBeInTheDocument()
  })
})
