-- Statement time-outs per API role, as a hosted Supabase project has them: a visitor's request may run
-- 3 seconds, a signed-in user's 8, then Postgres cancels it (57014) and its connection serves others.
-- PostgREST applies the role's setting inside each request's transaction; so does the local stack
-- (local/db/session.ts). The embedded PGlite cannot interrupt a running statement: the local stack
-- enforces these only on a PostgreSQL server (LOCAL_DATABASE=postgres, decision 011).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
