import type { PGlite } from '@electric-sql/pglite'

export interface BucketRow {
  id: string
  name: string
  public: boolean | null
  file_size_limit: number | string | null
  allowed_mime_types: string[] | null
}

/** Bucket settings are read as the storage service itself (not under RLS), as Storage's uploader does. */
export async function findBucket(db: PGlite, id: string): Promise<BucketRow | null> {
  const { rows } = await db.query<BucketRow>(
    'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1',
    [id],
  )
  return rows[0] ?? null
}
