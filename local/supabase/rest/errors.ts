// PostgREST error bodies and statuses. The app's error handling keys off `code`, so these copy
// PostgREST's own codes/messages (docs: postgrest.org "Errors") and its SQLSTATE → HTTP table.

export interface RestErrorBody {
  code: string
  /** A string, null, or (PGRST201) the list of candidate relationships. */
  details: unknown
  hint: string | null
  message: string
}

/** A request error with its HTTP status; thrown anywhere in the pipeline, turned into JSON once. */
export class RestError extends Error {
  readonly status: number
  readonly code: string
  readonly details: unknown
  readonly hint: string | null

  constructor(status: number, code: string, message: string, details: unknown = null, hint: string | null = null) {
    super(message)
    this.status = status
    this.code = code
    this.details = details
    this.hint = hint
  }

  toBody(): RestErrorBody {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

/** PGRST100: the query string could not be parsed. */
export const parseError = (message: string, details: string | null = null) =>
  new RestError(400, 'PGRST100', message, details)

/** Postgres' own "undefined column" error, which PostgREST passes through for unknown select/filter columns. */
export const undefinedColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`)

export const tableNotFound = (table: string, suggestion?: string) =>
  new RestError(
    404,
    'PGRST205',
    `Could not find the table 'public.${table}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table 'public.${suggestion}'` : null,
  )

export const columnNotFound = (table: string, column: string) =>
  new RestError(400, 'PGRST204', `Could not find the '${column}' column of '${table}' in the schema cache`)

export const singleObjectError = (rows: number) =>
  new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${rows} rows`)

export const invalidBody = (message = 'Empty or invalid json') => new RestError(400, 'PGRST102', message)

/** Subset of the fields a Postgres error carries (PGlite's DatabaseError). */
interface PgErrorLike {
  code?: string
  message: string
  detail?: string
  hint?: string
}

function isPgError(error: unknown): error is PgErrorLike {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as PgErrorLike).code === 'string' &&
    'severity' in error
  )
}

/** PostgREST's SQLSTATE → HTTP status mapping (src/PostgREST/Error.hs, `pgErrorStatus`). */
export function statusForSqlState(code: string, isAnon: boolean): number {
  if (code === '42501') return isAnon ? 401 : 403
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '42883': 404,
    '42P01': 404,
    '42P17': 500,
    '53400': 500,
    P0001: 400,
  }
  if (code in exact) return exact[code]
  const cls = code.slice(0, 2)
  if (['08', '53'].includes(cls)) return 503
  if (['28', '0L', '0P'].includes(cls)) return 403
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls))
    return 500
  return 400
}

const RAISE_HINTS = {
  message:
    "MESSAGE must be a JSON object with obligatory keys: 'code', 'message' and optional keys: 'details', 'hint'.",
  detail: "DETAIL must be a JSON object with obligatory keys: 'status', 'headers' and optional key: 'status_text'.",
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const optionalText = (value: unknown) => value === undefined || value === null || typeof value === 'string'

function parseJson(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text)
  } catch {
    return undefined
  }
}

/**
 * `raise … using errcode = 'PGRST'`: the function chose the whole response (PostgREST ≥ 12, "Add HTTP
 * Headers with RAISE"). MESSAGE is the body `{code, message, details?, hint?}`, DETAIL is
 * `{status, status_text?, headers}`; either malformed answers PGRST121 with PostgREST's texts.
 */
function raisedResponse(error: PgErrorLike): Response {
  const body = parseJson(error.message)
  const detail = parseJson(error.detail)
  const bodyOk =
    isRecord(body) &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    optionalText(body.details) &&
    optionalText(body.hint)
  const detailOk =
    isRecord(detail) &&
    Number.isInteger(detail.status) &&
    optionalText(detail.status_text) &&
    isRecord(detail.headers) &&
    Object.values(detail.headers).every((value) => typeof value === 'string')
  if (!bodyOk || !detailOk) {
    const details = !bodyOk
      ? `Invalid JSON value for MESSAGE: '${error.message}'`
      : error.detail === undefined
        ? 'DETAIL is missing in the RAISE statement'
        : `Invalid JSON value for DETAIL: '${error.detail}'`
    return jsonError(500, {
      code: 'PGRST121',
      message: `Could not parse JSON in the "RAISE SQLSTATE 'PGRST'" error`,
      details,
      hint: bodyOk ? RAISE_HINTS.detail : RAISE_HINTS.message,
    })
  }
  return jsonError(
    detail.status as number,
    {
      code: body.code as string,
      message: body.message as string,
      details: body.details ?? null,
      hint: (body.hint as string | undefined) ?? null,
    },
    detail.headers as Record<string, string>,
  )
}

/** Turns anything thrown while serving a request into PostgREST's JSON error response. */
export function errorResponse(error: unknown, isAnon: boolean): Response {
  if (error instanceof RestError) return jsonError(error.status, error.toBody())
  if (isPgError(error)) {
    if (error.code === 'PGRST') return raisedResponse(error)
    const code = error.code ?? 'XX000'
    return jsonError(statusForSqlState(code, isAnon), {
      code,
      details: error.detail ?? null,
      hint: error.hint ?? null,
      message: error.message,
    })
  }
  // A bug of ours: answer like PostgREST does for an internal error, without leaking a stack.
  console.error('[rest] unexpected error', error)
  return jsonError(500, { code: 'PGRST000', details: null, hint: null, message: 'Internal server error' })
}

function jsonError(status: number, body: RestErrorBody, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  })
}
