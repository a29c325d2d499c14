// Storage dependencies for unit tests: a recording stand-in for the database (answers queries with
// handlers matched on the SQL, may throw like Postgres), and a recording in-memory blob store.
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../../../local/keys.ts'
import type { RequestAuth, ServiceContext } from '../../../../local/supabase/context.ts'
import type { BlobStore } from '../../../../local/supabase/storage/blob-store.ts'
import type { StorageDeps } from '../../../../local/supabase/storage/storage-deps.ts'

export interface Query {
  sql: string
  params: unknown[]
  /** True when the query ran inside `transaction` (runAs). */
  inTransaction: boolean
}

export interface FakeResult {
  rows: unknown[]
  affectedRows?: number
}

type Handler = (params: unknown[]) => unknown[] | FakeResult | undefined

export class FakeDb {
  readonly queries: Query[] = []
  private handlers: Array<[RegExp, Handler]> = []
  private depth = 0

  /** Rows (or a full result) for queries whose SQL matches `pattern`; the latest registered handler wins. */
  on(pattern: RegExp, handler: Handler): this {
    this.handlers.unshift([pattern, handler])
    return this
  }

  /** Queries matching `pattern` throw `error` (e.g. a Postgres error with a SQLSTATE `code`). */
  fail(pattern: RegExp, error: unknown): this {
    return this.on(pattern, () => {
      throw error
    })
  }

  async query<T>(sql: string, params: unknown[] = []): Promise<{ rows: T[]; affectedRows?: number }> {
    this.queries.push({ sql, params, inTransaction: this.depth > 0 })
    const handler = this.handlers.find(([pattern]) => pattern.test(sql))
    const answer = handler?.[1](params)
    if (Array.isArray(answer) || answer === undefined) return { rows: (answer ?? []) as T[] }
    return answer as { rows: T[]; affectedRows?: number }
  }

  async transaction<T>(fn: (tx: FakeDb) => Promise<T>): Promise<T> {
    this.depth++
    try {
      return await fn(this)
    } finally {
      this.depth--
    }
  }

  sql(pattern: RegExp): Query[] {
    return this.queries.filter((q) => pattern.test(q.sql))
  }
}

/** A blob store in a Map that records every call. */
export class FakeBlobs implements BlobStore {
  readonly calls: Array<[string, string, string]> = []
  readonly blobs = new Map<string, Uint8Array>()

  async put(bucket: string, name: string, bytes: Uint8Array) {
    this.calls.push(['put', bucket, name])
    this.blobs.set(`${bucket}/${name}`, bytes)
  }
  async get(bucket: string, name: string) {
    this.calls.push(['get', bucket, name])
    return this.blobs.get(`${bucket}/${name}`) ?? null
  }
  async delete(bucket: string, name: string) {
    this.calls.push(['delete', bucket, name])
    this.blobs.delete(`${bucket}/${name}`)
  }
}

export function fakeCtx(db: FakeDb, dataDir?: string): ServiceContext {
  return {
    db: db as never,
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    publicUrl: 'http://127.0.0.1:54321',
    ...(dataDir === undefined ? {} : { dataDir }),
  }
}

export function fakeDeps() {
  const db = new FakeDb()
  const blobs = new FakeBlobs()
  const deps: StorageDeps = { ctx: fakeCtx(db), blobs }
  return { deps, db, blobs }
}

export const USER_ID = '11111111-2222-4333-8444-555555555555'
export const ANON: RequestAuth = { role: 'anon', claims: { role: 'anon' } }
export const USER: RequestAuth = { role: 'authenticated', claims: { sub: USER_ID, role: 'authenticated' } }

/** A bucket row as `findBucket` reads it. */
export function bucketRow(overrides: Record<string, unknown> = {}) {
  return {
    id: 'covers',
    name: 'covers',
    public: true,
    file_size_limit: null,
    allowed_mime_types: null,
    ...overrides,
  }
}

export const BUCKET_SQL = /from storage\.buckets where id = \$1/
export const SET_CONFIG_SQL = /set_config\('role'/

/** The role the fake database was switched to by runAs, in order. */
export const rolesUsed = (db: FakeDb) => db.sql(SET_CONFIG_SQL).map((q) => q.params[0])

/** The JSON body of a Storage error response, with its HTTP status. */
export async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    const response = (error as { toResponse(): Response }).toResponse()
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  throw new Error('expected a StorageFailure')
}
