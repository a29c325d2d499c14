-- Views per post per day, for the dashboard's "Visualizações nos últimos 30 dias" chart and its
-- comparisons. Filled only by increment_post_views(); staff read it, nobody writes it through the API.
create table public.post_views_daily (
  post_id uuid not null references public.posts (id) on delete cascade,
  day date not null,
  views integer not null default 0 check (views >= 0),
  primary key (post_id, day)
);
comment on table public.post_views_daily is 'Views counted per post and day (America/Sao_Paulo), for the dashboard.';

create index post_views_daily_day_idx on public.post_views_daily (day);

alter table public.post_views_daily enable row level security;

create policy "Staff can read daily post views"
  on public.post_views_daily for select
  to authenticated
  using ((select public.is_staff()));

revoke all on public.post_views_daily from anon;
revoke insert, update, delete, truncate on public.post_views_daily from authenticated;

-- The blog's day: editors in Brazil read "today" the way their readers live it.
create or replace function public.blog_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'America/Sao_Paulo')::date
$$;
grant execute on function public.blog_today() to anon, authenticated, service_role;

-- Same contract as before (one view of a publicly visible post), now also counted for today.
create or replace function public.increment_post_views(post_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_id uuid;
begin
  update public.posts p
     set views = p.views + 1
   where p.id = increment_post_views.post_id
     and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
  returning p.id into v_id;

  if v_id is not null then
    insert into public.post_views_daily as d (post_id, day, views)
    values (v_id, public.blog_today(), 1)
    on conflict (post_id, day) do update set views = d.views + 1;
  end if;
end;
$$;

revoke execute on function public.increment_post_views(uuid) from public;
grant execute on function public.increment_post_views(uuid) to anon, authenticated, service_role;

-- Dashboard counters for staff, each with what changed in the last 30 days (real comparisons
-- instead of the spec's placeholder texts): posts published, categories and comments created, views
-- counted.
create or replace function public.dashboard_stats()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_since timestamptz := now() - interval '30 days';
begin
  if not public.is_staff() then
    raise exception 'Acesso negado.' using errcode = '42501';
  end if;

  return jsonb_build_object(
    'totalPosts', (select count(*) from public.posts),
    'totalCategories', (select count(*) from public.categories),
    'totalComments', (select count(*) from public.comments),
    'totalViews', (select coalesce(sum(p.views), 0) from public.posts p),
    'postsPublishedLast30Days', (
      select count(*) from public.posts p
       where p.published_at > v_since and p.published_at <= now()
         and p.status in ('published', 'scheduled')
    ),
    'categoriesLast30Days', (select count(*) from public.categories c where c.created_at > v_since),
    'commentsLast30Days', (select count(*) from public.comments m where m.created_at > v_since),
    'viewsLast30Days', (
      select coalesce(sum(d.views), 0) from public.post_views_daily d
       where d.day > public.blog_today() - 30
    )
  );
end;
$$;

revoke execute on function public.dashboard_stats() from public, anon;
grant execute on function public.dashboard_stats() to authenticated, service_role;

-- The views chart and the most-viewed posts of the last `days` days (1..365), for staff: one row
-- per day, oldest first, days without views as 0, ending today; and the `top_limit` (1..20) posts
-- with most views in that period.
create or replace function public.dashboard_views(days integer default 30, top_limit integer default 5)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_days integer := least(greatest(coalesce(days, 30), 1), 365);
  v_limit integer := least(greatest(coalesce(top_limit, 5), 1), 20);
  v_first date := public.blog_today() - (least(greatest(coalesce(days, 30), 1), 365) - 1);
begin
  if not public.is_staff() then
    raise exception 'Acesso negado.' using errcode = '42501';
  end if;

  return jsonb_build_object(
    'daily', (
      select coalesce(jsonb_agg(jsonb_build_object('day', s.day::date, 'views', coalesce(v.views, 0)) order by s.day), '[]'::jsonb)
        from generate_series(v_first, public.blog_today(), interval '1 day') as s (day)
        left join (
          select d.day, sum(d.views)::integer as views
            from public.post_views_daily d
           where d.day >= v_first
           group by d.day
        ) v on v.day = s.day::date
    ),
    'top', (
      select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'title', t.title, 'slug', t.slug, 'views', t.views) order by t.views desc, t.title), '[]'::jsonb)
        from (
          select p.id, p.title, p.slug, sum(d.views)::integer as views
            from public.post_views_daily d
            join public.posts p on p.id = d.post_id
           where d.day >= v_first
           group by p.id, p.title, p.slug
           order by sum(d.views) desc, p.title
           limit v_limit
        ) t
    )
  );
end;
$$;

revoke execute on function public.dashboard_views(integer, integer) from public, anon;
grant execute on function public.dashboard_views(integer, integer) to authenticated, service_role;
