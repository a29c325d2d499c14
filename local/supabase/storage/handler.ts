import type { RequestAuth, ServiceContext } from '../context.ts'
import { runAs } from '../../db/session.ts'
import { createBlobStore } from './blob-store.ts'
import { splitObjectPath } from './object-path.ts'
import { downloadAuthenticated, downloadPublic, listObjects } from './read-objects.ts'
import { removeObjects } from './remove-objects.ts'
import { renderPublicImage } from './render-image.ts'
import { createSignedUrl, downloadSigned } from './signed-urls.ts'
import type { StorageDeps } from './storage-deps.ts'
import { bucketNotFound, internalError, invalidKey, StorageFailure } from './storage-errors.ts'
import { uploadObject } from './upload-object.ts'

const BUCKET_COLUMNS = 'id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at'

/** Public objects (transformed or not) and signed-URL downloads need neither key nor token (links in <img>, e-mails). */
export function isPublicStoragePath(pathname: string, method = 'GET'): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  return /^\/storage\/v1\/(object\/(public|sign)|render\/image\/public)\//.test(pathname)
}

/** The Storage subset under `/storage/v1`. `auth` is the verified caller. */
export function createStorageHandler(ctx: ServiceContext) {
  const deps: StorageDeps = { ctx, blobs: createBlobStore(ctx.dataDir) }

  async function route(request: Request, auth: RequestAuth): Promise<Response> {
    const url = new URL(request.url)
    // The raw (still percent-encoded) path: object names are decoded segment by segment.
    const path = url.pathname.replace(/^\/storage\/v1/, '')
    const method = request.method
    let match: RegExpMatchArray | null

    if ((match = path.match(/^\/object\/public\/(.+)$/)) && (method === 'GET' || method === 'HEAD')) {
      const { bucket, name } = splitObjectPath(match[1])
      return downloadPublic(deps, request, bucket, name)
    }
    if ((match = path.match(/^\/render\/image\/public\/(.+)$/)) && (method === 'GET' || method === 'HEAD')) {
      return renderPublicImage(deps, request, match[1])
    }
    if ((match = path.match(/^\/object\/authenticated\/(.+)$/)) && (method === 'GET' || method === 'HEAD')) {
      const { bucket, name } = splitObjectPath(match[1])
      return downloadAuthenticated(deps, request, auth, bucket, name)
    }
    if ((match = path.match(/^\/object\/sign\/(.+)$/))) {
      const { bucket, name } = splitObjectPath(match[1])
      if (method === 'POST') return createSignedUrl(deps, request, auth, bucket, name)
      if (method === 'GET' || method === 'HEAD') return downloadSigned(deps, request, bucket, name)
    }
    if ((match = path.match(/^\/object\/list\/([^/]+)\/?$/)) && method === 'POST') {
      return listObjects(deps, request, auth, decodeURIComponent(match[1]))
    }
    if ((match = path.match(/^\/object\/([^/]+)\/?$/)) && method === 'DELETE') {
      return removeObjects(deps, auth, decodeURIComponent(match[1]), await prefixesOf(request))
    }
    if ((match = path.match(/^\/object\/(.+)$/))) {
      const { bucket, name } = splitObjectPath(match[1])
      switch (method) {
        case 'POST':
          return uploadObject(deps, request, auth, bucket, name, request.headers.get('x-upsert') === 'true')
        case 'PUT':
          return uploadObject(deps, request, auth, bucket, name, true)
        case 'GET':
        case 'HEAD':
          return downloadAuthenticated(deps, request, auth, bucket, name)
        case 'DELETE':
          return removeObject(deps, auth, bucket, name)
      }
    }
    if (path === '/bucket' && method === 'GET') return Response.json(await readBuckets(ctx, auth))
    if ((match = path.match(/^\/bucket\/([^/]+)$/)) && method === 'GET') {
      const [bucket] = await readBuckets(ctx, auth, decodeURIComponent(match[1]))
      if (!bucket) throw bucketNotFound()
      return Response.json(bucket)
    }
    return new StorageFailure('404', 'not_found', 'Not Found', 'Route not found').toResponse()
  }

  return async function handleStorage(request: Request, auth: RequestAuth): Promise<Response> {
    try {
      return await route(request, auth)
    } catch (error) {
      if (error instanceof StorageFailure) return error.toResponse()
      console.error('[storage] unexpected error', error)
      // The message could name a server path: it stays in the log.
      return internalError('Internal error').toResponse()
    }
  }
}

/** The `prefixes` of a bulk delete's JSON body. */
async function prefixesOf(request: Request): Promise<string[]> {
  let body: { prefixes?: unknown } = {}
  try {
    body = (await request.json()) as { prefixes?: unknown }
  } catch {
    throw invalidKey('body must be JSON with prefixes')
  }
  if (!body || typeof body !== 'object' || !Array.isArray(body.prefixes)) throw invalidKey('prefixes must be an array')
  return body.prefixes as string[]
}

/** DELETE of one object: 404 when RLS or absence left nothing to remove. */
async function removeObject(deps: StorageDeps, auth: RequestAuth, bucket: string, name: string): Promise<Response> {
  const response = await removeObjects(deps, auth, bucket, [name])
  const rows = (await response.json()) as unknown[]
  if (rows.length === 0) throw new StorageFailure('404', 'NoSuchKey', 'not_found', 'Object not found')
  return Response.json({ message: 'Successfully deleted' })
}

/** The buckets the caller may see (RLS), or the one named `id`. */
async function readBuckets(ctx: ServiceContext, auth: RequestAuth, id?: string): Promise<unknown[]> {
  return runAs(ctx.db, auth, async (tx) => {
    const { rows } =
      id === undefined
        ? await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets order by name`)
        : await tx.query(`select ${BUCKET_COLUMNS} from storage.buckets where id = $1`, [id])
    return rows
  })
}
