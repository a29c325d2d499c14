/** Typed application errors, so screens can pick the spec's texts without string matching. */
export type AppErrorKind = 'not-found' | 'forbidden' | 'validation' | 'auth' | 'conflict' | 'network' | 'unknown'

export class AppError extends Error {
  readonly kind: AppErrorKind
  readonly status?: number
  readonly code?: string
  /** PostgREST's `hint`: our functions name the reason there (e.g. `account_exists`), for the screen to pick a field. */
  readonly hint?: string
  /** PostgREST's `details` (e.g. the compliance findings a refused publish carries, as JSON). */
  readonly details?: string

  constructor(
    kind: AppErrorKind,
    message: string,
    options: { status?: number; code?: string; hint?: string; details?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'AppError'
    this.kind = kind
    this.status = options.status
    this.code = options.code
    this.hint = options.hint
    this.details = options.details
  }
}

/** What a person sees when the API cannot be reached (no connection, a time-out, the server down). */
export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.'
/**
 * What a person sees where a limit per address or per visitor refused a call (HTTP 429
 * `over_request_rate_limit`: the database's limits on likes and the newsletter, decision 039).
 */
export const RATE_LIMITED_MESSAGE = 'Muitas tentativas em pouco tempo. Tente de novo em alguns minutos.'
/** An Auth answer 5xx with no usable text (supabase-js gives "{}"). */
export const SERVER_ERROR_MESSAGE = 'O servidor não respondeu como esperado. Tente novamente em instantes.'

// postgrest-js reports a failed fetch as an error object whose message is "<name>: <message>" of the
// browser's own (English) error, with an empty code.
const FAILED_FETCH_MESSAGE = /^(TypeError|FetchError): /

interface ServiceErrorLike {
  name?: string
  message?: string
  code?: string | number
  status?: number
  statusCode?: string | number
  hint?: string | null
  details?: string | null
}

function kindFor(code: string | undefined, status: number | undefined): AppErrorKind {
  if (code === 'PGRST116' || status === 404) return 'not-found'
  if (code === '42501' || status === 403) return 'forbidden'
  // PT409: a save on a stale version (posts_track_version); 23505: a unique value already taken.
  if (code === '23505' || code === 'PT409' || status === 409) return 'conflict'
  if (status === 401) return 'auth'
  if (status === 400 || status === 422) return 'validation'
  if (status === 0 || status === undefined) return 'unknown'
  return 'unknown'
}

/** Turns a PostgREST, GoTrue or Storage error (or anything thrown) into an AppError. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error
  if (error instanceof TypeError && /fetch/i.test(error.message)) {
    return new AppError('network', NETWORK_ERROR_MESSAGE, { cause: error })
  }
  if (error && typeof error === 'object') {
    const e = error as ServiceErrorLike
    const code = e.code === undefined ? undefined : String(e.code)
    const statusCode = e.statusCode === undefined ? undefined : Number(e.statusCode)
    const status = statusCode ?? e.status
    // supabase-js Auth: no answer at all (status 0), or a 5xx whose body it could not read.
    if (e.name === 'AuthRetryableFetchError') {
      return status
        ? new AppError('unknown', SERVER_ERROR_MESSAGE, { status, cause: error })
        : new AppError('network', NETWORK_ERROR_MESSAGE, { cause: error })
    }
    if (!code && FAILED_FETCH_MESSAGE.test(e.message ?? ''))
      return new AppError('network', NETWORK_ERROR_MESSAGE, { cause: error })
    return new AppError(kindFor(code, status), e.message ?? 'Ocorreu um erro inesperado', {
      status,
      code,
      hint: typeof e.hint === 'string' && e.hint ? e.hint : undefined,
      details: typeof e.details === 'string' && e.details ? e.details : undefined,
      cause: error,
    })
  }
  return new AppError('unknown', typeof error === 'string' ? error : 'Ocorreu um erro inesperado', { cause: error })
}

/** A call refused by a rate limit (429): asking again at once will not help. */
export function isRateLimited(error: unknown): boolean {
  const { status, code } = toAppError(error)
  return status === 429 || code === 'over_request_rate_limit'
}

// postgrest-js errors carry the code but no HTTP status: PostgREST's own PGRST codes and the SQLSTATE
// classes for bad data (22), integrity (23) and syntax/privileges (42) are the caller's fault.
const CLIENT_ERROR_CODE = /^(PGRST|22|23|42)/

/** 4xx answers (and their PostgREST/Postgres codes) will not get better by asking again. */
export function isClientError(error: unknown): boolean {
  if (isRateLimited(error)) return true
  const { status, code } = toAppError(error)
  if (typeof status === 'number') return status >= 400 && status < 500
  return code !== undefined && CLIENT_ERROR_CODE.test(code)
}
