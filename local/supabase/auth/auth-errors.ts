/** GoTrue answers the API version the client asks for; supabase-js reads `code` only with this header. */
export const API_VERSION_HEADERS = { 'X-Supabase-Api-Version': '2024-01-01' }

/** GoTrue's 2024-01-01 error body `{code, message}` (wire doc §B.4). */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return new Response(JSON.stringify({ code, message, ...extra }), {
    status,
    headers: {
      'content-type': 'application/json',
      'x-sb-error-code': code,
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
  ) {
    super(message)
  }

  toResponse(): Response {
    return authError(this.status, this.code, this.message, this.extra)
  }
}
