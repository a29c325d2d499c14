import type { RequestAuth } from '../context.ts'
import { runAs } from '../../db/session.ts'
import { findBucket } from './bucket-row.ts'
import type { StorageDeps } from './storage-deps.ts'
import { bucketNotFound, objectNotFound } from './storage-errors.ts'

interface ObjectRow {
  id: string
  name: string
  metadata: { mimetype?: string; cacheControl?: string; eTag?: string; size?: number } | null
  updated_at: Date | null
  created_at: Date | null
  last_accessed_at: Date | null
}

export function contentDisposition(download: string | null, name: string): Record<string, string> {
  if (download === null) return {}
  // Stryker disable next-line StringLiteral: equivalent — the filename is only used when `download` is non-empty, so the fallbacks never show
  const filename = encodeURIComponent(download || name.split('/').pop() || 'download')
  return {
    'content-disposition': download ? `attachment; filename=${filename}; filename*=UTF-8''${filename}` : 'attachment;',
  }
}

async function sendObject(deps: StorageDeps, request: Request, bucket: string, row: ObjectRow): Promise<Response> {
  const bytes = await deps.blobs.get(bucket, row.name)
  if (!bytes) throw objectNotFound()
  const meta = row.metadata ?? {}
  const headers: Record<string, string> = {
    'content-type': meta.mimetype ?? 'application/octet-stream',
    'cache-control': meta.cacheControl ?? 'no-cache',
    'content-length': String(bytes.length),
    'accept-ranges': 'bytes',
    'last-modified': new Date(row.updated_at ?? Date.now()).toUTCString(),
    ...contentDisposition(new URL(request.url).searchParams.get('download'), row.name),
  }
  if (meta.eTag) headers.etag = meta.eTag
  if (meta.eTag && request.headers.get('if-none-match') === meta.eTag) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(request.method === 'HEAD' ? null : (bytes as Uint8Array<ArrayBuffer>), { status: 200, headers })
}

/** GET `/object/public/<bucket>/<name>`: no key needed; a private bucket answers like a missing one. */
export async function downloadPublic(
  deps: StorageDeps,
  request: Request,
  bucketId: string,
  name: string,
  options: { allowPrivate?: boolean } = {},
) {
  const row = await findPublicObject(deps, bucketId, name, options)
  if (!row) throw objectNotFound()
  return sendObject(deps, request, bucketId, row)
}

/**
 * The row of `name` in a public bucket, read as the storage service (no RLS), or null; a private or
 * missing bucket is NoSuchBucket. A null `name` only checks the bucket (a name that cannot exist).
 */
export async function findPublicObject(
  deps: StorageDeps,
  bucketId: string,
  name: string | null,
  options: { allowPrivate?: boolean } = {},
): Promise<ObjectRow | null> {
  const bucket = await findBucket(deps.ctx.db, bucketId)
  if (!bucket || (!bucket.public && !options.allowPrivate)) throw bucketNotFound()
  if (name === null) return null
  const { rows } = await deps.ctx.db.query<ObjectRow>(
    'select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  )
  return rows[0] ?? null
}

/** GET `/object[/authenticated]/<bucket>/<name>`: the row must be visible to the caller (RLS). */
export async function downloadAuthenticated(
  deps: StorageDeps,
  request: Request,
  auth: RequestAuth,
  bucketId: string,
  name: string,
) {
  if (!(await findBucket(deps.ctx.db, bucketId))) throw bucketNotFound()
  const rows = await runAs(
    deps.ctx.db,
    auth,
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          'select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects where bucket_id = $1 and name = $2',
          [bucketId, name],
        )
      ).rows,
  )
  if (!rows[0]) throw objectNotFound()
  return sendObject(deps, request, bucketId, rows[0])
}

interface ListOptions {
  prefix?: unknown
  limit?: unknown
  offset?: unknown
  search?: unknown
  sortBy?: { column?: unknown; order?: unknown }
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at'])

/** POST `/object/list/<bucket>`: files and sub-folders directly under `prefix`, under RLS. */
export async function listObjects(
  deps: StorageDeps,
  request: Request,
  auth: RequestAuth,
  bucketId: string,
): Promise<Response> {
  if (!(await findBucket(deps.ctx.db, bucketId))) throw bucketNotFound()
  let options: ListOptions = {}
  try {
    options = (await request.json()) as ListOptions
  } catch {
    // Storage treats a missing body as the defaults.
  }
  let prefix = typeof options.prefix === 'string' ? options.prefix.replace(/^\/+/, '') : ''
  if (prefix && !prefix.endsWith('/')) prefix += '/'
  const limit = Math.max(0, Math.min(1000, Number(options.limit ?? 100) || 100))
  const offset = Math.max(0, Number(options.offset ?? 0) || 0)
  const search = typeof options.search === 'string' ? options.search.toLowerCase() : ''
  const column =
    typeof options.sortBy?.column === 'string' && SORT_COLUMNS.has(options.sortBy.column)
      ? (options.sortBy.column as keyof ObjectRow)
      : 'name'
  const descending = String(options.sortBy?.order ?? 'asc').toLowerCase() === 'desc'

  const rows = await runAs(
    deps.ctx.db,
    auth,
    async (tx) =>
      (
        await tx.query<ObjectRow>(
          `select id, name, metadata, updated_at, created_at, last_accessed_at from storage.objects
          where bucket_id = $1 and left(name, length($2)) = $2`,
          [bucketId, prefix],
        )
      ).rows,
  )
  const folders = new Set<string>()
  const entries: Array<Record<string, unknown>> = []
  for (const row of rows) {
    const rest = row.name.slice(prefix.length)
    const slash = rest.indexOf('/')
    const entryName = slash === -1 ? rest : rest.slice(0, slash)
    if (search && !entryName.toLowerCase().startsWith(search)) continue
    if (slash !== -1) {
      if (folders.has(entryName)) continue
      folders.add(entryName)
      entries.push({
        name: entryName,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      })
    } else {
      entries.push({
        name: entryName,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      })
    }
  }
  const key = (e: Record<string, unknown>) => {
    const value = e[column]
    return value instanceof Date ? value.toISOString() : String(value ?? '')
  }
  entries.sort((a, b) => (descending ? -1 : 1) * key(a).localeCompare(key(b)))
  return Response.json(entries.slice(offset, offset + limit))
}
