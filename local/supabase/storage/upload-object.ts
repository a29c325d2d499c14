import { createHash, randomUUID } from 'node:crypto'
import type { RequestAuth } from '../context.ts'
import { runAs } from '../../db/session.ts'
import { findBucket } from './bucket-row.ts'
import type { StorageDeps } from './storage-deps.ts'
import {
  bucketNotFound,
  duplicateObject,
  entityTooLarge,
  internalError,
  invalidMimeType,
  rlsDenied,
} from './storage-errors.ts'
import { mimeTypeAllowed, readUploadBody } from './upload-body.ts'

/** Storage's global limit (a hosted free project's default). */
export const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function objectMetadata(bytes: Uint8Array, mimetype: string, cacheControl: string) {
  return {
    eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
    size: bytes.length,
    mimetype,
    cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: bytes.length,
    httpStatusCode: 200,
  }
}

/**
 * POST (x-upsert) / PUT (overwrite) `/object/<bucket>/<name>`. Bucket limits are checked before
 * anything is stored; the row is written under the caller's role so storage.objects RLS decides.
 */
export async function uploadObject(
  deps: StorageDeps,
  request: Request,
  auth: RequestAuth,
  bucketId: string,
  name: string,
  overwrite: boolean,
): Promise<Response> {
  const bucket = await findBucket(deps.ctx.db, bucketId)
  if (!bucket) throw bucketNotFound()
  const limit = Math.min(Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT), GLOBAL_FILE_SIZE_LIMIT)
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit + 64 * 1024) throw entityTooLarge() // before reading
  const file = await readUploadBody(request)
  if (file.bytes.length > limit) throw entityTooLarge()
  if (!mimeTypeAllowed(file.mimetype, bucket.allowed_mime_types)) throw invalidMimeType(file.mimetype)

  const sub = typeof auth.claims.sub === 'string' ? auth.claims.sub : null
  const metadata = JSON.stringify(objectMetadata(file.bytes, file.mimetype, file.cacheControl))
  const userMetadata = file.userMetadata ? JSON.stringify(file.userMetadata) : null
  const { rows: existing } = await deps.ctx.db.query<{ id: string }>(
    'select id from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  )
  if (existing[0] && !overwrite) throw duplicateObject()

  const id = existing[0]?.id ?? randomUUID()
  try {
    await runAs(deps.ctx.db, auth, async (tx) => {
      if (existing[0]) {
        const result = await tx.query(
          `update storage.objects
              set owner = $3, owner_id = $4, metadata = $5::jsonb, user_metadata = $6::jsonb,
                  version = $7, updated_at = now(), last_accessed_at = now()
            where bucket_id = $1 and name = $2`,
          [bucketId, name, sub && UUID.test(sub) ? sub : null, sub, metadata, userMetadata, randomUUID()],
        )
        if (!result.affectedRows) throw rlsDenied()
      } else {
        // No RETURNING: it would also require a SELECT policy, which Storage's insert does not.
        await tx.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
           values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
          [id, bucketId, name, sub && UUID.test(sub) ? sub : null, sub, metadata, userMetadata, randomUUID()],
        )
      }
    })
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === '42501') throw rlsDenied()
    if (code === '23505') throw duplicateObject()
    throw error
  }
  try {
    await deps.blobs.put(bucketId, name, file.bytes)
  } catch (error) {
    // No row without its bytes, and no server path in the answer (the log has the details).
    if (!existing[0]) await deps.ctx.db.query('delete from storage.objects where id = $1', [id]).catch(() => undefined)
    console.error('[storage] could not store an object', error)
    throw internalError('The object could not be stored')
  }
  return Response.json({ Key: `${bucketId}/${name}`, Id: id })
}
