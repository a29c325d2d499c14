-- Public cards show a post's excerpt, or else the first 150 characters of its content as plain text
-- (product spec, category screen). Lists used to fetch every post's whole content for that fallback,
-- and prerendered pages carried it in their embedded data (most of a list page's weight). The
-- database now keeps the card's text in a generated column, so lists select `card_excerpt` and never
-- the content; search_posts returns the same text as its `excerpt`.

-- The first `max_length` characters of HTML as plain text: script and style bodies dropped, tags
-- replaced by a space, &nbsp; as a space, whitespace collapsed (as stripTags in
-- src/features/posts/utils/excerpt.ts). The patterns start with a lazy quantifier and have no `|`:
-- in PostgreSQL's regular expressions that is what makes the whole pattern lazy (one script at a time).
create or replace function public.html_to_plain_text(html text, max_length integer)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select left(
    btrim(
      regexp_replace(
        regexp_replace(
          regexp_replace(
            regexp_replace(
              regexp_replace(coalesce(html, ''), '<script[^>]*?>.*?</script>', ' ', 'gi'),
              '<style[^>]*?>.*?</style>', ' ', 'gi'),
            '<[^>]*?>', ' ', 'g'),
          '&nbsp;', ' ', 'gi'),
        '\s+', ' ', 'g')),
    max_length)
$$;

alter table public.posts
  add column card_excerpt text
  generated always as (coalesce(nullif(btrim(excerpt), ''), public.html_to_plain_text(content, 150))) stored;

comment on column public.posts.card_excerpt is
  'What public cards show: the excerpt, or else the first 150 characters of the content as plain text.';

-- Same signature and columns as before; `excerpt` is now the card's text.
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
  using v_category, v_tsquery, v_pattern, v_size, v_offset;
end;
$function$;
