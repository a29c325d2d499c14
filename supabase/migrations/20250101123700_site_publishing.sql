-- Issue 34: publishing is live in seconds at any archive size. The build re-renders only the pages a
-- change touches (scripts/prerender.ts --incremental, docs/decisions/029-incremental-prerendering.md);
-- these are what it reads to know what changed.

-- posts.page_changed_at: when anything a visitor's page shows of the post last changed. updated_at means
-- "last edited" (the editor's text and settings); a technical review, the reference list or the AI
-- disclosure change the article without moving it, and view and like counters move neither.
alter table public.posts add column page_changed_at timestamptz not null default now();
update public.posts set page_changed_at = greatest(updated_at, coalesce(published_at, updated_at));
comment on column public.posts.page_changed_at is
  'When anything the public page shows of the post last changed (counters excluded); the incremental build compares it.';

-- Columns that never change a page: the counters, bookkeeping, and the stored generated columns (NULL in
-- a BEFORE trigger's NEW). Any other column, including one added later, counts as a change.
create or replace function public.posts_track_page_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ignored text[] := array['views', 'likes', 'updated_at', 'updated_by', 'version', 'page_changed_at',
                            'search_vector', 'title_excerpt_search', 'card_excerpt'];
begin
  if tg_op = 'INSERT' then
    new.page_changed_at := now();
  elsif (to_jsonb(new) - v_ignored) is distinct from (to_jsonb(old) - v_ignored) then
    new.page_changed_at := now();
  else
    new.page_changed_at := old.page_changed_at;
  end if;
  return new;
end;
$$;

-- Named to run after the other BEFORE triggers (they fire by name), so it sees the row they leave.
create trigger posts_zz_track_page_change
  before insert or update on public.posts
  for each row execute function public.posts_track_page_change();

-- "Artigos Relacionados": the posts published nearest to this one, its category first (before it, then
-- after it), then, when the category has too few, the same from every category. Nearest, not newest: a
-- new post is related to its neighbours only, so publishing one changes a handful of article pages rather
-- than every article of its category. The build predicts the same choice (pickRelated in
-- src/features/posts/utils/related-posts.ts); tests/db/related-posts.test.ts holds the two together.
-- With the caller's rights; only public posts are chosen, whoever asks (staff also read drafts).
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

  return query select p.* from public.posts p where p.id = any(v_ids);
end;
$$;

comment on function public.related_posts(text, integer) is
  'The public posts published nearest to the given one: its category first (earlier, then later), then any category.';
revoke all on function public.related_posts(text, integer) from public;
grant execute on function public.related_posts(text, integer) to anon, authenticated;

-- One short text that changes whenever anything the public pages show changes: a post published,
-- edited, unpublished or deleted, a scheduled post whose time came, a category, the menu, a profile.
-- Only what visitors see counts, whoever asks (a pg_cron job runs as the owner, who sees drafts too), so
-- saving a draft changes nothing. `npm run publish:watch` polls it; in production a pg_cron job compares
-- it before calling the host's build hook (docs/deployment.md, "Publishing in seconds").
create or replace function public.site_content_version()
returns text
language sql
stable
set search_path = ''
as $$
  select md5(concat_ws('|',
    (select count(*) || ':' || coalesce(max(p.page_changed_at)::text, '') from public.posts p
      where p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now())),
    (select count(*) || ':' || coalesce(max(c.updated_at)::text, '') from public.categories c where c.is_active),
    (select count(*) || ':' || coalesce(max(m.updated_at)::text, '') from public.menu_items m where m.is_active),
    (select count(*) || ':' || coalesce(max(r.updated_at)::text, '') from public.profiles r)
  ))
$$;

comment on function public.site_content_version() is
  'A hash of what visitors see of posts, categories, menu and profiles: changes with any of them, and when a scheduled post comes due.';
revoke all on function public.site_content_version() from public;
grant execute on function public.site_content_version() to anon, authenticated;
