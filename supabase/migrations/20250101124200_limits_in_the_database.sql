-- Limits that hold wherever the database runs (issue 45; docs/decisions/039-limits-in-the-database-and-a-fair-pool.md).
--
-- Likes, views and the newsletter form were limited per address only by the local stack's gateway,
-- which a hosted project does not run, and which counted the raw path (`set%5Fpost%5Flike` went
-- through). The functions themselves now count calls per client address and, where they have one,
-- per visitor key, and refuse the call over the limit with HTTP 429 and Retry-After, the way
-- PostgREST (12 and later) lets a function choose its response: `raise … using errcode = 'PGRST'`
-- with the body as JSON in MESSAGE and the status and headers as JSON in DETAIL.
--
-- The client address comes from the request headers PostgREST passes to Postgres
-- (`request.headers`): `cf-connecting-ip`, which Cloudflare in front of a hosted project sets to the
-- address that connected to it (a client cannot choose it), else `x-real-ip`, which a proxy sets to
-- the connecting address (Kong in a self-hosted project, the local stack's gateway). The first entry
-- of `x-forwarded-for` is whatever the client wrote, so it is never used. A call without request
-- headers is not an API request (SQL run by the owner, the tests): no address, only the key counts.

-- How many calls of each kind one address or one visitor key may make per window. Data, so an
-- operator can tune a number with one UPDATE; closed to every API role.
create table public.rate_limit_rules (
  action text not null check (action in ('like', 'view', 'newsletter_subscribe', 'newsletter_resend')),
  scope text not null check (scope in ('address', 'visitor')),
  max_hits integer not null check (max_hits > 0),
  per interval not null check (per between interval '1 second' and interval '1 day'),
  primary key (action, scope, per)
);
alter table public.rate_limit_rules enable row level security;
revoke all on public.rate_limit_rules from public, anon, authenticated, service_role;

insert into public.rate_limit_rules (action, scope, max_hits, per) values
  ('like', 'address', 30, interval '1 minute'),
  ('like', 'visitor', 30, interval '1 minute'),
  ('view', 'address', 120, interval '1 minute'),
  ('view', 'visitor', 120, interval '1 minute'),
  -- Every sign-up e-mails someone: a minute's burst, and a day's total per address.
  ('newsletter_subscribe', 'address', 10, interval '1 minute'),
  ('newsletter_subscribe', 'address', 50, interval '1 day'),
  ('newsletter_resend', 'address', 10, interval '1 minute');

-- One row per (rule, address or key, window): a call adds one with a single upsert. `hits` is not
-- indexed and the fill factor leaves room in each page, so the update is a HOT update (no index
-- writes). Rows whose window has ended are deleted a few at a time when new windows start.
create table public.rate_limit_counters (
  bucket text not null,
  subject text not null,
  window_start timestamptz not null,
  expires_at timestamptz not null,
  hits integer not null default 1,
  primary key (bucket, subject, window_start)
) with (fillfactor = 70);
create index rate_limit_counters_expires_at_idx on public.rate_limit_counters (expires_at);
alter table public.rate_limit_counters enable row level security;
revoke all on public.rate_limit_counters from public, anon, authenticated, service_role;

-- The caller's address as the limits count it: an IPv4 address, or the /64 network of an IPv6 one
-- (one subscriber line gets a whole /64, so single IPv6 addresses are free to rotate). Null outside an
-- API request; 'unknown' when a request carries no usable address header (all such calls share one
-- count rather than escaping it).
create or replace function public.request_client_address()
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_headers jsonb;
  v_address inet;
begin
  -- Once set in a session, an unset GUC reads as '' rather than null.
  v_headers := nullif(current_setting('request.headers', true), '')::jsonb;
  if v_headers is null then
    return null;
  end if;
  begin
    v_address := coalesce(nullif(btrim(v_headers ->> 'cf-connecting-ip'), ''), nullif(btrim(v_headers ->> 'x-real-ip'), ''))::inet;
  exception when others then
    v_address := null;
  end;
  if v_address is null then
    return 'unknown';
  end if;
  if family(v_address) = 6 then
    return network(set_masklen(v_address, 64))::text;
  end if;
  return host(v_address);
end;
$$;
revoke execute on function public.request_client_address() from public, anon, authenticated, service_role;

-- Counts one call of `p_action` for the caller's address and for `p_visitor`, under every rule of
-- the action, and refuses it (429 with Retry-After) when any count goes over its limit. The refusal
-- rolls back the whole call, its own count included. Rules are taken in one order (address before
-- visitor, short windows first), so two calls never wait on each other's counter rows crosswise.
create or replace function public.enforce_rate_limit(p_action text, p_visitor text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_address text := public.request_client_address();
  v_rule record;
  v_subject text;
  v_start timestamptz;
  v_hits integer;
  v_new boolean;
  v_retry integer;
begin
  for v_rule in
    select r.scope, r.max_hits, r.per from public.rate_limit_rules r where r.action = p_action order by r.scope, r.per
  loop
    v_subject := case v_rule.scope when 'address' then v_address else p_visitor end;
    continue when v_subject is null;
    v_start := date_bin(v_rule.per, now(), timestamptz '2000-01-01 00:00:00+00');
    insert into public.rate_limit_counters as c (bucket, subject, window_start, expires_at)
    values (p_action || '/' || v_rule.scope || '/' || extract(epoch from v_rule.per)::bigint, left(v_subject, 100), v_start, v_start + v_rule.per)
    on conflict (bucket, subject, window_start) do update set hits = c.hits + 1
    returning c.hits, (c.xmax = 0) into v_hits, v_new;
    v_retry := greatest(1, ceil(extract(epoch from (v_start + v_rule.per) - clock_timestamp())))::integer;
    if v_hits > v_rule.max_hits then
      raise exception using
        errcode = 'PGRST',
        message = json_build_object(
          'code', 'over_request_rate_limit',
          'message', format('Too many requests; try again in %s seconds', v_retry),
          'details', format('at most %s per %s', v_rule.max_hits, v_rule.per),
          'hint', null)::text,
        detail = json_build_object('status', 429, 'headers', json_build_object('Retry-After', v_retry::text))::text;
    end if;
    -- A new window: sweep a few ended ones, skipping rows another call holds.
    if v_new then
      delete from public.rate_limit_counters c
       where c.ctid = any (array(
               select o.ctid from public.rate_limit_counters o
                where o.expires_at < now() order by o.expires_at limit 20 for update skip locked));
    end if;
  end loop;
end;
$$;
revoke execute on function public.enforce_rate_limit(text, text) from public, anon, authenticated, service_role;

-- The four public functions, as before, with the limit first (before any row of theirs is locked).

create or replace function public.set_post_like(post_id uuid, liked boolean, visitor_key uuid)
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
  perform public.enforce_rate_limit('like', set_post_like.visitor_key::text);
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

create or replace function public.increment_post_views(post_id uuid, visitor_key uuid)
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
  perform public.enforce_rate_limit('view', increment_post_views.visitor_key::text);
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
    if random() < 0.01 then
      delete from public.post_view_visits v where v.counted_at < now() - interval '30 minutes';
    end if;
  end if;

  return query select p.views, p.likes from public.posts p where p.id = increment_post_views.post_id;
end;
$$;

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
end;
$$;

create or replace function public.resend_newsletter_confirmation(p_token text)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  perform public.enforce_rate_limit('newsletter_resend', null);
  select id into v_id from public.newsletter_subscribers
   where confirmation_token_hash = public.sha256_hex(coalesce(p_token, ''))
     and status = 'pending';
  if v_id is not null then
    perform public.queue_newsletter_confirmation(v_id);
  end if;
end;
$$;
