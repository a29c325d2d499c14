// Every non-2xx answer is `{ success: false, error, details }`: `error` is a short pt-BR text the
// SPA may show as is, `details` says what exactly went wrong (the SPA searches it, e.g. "API key").
import type { ErrorResponse } from '../contract.ts'

export class ClioError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly details: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(`${status} ${error}: ${details}`)
    this.name = 'ClioError'
  }

  get body(): ErrorResponse {
    return { success: false, error: this.error, details: this.details }
  }
}

export const badRequest = (error: string, details: string) => new ClioError(400, error, details)
export const unauthenticated = (details: string) => new ClioError(401, 'Não autenticado', details)
export const forbidden = (details: string) => new ClioError(403, 'Acesso negado', details)

/** A provider answered with an error or with something we cannot use. */
export const providerFailed = (error: string, details: string) => new ClioError(502, error, details)

/** A provider did not answer within the operation's limit (shorter than the client's). */
export const providerTimedOut = (details: string) => new ClioError(504, 'Tempo limite excedido', details)

export function describeError(error: unknown): string {
  if (error instanceof ClioError) return error.details
  if (error instanceof Error) return error.message
  return String(error)
}
