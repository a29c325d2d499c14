import type { ClioOperation } from '@/lib/clio/constants'

/** The three kinds of failure of docs/product-guide.md#messages, plus a cancellation asked for by the caller. */
export type ClioErrorKind = 'http' | 'timeout' | 'connectivity' | 'cancelled'

/** The JSON body the Clio service answers errors with. */
export interface ClioErrorBody {
  success?: false
  error?: string
  details?: string
}

export class ClioError extends Error {
  readonly kind: ClioErrorKind
  readonly operation: ClioOperation
  readonly url: string
  readonly status?: number
  readonly body?: ClioErrorBody | string

  constructor(
    kind: ClioErrorKind,
    message: string,
    init: { operation: ClioOperation; url: string; status?: number; body?: ClioErrorBody | string; cause?: unknown },
  ) {
    super(message, { cause: init.cause })
    this.name = 'ClioError'
    this.kind = kind
    this.operation = init.operation
    this.url = init.url
    this.status = init.status
    this.body = init.body
  }

  /** The service's own explanation (`details`, else `error`), when it sent one. */
  get details(): string {
    if (!this.body) return ''
    if (typeof this.body === 'string') return this.body
    return this.body.details || this.body.error || ''
  }
}

export const timeoutMessage = (operation: string, seconds: number) =>
  `Timeout: A operação '${operation}' demorou muito para responder (limite: ${seconds}s)`

export const CONNECTIVITY_MESSAGE = 'Erro de conectividade: Não foi possível conectar ao servidor'

export const httpMessage = (status: number, text: string) => `HTTP ${status}: ${text}`
