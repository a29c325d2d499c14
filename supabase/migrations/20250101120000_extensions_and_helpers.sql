-- Extensions and generic helpers used by the tables of the following migrations.
create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- unaccent() is only STABLE (its dictionary could change), so it cannot feed a generated column or
-- an index. This wrapper pins the dictionary by qualified name and is declared IMMUTABLE, the usual
-- Supabase pattern for accent-insensitive search.
create or replace function public.immutable_unaccent(value text)
returns text
language sql
immutable
parallel safe
strict
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, value)
$$;

-- Plain text of an HTML fragment (tags and entities become spaces), for search.
create or replace function public.strip_html(html text)
returns text
language sql
immutable
parallel safe
as $$
  select regexp_replace(
    regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
    '&(#[0-9]+|#x[0-9a-f]+|[a-z]+);', ' ', 'gi'
  )
$$;

-- Keeps updated_at current on every UPDATE.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;
