-- Honest counters: one like per visitor and post, one view per visitor and post every 30 minutes.
-- Before this, set_post_like and increment_post_views added one on every call, so a loop could
-- inflate the numbers the public sees. A visitor is the random key the browser keeps in its storage
-- (src/lib/visitor-key.ts); the database remembers which keys liked and when each key last counted a
-- view, and changes the counters only when that record changes. Decision 010 says what this does
-- not stop (a script inventing a new key per call) and what would.

-- Who liked what. Only the functions below read or write it (RLS on, no policy, no grant).
create table public.post_likes (
  post_id uuid not null references public.posts (id) on delete cascade,
  visitor_key uuid not null,
  created_at timestamptz not null default now(),
  primary key (post_id, visitor_key)
);
alter table public.post_likes enable row level security;
revoke all on public.post_likes from anon, authenticated;

-- When each visitor's view of a post last counted.
create table public.post_view_visits (
  post_id uuid not null references public.posts (id) on delete cascade,
  visitor_key uuid not null,
  counted_at timestamptz not null default now(),
  primary key (post_id, visitor_key)
);
alter table public.post_view_visits enable row level security;
revoke all on public.post_view_visits from anon, authenticated;
create index post_view_visits_counted_at_idx on public.post_view_visits (counted_at);

-- The old signatures counted every call: they go, so nothing can call them any more.
drop function public.set_post_like(uuid, boolean);
drop function public.increment_post_views(uuid);

-- Likes (liked = true) or unlikes a public post for one visitor; returns the post's likes. A second
-- like, or an unlike without a like, changes nothing. No row for a post visitors cannot see, a null
-- key or a null liked.
create function public.set_post_like(post_id uuid, liked boolean, visitor_key uuid)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_public boolean;
  v_changed integer;
  v_likes integer;
begin
  if set_post_like.liked is null or set_post_like.visitor_key is null then
    return null;
  end if;
  select true into v_public
    from public.posts p
   where p.id = set_post_like.post_id
     and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
     for update;
  if v_public is null then
    return null;
  end if;

  if set_post_like.liked then
    insert into public.post_likes (post_id, visitor_key)
    values (set_post_like.post_id, set_post_like.visitor_key)
    on conflict do nothing;
  else
    delete from public.post_likes l
     where l.post_id = set_post_like.post_id and l.visitor_key = set_post_like.visitor_key;
  end if;
  get diagnostics v_changed = row_count;

  update public.posts p
     set likes = greatest(p.likes + case when v_changed = 0 then 0 when set_post_like.liked then 1 else -1 end, 0)
   where p.id = set_post_like.post_id
  returning p.likes into v_likes;
  return v_likes;
end;
$$;

-- Counts a view of a public post for one visitor, at most once every 30 minutes, and answers with the
-- post's current views and likes (a prerendered page carries the counts of its build). No row when
-- the id is not a public post. A null key counts nothing but still answers.
create function public.increment_post_views(post_id uuid, visitor_key uuid)
returns table (views integer, likes integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_counted integer := 0;
begin
  perform 1
     from public.posts p
    where p.id = increment_post_views.post_id
      and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()));
  if not found then
    return;
  end if;

  if increment_post_views.visitor_key is not null then
    insert into public.post_view_visits as v (post_id, visitor_key, counted_at)
    values (increment_post_views.post_id, increment_post_views.visitor_key, now())
    on conflict (post_id, visitor_key) do update
      set counted_at = excluded.counted_at
      where v.counted_at <= now() - interval '30 minutes';
    get diagnostics v_counted = row_count;
  end if;

  if v_counted > 0 then
    update public.posts p set views = p.views + 1 where p.id = increment_post_views.post_id;
    insert into public.post_views_daily as d (post_id, day, views)
    values (increment_post_views.post_id, public.blog_today(), 1)
    on conflict (post_id, day) do update set views = d.views + 1;
    -- Visits older than the window no longer matter: a few are dropped now and then.
    if random() < 0.01 then
      delete from public.post_view_visits v where v.counted_at < now() - interval '30 minutes';
    end if;
  end if;

  return query select p.views, p.likes from public.posts p where p.id = increment_post_views.post_id;
end;
$$;

revoke execute on function public.set_post_like(uuid, boolean, uuid) from public;
revoke execute on function public.increment_post_views(uuid, uuid) from public;
grant execute on function public.set_post_like(uuid, boolean, uuid) to anon, authenticated, service_role;
grant execute on function public.increment_post_views(uuid, uuid) to anon, authenticated, service_role;
