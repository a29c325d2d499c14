import type { Draft } from '@clio/contract'
import {
  CLIO_TIMEOUTS,
  type ClioOperation,
  type ImageSize,
  type ImageStyle,
  type Platform,
} from '@/lib/clio/constants'
import {
  ClioError,
  CONNECTIVITY_MESSAGE,
  httpMessage,
  timeoutMessage,
  type ClioErrorBody,
} from '@/lib/clio/errors'

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

/**
 * Typed client of the Clio content API (docs/architecture.md#calls-and-caching): JSON requests with per-operation time-outs through
 * AbortController, the spec's three error kinds with their exact messages, image URLs made absolute.
 */
export function createClioClient({ baseUrl, getAccessToken, timeouts = {} }: ClioClientOptions) {
  const base = baseUrl.replace(/\/+$/, '')

  async function request<T>(
    operation: ClioOperation,
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown } & CallOptions,
  ): Promise<T> {
    const url = `${base}${path}`
    const seconds = timeouts[operation] ?? CLIO_TIMEOUTS[operation]
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
        const token = await getAccessToken()
        if (token) headers.Authorization = `Bearer ${token}`
      }
      let response: Response
      try {
        response = await fetch(url, {
          method: init.method,
          headers,
          body: init.body === undefined ? undefined : JSON.stringify(init.body),
          signal: controller.signal,
        })
      } catch (error) {
        if (timedOut)
          throw new ClioError('timeout', timeoutMessage(operation, seconds), { operation, url, cause: error })
        if (init.signal?.aborted)
          throw new ClioError('cancelled', 'Operação cancelada.', { operation, url, cause: error })
        throw new ClioError('connectivity', CONNECTIVITY_MESSAGE, { operation, url, cause: error })
      }
      const text = await response.text()
      let body: unknown = text
      try {
        body = text ? JSON.parse(text) : null
      } catch {
        // Not JSON: keep the text for the message.
      }
      if (!response.ok) {
        throw new ClioError('http', httpMessage(response.status, text || response.statusText), {
          operation,
          url,
          status: response.status,
          body: body as ClioErrorBody | string,
        })
      }
      return body as T
    } catch (error) {
      if (error instanceof ClioError) throw error
      if (timedOut) throw new ClioError('timeout', timeoutMessage(operation, seconds), { operation, url, cause: error })
      if (init.signal?.aborted)
        throw new ClioError('cancelled', 'Operação cancelada.', { operation, url, cause: error })
      throw new ClioError('connectivity', CONNECTIVITY_MESSAGE, { operation, url, cause: error })
    } finally {
      clearTimeout(timer)
      init.signal?.removeEventListener('abort', cancel)
    }
  }

  type Answer<T> = T & { success?: boolean; error?: string }

  return {
    baseUrl: base,
    health: (options: CallOptions = {}) => request<ClioHealth>('health', '/api/health', { method: 'GET', ...options }),

    async generate(
      input: {
        tema: string
        gerar_imagem: boolean
        estilo_imagem: ImageStyle
        tamanho?: ImageSize
        plataforma?: Platform
        /** With `plataforma`: the chosen published post's address (with UTM parameters). */
        link?: string
      },
      options: CallOptions = {},
    ): Promise<ClioGeneration & { proveniencia: ClioProvenance | null }> {
      const answer = await request<Answer<{ conteudo: ClioGeneration; proveniencia?: ClioProvenance }>>('generate', '/api/generate', {
        method: 'POST',
        body: input,
        ...options,
      })
      return {
        ...answer.conteudo,
        imagem: withAbsoluteUrls(base, answer.conteudo.imagem),
        imagem_error: answer.conteudo.imagem_error ?? null,
        proveniencia: answer.proveniencia ?? null,
      }
    },

    async regenerateText(
      input: { tema: string; plataforma?: Platform; link?: string },
      options: CallOptions = {},
    ): Promise<ClioDraft & { proveniencia: ClioProvenance | null }> {
      const answer = await request<Answer<{ conteudo: ClioDraft; proveniencia?: ClioProvenance }>>(
        'regenerateText',
        '/api/regenerate-text',
        { method: 'POST', body: input, ...options },
      )
      return { ...answer.conteudo, proveniencia: answer.proveniencia ?? null }
    },

    async regenerateImage(
      input: { titulo: string; estilo_imagem: ImageStyle; tamanho?: ImageSize },
      options: CallOptions = {},
    ): Promise<ClioImage | null> {
      const answer = await request<Answer<{ conteudo?: { imagem?: ClioImage }; imagem?: ClioImage }>>(
        'regenerateImage',
        '/api/regenerate-image',
        {
          method: 'POST',
          body: input,
          ...options,
        },
      )
      return withAbsoluteUrls(base, answer.conteudo?.imagem ?? answer.imagem)
    },

    async generateImage(
      input: { titulo: string; tema: string; estilo_imagem: ImageStyle; tamanho?: ImageSize; variante?: number },
      options: CallOptions = {},
    ): Promise<ClioImage | null> {
      const answer = await request<Answer<{ imagem?: ClioImage }>>('generateImage', '/api/generate-image', {
        method: 'POST',
        body: { tamanho: '1024x1024', ...input },
        ...options,
      })
      return withAbsoluteUrls(base, answer.imagem)
    },

    async generatePexelsImage(
      input: { titulo: string; tamanho?: ImageSize },
      options: CallOptions = {},
    ): Promise<ClioImage | null> {
      const answer = await request<Answer<{ imagem?: ClioImage }>>(
        'generatePexelsImage',
        '/api/generate-pexels-image',
        {
          method: 'POST',
          body: { titulo: input.titulo, tema: input.titulo, tamanho: input.tamanho ?? '1920x1080' },
          ...options,
        },
      )
      return withAbsoluteUrls(base, answer.imagem)
    },
  }
}

export type ClioClient = ReturnType<typeof createClioClient>
