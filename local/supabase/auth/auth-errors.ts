/** GoTrue answers the API version the client asks for; supabase-js reads `code` only with this header. */
export const API_VERSION_HEADERS = { 'X-Supabase-Api-Version': '2024-01-01' }

/**
 * GoTrue's 2024-01-01 error body `{code, message}`, with `x-sb-error-code: <code>`
 * unless `codeHeader` is false: GoTrue sends that header only for an HTTPError that has an error code
 * of its own (handleResponseErrorHTTP), see `uncodedFailure`.
 */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
  codeHeader = true,
): Response {
  return new Response(JSON.stringify({ code, message, ...extra }), {
    status,
    headers: {
      'content-type': 'application/json',
      ...(codeHeader ? { 'x-sb-error-code': code } : {}),
      ...API_VERSION_HEADERS,
    },
  })
}

export function authJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...API_VERSION_HEADERS, ...headers },
  })
}

/** Thrown by helpers deep in a flow; the router turns it into the error response. */
export class AuthFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** false: no `x-sb-error-code` header (an HTTPError without an ErrorCode in GoTrue). */
    readonly codeHeader = true,
  ) {
    super(message)
  }

  toResponse(): Response {
    return authError(this.status, this.code, this.message, this.extra, this.codeHeader)
  }
}

/**
 * An error GoTrue raises without an error code, such as a hook's `{error: {http_code, message}}`
 * (hookserrors.Check): the 2024-01-01 body says `unexpected_failure` for a 500 and `unknown` for any
 * other status, and no `x-sb-error-code` header is sent.
 */
export function uncodedFailure(status: number, message: string): AuthFailure {
  return new AuthFailure(status, status === 500 ? 'unexpected_failure' : 'unknown', message, {}, false)
}
