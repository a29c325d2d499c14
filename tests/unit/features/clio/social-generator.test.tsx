import { QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { createClioClient } from '@/lib/clio/client'
import { SocialGenerator } from '@/features/clio/components/social-generator'
import { CLIO_TEST_URL, networkError, setupClioServer } from '../../../msw/clio'
import { clearToasts, ToastList, toastList } from '../../../utils/toast-list'
import { createTestQueryClient } from '../../render-with-providers'

const server = setupClioServer()
const client = createClioClient({ baseUrl: CLIO_TEST_URL, getAccessToken: async () => 'token' })

function renderGenerator(posts: { id: string; title: string; slug: string; page_changed_at: string }[] = []) {
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <SocialGenerator client={client} posts={posts} />
      <ToastList />
    </QueryClientProvider>,
  )
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

async function fillAll({ platform = 'X', size = 'Instagram Post 4:5 (1080x1350)' } = {}) {
  await userEvent.type(screen.getByLabelText('Tópico ou Tema'), 'Canabidiol e ansiedade')
  await choose('Plataforma', platform)
  await choose('Tamanho da Imagem', size)
}

const generate = () => userEvent.click(screen.getByRole('button', { name: 'Gerar Conteúdo' }))

function answerGenerate(body: unknown, status = 200) {
  server.use(
    http.post(`${CLIO_TEST_URL}/api/generate`, () => HttpResponse.json(body as Record<string, unknown>, { status })),
  )
}

const okText = (conteudo: string, imagem: unknown = { url: '/images/s.jpg' }, imagem_error: string | null = null) => ({
  success: true,
  conteudo: { titulo: 'T', subtitulo: 'S', conteudo, imagem, imagem_error },
})

afterEach(clearToasts)

describe('Gerador de Posts para Redes Sociais', () => {
  it('keeps "Gerar Conteúdo" disabled, with the spec\'s text, until topic, platform and size are set; shows the badges and style', async () => {
    renderGenerator()
    const button = screen.getByRole('button', { name: 'Gerar Conteúdo' })
    expect(button).toBeDisabled()
    expect(
      screen.getByText('Campos obrigatórios: Preencha o tópico, selecione uma plataforma e tamanho da imagem.'),
    ).toBeInTheDocument()
    await userEvent.type(screen.getByLabelText('Tópico ou Tema'), 'Canabidiol')
    await choose('Plataforma', 'LinkedIn')
    expect(button).toBeDisabled()
    expect(screen.getByText('Máx. 3.000 caracteres')).toBeInTheDocument()
    expect(screen.getByLabelText('Estilo do Conteúdo')).toHaveValue('Profissional e educativo, com insights de valor')
    await choose('Tamanho da Imagem', 'Widescreen 16:9 (1920x1080)')
    expect(screen.getByText('1920 × 1080')).toBeInTheDocument()
    expect(button).toBeEnabled()
    expect(screen.queryByText(/^Campos obrigatórios/)).not.toBeInTheDocument()
  })

  it('sends topic, platform, size and style, counts characters live and says by how much the text is over', async () => {
    let sent: unknown
    server.use(
      http.post(`${CLIO_TEST_URL}/api/generate`, async ({ request }) => {
        sent = await request.json()
        return HttpResponse.json(okText('x'.repeat(270)))
      }),
    )
    renderGenerator()
    await fillAll()
    await generate()
    expect(sent).toEqual({
      tema: 'Canabidiol e ansiedade',
      gerar_imagem: true,
      estilo_imagem: 'realista',
      tamanho: '1080x1350',
      plataforma: 'twitter',
    })
    const counter = await screen.findByTestId('char-counter')
    expect(counter).toHaveTextContent('270/280')
    expect(counter).not.toHaveClass('text-red-600')
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto Gerado' }), '0123456789ab')
    expect(counter).toHaveTextContent('282/280 · 2 caracteres acima do limite')
    expect(counter).toHaveClass('text-red-600')
  })

  it('says "Texto gerado, imagem com erro" and "Erro na geração da imagem"', async () => {
    answerGenerate(okText('Texto', null, 'provedor fora do ar'))
    renderGenerator()
    await fillAll()
    await generate()
    expect(await toastList().findByText(/^Texto gerado, imagem com erro/)).toBeInTheDocument()
    answerGenerate(okText('Texto', null, null))
    await generate()
    expect(await toastList().findByText(/^Erro na geração da imagem/)).toBeInTheDocument()
  })

  it('says "Resposta inválida da API" and "Clio API: {error}"', async () => {
    answerGenerate({
      success: true,
      conteudo: { titulo: 'T', subtitulo: '', conteudo: '', imagem: null, imagem_error: null },
    })
    renderGenerator()
    await fillAll()
    await generate()
    expect(await toastList().findByText('Erro | Resposta inválida da API')).toBeInTheDocument()
    answerGenerate({ success: false, error: 'Tema muito longo', details: 'max 200' }, 400)
    await generate()
    expect(await toastList().findByText('Erro | Clio API: Tema muito longo')).toBeInTheDocument()
  })

  it("maps connectivity, server errors and 429 to the spec's texts", async () => {
    renderGenerator()
    await fillAll()
    server.use(networkError('post', '/api/generate'))
    await generate()
    expect(
      await toastList().findByText(
        'Erro de Conectividade | Não foi possível conectar ao servidor. Verifique sua internet.',
      ),
    ).toBeInTheDocument()
    answerGenerate({ success: false, error: 'boom' }, 502)
    await generate()
    expect(
      await toastList().findByText(
        'Erro do Servidor | O servidor está com problemas. Tente novamente em alguns minutos.',
      ),
    ).toBeInTheDocument()
    server.use(http.post(`${CLIO_TEST_URL}/api/generate`, () => new HttpResponse('slow down', { status: 429 })))
    await generate()
    expect(
      await toastList().findByText('Muitas Requisições | Aguarde um momento antes de tentar novamente.'),
    ).toBeInTheDocument()
  })

  it('from a chosen published post: its title as topic, its link with UTM parameters sent, X counting the link as 23', async () => {
    let sent: Record<string, unknown> = {}
    const link = `${window.location.origin}/blog/post/cbd-e-sono?utm_source=twitter&utm_medium=social&utm_campaign=clio`
    server.use(
      http.post(`${CLIO_TEST_URL}/api/generate`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(okText(`${'x'.repeat(250)}\n${link}`))
      }),
    )
    renderGenerator([
      { id: '1', title: 'CBD e sono: o que se sabe', slug: 'cbd-e-sono', page_changed_at: '2026-11-20T12:00:00Z' },
    ])
    await choose('Post publicado (opcional)', 'CBD e sono: o que se sabe')
    expect(screen.getByLabelText('Tópico ou Tema')).toHaveValue('CBD e sono: o que se sabe')
    await choose('Plataforma', 'X')
    await choose('Tamanho da Imagem', 'Quadrado 1:1 (1024x1024)')
    expect(screen.getByTestId('social-link')).toHaveTextContent(link)
    await generate()
    expect(sent).toMatchObject({ tema: 'CBD e sono: o que se sabe', plataforma: 'twitter', link })
    // 250 + newline + 23 for the link, however long it is.
    expect(await screen.findByTestId('char-counter')).toHaveTextContent('274/280')
  })

  it('on Instagram, says the copy ends with "link na bio" and shows the chosen post\'s link for the bio (issue 54)', async () => {
    const link = `${window.location.origin}/blog/post/cbd-e-sono?utm_source=instagram&utm_medium=social&utm_campaign=clio`
    renderGenerator([
      { id: '1', title: 'CBD e sono: o que se sabe', slug: 'cbd-e-sono', page_changed_at: '2026-11-20T12:00:00Z' },
    ])
    await choose('Post publicado (opcional)', 'CBD e sono: o que se sabe')
    await choose('Plataforma', 'Instagram')
    const note = await screen.findByTestId('social-link')
    expect(note).toHaveTextContent(
      `O Instagram não abre links no texto: o texto termina com "link na bio". Link do post para a bio: ${link}`,
    )
    expect(note).not.toHaveTextContent('O texto termina com o link do post')
  })

  it('keeps the image actions disabled, with the reason shown, until there is text and a size', async () => {
    answerGenerate(okText('Texto'))
    renderGenerator()
    const reason = 'Primeiro gere o texto e selecione um tamanho de imagem'
    for (const name of ['Gerar variação da imagem', 'Redesenhar imagem']) {
      expect(screen.getByRole('button', { name })).toBeDisabled()
      expect(screen.getByRole('button', { name })).toHaveAccessibleDescription(reason)
    }
    await fillAll()
    expect(screen.getByRole('button', { name: 'Gerar variação da imagem' })).toBeDisabled()
    await generate()
    await screen.findByTestId('char-counter')
    for (const name of ['Gerar variação da imagem', 'Redesenhar imagem']) {
      await waitFor(() => expect(screen.getByRole('button', { name })).toBeEnabled())
      expect(screen.getByRole('button', { name })).not.toHaveAccessibleDescription(reason)
    }
    expect(screen.queryByText(reason)).not.toBeInTheDocument()
  })

  it('"Buscar no Pexels" is disabled with the reason while the service reports Pexels unconfigured', async () => {
    answerGenerate(okText('Texto'))
    renderGenerator() // the default health answer: pexels false
    await fillAll()
    await generate()
    await screen.findByTestId('char-counter')
    const pexels = screen.getByRole('button', { name: 'Buscar no Pexels' })
    await waitFor(() =>
      expect(pexels).toHaveAccessibleDescription('Pexels não configurado no serviço Clio (veja "Diagnóstico").'),
    )
    expect(pexels).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Gerar variação da imagem' })).toBeEnabled()
  })

  it('"Gerar variação da imagem" asks for another variant of the same text and shows a different image', async () => {
    const sent: unknown[] = []
    server.use(
      http.post(`${CLIO_TEST_URL}/api/generate-image`, async ({ request }) => {
        const body = (await request.json()) as { variante?: number }
        sent.push(body)
        const url = `/images/variante-${body.variante ?? 0}.jpg`
        return HttpResponse.json({
          success: true,
          imagem: { url, public_url: url, absolute_public_url: `${CLIO_TEST_URL}${url}` },
        })
      }),
    )
    answerGenerate(okText('Texto', { url: '/images/variante-0.jpg' }))
    renderGenerator()
    await fillAll()
    await generate()
    const img = await screen.findByRole('img', { name: 'Imagem para Canabidiol e ansiedade' })
    expect(img.getAttribute('src')).toMatch(/variante-0\.jpg$/)
    await userEvent.click(screen.getByRole('button', { name: 'Gerar variação da imagem' }))
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Imagem para Canabidiol e ansiedade' }).getAttribute('src')).toMatch(
        /variante-1\.jpg$/,
      ),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Gerar variação da imagem' }))
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Imagem para Canabidiol e ansiedade' }).getAttribute('src')).toMatch(
        /variante-2\.jpg$/,
      ),
    )
    expect(sent).toMatchObject([
      { titulo: 'Canabidiol e ansiedade', tamanho: '1080x1350', variante: 1 },
      { titulo: 'Canabidiol e ansiedade', tamanho: '1080x1350', variante: 2 },
    ])
  })

  it('Pexels: credit with links; "API Pexels Não Configurada"; server problem on 500; "Erro no Pexels" otherwise', async () => {
    server.use(
      http.get(`${CLIO_TEST_URL}/api/health`, () =>
        HttpResponse.json({
          status: 'ok',
          service: 'clio',
          providers: { text: 'offline', image: 'offline', pexels: true },
        }),
      ),
    )
    answerGenerate(okText('Texto'))
    renderGenerator()
    await fillAll({ size: 'Widescreen 16:9 (1920x1080)' })
    await generate()
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no Pexels' }))
    const credit = await screen.findByTestId('pexels-credit')
    expect(within(credit).getByRole('link', { name: 'Ana Lima' })).toHaveAttribute(
      'href',
      'https://www.pexels.com/photo/1/',
    )
    expect(within(credit).getByRole('link', { name: 'Pexels' })).toHaveAttribute('href', 'https://www.pexels.com')

    const pexels = (status: number, body: object) =>
      server.use(http.post(`${CLIO_TEST_URL}/api/generate-pexels-image`, () => HttpResponse.json(body, { status })))
    pexels(503, {
      success: false,
      error: 'Pexels não configurado',
      details: 'PEXELS_API_KEY missing: Pexels API key not configured',
    })
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no Pexels' }))
    expect(await toastList().findByText(/^API Pexels Não Configurada/)).toBeInTheDocument()
    pexels(500, { success: false, error: 'falhou' })
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no Pexels' }))
    expect(
      await toastList().findByText(
        'Erro no Pexels | O servidor está com problemas. Tente novamente em alguns minutos.',
      ),
    ).toBeInTheDocument()
    pexels(404, { success: false, error: 'Nenhuma imagem encontrada' })
    await userEvent.click(screen.getByRole('button', { name: 'Buscar no Pexels' }))
    expect(await toastList().findByText('Erro no Pexels | HTTP 404: Nenhuma imagem encontrada')).toBeInTheDocument()
  })

  it('raises "Orientação Incorreta Detectada" when the image that loads is not in the chosen orientation', async () => {
    answerGenerate(okText('Texto'))
    renderGenerator()
    await fillAll({ size: 'Instagram Post 4:5 (1080x1350)' })
    await generate()
    const image = await screen.findByRole('img', { name: 'Imagem para Canabidiol e ansiedade' })
    Object.defineProperty(image, 'naturalWidth', { value: 1080, configurable: true })
    Object.defineProperty(image, 'naturalHeight', { value: 1350, configurable: true })
    fireEvent.load(image)
    expect(toastList().queryByText(/^Orientação Incorreta Detectada/)).not.toBeInTheDocument()
    Object.defineProperty(image, 'naturalWidth', { value: 1920, configurable: true })
    Object.defineProperty(image, 'naturalHeight', { value: 1080, configurable: true })
    fireEvent.load(image)
    expect(await toastList().findByText(/^Orientação Incorreta Detectada/)).toBeInTheDocument()
  })
})
