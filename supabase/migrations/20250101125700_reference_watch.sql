-- The link and retraction watch (issue 50 item 4, docs/decisions/058-reference-watch.md). The mailer
-- checks, at most once a week per reference, the links, DOIs and PMIDs cited by public posts, and
-- reports each result through record_reference_check(). The database keeps:
--   reference_watch   one row per reference key: when it was last checked and how many checks in a
--                     row failed softly (timeout, network error, 5xx). The service role only.
--   reference_checks  one row per post, reference and problem ('link_broken', 'retracted',
--                     'corrected'), open until a later check no longer finds it. Editors and admins
--                     read it (the dashboard's "Referências com problema"); only the service role writes.
-- A newly found retraction notifies the post's editor, else every editor and admin ('reference_retracted').

-- ---------------------------------------------------------------------------------------------
-- A new kind of notification (decision 043: made in the database, never by a client).
-- ---------------------------------------------------------------------------------------------
create or replace function public.is_notification_kind(p_kind text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_kind in ('post_submitted', 'post_returned', 'note_mention', 'assignment', 'technical_review_requested',
                    'review_due', 'post_live', 'page_build_failed', 'reference_retracted')
$$;

-- ---------------------------------------------------------------------------------------------
-- The keys of a reference list: 'doi:<doi in lower case>', 'url:<url>' (unless it is the doi.org
-- link of the same DOI) and, for a reference with neither, 'pmid:<pmid>'. With the reference's title
-- (else the key) for the dashboard.
-- ---------------------------------------------------------------------------------------------
create or replace function public.reference_keys(p_list jsonb)
returns table (reference_key text, label text)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select distinct on (k.key) k.key, coalesce(nullif(btrim(item.value ->> 'title'), ''), k.key)
    from jsonb_array_elements(case when jsonb_typeof(p_list) = 'array' then p_list else '[]' end)
           with ordinality as item(value, position)
   cross join lateral (
     select 'doi:' || lower(item.value ->> 'doi') as key where item.value ->> 'doi' ~ '^10\.[0-9]{4,9}/\S+$'
     union all
     select 'url:' || (item.value ->> 'url')
      where item.value ->> 'url' ~ '^https?://\S+$'
        and lower(item.value ->> 'url') not in ('https://doi.org/' || lower(coalesce(item.value ->> 'doi', '')),
                                                'http://doi.org/' || lower(coalesce(item.value ->> 'doi', '')))
     union all
     select 'pmid:' || (item.value ->> 'pmid')
      where item.value ->> 'pmid' ~ '^[0-9]{1,9}$' and item.value ->> 'doi' is null and item.value ->> 'url' is null
   ) k
   order by k.key, item.position
$$;

-- ---------------------------------------------------------------------------------------------
-- The schedule: one row per reference key, for the service role only.
-- ---------------------------------------------------------------------------------------------
create table public.reference_watch (
  reference_key text primary key check (reference_key ~ '^(doi|url|pmid):\S+$' and char_length(reference_key) <= 1100),
  last_checked_at timestamptz not null,
  soft_failures integer not null default 0 check (soft_failures >= 0)
);
comment on table public.reference_watch is 'When each cited reference was last checked by the mailer, and how many checks in a row failed softly (timeout, network error, 5xx).';

alter table public.reference_watch enable row level security;
revoke all on public.reference_watch from anon, authenticated;
grant select, insert, update, delete on public.reference_watch to service_role;

-- ---------------------------------------------------------------------------------------------
-- The problems found, per post and reference.
-- ---------------------------------------------------------------------------------------------
create table public.reference_checks (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  reference_key text not null check (reference_key ~ '^(doi|url|pmid):\S+$' and char_length(reference_key) <= 1100),
  reference_label text not null check (char_length(reference_label) <= 1100),
  problem text not null check (problem in ('link_broken', 'retracted', 'corrected')),
  details jsonb not null default '{}'::jsonb check (jsonb_typeof(details) = 'object' and pg_column_size(details) <= 4000),
  first_seen_at timestamptz not null default now(),
  last_checked_at timestamptz not null default now(),
  resolved_at timestamptz,
  unique (post_id, reference_key, problem)
);
comment on table public.reference_checks is 'Problems the reference watch found in the references of public posts: a link that stopped resolving, a retracted or corrected study. Open while resolved_at is null.';
comment on column public.reference_checks.first_seen_at is 'Since when the problem is known (reset when a resolved problem comes back).';

create index reference_checks_open_idx on public.reference_checks (first_seen_at desc) where resolved_at is null;

alter table public.reference_checks enable row level security;

create policy "Editors and admins read reference problems"
  on public.reference_checks for select
  to authenticated
  using ((select public.has_role('editor', 'admin')));

revoke all on public.reference_checks from anon;
revoke insert, update, delete, truncate on public.reference_checks from authenticated;
grant select on public.reference_checks to authenticated;
grant select, insert, update, delete on public.reference_checks to service_role;

-- ---------------------------------------------------------------------------------------------
-- What the mailer checks next: keys cited by public posts, never checked, checked 7 days ago or more,
-- or (after a soft failure) a day ago or more. The oldest first.
-- ---------------------------------------------------------------------------------------------
create or replace function public.reference_watch_due(p_now timestamptz, p_limit integer)
returns table (reference_key text, last_checked_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select k.reference_key, w.last_checked_at
    from (select distinct rk.reference_key
            from public.posts p
           cross join lateral public.reference_keys(p.reference_list) rk
           where p.status = 'published' or (p.status = 'scheduled' and p.published_at <= p_now)) k
    left join public.reference_watch w on w.reference_key = k.reference_key
   where w.reference_key is null
      or w.last_checked_at <= p_now - case when w.soft_failures > 0 then interval '1 day' else interval '7 days' end
   order by w.last_checked_at nulls first, k.reference_key
   limit greatest(least(coalesce(p_limit, 50), 500), 0)
$$;
revoke execute on function public.reference_watch_due(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.reference_watch_due(timestamptz, integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Records one check of one key. p_problems: [{"problem": …, "details": {…}}] found by this check;
-- p_soft_failure: the link could not be judged (timeout, network error, 5xx), p_soft_details says how.
-- A soft failure counts as 'link_broken' only on the third check in a row (a day apart at least);
-- until then an open 'link_broken' stays as it was. Problems no longer found are resolved. A
-- retraction newly found (or back after being resolved) notifies the post's editor, else every editor
-- and admin. Returns the number of notifications made.
-- ---------------------------------------------------------------------------------------------
create or replace function public.record_reference_check(p_key text, p_problems jsonb, p_soft_failure boolean,
                                                         p_soft_details jsonb, p_now timestamptz)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_soft integer;
  v_problems jsonb := coalesce(p_problems, '[]'::jsonb);
  v_made integer := 0;
  v_post record;
  v_new_retraction boolean;
begin
  if jsonb_typeof(v_problems) <> 'array' then
    raise exception 'p_problems must be an array' using errcode = '22023';
  end if;
  -- Problems of references a post no longer cites, or of posts no longer public, are over.
  update public.reference_checks c
     set resolved_at = p_now
   where c.resolved_at is null
     and not exists (select 1 from public.posts p
                      cross join lateral public.reference_keys(p.reference_list) rk
                      where p.id = c.post_id and rk.reference_key = c.reference_key
                        and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= p_now)));
  insert into public.reference_watch (reference_key, last_checked_at, soft_failures)
  values (p_key, p_now, case when p_soft_failure then 1 else 0 end)
  on conflict (reference_key) do update
    set last_checked_at = excluded.last_checked_at,
        soft_failures = case when p_soft_failure then public.reference_watch.soft_failures + 1 else 0 end
  returning soft_failures into v_soft;
  if p_soft_failure and v_soft >= 3 then
    v_problems := v_problems || jsonb_build_array(jsonb_build_object('problem', 'link_broken', 'details',
                    coalesce(p_soft_details, '{}'::jsonb) || jsonb_build_object('failed_checks', v_soft)));
  end if;

  for v_post in
    select p.id, p.editor_id, rk.label
      from public.posts p
     cross join lateral public.reference_keys(p.reference_list) rk
     where rk.reference_key = p_key
       and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= p_now))
  loop
    -- Problems no longer found are resolved (an open link_broken survives a soft failure).
    update public.reference_checks c
       set resolved_at = p_now, last_checked_at = p_now
     where c.post_id = v_post.id and c.reference_key = p_key and c.resolved_at is null
       and not exists (select 1 from jsonb_array_elements(v_problems) f(value) where f.value ->> 'problem' = c.problem)
       and not (p_soft_failure and c.problem = 'link_broken');
    with found as (
        insert into public.reference_checks as c (post_id, reference_key, reference_label, problem, details,
                                                  first_seen_at, last_checked_at)
        select v_post.id, p_key, left(v_post.label, 1100), f.value ->> 'problem', coalesce(f.value -> 'details', '{}'),
               p_now, p_now
          from jsonb_array_elements(v_problems) f(value)
        on conflict (post_id, reference_key, problem) do update
          set details = excluded.details,
              reference_label = excluded.reference_label,
              last_checked_at = excluded.last_checked_at,
              first_seen_at = case when c.resolved_at is null then c.first_seen_at else excluded.first_seen_at end,
              resolved_at = null
        returning c.problem, c.first_seen_at
    )
    select exists (select 1 from found where found.problem = 'retracted' and found.first_seen_at = p_now)
      into v_new_retraction;
    if v_new_retraction then
      v_made := v_made + public.notify_staff('reference_retracted',
        case when v_post.editor_id is not null then array[v_post.editor_id]
             else array(select s.id from public.profiles s where s.role in ('editor', 'admin')) end,
        v_post.id);
    end if;
  end loop;
  return v_made;
end;
$$;
revoke execute on function public.record_reference_check(text, jsonb, boolean, jsonb, timestamptz)
  from public, anon, authenticated;
grant execute on function public.record_reference_check(text, jsonb, boolean, jsonb, timestamptz) to service_role;
