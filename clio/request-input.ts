// Validation of the JSON bodies: unknown sizes, styles and platforms are refused with 400 rather
// than silently replaced, so a client bug shows up at once.
import {
  DEFAULT_IMAGE_STYLE,
  IMAGE_SIZES,
  IMAGE_STYLES,
  PLATFORMS,
  type ImageSize,
  type ImageStyle,
  type Platform,
} from './contract.ts'
import { badRequest } from './http/clio-error.ts'

export type JsonBody = Record<string, unknown>

const MAX_TEXT_LENGTH = 500

export function parseJsonBody(raw: Buffer): JsonBody {
  let value: unknown
  try {
    value = JSON.parse(raw.length ? raw.toString('utf8') : 'null')
  } catch (error) {
    throw badRequest('JSON inválido', `Request body is not valid JSON: ${(error as Error).message}`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('JSON inválido', 'Request body must be a JSON object')
  }
  return value as JsonBody
}

function optionalText(body: JsonBody, field: string): string | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') throw badRequest('Requisição inválida', `"${field}" must be a string`)
  const text = value.replace(/\s+/g, ' ').trim()
  if (text.length > MAX_TEXT_LENGTH) {
    throw badRequest('Texto muito longo', `"${field}" must have at most ${MAX_TEXT_LENGTH} characters`)
  }
  return text || undefined
}

export function requireTema(body: JsonBody): string {
  const tema = optionalText(body, 'tema')
  if (!tema) throw badRequest('Tema obrigatório', '"tema" must be a non-empty string')
  return tema
}

export function requireTitulo(body: JsonBody): string {
  const titulo = optionalText(body, 'titulo')
  if (!titulo) throw badRequest('Título obrigatório', '"titulo" must be a non-empty string')
  return titulo
}

/** `titulo`, else `tema` (the app sends the same value in both for images). */
export function requireTituloOrTema(body: JsonBody): string {
  const text = optionalText(body, 'titulo') ?? optionalText(body, 'tema')
  if (!text) throw badRequest('Título obrigatório', '"titulo" or "tema" must be a non-empty string')
  return text
}

export function parseStyle(body: JsonBody): ImageStyle {
  const value = body.estilo_imagem
  if (value === undefined || value === null || value === '') return DEFAULT_IMAGE_STYLE
  if (typeof value !== 'string' || !Object.hasOwn(IMAGE_STYLES, value)) {
    throw badRequest(
      'Estilo de imagem inválido',
      `"estilo_imagem" must be one of ${Object.keys(IMAGE_STYLES).join(', ')}; got ${JSON.stringify(value)}`,
    )
  }
  return value as ImageStyle
}

export function parseSize(body: JsonBody, fallback: ImageSize): ImageSize {
  const value = body.tamanho
  if (value === undefined || value === null || value === '') return fallback
  if (typeof value !== 'string' || !Object.hasOwn(IMAGE_SIZES, value)) {
    throw badRequest(
      'Tamanho de imagem inválido',
      `"tamanho" must be one of ${Object.keys(IMAGE_SIZES).join(', ')}; got ${JSON.stringify(value)}`,
    )
  }
  return value as ImageSize
}

export function parsePlatform(body: JsonBody): Platform | undefined {
  const value = body.plataforma
  if (value === undefined || value === null || value === '') return undefined
  if (typeof value !== 'string' || !Object.hasOwn(PLATFORMS, value)) {
    throw badRequest(
      'Plataforma inválida',
      `"plataforma" must be one of ${Object.keys(PLATFORMS).join(', ')}; got ${JSON.stringify(value)}`,
    )
  }
  return value as Platform
}

const MAX_LINK_LENGTH = 500

/** `link`: an http(s) address of a published post, or absent. */
export function parseLink(body: JsonBody): string | undefined {
  const value = body.link
  if (value === undefined || value === null || value === '') return undefined
  let url: URL | null = null
  try {
    url = typeof value === 'string' && value.length <= MAX_LINK_LENGTH ? new URL(value) : null
  } catch {
    url = null
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw badRequest('Link inválido', `"link" must be an http(s) URL of up to ${MAX_LINK_LENGTH} characters`)
  }
  return url.toString()
}

export function parseBoolean(body: JsonBody, field: string): boolean {
  const value = body[field]
  if (value === undefined || value === null) return false
  if (typeof value !== 'boolean') throw badRequest('Requisição inválida', `"${field}" must be true or false`)
  return value
}

/** Optional `variante`: replays a given draft/image variant (otherwise the service counts). */
export function parseVariant(body: JsonBody): number | undefined {
  const value = body.variante
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 1_000_000) {
    throw badRequest('Requisição inválida', '"variante" must be a non-negative integer')
  }
  return value
}
