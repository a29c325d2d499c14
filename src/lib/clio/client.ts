import type { Draft } from '@clio/contract'
import { CLIO_TIMEOUTS, type ClioOperation, type ImageSize, type ImageStyle, type Platform } from '@/lib/clio/constants'
import { ClioError, CONNECTIVITY_MESSAGE, httpMessage, timeoutMessage, type ClioErrorBody } from '@/lib/clio/errors'

/** A type, not an interface, so it is assignable to the `Json` of `ai_drafts.imagem`. */
export type ClioImage = {
  url: string
  public_url?: string
  absolute_public_url?: string
  local_path?: string
  photographer?: string
  orientation?: string
  source?: string
}

/** A text from Clio, as the service's contract defines it (references, notes, fallback since issue 30). */
export type ClioDraft = Draft

export interface ClioGeneration extends ClioDraft {
  imagem: ClioImage | null
  imagem_error: string | null
}

/** Which writer made a text (clio/contract.ts ClioProvenance): kept with the draft, then as posts.ai_provenance. */
export type ClioProvenance = {
  modo: string
  modelo: string | null
}

export interface ClioHealth {
  status: string
  service?: string
  providers?: { text?: string; image?: string; pexels?: boolean }
  time?: string
}

export interface ClioClientOptions {
  baseUrl: string
  /** The signed-in user's Supabase access token: the service spends the AI budget for staff only. */
  getAccessToken: () => Promise<string | null>
  /** Seconds per operation; defaults to docs/product-guide.md#limits */
  timeouts?: Partial<Record<ClioOperation, number>>
}

export interface CallOptions {
  /** Lets the caller cancel (e.g. "Cancelar" during a long generation). */
  signal?: AbortSignal
}

/** Relative image URLs (not starting with http) are served by Clio itself (docs/architecture.md#calls-and-caching). */
export function absoluteImageUrl(baseUrl: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url
  return `${baseUrl.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
}

function withAbsoluteUrls(baseUrl: string, image: ClioImage | null | undefined): ClioImage | null {
  if (!image?.url) return null
  return {
    ...image,
    url: absoluteImageUrl(baseUrl, image.url),
    public_url: image.public_url ? absoluteImageUrl(baseUrl, image.public_url) : undefined,
  }
}

type RequestInit = { method: 'GET' | 'POST'; body?: unknown } & CallOptions

/**
 * One call to Clio: JSON both ways, the staff member's token on a POST, the operation's time-out
 * (through AbortController) and the caller's cancellation, every failure as one of the spec's error
 * kinds with its exact message.
 */
async function request<T>(
  options: ClioClientOptions,
  operation: ClioOperation,
  path: string,
  init: RequestInit,
): Promise<T> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}${path}`
  const seconds = options.timeouts?.[operation] ?? CLIO_TIMEOUTS[operation]
  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, seconds * 1000)
  const cancel = () => controller.abort()
  init.signal?.addEventListener('abort', cancel, { once: true })

  try {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' }
    if (init.method === 'POST') {
      const token = await options.getAccessToken()
      if (token) headers.Authorization = `Bearer ${token}`
    }
    const body = init.body === undefined ? undefined : JSON.stringify(init.body)
    const response = await fetch(url, { method: init.method, headers, body, signal: controller.signal })
    const text = await response.text()
    let answer: unknown = text
    try {
      answer = text ? JSON.parse(text) : null
    } catch {
      // Not JSON: keep the text for the message.
    }
    if (!response.ok) {
      const details = { operation, url, status: response.status, body: answer as ClioErrorBody | string }
      throw new ClioError('http', httpMessage(response.status, text || response.statusText), details)
    }
    return answer as T
  } catch (error) {
    if (error instanceof ClioError) throw error
    if (timedOut) throw new ClioError('timeout', timeoutMessage(operation, seconds), { operation, url, cause: error })
    if (init.signal?.aborted) throw new ClioError('cancelled', 'Operação cancelada.', { operation, url, cause: error })
    throw new ClioError('connectivity', CONNECTIVITY_MESSAGE, { operation, url, cause: error })
  } finally {
    clearTimeout(timer)
    init.signal?.removeEventListener('abort', cancel)
  }
}

type Answer<T> = T & { success?: boolean; error?: string }
/** A text Clio wrote, and which writer wrote it. */
type Written<T> = { conteudo: T; proveniencia?: ClioProvenance }
type Pictured = { imagem?: ClioImage }

/** "Gerar Conteúdo": a blog draft, or with `plataforma` a social text; with its image when asked. */
interface GenerateInput {
  tema: string
  gerar_imagem: boolean
  estilo_imagem: ImageStyle
  tamanho?: ImageSize
  plataforma?: Platform
  /** With `plataforma`: the chosen published post's address (with UTM parameters). */
  link?: string
}

/**
 * Typed client of the Clio content API (docs/architecture.md#calls-and-caching): JSON requests with per-operation time-outs through
 * AbortController, the spec's three error kinds with their exact messages, image URLs made absolute.
 */
export function createClioClient(options: ClioClientOptions) {
  const base = options.baseUrl.replace(/\/+$/, '')
  const post = <T>(operation: ClioOperation, path: string, body: unknown, call: CallOptions) =>
    request<Answer<T>>(options, operation, path, { method: 'POST', body, ...call })

  return {
    baseUrl: base,
    health: (call: CallOptions = {}) =>
      request<ClioHealth>(options, 'health', '/api/health', { method: 'GET', ...call }),

    async generate(
      input: GenerateInput,
      call: CallOptions = {},
    ): Promise<ClioGeneration & { proveniencia: ClioProvenance | null }> {
      const answer = await post<Written<ClioGeneration>>('generate', '/api/generate', input, call)
      return {
        ...answer.conteudo,
        imagem: withAbsoluteUrls(base, answer.conteudo.imagem),
        imagem_error: answer.conteudo.imagem_error ?? null,
        proveniencia: answer.proveniencia ?? null,
      }
    },

    async regenerateText(
      input: { tema: string; plataforma?: Platform; link?: string },
      call: CallOptions = {},
    ): Promise<ClioDraft & { proveniencia: ClioProvenance | null }> {
      const answer = await post<Written<ClioDraft>>('regenerateText', '/api/regenerate-text', input, call)
      return { ...answer.conteudo, proveniencia: answer.proveniencia ?? null }
    },

    async regenerateImage(
      input: { titulo: string; estilo_imagem: ImageStyle; tamanho?: ImageSize },
      call: CallOptions = {},
    ): Promise<ClioImage | null> {
      const answer = await post<{ conteudo?: Pictured } & Pictured>(
        'regenerateImage',
        '/api/regenerate-image',
        input,
        call,
      )
      return withAbsoluteUrls(base, answer.conteudo?.imagem ?? answer.imagem)
    },

    async generateImage(
      input: { titulo: string; tema: string; estilo_imagem: ImageStyle; tamanho?: ImageSize; variante?: number },
      call: CallOptions = {},
    ): Promise<ClioImage | null> {
      const body = { tamanho: '1024x1024', ...input }
      const answer = await post<Pictured>('generateImage', '/api/generate-image', body, call)
      return withAbsoluteUrls(base, answer.imagem)
    },

    async generatePexelsImage(
      input: { titulo: string; tamanho?: ImageSize },
      call: CallOptions = {},
    ): Promise<ClioImage | null> {
      const body = { titulo: input.titulo, tema: input.titulo, tamanho: input.tamanho ?? '1920x1080' }
      const answer = await post<Pictured>('generatePexelsImage', '/api/generate-pexels-image', body, call)
      return withAbsoluteUrls(base, answer.imagem)
    },
  }
}

export type ClioClient = ReturnType<typeof createClioClient>
