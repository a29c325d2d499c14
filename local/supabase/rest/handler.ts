// `/rest/v1`: the PostgREST subset the app uses. Receives the full Request (its path may or may not
// still carry the `/rest/v1` prefix: both are accepted) and the caller already verified by the HTTP
// server. Every request is planned against the schema cache (bad names/syntax → 4xx before any SQL),
// then runs in ONE transaction as the caller's role (runAs), so RLS decides what it sees and writes.
import type { Transaction } from '@electric-sql/pglite'
import { runAs, type RequestSettings, type SessionAuth } from '../../db/session.ts'
import type { RequestAuth, ServiceContext } from '../context.ts'
import { RestError, errorResponse, invalidBody, singleObjectError, tableNotFound } from './errors.ts'
import { insertRows, payloadColumns, renderDelete, renderInsert, renderUpdate, runMutation } from './mutations.ts'
import { parsePrefer, type Preferences } from './prefer.ts'
import { applyQueryParams } from './query-params.ts'
import { PlanBuilder, type PlanNode } from './read-plan.ts'
import { onlyElement, renderRead, runRead, type PageResult } from './read-query.ts'
import { findFunction, functionCall, functionFrom, functionSource } from './rpc.ts'
import { closestName, getSchemaCache, type SchemaCache, type Table } from './schema-cache.ts'
import { parseSelect } from './select-parser.ts'
import { SqlParams, qualified } from './sql.ts'
import { openApiDocument } from './openapi.ts'

const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json'

/** One request to a table or function, as the handlers below need it. */
interface RestRequest {
  /** Its body and its Range header. */
  request: Request
  /** Upper-cased. */
  method: string
  search: URLSearchParams
  ctx: ServiceContext
  /** The caller and the request PostgREST exposes to SQL; every statement runs as them (runAs). */
  auth: SessionAuth
  cache: SchemaCache
  prefs: Preferences
  /** Accept: the single-object media type (`.single()`, `.maybeSingle()`). */
  wantsObject: boolean
}

/** Thrown inside the transaction to roll it back while still answering (Prefer: tx=rollback). */
class RollbackWith {
  constructor(readonly response: Response) {}
}

export async function handleRest(request: Request, ctx: ServiceContext, caller: RequestAuth): Promise<Response> {
  const isAnon = caller.role === 'anon'
  try {
    const url = new URL(request.url)
    const rawPath = url.pathname.replace(/^\/rest\/v1(?=\/|$)/, '')
    const path = rawPath.replace(/\/+$/, '')
    const method = request.method.toUpperCase()
    const auth: SessionAuth = { ...caller, request: requestSettings(request, method, rawPath || '/') }
    checkProfile(request, method)

    if (path === '') {
      if (method !== 'GET' && method !== 'HEAD') throw unsupportedMethod(method)
      const cache = await getSchemaCache(ctx.db)
      return reply(method, 200, JSON.stringify(openApiDocument(cache, ctx.publicUrl)), {})
    }
    const segments = decodePath(path)
    const cache = await getSchemaCache(ctx.db)
    const req: RestRequest = {
      request,
      method,
      search: url.searchParams,
      ctx,
      auth,
      cache,
      prefs: parsePrefer(request.headers.get('prefer')),
      wantsObject: /application\/vnd\.pgrst\.object(\+json)?/.test(request.headers.get('accept') ?? ''),
    }

    if (segments.length === 2 && segments[0] === 'rpc') return await handleRpc(req, segments[1])
    if (segments.length !== 1) {
      throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
    }
    const table = cache.tables.get(segments[0])
    if (!table) throw tableNotFound(segments[0], closestName(segments[0], cache.tables.keys()))

    switch (method) {
      case 'GET':
      case 'HEAD':
        return await handleRead(req, table)
      case 'POST':
      case 'PATCH':
      case 'DELETE':
        return await handleWrite(req, table)
      default:
        throw unsupportedMethod(method)
    }
  } catch (error) {
    if (error instanceof RollbackWith) return error.response
    return errorResponse(error, isAnon)
  }
}

/**
 * What PostgREST exposes to SQL about the request (its setPgLocals): the method, the raw path, every
 * header but Cookie with lower-cased names, and the cookies — e.g. for limits per client address
 * (supabase/migrations/20250101124200_limits_in_the_database.sql).
 */
function requestSettings(request: Request, method: string, path: string): RequestSettings {
  const headers: Record<string, string> = {}
  request.headers.forEach((value, name) => {
    if (name !== 'cookie') headers[name] = value
  })
  const cookies: Record<string, string> = {}
  for (const pair of (request.headers.get('cookie') ?? '').split(';')) {
    const at = pair.indexOf('=')
    if (at > 0) cookies[pair.slice(0, at).trim()] = pair.slice(at + 1).trim()
  }
  return { method, path, headers, cookies }
}

/** `/a/b` → ['a', 'b']; a malformed escape is an invalid path, not a crash. */
function decodePath(path: string): string[] {
  try {
    return path.slice(1).split('/').map(decodeURIComponent)
  } catch {
    throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL')
  }
}

function unsupportedMethod(method: string) {
  return new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method}`)
}

/** Only the `public` schema is exposed (Accept-Profile / Content-Profile). */
function checkProfile(request: Request, method: string) {
  const header = method === 'GET' || method === 'HEAD' ? 'accept-profile' : 'content-profile'
  const profile = request.headers.get(header)
  if (profile && profile !== 'public') {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      'Only the following schemas are exposed: public',
    )
  }
}

function buildPlan(cache: SchemaCache, params: SqlParams, table: Table, search: URLSearchParams): PlanNode {
  const builder = new PlanBuilder(cache, params)
  const root = builder.node(
    { name: table.name, columns: table.columns, table },
    parseSelect(search.get('select') ?? '*'),
  )
  applyQueryParams(root, search)
  return root
}

/** Requested range from `offset`/`limit` and the `Range: a-b` header (the narrower wins). */
function applyRange(root: PlanNode, request: Request) {
  const header = request.headers.get('range')?.trim()
  if (!header) return
  const range = /^(?:items=)?(\d+)-(\d*)$/.exec(header)
  const from = Number(range?.[1])
  const to = range?.[2] ? Number(range[2]) : undefined
  if (!range || !Number.isSafeInteger(from) || (to !== undefined && (!Number.isSafeInteger(to) || to < from))) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable')
  }
  root.offset = Math.max(root.offset ?? 0, from)
  if (to !== undefined) root.limit = Math.min(root.limit ?? Number.MAX_SAFE_INTEGER, to - from + 1)
}

async function handleRead(req: RestRequest, table: Table): Promise<Response> {
  const params = new SqlParams()
  const root = buildPlan(req.cache, params, table, req.search)
  applyRange(root, req.request)
  const sql = renderRead(root, `${qualified(table.name)} AS ${root.alias}`, params, { count: req.prefs.count })
  const page = await runAs(req.ctx.db, req.auth, async (tx) => {
    await readOnly(tx)
    return runRead(tx, sql, params)
  })
  return pageResponse(req, page, root.offset ?? 0)
}

/** 200/206/416 + Content-Range as PostgREST computes them; the object media type needs exactly one row. */
function pageResponse({ method, wantsObject }: RestRequest, page: PageResult, offset: number): Response {
  if (wantsObject) {
    if (page.pageTotal !== 1) throw singleObjectError(page.pageTotal)
    return reply(method, 200, onlyElement(page.body), { 'content-type': `${OBJECT_TYPE}; charset=utf-8` })
  }
  // PostgREST's rangeStatus: lower > total → 416; a page smaller than the total → 206.
  const total = page.total
  if (total !== null && offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
    )
  }
  const range = page.pageTotal > 0 ? `${offset}-${offset + page.pageTotal - 1}` : '*'
  const status = total !== null && page.pageTotal < total ? 206 : 200
  return reply(method, status, page.body, { 'content-range': `${range}/${total ?? '*'}` })
}

/**
 * How deep a request body's JSON may nest. The app's deepest body (a post with its references) nests
 * four levels; thousands overflow the stack when the body is serialised into SQL, a 500 before this.
 */
const MAX_JSON_DEPTH = 256

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text()
  if (text.trim() === '') return undefined
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw invalidBody(`JSON nests more than ${MAX_JSON_DEPTH} levels`)
  try {
    return JSON.parse(text)
  } catch {
    throw invalidBody()
  }
}

/** The deepest nesting of `[`/`{` in JSON text, skipping strings; malformed text is left to JSON.parse. */
function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (inString) {
      if (ch === '\\') i++
      else if (ch === '"') inString = false
    } else if (ch === '"') inString = true
    else if (ch === '[' || ch === '{') deepest = Math.max(deepest, ++depth)
    else if (ch === ']' || ch === '}') depth--
  }
  return deepest
}

async function handleWrite(req: RestRequest, table: Table): Promise<Response> {
  const { request, method, search, prefs, wantsObject } = req
  const params = new SqlParams()
  const root = buildPlan(req.cache, params, table, search)
  const body = method === 'DELETE' ? undefined : await readBody(request)
  const representation = prefs.return === 'representation'

  // Like hosted Supabase (pg-safeupdate): a PATCH/DELETE without any filter is refused.
  if ((method === 'PATCH' || method === 'DELETE') && root.conditions.length === 0) {
    throw new RestError(400, '21000', `${method === 'PATCH' ? 'UPDATE' : 'DELETE'} requires a WHERE clause`)
  }

  let sql: string
  let status: number
  if (method === 'POST') {
    if (body === undefined) throw invalidBody()
    const rows = insertRows(body)
    const columns = payloadColumns(table, rows, search.get('columns'))
    sql = renderInsert(table, root, params, {
      rows,
      columns,
      representation,
      resolution: prefs.resolution,
      onConflict: search.get('on_conflict'),
      missingDefault: prefs.missing === 'default',
    })
    status = 201
  } else if (method === 'PATCH') {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidBody()
    sql = renderUpdate(table, root, params, { body: body as Record<string, unknown>, representation })
    status = representation ? 200 : 204
  } else {
    sql = renderDelete(table, root, params, { representation })
    status = representation ? 200 : 204
  }

  return inTransaction(req, async (tx) => {
    const result = await runMutation(tx, sql, params)
    // A mutation answered with the object media type must touch exactly one row, else it is undone.
    if (wantsObject && representation && result.count !== 1) throw singleObjectError(result.count)
    const headers: Record<string, string> = {
      'content-range':
        method === 'PATCH'
          ? `${result.count > 0 ? `0-${result.count - 1}` : '*'}/${prefs.count ? result.count : '*'}`
          : `*/${prefs.count ? result.count : '*'}`,
    }
    let res: Response
    // An upsert that only updated existing rows answers 200 (PostgREST ≥ 12).
    if (method === 'POST' && result.inserted === 0 && result.count > 0) status = 200
    if (representation && result.body !== null) {
      const text = wantsObject ? onlyElement(result.body) : result.body
      if (wantsObject) headers['content-type'] = `${OBJECT_TYPE}; charset=utf-8`
      res = reply(method, status, text, headers)
    } else {
      res = reply(method, method === 'POST' ? status : 204, null, headers)
    }
    return res
  })
}

async function handleRpc(req: RestRequest, name: string): Promise<Response> {
  const { request, method, search, cache, prefs, wantsObject } = req
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') throw unsupportedMethod(method)

  let args: Record<string, unknown> = {}
  const candidates = cache.functions.get(name) ?? []
  const argNames = new Set(candidates.flatMap((fn) => fn.args.map((a) => a.name)))
  if (method === 'POST') {
    const body = await readBody(request)
    if (body !== undefined) {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidBody()
      args = body as Record<string, unknown>
    }
  } else {
    // GET: query parameters named like an argument are arguments; the rest are filters.
    for (const [key, value] of search) if (argNames.has(key)) args[key] = value
  }
  const fn = findFunction(cache, name, Object.keys(args))
  const params = new SqlParams()
  const { argsFrom, call } = functionCall(fn, args, params)
  const skip = method === 'POST' ? new Set<string>() : new Set(Object.keys(args))

  if (fn.returnsSet) {
    const source = functionSource(cache, fn)
    const builder = new PlanBuilder(cache, params)
    const scalarRows = fn.isScalar
    const root = builder.node(source, scalarRows ? [] : parseSelect(search.get('select') ?? '*'))
    applyQueryParams(root, search, skip)
    applyRange(root, request)
    const sql = renderRead(root, functionFrom(argsFrom, call, root.alias), params, { count: prefs.count, scalarRows })
    return inTransaction(req, async (tx) => {
      if (method !== 'POST') await readOnly(tx)
      return pageResponse(req, await runRead(tx, sql, params), root.offset ?? 0)
    })
  }

  // One value: a scalar/json result as is, a composite row as an object.
  const sql = fn.isScalar
    ? `SELECT to_json(${call})::text AS body${argsFrom ? ` FROM ${argsFrom}` : ''}`
    : `SELECT to_json(pgrst_call)::text AS body FROM ${functionFrom(argsFrom, call, 'pgrst_call')}`
  return inTransaction(req, async (tx) => {
    if (method !== 'POST') await readOnly(tx)
    const rows = await tx.query<{ body: string | null }>(sql, params.values)
    if (fn.isVoid) return reply(method, 204, null, {})
    const result = rows.rows[0]?.body ?? 'null'
    if (wantsObject && result.startsWith('[')) {
      const list = JSON.parse(result) as unknown[]
      if (list.length !== 1) throw singleObjectError(list.length)
      return reply(method, 200, JSON.stringify(list[0]), { 'content-type': `${OBJECT_TYPE}; charset=utf-8` })
    }
    return reply(method, 200, result, {})
  })
}

/**
 * GET and HEAD run read-only, as in PostgREST: a function that writes (a volatile one such as
 * increment_post_views) fails with 25006, answered 405, and must be called with POST.
 */
async function readOnly(tx: Transaction): Promise<void> {
  await tx.query('set transaction read only')
}

/** runAs, answering with `fn`'s response; Prefer: tx=rollback undoes the work but still answers. */
async function inTransaction(req: RestRequest, fn: (tx: Transaction) => Promise<Response>): Promise<Response> {
  return runAs(req.ctx.db, req.auth, async (tx) => {
    const response = await fn(tx)
    if (req.prefs.rollback) throw new RollbackWith(response)
    return response
  })
}

function reply(method: string, status: number, body: string | null, headers: Record<string, string>): Response {
  return new Response(method === 'HEAD' ? null : body, {
    status,
    headers: { 'content-type': JSON_TYPE, ...headers },
  })
}
