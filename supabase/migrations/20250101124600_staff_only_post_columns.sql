-- What visitors read of a post: the columns a public page shows (issue 47). Who edits a post, who
-- reviews it and by when (the newsroom's assignments), who saved it last, when it was submitted, and
-- the compliance gate's findings, text hash and an editor's justification for publishing over them are
-- the staff's business. RLS chooses the rows a visitor sees (public posts only); column privileges
-- choose the columns. Staff (`authenticated`) keep every column.
--
-- A new column of posts is therefore not readable by visitors until a migration grants it here.
-- `select=*` as a visitor is refused (42501): the public screens name their columns
-- (src/features/posts/api/public-selects.ts).
revoke select on public.posts from anon;
grant select (id, title, slug, content, excerpt, image, status, featured, category_id, author_id, tags,
              views, likes, read_time, seo_description, published_at, created_at, updated_at, search_vector,
              title_excerpt_search, version, image_credit, review_id, review_pending, reference_list,
              ai_provenance, card_excerpt, page_changed_at)
  on public.posts to anon;

-- "Artigos Relacionados" returns whole post rows with the caller's rights: a visitor may not read the
-- staff-only columns, so they come back empty (null) for everyone. Same as
-- 20250101123700_site_publishing.sql otherwise. A column added to posts must be added here too (the
-- result must match the table's columns; tests/db/site-publishing.test.ts fails otherwise).
create or replace function public.related_posts(post_slug text, how_many integer default 2)
returns setof public.posts
language plpgsql
stable
set search_path = ''
as $$
declare
  v_me record;
  v_ids uuid[] := '{}';
  v_candidate uuid;
  v_any_limit integer;
begin
  -- A draft being previewed has no date yet: it stands at "now", so its neighbours are the newest posts.
  select p.id, p.category_id, coalesce(p.published_at, now()) as published_at
    into v_me from public.posts p where p.slug = related_posts.post_slug;
  if not found then
    return;
  end if;

  for v_candidate in
    select p.id from public.posts p
     where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
       and p.category_id = v_me.category_id and (p.published_at, p.id) < (v_me.published_at, v_me.id)
     order by p.published_at desc, p.id desc limit how_many
  loop
    if cardinality(v_ids) < how_many then v_ids := v_ids || v_candidate; end if;
  end loop;
  for v_candidate in
    select p.id from public.posts p
     where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
       and p.category_id = v_me.category_id and (p.published_at, p.id) > (v_me.published_at, v_me.id)
     order by p.published_at, p.id limit how_many
  loop
    if cardinality(v_ids) < how_many then v_ids := v_ids || v_candidate; end if;
  end loop;

  if cardinality(v_ids) < how_many then
    -- The category's own posts may come back among these: read that many more.
    v_any_limit := how_many + cardinality(v_ids);
    for v_candidate in
      select p.id from public.posts p
       where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
         and (p.published_at, p.id) < (v_me.published_at, v_me.id)
       order by p.published_at desc, p.id desc limit v_any_limit
    loop
      if cardinality(v_ids) < how_many and not v_candidate = any(v_ids) then v_ids := v_ids || v_candidate; end if;
    end loop;
    for v_candidate in
      select p.id from public.posts p
       where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
         and (p.published_at, p.id) > (v_me.published_at, v_me.id)
       order by p.published_at, p.id limit v_any_limit
    loop
      if cardinality(v_ids) < how_many and not v_candidate = any(v_ids) then v_ids := v_ids || v_candidate; end if;
    end loop;
  end if;

  return query select p.id, p.title, p.slug, p.content, p.excerpt, p.image, p.status, p.featured,
                      p.category_id, p.author_id, p.tags, p.views, p.likes, p.read_time, p.seo_description,
                      p.published_at, p.created_at, p.updated_at, p.search_vector, p.title_excerpt_search,
                      p.version, null::uuid, p.image_credit, null::jsonb, null::text, null::text,
                      null::timestamptz, p.review_id, p.review_pending, p.reference_list, p.ai_provenance,
                      p.card_excerpt, p.page_changed_at, null::uuid, null::uuid, null::timestamptz
    from public.posts p where p.id = any(v_ids);
end;
$$;
