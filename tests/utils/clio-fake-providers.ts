// Fake OpenAI-compatible and Pexels servers on 127.0.0.1 (node:http, free port) for the adapter
// tests. Each records what Clio sent, and can answer, fail with 500, or never answer.
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'

export type FakeMode = 'ok' | 'hang' | 'error'

export interface RecordedRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the request body as JSON
  body: any
}

export interface FakeServer {
  url: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

type Handler = (request: RecordedRequest) => Promise<{ status: number; body: unknown; type?: string } | 'hang'>

async function startFake(handle: Handler): Promise<FakeServer> {
  const requests: RecordedRequest[] = []
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://fake.invalid')
    let body: unknown = raw
    try {
      body = raw ? JSON.parse(raw) : null
    } catch {
      // keep raw
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
    }
    requests.push(recorded)
    const reply = await handle(recorded)
    if (reply === 'hang') return // never answer; close() drops the socket
    const payload = Buffer.isBuffer(reply.body) ? reply.body : Buffer.from(JSON.stringify(reply.body))
    res.writeHead(reply.status, { 'content-type': reply.type ?? 'application/json', 'content-length': payload.length })
    res.end(payload)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** A plain PNG of this size (a two-colour gradient, so crops are real images). */
export function pngOfSize(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#2a7"/><stop offset="1" stop-color="#fc3"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

export interface FakeOpenAiOptions {
  text?: FakeMode
  image?: FakeMode
  /** Answer images with data[0].url (served by the fake) instead of b64_json. */
  imageAs?: 'b64_json' | 'url'
  /** What the model "writes" as the message content. */
  draft?: (request: RecordedRequest) => unknown
}

/** A model's answer that keeps the contract Clio asks for (clio/providers/openai.ts, draftSchema). */
export function modelDraft(request: RecordedRequest): unknown {
  if (request.body?.response_format?.json_schema?.name === 'clio_social_copy') {
    return {
      titulo: 'Título do modelo',
      subtitulo: 'Subtítulo do modelo',
      conteudo: 'Texto do modelo.',
      referencias: [],
    }
  }
  return {
    titulo: 'Título do modelo',
    subtitulo: 'Subtítulo do modelo',
    introducao: 'Introdução do modelo para pacientes e famílias.',
    secoes: [
      {
        titulo: 'Primeira seção do modelo',
        paragrafos: [{ texto: 'Fato da primeira seção.', referencias: [2] }],
      },
      {
        titulo: 'Segunda seção do modelo',
        paragrafos: [{ texto: 'Fato da segunda seção.', referencias: [1, 2] }],
      },
    ],
    conclusao: [{ texto: 'Conclusão do modelo.', referencias: [1] }],
    referencias: [
      {
        authors: 'Devinsky O. e colaboradores',
        title: 'Trial of Cannabidiol for Drug-Resistant Seizures in the Dravet Syndrome',
        container: 'New England Journal of Medicine',
        year: 2017,
        doi: '10.1056/NEJMoa1611618',
        pmid: null,
        url: null,
      },
      {
        authors: null,
        title: 'Relatório das Academias Nacionais',
        container: null,
        year: 2017,
        doi: null,
        pmid: null,
        url: 'https://doi.org/10.17226/24625',
      },
    ],
    notas: ['Confira a segunda referência.'],
    categoria: 'tratamentos',
    tags: ['Epilepsia', 'canabidiol', 'crianças'],
    pontos_chave: [
      '  Primeiro ponto do modelo. ',
      'Segundo ponto do modelo.',
      'Primeiro ponto do modelo.',
      'Terceiro ponto.',
    ],
  }
}

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeServer> {
  const images = new Map<string, Buffer>()
  // The handler needs the fake's own URL, known only once it listens.
  const self = { url: '' }
  const fake = await startFake(async (request) => {
    if (request.method === 'GET' && request.path.startsWith('/files/')) {
      const bytes = images.get(request.path)
      return bytes ? { status: 200, body: bytes, type: 'image/png' } : { status: 404, body: { error: 'no file' } }
    }
    if (request.path === '/v1/chat/completions') {
      if (options.text === 'hang') return 'hang'
      if (options.text === 'error') return { status: 500, body: { error: { message: 'The server had an error' } } }
      const content = options.draft?.(request) ?? modelDraft(request)
      return {
        status: 200,
        body: {
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: typeof content === 'string' ? content : JSON.stringify(content) },
            },
          ],
        },
      }
    }
    if (request.path === '/v1/images/generations') {
      if (options.image === 'hang') return 'hang'
      if (options.image === 'error') return { status: 500, body: { error: { message: 'Image backend exploded' } } }
      const [w, h] = String(request.body?.size ?? '1024x1024')
        .split('x')
        .map(Number)
      const png = await pngOfSize(w, h)
      if (options.imageAs === 'url') {
        const file = `/files/${images.size + 1}.png`
        images.set(file, png)
        return { status: 200, body: { data: [{ url: `${self.url}${file}` }] } }
      }
      return { status: 200, body: { created: 1, data: [{ b64_json: png.toString('base64') }] } }
    }
    return { status: 404, body: { error: { message: `no route ${request.path}` } } }
  })
  self.url = fake.url
  return fake
}

export interface FakePexelsOptions {
  mode?: FakeMode | 'empty'
  /** Size of the "original" photo the fake serves. */
  photo?: { width: number; height: number }
}

export async function startFakePexels(options: FakePexelsOptions = {}): Promise<FakeServer> {
  const { width, height } = options.photo ?? { width: 3000, height: 2000 }
  const photo = await sharp(await pngOfSize(width, height))
    .jpeg()
    .toBuffer()
  const self = { url: '' }
  const fake = await startFake(async (request) => {
    if (request.path === '/photos/original.jpg') return { status: 200, body: photo, type: 'image/jpeg' }
    if (request.path !== '/v1/search') return { status: 404, body: { error: 'not found' } }
    if (options.mode === 'hang') return 'hang'
    if (options.mode === 'error') return { status: 500, body: { error: 'Pexels is down' } }
    if (options.mode === 'empty') return { status: 200, body: { page: 1, per_page: 5, photos: [], total_results: 0 } }
    return {
      status: 200,
      body: {
        page: 1,
        per_page: 5,
        total_results: 1,
        photos: [
          {
            id: 4207,
            width,
            height,
            url: 'https://www.pexels.com/photo/folhas-verdes-4207/',
            photographer: 'Ana Fotógrafa',
            photographer_url: 'https://www.pexels.com/@ana',
            src: { original: `${self.url}/photos/original.jpg`, large2x: `${self.url}/photos/original.jpg` },
          },
        ],
      },
    }
  })
  self.url = fake.url
  return fake
}
