import type { PGlite } from '@electric-sql/pglite'

/** What every service of the local Supabase stand-in (rest, auth, storage, mailbox) shares. */
export interface ServiceContext {
  db: PGlite
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
  /** Public base URL of the API, e.g. http://127.0.0.1:54321 (used in links and public URLs). */
  publicUrl: string
  /** Folder for persisted data (storage bytes); undefined = in memory. */
  dataDir?: string
}

/** The verified caller of one request: the Postgres role to `set local role` to, and the JWT claims. */
export interface RequestAuth {
  role: 'anon' | 'authenticated' | 'service_role'
  claims: Record<string, unknown>
}
