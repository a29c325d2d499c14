import type { RequestAuth } from '../context.ts'
import { runAs } from '../../db/session.ts'
import type { StorageDeps } from './storage-deps.ts'
import { invalidKey } from './storage-errors.ts'

/**
 * DELETE `/object/<bucket>` `{prefixes: [...]}`: deletes the rows the caller's DELETE policy allows
 * and answers with them (`[]` when nothing matched); then drops their bytes.
 */
export async function removeObjects(
  deps: StorageDeps,
  auth: RequestAuth,
  bucketId: string,
  names: string[],
): Promise<Response> {
  if (names.some((n) => typeof n !== 'string')) throw invalidKey('prefixes must be strings')
  const rows = await runAs(
    deps.ctx.db,
    auth,
    async (tx) =>
      (
        await tx.query<{ name: string }>(
          `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
         returning bucket_id, name, id, owner, owner_id, created_at, updated_at, last_accessed_at, metadata, user_metadata, version`,
          [bucketId, names],
        )
      ).rows,
  )
  for (const row of rows) await deps.blobs.delete(bucketId, row.name)
  return Response.json(rows)
}
