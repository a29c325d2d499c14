// The Clio content API (contract.ts, clio/README.md): JSON endpoints for drafts and images, the images
// themselves under /images, CORS for the SPA, and a staff check on every POST.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolveClioConfig, type ClioConfig, type ClioOptions } from './config.ts'
import { createContentService, type ContentService } from './content-service.ts'
import {
  DEFAULT_IMAGE_SIZE,
  DEFAULT_PEXELS_SIZE,
  type GenerateImageResponse,
  type GenerateResponse,
  type HealthBody,
  type Operation,
  type PexelsImageResponse,
  type ProviderMode,
  type RegenerateImageResponse,
  type RegenerateTextResponse,
} from './contract.ts'
import { ClioError } from './http/clio-error.ts'
import { BodyTooLarge, readBody } from './http/read-body.ts'
import { corsHeaders, createOriginPolicy, preflightHeaders, type OriginPolicy } from './http/cors.ts'
import { ImageQuota } from './image-quota.ts'
import { ImageStore } from './image-store.ts'
import { createMediaIntake } from './media/media-intake.ts'
import { mediaRoute, type MediaRouteDeps } from './media/media-route.ts'
import { Deadline } from './providers/deadline.ts'
import {
  parseBoolean,
  parseJsonBody,
  parseLink,
  parsePlatform,
  parseSize,
  parseStyle,
  parseVariant,
  requireTema,
  requireTitulo,
  requireTituloOrTema,
  type JsonBody,
} from './request-input.ts'
import { createStaffVerifier } from './staff-auth.ts'

export type { ClioOptions } from './config.ts'

export interface ClioServer {
  url: string
  port: number
  config: ClioConfig
  providers: { text: ProviderMode; image: ProviderMode; pexels: boolean }
  close(): Promise<void>
}

/** Thrown when the port is taken; the start scripts print its message and exit. */
export class ClioPortInUseError extends Error {
  constructor(
    readonly port: number,
    host: string,
  ) {
    super(
      `Port ${port} on ${host} is already in use — is Clio already running (npm run dev / npm run clio)? ` +
        `Stop it, or choose another port with CLIO_PORT=<port>.`,
    )
    this.name = 'ClioPortInUseError'
  }
}

const DAY_MS = 24 * 60 * 60 * 1000
/** Unused images are looked for on start and then every hour. */
const PRUNE_EVERY_MS = 60 * 60 * 1000

interface Reply {
  status: number
  body?: unknown
  bytes?: Buffer
  headers?: Record<string, string>
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({ status, body, headers })

type PostHandler = (body: JsonBody, deadline: Deadline) => Promise<Reply>

interface PostRoute {
  operation: Operation
  /** Whether this request makes an image, which counts against the person's quota. */
  makesImage: (body: JsonBody) => boolean
  handle: PostHandler
}

const always = () => true

function createPostRoutes(service: ContentService): Record<string, PostRoute> {
  return {
    '/api/generate': {
      operation: 'generate',
      makesImage: (body) => parseBoolean(body, 'gerar_imagem'),
      async handle(body, deadline) {
        const tema = requireTema(body)
        const plataforma = parsePlatform(body)
        const link = parseLink(body)
        const style = parseStyle(body)
        const size = parseSize(body, DEFAULT_IMAGE_SIZE)
        const withImage = parseBoolean(body, 'gerar_imagem')
        const variant = parseVariant(body) ?? 0
        const conteudo = await service.generate(
          { tema, plataforma, link, variant, image: withImage ? { style, size } : null },
          deadline,
        )
        return json(200, {
          success: true,
          conteudo,
          proveniencia: service.provenance(conteudo),
        } satisfies GenerateResponse)
      },
    },
    '/api/regenerate-text': {
      operation: 'regenerateText',
      makesImage: () => false,
      async handle(body, deadline) {
        const tema = requireTema(body)
        const plataforma = parsePlatform(body)
        const link = parseLink(body)
        const variant = parseVariant(body) ?? service.nextTextVariant(tema, plataforma)
        const conteudo = await service.draft({ tema, plataforma, link, variant }, deadline)
        return json(200, {
          success: true,
          conteudo,
          proveniencia: service.provenance(conteudo),
        } satisfies RegenerateTextResponse)
      },
    },
    '/api/regenerate-image': {
      operation: 'regenerateImage',
      makesImage: always,
      async handle(body, deadline) {
        const title = requireTitulo(body)
        const style = parseStyle(body)
        const size = parseSize(body, DEFAULT_IMAGE_SIZE)
        const variant = parseVariant(body) ?? service.nextImageVariant(title, style, size)
        const imagem = await service.image({ title, style, size, variant }, deadline)
        return json(200, { success: true, conteudo: { imagem }, imagem } satisfies RegenerateImageResponse)
      },
    },
    '/api/generate-image': {
      operation: 'generateImage',
      makesImage: always,
      async handle(body, deadline) {
        const title = requireTituloOrTema(body)
        const style = parseStyle(body)
        const size = parseSize(body, DEFAULT_IMAGE_SIZE)
        const variant = parseVariant(body) ?? 0
        const imagem = await service.image({ title, style, size, variant }, deadline)
        return json(200, { success: true, imagem } satisfies GenerateImageResponse)
      },
    },
    '/api/generate-pexels-image': {
      operation: 'pexels',
      makesImage: always,
      async handle(body, deadline) {
        const query = requireTituloOrTema(body)
        const size = parseSize(body, DEFAULT_PEXELS_SIZE)
        const imagem = await service.pexels({ query, size }, deadline)
        return json(200, { success: true, imagem } satisfies PexelsImageResponse)
      },
    },
  }
}

/** On every answer: no sniffing, no framing, no referrer, and nothing an answer could load or run. */
const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
}

function send(res: ServerResponse, method: string, reply: Reply, base: Record<string, string>): void {
  const headers: Record<string, string> = { ...SECURITY_HEADERS, ...base, ...reply.headers }
  let payload: Buffer | undefined = reply.bytes
  if (reply.body !== undefined) {
    payload = Buffer.from(JSON.stringify(reply.body))
    headers['Content-Type'] = 'application/json; charset=utf-8'
    headers['Cache-Control'] ??= 'no-store'
  }
  if (payload) headers['Content-Length'] = String(payload.length)
  res.writeHead(reply.status, headers)
  res.end(method === 'HEAD' ? undefined : payload)
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new ClioPortInUseError(port, host) : error)
    }
    server.once('error', onError)
    server.listen(port, host, () => {
      server.off('error', onError)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

/** GET /images/<name>: an image the service made or saved, cached for good (a name is never reused). */
async function imageReply(store: ImageStore, pathname: string): Promise<Reply> {
  let name: string
  try {
    name = decodeURIComponent(pathname.slice('/images/'.length))
  } catch {
    name = ''
  }
  const file = await store.read(name)
  if (!file)
    return json(404, {
      success: false,
      error: 'Imagem não encontrada',
      details: `No image named ${JSON.stringify(name)}`,
    })
  return {
    status: 200,
    bytes: file.bytes,
    headers: {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  }
}

/** What a POST endpoint needs besides its own handler: who may call it, how much it may read and make. */
interface PostGuard {
  config: ClioConfig
  requireStaff: ReturnType<typeof createStaffVerifier>
  imageQuota: ImageQuota
}

/**
 * A POST endpoint: staff only, the body read within its limit, an image counted against the person's
 * quota, and the handler run within its operation's deadline, cancelled when the client hangs up.
 */
async function postReply(post: PostRoute, req: IncomingMessage, res: ServerResponse, guard: PostGuard): Promise<Reply> {
  const { config } = guard
  const staff = await guard.requireStaff(req.headers.authorization)
  let raw: Buffer
  try {
    raw = await readBody(req, config.maxBodyBytes)
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      throw new ClioError(413, 'Requisição muito grande', `Request body exceeds ${config.maxBodyBytes} bytes`, {
        Connection: 'close',
      })
    }
    throw error
  }
  const body = parseJsonBody(raw)
  if (post.makesImage(body)) guard.imageQuota.take(staff.id)

  const deadline = new Deadline(post.operation, config.timeoutsMs[post.operation])
  // A client that hangs up stops the provider calls made for it.
  const onClose = () => {
    if (!res.writableEnded) deadline.cancel()
  }
  res.on('close', onClose)
  try {
    return await post.handle(body, deadline)
  } finally {
    deadline.dispose()
    res.off('close', onClose)
  }
}

/** A failure's answer: a ClioError as it says, anything else a 500 that is logged. */
function errorReply(error: unknown): Reply {
  if (error instanceof ClioError) return { status: error.status, body: error.body, headers: error.headers }
  console.error('[clio]', error)
  return json(500, { success: false, error: 'Erro interno', details: (error as Error)?.message ?? String(error) })
}

/** Deletes unused images on start and then every hour; returns the timer to stop. */
async function pruneImagesHourly(store: ImageStore, config: ClioConfig): Promise<NodeJS.Timeout> {
  const pruneImages = () =>
    store
      .prune({ maxAgeMs: config.imageMaxAgeDays * DAY_MS, maxBytes: config.imagesMaxMb * 1024 * 1024 })
      .catch((error: unknown) => console.error('[clio] image clean-up failed:', error))
  await pruneImages()
  const timer = setInterval(() => void pruneImages(), PRUNE_EVERY_MS)
  timer.unref()
  return timer
}

/**
 * Starts the Clio content API. Offline unless providers are configured (see config.ts); usable
 * in-process by tests with `{ port: 0, imagesDir, env: {...}, supabase: { url } }`.
 */
export async function startClio(options: ClioOptions = {}): Promise<ClioServer> {
  const config = resolveClioConfig(options)
  let publicUrl = config.publicUrl ?? ''
  const store = new ImageStore(config.imagesDir, () => publicUrl)
  await store.init()
  const postRoutes = createPostRoutes(createContentService(config, store))
  const guard: PostGuard = {
    config,
    requireStaff: createStaffVerifier(config),
    imageQuota: new ImageQuota(config.imageQuotaPerHour),
  }
  const isAllowedOrigin: OriginPolicy = createOriginPolicy(config.allowedOrigins)
  const media: MediaRouteDeps = {
    requireStaff: guard.requireStaff,
    intake: config.supabaseServiceRoleKey ? createMediaIntake(config, config.supabaseServiceRoleKey) : null,
    store,
  }
  const pruneTimer = await pruneImagesHourly(store, config)
  const providers = { text: config.textProvider, image: config.imageProvider, pexels: Boolean(config.pexels) }

  async function route(req: IncomingMessage, res: ServerResponse, method: string, url: URL): Promise<Reply> {
    const { pathname } = url
    if (method === 'OPTIONS') return { status: 204, headers: preflightHeaders(req.headers.origin, isAllowedOrigin) }
    const reading = method === 'GET' || method === 'HEAD'
    if (pathname === '/' && reading) return json(200, { success: true, service: 'clio', health: '/api/health' })
    if (pathname === '/api/health' && reading) {
      const body: HealthBody = { status: 'ok', service: 'clio', providers, time: new Date().toISOString() }
      return json(200, body)
    }
    if (pathname.startsWith('/images/') && reading) return imageReply(store, pathname)
    if (pathname === '/media' && method === 'POST') {
      const { status, body } = await mediaRoute(req, url, media)
      return json(status, body)
    }

    const post = postRoutes[pathname]
    if (!post) throw new ClioError(404, 'Rota não encontrada', `${method} ${pathname} is not a Clio endpoint`)
    if (method !== 'POST') {
      throw new ClioError(405, 'Método não permitido', `${pathname} accepts POST only`, { Allow: 'POST, OPTIONS' })
    }
    return postReply(post, req, res, guard)
  }

  const server = createServer(async (req, res) => {
    const method = (req.method ?? 'GET').toUpperCase()
    const cors = corsHeaders(req.headers.origin, isAllowedOrigin)
    let reply: Reply
    try {
      reply = await route(req, res, method, new URL(req.url ?? '/', 'http://clio.invalid'))
    } catch (error) {
      reply = errorReply(error)
    }
    if (res.destroyed || res.writableEnded) return
    send(res, method, reply, cors)
  })

  const port = await listen(server, config.port, config.host)
  const urlHost = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host
  const url = `http://${urlHost}:${port}`
  publicUrl ||= url

  return {
    url,
    port,
    config,
    providers,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(pruneTimer)
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
