-- Public post functions: view counter, likes and server-side search.

-- Counts one view of a publicly visible post. Visitors cannot update posts, hence SECURITY DEFINER.
create or replace function public.increment_post_views(post_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.posts p
     set views = p.views + 1
   where p.id = increment_post_views.post_id
     and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()));
$$;

-- Likes are anonymous (one per browser, remembered by the browser); the count never goes below 0.
-- Returns the new count, or null when no public post has that id.
create or replace function public.set_post_like(post_id uuid, liked boolean)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  update public.posts p
     set likes = greatest(p.likes + case when set_post_like.liked then 1 else -1 end, 0)
   where p.id = set_post_like.post_id
     and set_post_like.liked is not null
     and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
  returning p.likes;
$$;

revoke execute on function public.increment_post_views(uuid) from public;
revoke execute on function public.set_post_like(uuid, boolean) from public;
grant execute on function public.increment_post_views(uuid) to anon, authenticated, service_role;
grant execute on function public.set_post_like(uuid, boolean) to anon, authenticated, service_role;

-- Server-side search over every public post (published, or scheduled and due): accent- and
-- case-insensitive over title, excerpt, content (without markup) and tags. A post matches when
-- every word of the query starts a word of the post (Portuguese full text over all four fields, so
-- "legislacao" finds "Legislação" and "canab" finds "canabidiol"), or when the whole query appears
-- anywhere inside its title, excerpt or tags. Optional category (by slug), 1-based page, page size
-- 1..100. Best matches first, then newest. Every row carries total_count, the number of matches over
-- all pages.
-- SECURITY DEFINER on purpose: under row-level security Postgres will not use an index for a
-- non-leakproof operator such as @@ or LIKE, which turns every search into a sequential scan. The
-- function therefore applies the visitor's rules itself: public posts only (the same condition as the
-- "Visitors can read published posts" policy), active categories only, and only the profile columns
-- visitors may read (full_name, avatar_url).
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
begin
  if v_category is not null then
    v_where := v_where || ' and p.category_id in (select c.id from public.categories c where c.slug = $1 and c.is_active)';
  end if;

  v_matches := 'select p.id, p.published_at, p.created_at, 0::real as rank from public.posts p where ' || v_where;

  if v_needle is not null then
    -- Words are reduced to [a-z0-9] runs, so the tsquery text cannot carry operators.
    select to_tsquery('portuguese'::regconfig, string_agg(w || ':*', ' & '))
      into v_tsquery
      from regexp_split_to_table(v_needle, '[^a-z0-9]+') as w
     where w <> '';
    v_pattern := '%' || replace(replace(replace(v_needle, '\', '\\'), '%', '\%'), '_', '\_') || '%';

    if v_tsquery is not null and numnode(v_tsquery) > 0 then
      -- A UNION of two index scans (full text, trigram) rather than one OR: an OR makes every
      -- candidate row re-evaluate both conditions, several times slower.
      v_matches :=
        'select p.id, p.published_at, p.created_at, ts_rank(p.search_vector, $2) as rank from public.posts p where '
        || v_where || ' and p.search_vector operator(pg_catalog.@@) $2'
        || ' union '
        || 'select p.id, p.published_at, p.created_at, ts_rank(p.search_vector, $2) as rank from public.posts p where '
        || v_where || ' and public.posts_search_text(p.title, p.excerpt, p.tags) like $3';
    else
      -- Only stop words or symbols: substring match alone.
      v_matches := v_matches || ' and public.posts_search_text(p.title, p.excerpt, p.tags) like $3';
    end if;
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
    select p.id, p.title, p.slug, p.excerpt, p.image, p.status, p.featured, p.category_id,
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
  using v_category, v_tsquery, v_pattern, v_size, v_offset;
end;
$function$;

revoke execute on function public.search_posts(text, text, integer, integer) from public;
grant execute on function public.search_posts(text, text, integer, integer) to anon, authenticated, service_role;
