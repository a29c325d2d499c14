-- The back office searches posts by title or excerpt, case- and accent-insensitively, through the
-- plain REST API (one request: the page, its embeds and the exact count). This generated column
-- holds the lower-case, unaccented "title excerpt" text; the client sends its search term folded
-- the same way in an `ilike` filter, and the trigram index keeps that fast on large tables.
alter table public.posts
  add column title_excerpt_search text
  generated always as (lower(public.immutable_unaccent(title || ' ' || coalesce(excerpt, '')))) stored;

create index posts_title_excerpt_search_trgm_idx on public.posts
  using gin (title_excerpt_search extensions.gin_trgm_ops);
