// Clio against a fake OpenAI-compatible server: what it sends (model, JSON schema, native size,
// negative constraints, key), how the model's outline becomes a draft with markers and references,
// that a text provider's failure, broken contract or silence falls back to the offline writer, that
// images come back cropped to exactly the asked size, and how image failures become 502 and 504.
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fetchImage, startTestClio, type TestClio } from '../utils/clio-test-env.ts'
import { modelDraft, startFakeOpenAi, type FakeServer } from '../utils/clio-fake-providers.ts'
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

  it('sends chat/completions with the model, a JSON schema, the key and a sober pt-BR system prompt', async () => {
    const before = fake.requests.length
    const { status, body } = await clio.post(
      '/api/regenerate-text',
      { tema: 'Canabidiol e autismo' },
      staff.accessToken,
    )
    expect(status).toBe(200)
    // Which model wrote it travels beside the draft (issue 30), for the post's ai_provenance.
    expect(body.proveniencia).toEqual({ modo: 'openai', modelo: 'modelo-texto-teste' })
    const sent = fake.requests.slice(before).find((r) => r.path === '/v1/chat/completions')!
    expect(sent.method).toBe('POST')
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(sent.body.model).toBe('modelo-texto-teste')
    expect(sent.body.response_format.type).toBe('json_schema')
    expect(sent.body.response_format.json_schema).toMatchObject({ name: 'clio_blog_draft', strict: true })
    expect(Object.keys(sent.body.response_format.json_schema.schema.properties)).toEqual(
      expect.arrayContaining(['titulo', 'subtitulo', 'introducao', 'secoes', 'conclusao', 'referencias', 'notas']),
    )
    const [system, user] = sent.body.messages
    expect(system.role).toBe('system')
    expect(system.content).toContain('português do Brasil')
    expect(system.content).toMatch(/Não prometa cura/)
    expect(system.content).toMatch(/dose/)
    expect(system.content).toMatch(/marcas/)
    expect(system.content).toMatch(/titulo.*subtitulo/s)
    expect(user.content).toContain('Canabidiol e autismo')
    expect(body.conteudo.fallback).toBeUndefined()
  })

  it('writes the model’s outline with markers in order of first citation and its references as data', async () => {
    const { status, body } = await clio.post('/api/generate', { tema: 'Canabidiol e autismo' }, staff.accessToken)
    expect(status).toBe(200)
    const draft = body.conteudo
    expect(draft.titulo).toBe('Título do modelo')
    expect(draft.fallback).toBeUndefined()
    // The model cites its 2nd source first: it becomes reference 1.
    expect(draft.references.map((r: { title: string }) => r.title)).toEqual([
      'Relatório das Academias Nacionais',
      'Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome',
    ])
    // Nulls are left out (the database refuses them); the DOI is kept.
    expect(draft.references[0]).toEqual({
      title: 'Relatório das Academias Nacionais',
      year: 2017,
      url: 'https://doi.org/10.17226/24625',
    })
    expect(draft.references[1]).toMatchObject({ doi: '10.1056/NEJMoa1611618', year: 2017 })
    expect(draft.conteudo).toContain(
      '<h2>Primeira seção do modelo</h2>\n<p>Fato da primeira seção.<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a></p>',
    )
    expect(draft.conteudo).toContain(
      '<p>Fato da segunda seção.<a href="#ref-1" class="ref-marker" data-ref="1">[1]</a><a href="#ref-2" class="ref-marker" data-ref="2">[2]</a></p>',
    )
    expect(draft.conteudo).toMatch(/<p><em>[^<]*informativo[^<]*<\/em><\/p>$/)
    expect(draft.notes[0]).toContain('modelo-texto-teste')
    expect(draft.notes).toContain('Confira a segunda referência.')
    expect(draft.suggestedCategory).toBe('tratamentos')
    expect(draft.tags).toEqual(['epilepsia', 'canabidiol', 'crianças'])
    // Trimmed, each once: three make a set a post accepts.
    expect(draft.keyPoints).toEqual(['Primeiro ponto do modelo.', 'Segundo ponto do modelo.', 'Terceiro ponto.'])
  })

  it('asks the model for 3–5 key points and drops a set a post would refuse', async () => {
    const short = await fakeOpenAi({
      draft: (request) => ({ ...(modelDraft(request) as object), pontos_chave: ['Um.', 'x'.repeat(241), 'Dois.'] }),
    })
    const { body } = await (await clioWith(short)).post('/api/generate', { tema: 'Sono' }, staff.accessToken)
    expect(body.conteudo.fallback).toBeUndefined()
    expect(body.conteudo.keyPoints).toEqual([])
    const sent = short.requests.find((r) => r.path === '/v1/chat/completions')!.body
    expect(Object.keys(sent.response_format.json_schema.schema.properties)).toContain('pontos_chave')
    expect(sent.messages[0].content).toContain('"pontos_chave" são de 3 a 5 frases curtas')
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
    expect(body.conteudo.fallback).toBeUndefined()
    expect(body.conteudo.conteudo.length).toBeLessThanOrEqual(280)
    const sent = long.requests.find((r) => r.path === '/v1/chat/completions')!.body
    expect(sent.response_format.json_schema.name).toBe('clio_social_copy')
    const system = sent.messages[0].content
    expect(system).toContain('publicação no X, com no máximo 280 caracteres')
    expect(system).toContain('280')
  })

  const offlineFallback = (conteudo: { conteudo: string; references: unknown[]; fallback?: { reason: string } }) => {
    expect(conteudo.fallback?.reason).toContain('modo offline')
    // The offline writer's draft, never an empty one.
    expect(conteudo.conteudo).toContain('<h2>')
    expect(conteudo.conteudo).toContain('class="ref-marker"')
    expect(conteudo.references.length).toBeGreaterThan(0)
  }

  it.each([
    ['JSON without the expected keys', { title: 'wrong keys' }, 'titulo'],
    [
      'a paragraph that cites nothing',
      {
        titulo: 'T',
        subtitulo: 'S',
        introducao: 'I',
        secoes: [
          { titulo: 'A', paragrafos: [{ texto: 'Fato sem fonte.', referencias: [] }] },
          { titulo: 'B', paragrafos: [{ texto: 'Fato.', referencias: [1] }] },
        ],
        conclusao: [{ texto: 'C', referencias: [1] }],
        referencias: [{ authors: null, title: 'Fonte', container: null, year: null, doi: null, pmid: null, url: null }],
        notas: [],
        categoria: 'pesquisas',
        tags: [],
      },
      'cites no source',
    ],
    ['a citation of a reference that is not in the list', null, 'not one of the'],
  ])('falls back to the offline writer when the model breaks the contract: %s', async (_, answer, detail) => {
    const bad = await fakeOpenAi({
      draft: (request) => {
        if (answer) return answer
        const good = modelDraft(request) as { secoes: { paragrafos: { referencias: number[] }[] }[] }
        good.secoes[0].paragrafos[0].referencias = [7]
        return good
      },
    })
    const badClio = await clioWith(bad)
    const { status, body } = await badClio.post('/api/regenerate-text', { tema: 'Sono' }, staff.accessToken)
    expect(status).toBe(200)
    offlineFallback(body.conteudo)
    expect(body.conteudo.fallback.details).toContain(detail)
  })

  it('falls back to the offline writer when the provider answers 500, with its status in details', async () => {
    const failing = await fakeOpenAi({ text: 'error' })
    const failingClio = await clioWith(failing)
    const { status, body } = await failingClio.post('/api/generate', { tema: 'Sono' }, staff.accessToken)
    expect(status).toBe(200)
    offlineFallback(body.conteudo)
    expect(body.conteudo.fallback.details).toContain('HTTP 500')
    expect(body.conteudo.fallback.details).toContain('The server had an error')
    // The offline writer wrote it: that is the provenance the post keeps.
    expect(body.proveniencia).toEqual({ modo: 'offline', modelo: null })
  })

  it('falls back to the offline writer when the provider never answers, within the configured limit', async () => {
    const silent = await fakeOpenAi({ text: 'hang' })
    const silentClio = await clioWith(silent, { timeoutsMs: { regenerateText: 400 } })
    const started = Date.now()
    const { status, body } = await silentClio.post('/api/regenerate-text', { tema: 'Sono' }, staff.accessToken)
    const elapsed = Date.now() - started
    expect(status).toBe(200)
    offlineFallback(body.conteudo)
    expect(body.conteudo.fallback.reason).toContain('não respondeu a tempo')
    expect(body.conteudo.fallback.details).toContain('400 ms')
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
