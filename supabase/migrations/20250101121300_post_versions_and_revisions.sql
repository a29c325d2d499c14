-- The post editor never loses work: every editorial change bumps a version (optimistic concurrency,
-- enforced here rather than trusted to the client) and every change of the text keeps a revision.

-- `version` counts editorial changes. A client that sends the version it edited gets its update
-- refused (HTTP 409 through PostgREST's PT409) when somebody saved in between; a client that sends
-- none (the list's "Publicar") changes only what it sends. `updated_by` is who made the last editorial
-- change. It has no foreign key on purpose: a second key from posts to profiles would make every
-- `posts → profiles` embed ambiguous (PostgREST PGRST201) for all clients.
alter table public.posts
  add column version integer not null default 1 check (version >= 1),
  add column updated_by uuid;

comment on column public.posts.version is 'Editorial version; send it with an update to refuse a stale save (409).';
comment on column public.posts.updated_by is 'auth.uid() of the last editorial change (no FK, see migration).';

-- updated_at now means "last edited": view and like counters no longer move it.
drop trigger posts_set_updated_at on public.posts;

create or replace function public.posts_track_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_editor uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    new.updated_by := coalesce(v_editor, new.updated_by);
    return new;
  end if;

  if new.version is distinct from old.version then
    raise exception 'Este post foi alterado por outra pessoa depois que você o abriu.'
      using errcode = 'PT409',
            detail = jsonb_build_object('version', old.version, 'updated_by', old.updated_by, 'updated_at', old.updated_at)::text,
            hint = 'post_version_conflict';
  end if;

  if (new.title, new.slug, new.content, new.excerpt, new.image, new.status, new.featured, new.category_id,
      new.author_id, new.tags, new.read_time, new.seo_description, new.published_at)
     is distinct from
     (old.title, old.slug, old.content, old.excerpt, old.image, old.status, old.featured, old.category_id,
      old.author_id, old.tags, old.read_time, old.seo_description, old.published_at) then
    new.version := old.version + 1;
    new.updated_at := now();
    new.updated_by := coalesce(v_editor, old.updated_by);
  else
    new.updated_at := old.updated_at;
    new.updated_by := old.updated_by;
  end if;
  return new;
end;
$$;

create trigger posts_track_version
  before insert or update on public.posts
  for each row execute function public.posts_track_version();

-- Revisions: title, excerpt and content as they were after each save that changed them.
create table public.post_revisions (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  title text not null,
  excerpt text,
  content text not null default '',
  saved_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default clock_timestamp()
);
comment on table public.post_revisions is 'Earlier versions of a post''s text; the newest 25 per post are kept.';

create index post_revisions_post_created_idx on public.post_revisions (post_id, created_at desc);

alter table public.post_revisions enable row level security;

-- Whoever may read the post (staff read every post) reads its history.
create policy "Staff can read the revisions of posts they can read"
  on public.post_revisions for select
  to authenticated
  using (
    (select public.is_staff())
    and exists (select 1 from public.posts p where p.id = post_revisions.post_id)
  );

revoke all on public.post_revisions from anon;
revoke insert, update, delete, truncate on public.post_revisions from authenticated;

-- Kept by the database itself, so no client can skip or forge a revision. SECURITY DEFINER because
-- the API roles may not write the table.
create or replace function public.posts_keep_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.title, new.excerpt, new.content) is not distinct from (old.title, old.excerpt, old.content) then
    return null;
  end if;

  insert into public.post_revisions (post_id, title, excerpt, content, saved_by)
  values (new.id, new.title, new.excerpt, new.content,
          (select p.id from public.profiles p where p.id = (select auth.uid())));

  delete from public.post_revisions r
   where r.post_id = new.id
     and r.id not in (
       select k.id from public.post_revisions k
        where k.post_id = new.id
        order by k.created_at desc, k.id desc
        limit 25
     );
  return null;
end;
$$;
revoke execute on function public.posts_keep_revision() from public, anon, authenticated;

create trigger posts_keep_revision
  after insert or update of title, excerpt, content on public.posts
  for each row execute function public.posts_keep_revision();
