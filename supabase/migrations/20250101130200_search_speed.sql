-- Issue 53: search at 50,000 posts. search_posts did more work than its answer needs (EXPLAIN ANALYZE
-- in docs/performance.md, "Search"):
--
-- 1. A text search was a UNION of a full-text scan and a trigram scan, each computing ts_rank. The
--    trigram index is lossy, so every row it proposes is rechecked with posts_search_text(), which is
--    not inlined (an IMMUTABLE SQL function calling the STABLE unaccent) and cost about 10 µs a row
--    here; a broad term ("legislacao", a third of the posts) spent most of its time there, for rows
--    the full-text scan had already found. One scan over both indexes (a BitmapOr) rechecks `@@`
--    first, so posts_search_text() runs only for rows the full-text condition does not match, and
--    ts_rank once per row. (20250101120700_post_functions.sql chose the UNION as faster than an OR;
--    measured again at 50,000 posts, the OR is the faster on every query of npm run bench:search.)
-- 2. posts_search_text() itself called immutable_unaccent(), a second function call per row.
-- 3. Without search text every public post was materialized and sorted to show nine. The rank is then
--    0 for all, so the page is read in an index's order (published_at desc nulls last, created_at
--    desc, id) and the total is a separate count. A category is looked up first and filtered by its
--    id, with an index of its own in the same order.
--
-- Same signature, same rows, same order and same total_count as before: the app does not change.

-- The same text as before, without the nested immutable_unaccent() call: neither function can be
-- inlined (they call the STABLE unaccent), so each level is a function call of its own, and the
-- trigram index's recheck runs this one for every row it proposes. This body takes half the time of
-- the old one. Its results are unchanged, so posts_search_text_trgm_idx stays valid.
create or replace function public.posts_search_text(title text, excerpt text, tags text[])
returns text
language sql
immutable
parallel safe
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary,
    coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' ' || coalesce(array_to_string(tags, ' '), '')
  ))
$$;

create index if not exists posts_public_listing_idx on public.posts
  (published_at desc nulls last, created_at desc, id)
  where status in ('published', 'scheduled');
-- With the status inside, a category's total is counted from this index alone (an index-only scan).
create index if not exists posts_public_category_listing_idx on public.posts
  (category_id, published_at desc nulls last, created_at desc, id) include (status)
  where status in ('published', 'scheduled');

create or replace function public.search_posts(
  search_query text default null,
  category_slug text default null,
  page integer default 1,
  page_size integer default 9
)
returns table (
  id uuid,
  title text,
  slug text,
  excerpt text,
  image text,
  status text,
  featured boolean,
  category_id uuid,
  author_id uuid,
  tags text[],
  views integer,
  likes integer,
  read_time integer,
  seo_description text,
  published_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  category jsonb,
  author jsonb,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $function$
declare
  v_needle text := nullif(lower(public.immutable_unaccent(btrim(coalesce(search_query, '')))), '');
  v_category text := nullif(btrim(coalesce(category_slug, '')), '');
  v_size integer := least(greatest(coalesce(page_size, 9), 1), 100);
  v_offset integer := (greatest(coalesce(page, 1), 1) - 1) * least(greatest(coalesce(page_size, 9), 1), 100);
  v_tsquery tsquery;
  v_pattern text;
  v_where text := '(p.status = ''published'' or (p.status = ''scheduled'' and p.published_at <= now()))';
  v_matches text;
  v_category_id uuid;
begin
  if v_category is not null then
    -- The category's id first: with `category_id = $1` the planner reads posts_public_category_listing_idx
    -- in order (a sub-select hid from it how many posts one category holds). No active category: no rows.
    select c.id into v_category_id from public.categories c where c.slug = v_category and c.is_active;
    if v_category_id is null then
      return;
    end if;
    v_where := v_where || ' and p.category_id = $1';
  end if;

  if v_needle is null then
    -- Every rank is 0: the page in posts_public_listing_idx's order, the total counted apart.
    return query execute format($sql$
      with page as (
        select p.id, p.published_at, p.created_at
          from public.posts p
         where %1$s
         order by p.published_at desc nulls last, p.created_at desc, p.id
         limit $4 offset $5
      )
      select p.id, p.title, p.slug, p.card_excerpt, p.image, p.status, p.featured, p.category_id,
             p.author_id, p.tags, p.views, p.likes, p.read_time, p.seo_description,
             p.published_at, p.created_at, p.updated_at,
             case when c.id is null then null
                  else jsonb_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'color', c.color) end,
             case when a.id is null then null
                  else jsonb_build_object('id', a.id, 'full_name', a.full_name, 'avatar_url', a.avatar_url) end,
             (select count(*) from public.posts p where %1$s)
        from page pg
        join public.posts p on p.id = pg.id
        left join public.categories c on c.id = p.category_id and c.is_active
        left join public.profiles a on a.id = p.author_id
       order by pg.published_at desc nulls last, pg.created_at desc, pg.id
    $sql$, v_where)
    using v_category_id, null::tsquery, null::text, v_size, v_offset;
    return;
  end if;

  v_matches := 'select p.id, p.published_at, p.created_at, 0::real as rank from public.posts p where ' || v_where;

  -- Words are reduced to [a-z0-9] runs, so the tsquery text cannot carry operators.
  select to_tsquery('portuguese'::regconfig, string_agg(w || ':*', ' & '))
    into v_tsquery
    from regexp_split_to_table(v_needle, '[^a-z0-9]+') as w
   where w <> '';
  v_pattern := '%' || replace(replace(replace(v_needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';

  if v_tsquery is not null and numnode(v_tsquery) > 0 then
    -- One scan over both indexes (BitmapOr). A row is rechecked with `@@` first, so the costly
    -- posts_search_text() runs only for rows the full-text condition leaves out, and ts_rank once.
    v_matches :=
      'select p.id, p.published_at, p.created_at, ts_rank(p.search_vector, $2) as rank from public.posts p where '
      || v_where || ' and (p.search_vector operator(pg_catalog.@@) $2'
      || ' or public.posts_search_text(p.title, p.excerpt, p.tags) like $3)';
  else
    -- Only stop words or symbols: substring match alone.
    v_matches := v_matches || ' and public.posts_search_text(p.title, p.excerpt, p.tags) like $3';
  end if;

  -- The statement text is assembled from the fixed fragments above only; every value is a parameter.
  return query execute format($sql$
    with matches as materialized (%s),
    page as (
      select m.*
        from matches m
       order by m.rank desc, m.published_at desc nulls last, m.created_at desc, m.id
       limit $4 offset $5
    )
    select p.id, p.title, p.slug, p.card_excerpt, p.image, p.status, p.featured, p.category_id,
           p.author_id, p.tags, p.views, p.likes, p.read_time, p.seo_description,
           p.published_at, p.created_at, p.updated_at,
           case when c.id is null then null
                else jsonb_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'color', c.color) end,
           case when a.id is null then null
                else jsonb_build_object('id', a.id, 'full_name', a.full_name, 'avatar_url', a.avatar_url) end,
           (select count(*) from matches)
      from page pg
      join public.posts p on p.id = pg.id
      left join public.categories c on c.id = p.category_id and c.is_active
      left join public.profiles a on a.id = p.author_id
     order by pg.rank desc, pg.published_at desc nulls last, pg.created_at desc, pg.id
  $sql$, v_matches)
  using v_category_id, v_tsquery, v_pattern, v_size, v_offset;
end;
$function$;
