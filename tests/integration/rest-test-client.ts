// Test helpers for the /rest/v1 handler: the real supabase-js client whose fetch calls handleRest
// in-process (no HTTP server needed), the anon caller, the PostgREST docs' example database and a
// recorder of the SQL that runs.
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { RequestAuth, ServiceContext } from '../../local/supabase/context.ts'
import { handleRest } from '../../local/supabase/rest/handler.ts'
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from '../../local/keys.ts'
import { NoWebSocket } from '../utils/local-stack.ts'

const API_URL = 'http://127.0.0.1:54321'

export const ANON: RequestAuth = { role: 'anon', claims: { role: 'anon' } }

export function contextFor(db: PGlite): ServiceContext {
  return {
    db,
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    publicUrl: API_URL,
  }
}

/** supabase-js as the app uses it; its requests go straight to handleRest as `auth`. */
export function restClient(ctx: ServiceContext, auth: RequestAuth): SupabaseClient {
  return createClient(API_URL, LOCAL_ANON_KEY, {
    global: { fetch: (input, init) => handleRest(new Request(input, init), ctx, auth) },
    realtime: { transport: NoWebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  })
}

/** A raw request (for headers, HEAD, Range…) to `/rest/v1/<path>`. */
export function rawRest(
  ctx: ServiceContext,
  auth: RequestAuth,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  return handleRest(new Request(`${API_URL}/rest/v1/${path}`, init), ctx, auth)
}

/** Records every SQL text the handler runs (through runAs → db.transaction → tx.query). */
export function recordSql(db: PGlite): { texts: string[]; params: unknown[][]; restore: () => void } {
  const texts: string[] = []
  const params: unknown[][] = []
  const original = db.transaction.bind(db)
  const wrapped = <T>(fn: (tx: Transaction) => Promise<T>) =>
    original((tx) =>
      fn(
        new Proxy(tx, {
          get(target, key, receiver) {
            if (key === 'query') {
              return (sql: string, values?: unknown[]) => {
                texts.push(sql)
                params.push(values ?? [])
                return target.query(sql, values)
              }
            }
            const value = Reflect.get(target, key, receiver)
            return typeof value === 'function' ? value.bind(target) : value
          },
        }),
      ),
    )
  db.transaction = wrapped as typeof db.transaction
  return { texts, params, restore: () => void (db.transaction = original) }
}

/**
 * The films database of PostgREST's "Resource Embedding" docs (docs.postgrest.org), with their
 * example rows, plus the docs' `people` table for filters and `orders`/`addresses` (two FKs to one
 * table). The API roles are created here since this database has no platform.sql.
 */
export async function openDocsDatabase(): Promise<PGlite> {
  const db = new PGlite()
  await db.exec(`
    create role anon nologin; create role authenticated nologin; create role service_role nologin bypassrls;
    create table directors (id int primary key, first_name text, last_name text);
    create table films (id int primary key, director_id int references directors(id), title text, year int, rating numeric(3,1), language text);
    create table actors (id int primary key, first_name text, last_name text);
    create table roles (film_id int references films(id), actor_id int references actors(id), character text, primary key (film_id, actor_id));
    create table technical_specs (film_id int primary key references films(id), runtime time, camera text, sound text);
    create table nominations (id int primary key, film_id int references films(id), rank int);
    create table employees (id int primary key, last_name text, supervisor_id int references employees(id));
    create table addresses (id int primary key, name text);
    create table orders (id int primary key, name text,
      billing_address_id int references addresses(id), shipping_address_id int references addresses(id));
    create table people (id int primary key, name text, age int, grade int, student boolean, tags text[], meta jsonb);
    insert into directors values (1, 'William', 'Dickson'), (2, 'Louis', 'Lumière'), (3, 'Georges', 'Méliès');
    insert into films values
      (1, 2, 'Workers Leaving The Lumière Factory In Lyon', 1895, 7.1, 'none'),
      (2, 1, 'The Dickson Experimental Sound Film', 1894, 6.4, 'none'),
      (3, 3, 'The Haunted Castle', 1896, 6.0, 'none'),
      (4, null, 'Unfinished', null, null, null);
    insert into actors values (1, 'Jehanne', 'd''Alcy'), (2, 'Georges', 'Méliès'), (3, 'Jules-Eugène', 'Legris');
    insert into roles values (3, 1, 'Young Woman'), (3, 2, 'Mephistopheles'), (3, 3, 'Cavalier');
    insert into technical_specs values (3, '00:03:00', 'Star Film', 'silent');
    insert into nominations values (1, 1, 1);
    insert into employees values (1, 'Smith', null), (2, 'Taylor', null), (3, 'Davis', 1), (4, 'Johnson', 2), (5, 'Miller', 2);
    insert into addresses values (1, '32 Glenlake Dr.Dearborn, MI 48124'), (2, '1 Main St');
    insert into orders values (1, 'Personal Water Filter', 1, 2);
    insert into people values
      (1, 'Ann', 12, 95, true, '{a,b}', '{"kind":"x","n":1}'),
      (2, 'Bob', 15, 80, true, '{b,c}', '{"kind":"y"}'),
      (3, 'Cid', 18, 91, true, '{c}', null),
      (4, 'Dee', 30, null, false, '{}', '{"kind":"x"}'),
      (5, 'Eve', null, 99, null, null, null);
    grant usage on schema public to anon, authenticated, service_role;
    grant all on all tables in schema public to anon, authenticated, service_role;
  `)
  return db
}
