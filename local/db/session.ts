// Runs SQL as an API caller, the way PostgREST does for every request: one transaction that
// switches to the JWT's role and exposes the JWT claims to auth.uid()/auth.jwt() and RLS.
import type { PGlite, Transaction } from '@electric-sql/pglite'

export type DatabaseRole = 'anon' | 'authenticated' | 'service_role'

export interface SessionAuth {
  role: DatabaseRole
  claims: Record<string, unknown>
  /** The HTTP request PostgREST exposes as `request.method`, `request.path`, `request.headers`, `request.cookies`. */
  request?: RequestSettings
}

export interface RequestSettings {
  method: string
  /** The path as PostgREST received it (behind the gateway: without `/rest/v1`), not decoded. */
  path: string
  /** Lower-cased names, without Cookie. */
  headers: Record<string, string>
  cookies: Record<string, string>
}

const ROLES: ReadonlySet<string> = new Set<DatabaseRole>(['anon', 'authenticated', 'service_role'])

function claimText(value: unknown): string {
  if (value === undefined || value === null) return ''
  return typeof value === 'string' ? value : JSON.stringify(value)
}

// The role's own settings (`alter role anon set statement_timeout = '3s'`, migration
// 20250101122000) apply only to sessions that log in as the role; a request switches role inside its
// transaction, so, as PostgREST does for the impersonated role, its statement_timeout is set there.
const roleTimeouts = new WeakMap<object, Map<string, Promise<string>>>()

function statementTimeoutOf(db: PGlite, role: DatabaseRole): Promise<string> {
  let byRole = roleTimeouts.get(db)
  if (!byRole) roleTimeouts.set(db, (byRole = new Map()))
  let timeout = byRole.get(role)
  if (!timeout) {
    timeout = db
      .query<{ value: string | null }>(
        `select (select split_part(c, '=', 2)
                   from pg_db_role_setting s, unnest(s.setconfig) c
                  where s.setrole = r.oid and s.setdatabase in (0, d.oid) and c like 'statement_timeout=%'
                  order by s.setdatabase desc limit 1) as value
           from pg_roles r, pg_database d
          where r.rolname = $1 and d.datname = current_database()`,
        [role],
      )
      .then(({ rows }) => rows[0]?.value ?? '')
    byRole.set(role, timeout)
    timeout.catch(() => byRole.delete(role))
  }
  return timeout
}

/**
 * Runs `fn` in ONE transaction as `auth.role`, with `request.jwt.claims` (JSON) and the legacy
 * `request.jwt.claim.sub|role|email` set transaction-locally, as PostgREST does, and, given
 * `auth.request`, `request.method|path|headers|cookies` (headers and cookies as JSON objects, as
 * PostgREST 12 sets them). Everything is passed as bind parameters. Commits when `fn` resolves, rolls back when it throws.
 * PGlite serialises transactions, so concurrent callers simply queue.
 * Inside `fn` use only `tx` (never the PGlite instance: it would wait for this transaction).
 */
export async function runAs<T>(db: PGlite, auth: SessionAuth, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  if (!ROLES.has(auth.role)) throw new Error(`Unknown database role: ${String(auth.role)}`)
  const claims: Record<string, unknown> = { ...auth.claims, role: auth.claims.role ?? auth.role }
  const timeout = await statementTimeoutOf(db, auth.role)
  const settings: [string, string][] = [
    ['role', auth.role],
    ['request.jwt.claims', JSON.stringify(claims)],
    ['request.jwt.claim.sub', claimText(claims.sub)],
    ['request.jwt.claim.role', claimText(claims.role)],
    ['request.jwt.claim.email', claimText(claims.email)],
  ]
  if (timeout) settings.push(['statement_timeout', timeout])
  const { request } = auth
  if (request) {
    settings.push(
      ['request.method', request.method],
      ['request.path', request.path],
      ['request.headers', JSON.stringify(request.headers)],
      ['request.cookies', JSON.stringify(request.cookies)],
    )
  }
  return db.transaction(async (tx) => {
    await tx.query(
      `select ${settings.map((_, i) => `set_config('${settings[i][0]}', $${i + 1}, true)`).join(', ')}`,
      settings.map(([, value]) => value),
    )
    return fn(tx)
  })
}
