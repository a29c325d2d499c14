// Clio against a fake OpenAI-compatible server: what it sends (model, JSON mode, native size,
// negative constraints, key), that images come back cropped to exactly the asked size, and how
// provider failures and silences become 502 and 504.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchImage, startTestClio, type TestClio } from '../utils/clio-test-env.ts'
import { startFakeOpenAi, type FakeServer } from '../utils/clio-fake-providers.ts'
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

const KEY = 'sk-test-clio-123'

async function clioWith(
  fake: FakeServer,
  extra: { timeoutsMs?: Record<string, number>; env?: Record<string, string> } = {},
) {
  const clio = await startTestClio(t(), {
    env: {
      CLIO_OPENAI_API_KEY: KEY,
      CLIO_OPENAI_BASE_URL: `${fake.url}/v1`,
      CLIO_OPENAI_TEXT_MODEL: 'modelo-texto-teste',
      CLIO_OPENAI_IMAGE_MODEL: 'modelo-imagem-teste',
      ...extra.env,
    },
    timeoutsMs: extra.timeoutsMs,
  })
  opened.push(clio)
  return clio
}

async function fakeOpenAi(options: Parameters<typeof startFakeOpenAi>[0] = {}) {
  const fake = await startFakeOpenAi(options)
  opened.push(fake)
  return fake
}

describe('clio + OpenAI-compatible provider: text', () => {
  let fake: FakeServer
  let clio: TestClio
  beforeAll(async () => {
    fake = await fakeOpenAi()
    clio = await clioWith(fake)
  })

  it('reports the openai providers on /api/health', async () => {
    const { body } = await clio.get('/api/health')
    expect(body.providers).toEqual({ text: 'openai', image: 'openai', pexels: false })
  })

  it('sends chat/completions with the model, JSON mode, the key and a sober pt-BR system prompt', async () => {
    const before = fake.requests.length
    const { status, body } = await clio.post(
      '/api/regenerate-text',
      { tema: 'Canabidiol e autismo' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(body).toEqual({
      success: true,
      conteudo: {
        titulo: 'Título do modelo',
        subtitulo: 'Subtítulo do modelo',
        conteudo: '<h2>Seção</h2><p>Texto do modelo.</p>',
      },
      // Which model wrote it travels beside the draft (issue 30), for the post's ai_provenance.
      proveniencia: { modo: 'openai', modelo: 'modelo-texto-teste' },
    })
    const sent = fake.requests.slice(before).find((r) => r.path === '/v1/chat/completions')!
    expect(sent.method).toBe('POST')
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(sent.body.model).toBe('modelo-texto-teste')
    expect(sent.body.response_format).toEqual({ type: 'json_object' })
    const [system, user] = sent.body.messages
    expect(system.role).toBe('system')
    expect(system.content).toContain('português do Brasil')
    expect(system.content).toMatch(/Não prometa cura/)
    expect(system.content).toMatch(/dose/)
    expect(system.content).toMatch(/marcas/)
    expect(system.content).toMatch(/titulo.*subtitulo.*conteudo/s)
    expect(user.content).toContain('Canabidiol e autismo')
  })

  it('asks for the platform’s style and limit, and cuts copy that overshoots it', async () => {
    const long = await fakeOpenAi({ draft: () => ({ titulo: 'T', subtitulo: 'S', conteudo: 'palavra '.repeat(100) }) })
    const longClio = await clioWith(long)
    const { status, body } = await longClio.post(
      '/api/regenerate-text',
      { tema: 'Sono', plataforma: 'twitter' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(body.conteudo.conteudo.length).toBeLessThanOrEqual(280)
    const system = long.requests.find((r) => r.path === '/v1/chat/completions')!.body.messages[0].content
    expect(system).toContain('publicação no Twitter, com no máximo 280 caracteres')
    expect(system).toContain('280')
  })

  it('answers 502 when the model returns JSON without the expected keys', async () => {
    const bad = await fakeOpenAi({ draft: () => ({ title: 'wrong keys' }) })
    const badClio = await clioWith(bad)
    const { status, body } = await badClio.post('/api/regenerate-text', { tema: 'Sono' }, staff.accessToken)
    expect(status).toBe(502)
    expect(body.details).toContain('titulo')
  })

  it('turns a provider 500 into 502 with its status and message in details', async () => {
    const failing = await fakeOpenAi({ text: 'error' })
    const failingClio = await clioWith(failing)
    const { status, body } = await failingClio.post('/api/regenerate-text', { tema: 'Sono' }, staff.accessToken)
    expect(status).toBe(502)
    expect(body.success).toBe(false)
    expect(body.details).toContain('HTTP 500')
    expect(body.details).toContain('The server had an error')
  })

  it('cuts off a provider that never answers with 504 within the configured limit', async () => {
    const silent = await fakeOpenAi({ text: 'hang' })
    const silentClio = await clioWith(silent, { timeoutsMs: { regenerateText: 400 } })
    const started = Date.now()
    const { status, body } = await silentClio.post('/api/regenerate-text', { tema: 'Sono' }, staff.accessToken)
    const elapsed = Date.now() - started
    expect(status).toBe(504)
    expect(body).toMatchObject({ success: false, error: 'Tempo limite excedido' })
    expect(body.details).toContain('400 ms')
    expect(elapsed).toBeGreaterThanOrEqual(350)
    expect(elapsed).toBeLessThan(3000)
  })
})

describe('clio + OpenAI-compatible provider: images', () => {
  let fake: FakeServer
  let clio: TestClio
  beforeAll(async () => {
    fake = await fakeOpenAi()
    clio = await clioWith(fake)
  })

  it.each([
    ['1920x1080', '1536x1024', 1920, 1080],
    ['1080x1350', '1024x1536', 1080, 1350],
    ['1024x1024', '1024x1024', 1024, 1024],
  ])('asks for %s at the native %s and crops to exactly %ix%i', async (tamanho, native, width, height) => {
    const before = fake.requests.length
    const { status, body } = await clio.post(
      '/api/generate-image',
      { titulo: 'Folhas ao sol', tema: 'Folhas ao sol', estilo_imagem: 'realista', tamanho },
      staff.accessToken,
    )
    expect(status).toBe(200)
    const sent = fake.requests.slice(before).find((r) => r.path === '/v1/images/generations')!
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(sent.body).toMatchObject({ model: 'modelo-imagem-teste', size: native, n: 1 })
    expect(sent.body.prompt).toContain('Folhas ao sol')
    for (const constraint of ['no smoking', 'no minors', 'no brands', 'no product packaging', 'no text']) {
      expect(sent.body.prompt).toContain(constraint)
    }
    const image = await fetchImage(`${clio.url}${body.imagem.url}`)
    expect(image.status).toBe(200)
    const meta = await sharp(image.bytes).metadata()
    expect([meta.width, meta.height]).toEqual([width, height])
  })

  it('accepts data[0].url, downloads it and crops a regenerated image to 1080x1350', async () => {
    const byUrl = await fakeOpenAi({ imageAs: 'url' })
    const byUrlClio = await clioWith(byUrl)
    const { status, body } = await byUrlClio.post(
      '/api/regenerate-image',
      { titulo: 'Laboratório', estilo_imagem: 'ilustracao', tamanho: '1080x1350' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(byUrl.requests.some((r) => r.method === 'GET' && r.path.startsWith('/files/'))).toBe(true)
    const meta = await sharp((await fetchImage(body.imagem.absolute_public_url)).bytes).metadata()
    expect([meta.width, meta.height]).toEqual([1080, 1350])
  })

  it('keeps a generated draft when only the image fails: 200 with imagem null and imagem_error', async () => {
    const noImages = await fakeOpenAi({ image: 'error' })
    const noImagesClio = await clioWith(noImages)
    const { status, body } = await noImagesClio.post(
      '/api/generate',
      { tema: 'Sono', gerar_imagem: true, estilo_imagem: 'realista' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(body.conteudo.titulo).toBe('Título do modelo')
    expect(body.conteudo.imagem).toBeNull()
    expect(body.conteudo.imagem_error).toContain('HTTP 500')
  })

  it('keeps the draft when the image provider never answers, within the generate limit', async () => {
    const slowImages = await fakeOpenAi({ image: 'hang' })
    const slowClio = await clioWith(slowImages, { timeoutsMs: { generate: 500 } })
    const started = Date.now()
    const { status, body } = await slowClio.post(
      '/api/generate',
      { tema: 'Sono', gerar_imagem: true, estilo_imagem: 'realista' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(body.conteudo.imagem).toBeNull()
    expect(body.conteudo.imagem_error).toContain('did not answer within 500 ms')
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('answers 504 on generate-image when the provider never answers', async () => {
    const slowImages = await fakeOpenAi({ image: 'hang' })
    const slowClio = await clioWith(slowImages, { timeoutsMs: { generateImage: 300 } })
    const { status, body } = await slowClio.post(
      '/api/generate-image',
      { titulo: 'x', tema: 'x', estilo_imagem: 'abstrato' },
      staff.accessToken,
    )
    expect(status).toBe(504)
    expect(body.error).toBe('Tempo limite excedido')
  })

  it('turns an image provider 500 into 502 on regenerate-image', async () => {
    const failing = await fakeOpenAi({ image: 'error' })
    const failingClio = await clioWith(failing)
    const { status, body } = await failingClio.post(
      '/api/regenerate-image',
      { titulo: 'x', estilo_imagem: 'abstrato' },
      staff.accessToken,
    )
    expect(status).toBe(502)
    expect(body.details).toContain('Image backend exploded')
  })

  it('can keep images offline while text uses the provider (CLIO_IMAGE_PROVIDER=offline)', async () => {
    const textOnly = await fakeOpenAi()
    const mixed = await clioWith(textOnly, { env: { CLIO_IMAGE_PROVIDER: 'offline' } })
    expect((await mixed.get('/api/health')).body.providers).toMatchObject({ text: 'openai', image: 'offline' })
    const { status } = await mixed.post(
      '/api/generate-image',
      { titulo: 'x', tema: 'x', estilo_imagem: 'abstrato' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    expect(textOnly.requests.some((r) => r.path === '/v1/images/generations')).toBe(false)
  })
})
