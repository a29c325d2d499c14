-- Audience without cookies (issue 52, docs/decisions/062-audience-without-cookies.md).
--
-- Editors want to know where readers come from and what they look for, but the blog must not follow
-- anyone: no cookie, no identifier, nothing about a person is kept. A landing, a search or a sign-up
-- becomes one anonymous raw event; the roll-up turns raw events into daily counts per key and deletes
-- them, so at most a few minutes of raw events ever exist. A browser that says Do Not Track or Global
-- Privacy Control is not counted at all (the headers PostgREST passes on, not a client flag).
--
-- Views no longer need the visitor key of decision 010: the per-address limit keeps loops in check,
-- and a key kept in the reader's storage to count them is exactly what this issue removes.

-- ---------------------------------------------------------------------------------------------
-- Tables: nobody reads or writes them through the API; the functions below are the only way in.
-- ---------------------------------------------------------------------------------------------
create table public.audience_events (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default now(),
  kind text check (kind in ('visit', 'search', 'signup')),
  path text,
  -- No foreign key: a deleted post must not block (or be blocked by) a raw event.
  post_id uuid,
  source text,
  referrer_host text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  term text,
  results integer
);
alter table public.audience_events enable row level security;
revoke all on public.audience_events from public, anon, authenticated, service_role;

create table public.audience_daily (
  day date not null,
  metric text not null check (metric in ('source', 'referrer', 'campaign', 'search', 'search_empty', 'signup')),
  key text not null,
  post_id uuid,
  count integer not null,
  unique nulls not distinct (day, metric, key, post_id)
);
alter table public.audience_daily enable row level security;
revoke all on public.audience_daily from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Rate limit: landings and searches share one budget per address. Views lose their per-key rule (the
-- key is gone); their per-address rule stays.
-- ---------------------------------------------------------------------------------------------
alter table public.rate_limit_rules drop constraint rate_limit_rules_action_check;
alter table public.rate_limit_rules add constraint rate_limit_rules_action_check
  check (action in ('like', 'view', 'newsletter_subscribe', 'newsletter_resend', 'audience'));
delete from public.rate_limit_rules where action = 'view' and scope = 'visitor';
insert into public.rate_limit_rules (action, scope, max_hits, per) values
  ('audience', 'address', 60, interval '1 minute'),
  ('audience', 'address', 1000, interval '1 day');

-- ---------------------------------------------------------------------------------------------
-- Helpers (internal: only the functions below call them).
-- ---------------------------------------------------------------------------------------------

-- The reader asked not to be followed (DNT: 1 or Sec-GPC: 1). Outside an API request: no.
create or replace function public.audience_tracking_refused()
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb;
begin
  begin
    v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  exception when others then
    return false;
  end;
  return coalesce(btrim(v_headers ->> 'dnt') = '1', false) or coalesce(btrim(v_headers ->> 'sec-gpc') = '1', false);
end;
$$;
revoke execute on function public.audience_tracking_refused() from public, anon, authenticated, service_role;

-- A page's path as kept: the pathname only (a query or fragment may carry anything, an e-mail
-- included), starting with '/', at most 300 characters, no control characters; else null.
create or replace function public.audience_path(p_path text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when v.path ~ '^/' and char_length(v.path) <= 300 and v.path !~ '[[:cntrl:][:space:]]' then v.path end
    from (select split_part(split_part(btrim(coalesce(p_path, '')), '#', 1), '?', 1) as path) v
$$;
revoke execute on function public.audience_path(text) from public, anon, authenticated, service_role;

-- The public post a path shows (/blog/post/<slug>), looked up here so a client cannot name one.
create or replace function public.audience_post_of(p_path text)
returns uuid
language sql
stable
set search_path = ''
as $$
  select p.id
    from public.posts p
   where p.slug = substring(p_path from '^/blog/post/([^/]+)/?$')
     and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
   limit 1
$$;
revoke execute on function public.audience_post_of(text) from public, anon, authenticated, service_role;

-- A referrer's host name (lower case, without a leading www.), or null when it is not one.
create or replace function public.audience_host(p_host text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
           when char_length(v.host) <= 253
            and v.host ~ '^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$'
           then v.host
         end
    from (select regexp_replace(lower(btrim(coalesce(p_host, ''))), '^www\.', '') as host) v
$$;
revoke execute on function public.audience_host(text) from public, anon, authenticated, service_role;

-- A UTM value as kept: no control characters, trimmed, lower case, at most 100 characters; empty: null.
create or replace function public.audience_utm(p_value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(btrim(left(lower(btrim(regexp_replace(p_value, '[[:cntrl:]]', '', 'g'))), 100)), '')
$$;
revoke execute on function public.audience_utm(text) from public, anon, authenticated, service_role;

-- Where a landing came from, in the five groups the admin screen shows.
create or replace function public.audience_source(p_host text, p_utm_source text, p_utm_medium text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when p_utm_medium in ('email', 'e-mail', 'newsletter') or p_utm_source like '%newsletter%' then 'newsletter'
    when p_host ~ '(^|\.)(google|yahoo|yandex)\.[a-z.]+$'
      or p_host ~ '(^|\.)(bing\.com|duckduckgo\.com|ecosia\.org|baidu\.com|search\.brave\.com|startpage\.com|qwant\.com)$'
      or p_utm_medium in ('cpc', 'search') then 'busca'
    when p_host ~ '(^|\.)pinterest\.[a-z.]+$'
      or p_host ~ '(^|\.)(facebook\.com|instagram\.com|whatsapp\.com|wa\.me|t\.co|x\.com|twitter\.com|linkedin\.com|lnkd\.in|tiktok\.com|youtube\.com|youtu\.be|reddit\.com|threads\.net|t\.me|bsky\.app)$'
      or p_utm_medium = 'social'
      or p_utm_source in ('facebook', 'instagram', 'whatsapp', 'x', 'twitter', 'linkedin', 'tiktok', 'youtube', 'telegram', 'threads')
      then 'redes_sociais'
    when p_host is null and p_utm_source is null and p_utm_medium is null then 'direto'
    else 'outros_sites'
  end
$$;
revoke execute on function public.audience_source(text, text, text) from public, anon, authenticated, service_role;

-- A search term as kept, or null when it must not be: an e-mail, a CPF or a phone number (6 digits or
-- more in all) identifies a person.
create or replace function public.audience_normalise_term(p_term text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
           when v.term = '' or v.term like '%@%' or char_length(regexp_replace(v.term, '[^0-9]', '', 'g')) >= 6 then null
           else v.term
         end
    from (
      select btrim(left(lower(public.immutable_unaccent(btrim(regexp_replace(regexp_replace(
               coalesce(p_term, ''), '\s+', ' ', 'g'), '[[:cntrl:]]', '', 'g')))), 100)) as term
    ) v
$$;
revoke execute on function public.audience_normalise_term(text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The roll-up: raw events become daily counts in one statement (an event is counted exactly once:
-- the delete and the insert commit together), on Brasília's day.
-- ---------------------------------------------------------------------------------------------
create or replace function public.rollup_audience_events()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_moved integer;
begin
  with moved as (
    delete from public.audience_events e returning e.*
  ), counted as (
    select (m.occurred_at at time zone 'America/Sao_Paulo')::date as day, r.metric, r.key, r.post_id
      from moved m
     cross join lateral (values
       ('source', case when m.kind = 'visit' then m.source end, m.post_id),
       ('referrer', case when m.kind = 'visit' then m.referrer_host end, m.post_id),
       ('campaign', case when m.kind = 'visit' and num_nonnulls(m.utm_source, m.utm_medium, m.utm_campaign) > 0
                         then concat_ws(E'\t', coalesce(m.utm_source, ''), coalesce(m.utm_medium, ''), coalesce(m.utm_campaign, ''))
                    end, m.post_id),
       ('search', case when m.kind = 'search' then m.term end, null::uuid),
       ('search_empty', case when m.kind = 'search' and m.results = 0 then m.term end, null::uuid),
       ('signup', case when m.kind = 'signup' then m.path end, m.post_id)
     ) as r (metric, key, post_id)
     where r.key is not null
  ), stored as (
    insert into public.audience_daily as d (day, metric, key, post_id, count)
    select c.day, c.metric, c.key, c.post_id, count(*)::integer from counted c group by c.day, c.metric, c.key, c.post_id
    on conflict (day, metric, key, post_id) do update set count = d.count + excluded.count
  )
  select count(*)::integer into v_moved from moved;

  -- Thirteen months: this month can be compared with the same month a year ago.
  delete from public.audience_daily d where d.day < public.blog_today() - interval '13 months';
  delete from public.rate_limit_counters c where c.expires_at < now();
  return v_moved;
end;
$$;
revoke execute on function public.rollup_audience_events() from public, anon, authenticated;
grant execute on function public.rollup_audience_events() to service_role;

-- Keeps raw events few between the mailer's runs without a scheduler of its own.
create or replace function public.audience_event_added()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if random() < 0.01 then
    perform public.rollup_audience_events();
  end if;
end;
$$;
revoke execute on function public.audience_event_added() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Recording (anon and authenticated; every call counts against the address's 'audience' budget).
-- ---------------------------------------------------------------------------------------------
create or replace function public.record_visit(
  p_path text,
  p_referrer_host text default null,
  p_utm_source text default null,
  p_utm_medium text default null,
  p_utm_campaign text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_path text := public.audience_path(p_path);
  v_host text := public.audience_host(p_referrer_host);
  v_utm_source text := public.audience_utm(p_utm_source);
  v_utm_medium text := public.audience_utm(p_utm_medium);
  v_utm_campaign text := public.audience_utm(p_utm_campaign);
begin
  perform public.enforce_rate_limit('audience', null);
  if public.audience_tracking_refused() or v_path is null then
    return;
  end if;
  insert into public.audience_events (kind, path, post_id, source, referrer_host, utm_source, utm_medium, utm_campaign)
  values ('visit', v_path, public.audience_post_of(v_path), public.audience_source(v_host, v_utm_source, v_utm_medium),
          v_host, v_utm_source, v_utm_medium, v_utm_campaign);
  perform public.audience_event_added();
end;
$$;
revoke execute on function public.record_visit(text, text, text, text, text) from public;
grant execute on function public.record_visit(text, text, text, text, text) to anon, authenticated;

create or replace function public.record_search(p_term text, p_results integer)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_term text := public.audience_normalise_term(p_term);
begin
  perform public.enforce_rate_limit('audience', null);
  if public.audience_tracking_refused() or v_term is null then
    return;
  end if;
  insert into public.audience_events (kind, term, results)
  values ('search', v_term, least(greatest(coalesce(p_results, 0), 0), 100000));
  perform public.audience_event_added();
end;
$$;
revoke execute on function public.record_search(text, integer) from public;
grant execute on function public.record_search(text, integer) to anon, authenticated;

-- A sign-up of the newsletter form, on the page it was made from (subscribe_newsletter calls it).
create or replace function public.audience_record_signup(p_page text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_path text := public.audience_path(p_page);
begin
  if public.audience_tracking_refused() or v_path is null then
    return;
  end if;
  insert into public.audience_events (kind, path, post_id) values ('signup', v_path, public.audience_post_of(v_path));
  perform public.audience_event_added();
end;
$$;
revoke execute on function public.audience_record_signup(text) from public, anon, authenticated, service_role;

-- As in 20250101124200_limits_in_the_database.sql, plus the sign-up event at the end.
create or replace function public.subscribe_newsletter(p_email text, p_source text, p_page text, p_consent_version text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_row public.newsletter_subscribers;
begin
  -- Every call counts, a refused address too: a script probing addresses is what this stops.
  perform public.enforce_rate_limit('newsletter_subscribe', null);
  if v_email !~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' or char_length(v_email) > 254 then
    raise exception 'invalid e-mail' using errcode = '22023', hint = 'invalid_email';
  end if;
  if not exists (select 1 from public.newsletter_consent_texts where version = p_consent_version) then
    raise exception 'unknown consent version' using errcode = '22023', hint = 'consent_version';
  end if;

  select * into v_row from public.newsletter_subscribers where lower(email) = v_email for update;
  if found and v_row.status = 'confirmed' then
    return;
  end if;
  if not found then
    insert into public.newsletter_subscribers (email, source, consent_version, consent_page, consented_at, status)
    values (v_email, left(p_source, 100), p_consent_version, left(p_page, 300), now(), 'pending')
    returning * into v_row;
  else
    update public.newsletter_subscribers
       set status = 'pending', source = left(p_source, 100), consent_version = p_consent_version,
           consent_page = left(p_page, 300), consented_at = now(), unsubscribed_at = null
     where id = v_row.id;
  end if;
  insert into public.newsletter_consent_events (subscriber_id, email_hash, event, consent_version, source, page)
  values (v_row.id, public.newsletter_email_hash(v_email), 'subscribed', p_consent_version, left(p_source, 100), left(p_page, 300));
  perform public.queue_newsletter_confirmation(v_row.id);
  perform public.audience_record_signup(p_page);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Views: every call counts one view of a public post (the per-address limit keeps loops in check),
-- unless the reader asked not to be counted. The counts are returned either way.
-- ---------------------------------------------------------------------------------------------
drop function public.increment_post_views(uuid, uuid);
drop table public.post_view_visits;

create function public.increment_post_views(post_id uuid)
returns table (views integer, likes integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform public.enforce_rate_limit('view', null);
  perform 1
     from public.posts p
    where p.id = increment_post_views.post_id
      and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()));
  if not found then
    return;
  end if;

  if not public.audience_tracking_refused() then
    update public.posts p set views = p.views + 1 where p.id = increment_post_views.post_id;
    insert into public.post_views_daily as d (post_id, day, views)
    values (increment_post_views.post_id, public.blog_today(), 1)
    on conflict (post_id, day) do update set views = d.views + 1;
  end if;

  return query select p.views, p.likes from public.posts p where p.id = increment_post_views.post_id;
end;
$$;
revoke execute on function public.increment_post_views(uuid) from public;
grant execute on function public.increment_post_views(uuid) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Reading: editors and admins see the whole site; a post's author sees their own post.
-- ---------------------------------------------------------------------------------------------

-- The five source groups with their landings in a period, always all five in the screen's order.
create or replace function public.audience_sources(p_from date, p_to date, p_post_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_agg(jsonb_build_object('source', g.source, 'visits', coalesce(
           (select sum(d.count) from public.audience_daily d
             where d.metric = 'source' and d.key = g.source and d.day between p_from and p_to
               and (p_post_id is null or d.post_id = p_post_id)), 0)) order by g.position)
    from unnest(array['busca', 'redes_sociais', 'newsletter', 'direto', 'outros_sites']) with ordinality as g (source, position)
$$;
revoke execute on function public.audience_sources(date, date, uuid) from public, anon, authenticated, service_role;

create or replace function public.audience_report(p_days integer default 30)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_days integer := least(greatest(coalesce(p_days, 30), 1), 365);
  v_to date := public.blog_today();
  v_from date := public.blog_today() - (least(greatest(coalesce(p_days, 30), 1), 365) - 1);
begin
  if not public.has_role('editor', 'admin') then
    raise exception 'Acesso negado.' using errcode = '42501';
  end if;
  perform public.rollup_audience_events();

  return jsonb_build_object(
    'days', v_days,
    'from', v_from,
    'to', v_to,
    'total_views', (select coalesce(sum(v.views), 0) from public.post_views_daily v where v.day between v_from and v_to),
    'total_visits', (select coalesce(sum(d.count), 0) from public.audience_daily d where d.metric = 'source' and d.day between v_from and v_to),
    'total_signups', (select coalesce(sum(d.count), 0) from public.audience_daily d where d.metric = 'signup' and d.day between v_from and v_to),
    'views', (
      select jsonb_agg(jsonb_build_object('day', s.day::date, 'views', coalesce(v.views, 0)) order by s.day)
        from generate_series(v_from, v_to, interval '1 day') as s (day)
        left join (
          select d.day, sum(d.views)::integer as views from public.post_views_daily d where d.day between v_from and v_to group by d.day
        ) v on v.day = s.day::date
    ),
    'top_posts', (
      select coalesce(jsonb_agg(jsonb_build_object('id', t.id, 'title', t.title, 'slug', t.slug, 'views', t.views, 'signups', t.signups)
                                order by t.views desc, t.title), '[]'::jsonb)
        from (
          select p.id, p.title, p.slug, sum(v.views)::integer as views,
                 (select coalesce(sum(d.count), 0)::integer from public.audience_daily d
                   where d.metric = 'signup' and d.post_id = p.id and d.day between v_from and v_to) as signups
            from public.post_views_daily v
            join public.posts p on p.id = v.post_id
           where v.day between v_from and v_to
           group by p.id, p.title, p.slug
           order by sum(v.views) desc, p.title
           limit 10
        ) t
    ),
    'sources', public.audience_sources(v_from, v_to, null),
    'referrers', (
      select coalesce(jsonb_agg(jsonb_build_object('host', t.key, 'visits', t.n) order by t.n desc, t.key), '[]'::jsonb)
        from (
          select d.key, sum(d.count)::integer as n from public.audience_daily d
           where d.metric = 'referrer' and d.day between v_from and v_to
           group by d.key order by n desc, d.key limit 20
        ) t
    ),
    'campaigns', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'source', nullif(split_part(t.key, E'\t', 1), ''), 'medium', nullif(split_part(t.key, E'\t', 2), ''),
               'campaign', nullif(split_part(t.key, E'\t', 3), ''), 'visits', t.n) order by t.n desc, t.key), '[]'::jsonb)
        from (
          select d.key, sum(d.count)::integer as n from public.audience_daily d
           where d.metric = 'campaign' and d.day between v_from and v_to
           group by d.key order by n desc, d.key limit 20
        ) t
    ),
    'signups', (
      select coalesce(jsonb_agg(jsonb_build_object('path', t.key, 'title', p.title, 'signups', t.n) order by t.n desc, t.key), '[]'::jsonb)
        from (
          select d.key, sum(d.count)::integer as n, (array_agg(d.post_id order by d.day desc) filter (where d.post_id is not null))[1] as post_id
            from public.audience_daily d
           where d.metric = 'signup' and d.day between v_from and v_to
           group by d.key order by n desc, d.key limit 20
        ) t
        left join public.posts p on p.id = t.post_id
    ),
    -- Only terms searched often enough: a rare term could point at one reader.
    'searches', (
      select coalesce(jsonb_agg(jsonb_build_object('term', t.key, 'searches', t.n, 'without_results', t.empty) order by t.n desc, t.key), '[]'::jsonb)
        from (
          select d.key, sum(d.count) filter (where d.metric = 'search')::integer as n,
                 coalesce(sum(d.count) filter (where d.metric = 'search_empty'), 0)::integer as empty
            from public.audience_daily d
           where d.metric in ('search', 'search_empty') and d.day between v_from and v_to
           group by d.key
          having sum(d.count) filter (where d.metric = 'search') >= 3
           order by n desc, d.key limit 20
        ) t
    ),
    'searches_without_results', (
      select coalesce(jsonb_agg(jsonb_build_object('term', t.key, 'searches', t.n) order by t.n desc, t.key), '[]'::jsonb)
        from (
          select d.key, sum(d.count)::integer as n from public.audience_daily d
           where d.metric = 'search_empty' and d.day between v_from and v_to
           group by d.key having sum(d.count) >= 3 order by n desc, d.key limit 20
        ) t
    )
  );
end;
$$;
revoke execute on function public.audience_report(integer) from public, anon;
grant execute on function public.audience_report(integer) to authenticated;

create or replace function public.post_audience(p_post_id uuid, p_days integer default 30)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_days integer := least(greatest(coalesce(p_days, 30), 1), 365);
  v_to date := public.blog_today();
  v_from date := public.blog_today() - (least(greatest(coalesce(p_days, 30), 1), 365) - 1);
  v_views_total integer;
begin
  select p.views into v_views_total
    from public.posts p
   where p.id = p_post_id
     -- A post's author_id always names a profile (deleting one sets it null), so its author is staff.
     and (public.has_role('editor', 'admin') or p.author_id = (select auth.uid()));
  if not found then
    raise exception 'Acesso negado.' using errcode = '42501';
  end if;
  perform public.rollup_audience_events();

  return jsonb_build_object(
    'days', v_days,
    'views_total', v_views_total,
    'views', (select coalesce(sum(v.views), 0) from public.post_views_daily v
               where v.post_id = p_post_id and v.day between v_from and v_to),
    'visits', (select coalesce(sum(d.count), 0) from public.audience_daily d
                where d.metric = 'source' and d.post_id = p_post_id and d.day between v_from and v_to),
    'sources', public.audience_sources(v_from, v_to, p_post_id),
    'signups', (select coalesce(sum(d.count), 0) from public.audience_daily d
                 where d.metric = 'signup' and d.post_id = p_post_id and d.day between v_from and v_to)
  );
end;
$$;
revoke execute on function public.post_audience(uuid, integer) from public, anon;
grant execute on function public.post_audience(uuid, integer) to authenticated;
