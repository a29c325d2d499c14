-- Posts, with a generated Portuguese, accent-insensitive full-text vector.

-- Search document pieces. Declared IMMUTABLE (array_to_string is only STABLE in general, but for
-- text[] it is deterministic) so they can feed the generated column and the trigram index.
create or replace function public.posts_search_vector(title text, excerpt text, content text, tags text[])
returns tsvector
language sql
immutable
parallel safe
as $$
  select
    setweight(to_tsvector('portuguese'::regconfig, public.immutable_unaccent(coalesce(title, ''))), 'A') ||
    setweight(to_tsvector('portuguese'::regconfig, public.immutable_unaccent(coalesce(array_to_string(tags, ' '), ''))), 'A') ||
    setweight(to_tsvector('portuguese'::regconfig, public.immutable_unaccent(coalesce(excerpt, ''))), 'B') ||
    setweight(to_tsvector('portuguese'::regconfig, public.immutable_unaccent(public.strip_html(content))), 'C')
$$;

-- Lower-case, unaccented title, excerpt and tags, for substring ("partial word") matching on the
-- short fields; the content is searched through the full-text vector.
create or replace function public.posts_search_text(title text, excerpt text, tags text[])
returns text
language sql
immutable
parallel safe
as $$
  select lower(public.immutable_unaccent(
    coalesce(title, '') || ' ' || coalesce(excerpt, '') || ' ' || coalesce(array_to_string(tags, ' '), '')
  ))
$$;

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  slug text not null check (slug <> ''),
  content text not null default '',
  excerpt text,
  image text,
  status text not null default 'draft' check (status in ('draft', 'review', 'scheduled', 'published')),
  featured boolean not null default false,
  category_id uuid references public.categories (id) on delete set null,
  author_id uuid references public.profiles (id) on delete set null,
  tags text[] not null default '{}',
  views integer not null default 0 check (views >= 0),
  likes integer not null default 0 check (likes >= 0),
  read_time integer not null default 5 check (read_time >= 1),
  seo_description text,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  search_vector tsvector generated always as (public.posts_search_vector(title, excerpt, content, tags)) stored,
  constraint posts_slug_key unique (slug)
);

-- Public list (newest published first), category pages, featured, popular, slug (unique index above).
create index posts_status_published_at_idx on public.posts (status, published_at desc);
create index posts_category_published_idx on public.posts (category_id, published_at desc);
create index posts_featured_published_idx on public.posts (published_at desc) where featured;
create index posts_views_idx on public.posts (views desc);
create index posts_author_idx on public.posts (author_id);
create index posts_created_at_idx on public.posts (created_at desc);
create index posts_search_vector_idx on public.posts using gin (search_vector);
create index posts_search_text_trgm_idx on public.posts
  using gin (public.posts_search_text(title, excerpt, tags) extensions.gin_trgm_ops);

create trigger posts_set_updated_at
  before update on public.posts
  for each row execute function public.set_updated_at();

-- Publishing without a date means "now"; a scheduled post needs its date.
create or replace function public.posts_set_published_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  if new.status = 'scheduled' and new.published_at is null then
    raise exception 'Um post agendado precisa de data de publicação.' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger posts_set_published_at
  before insert or update of status, published_at on public.posts
  for each row execute function public.posts_set_published_at();

-- Views and likes are counted by increment_post_views() and set_post_like() only (SECURITY DEFINER,
-- so current_user is the owner there). Through the API they start at 0 and are kept as they are:
-- silently, because editors send the whole post back when saving.
create or replace function public.posts_protect_counters()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.views := 0;
      new.likes := 0;
    else
      new.views := old.views;
      new.likes := old.likes;
    end if;
  end if;
  return new;
end;
$$;

create trigger posts_protect_counters
  before insert or update on public.posts
  for each row execute function public.posts_protect_counters();

alter table public.posts enable row level security;

create policy "Visitors can read published posts"
  on public.posts for select
  to anon
  using (status = 'published' or (status = 'scheduled' and published_at <= now()));

create policy "Staff can read all posts"
  on public.posts for select
  to authenticated
  using (
    status = 'published'
    or (status = 'scheduled' and published_at <= now())
    or (select public.is_staff())
  );

create policy "Authors can create their own posts"
  on public.posts for insert
  to authenticated
  with check (author_id = (select auth.uid()) and (select public.is_staff()));

create policy "Editors and admins can create any post"
  on public.posts for insert
  to authenticated
  with check ((select public.has_role('editor', 'admin')));

create policy "Authors can update their own posts"
  on public.posts for update
  to authenticated
  using (author_id = (select auth.uid()) and (select public.is_staff()))
  with check (author_id = (select auth.uid()) and (select public.is_staff()));

create policy "Editors and admins can update any post"
  on public.posts for update
  to authenticated
  using ((select public.has_role('editor', 'admin')))
  with check ((select public.has_role('editor', 'admin')));

create policy "Authors can delete their own posts"
  on public.posts for delete
  to authenticated
  using (author_id = (select auth.uid()) and (select public.is_staff()));

create policy "Editors and admins can delete any post"
  on public.posts for delete
  to authenticated
  using ((select public.has_role('editor', 'admin')));

-- Visitors only read; their counters go through increment_post_views() and set_post_like().
revoke insert, update, delete on public.posts from anon;
