-- New posts by e-mail (issue 33; docs/decisions/026-newsletter-consent.md).
--
-- An editor or admin asks for a post to be e-mailed to the confirmed subscribers; one send per post
-- (a second request is refused, whether the first is waiting, running or done). When the post is
-- public (at once, or when its scheduled time comes: the mailer calls release_due_newsletter_sends()
-- every round) one message per confirmed subscriber is queued in the outbox in a single statement, so
-- a send is never half-queued, and a unique index keeps any subscriber from being queued twice. The
-- outbox then does what it does for every e-mail: batches, retries with a growing delay, and a result
-- per recipient (sent_at / failed_at / last_error), which newsletter_sends_overview() sums up.

create table public.newsletter_sends (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null unique references public.posts (id) on delete cascade,
  requested_by uuid references public.profiles (id) on delete set null,
  requested_at timestamptz not null default now(),
  -- When the messages were queued (the post was public); null while a scheduled post waits.
  released_at timestamptz,
  recipients integer check (recipients is null or recipients >= 0)
);
alter table public.newsletter_sends enable row level security;
revoke all on public.newsletter_sends from anon, authenticated;

alter table public.email_outbox add column newsletter_send_id uuid references public.newsletter_sends (id) on delete cascade;
create unique index email_outbox_newsletter_once on public.email_outbox (newsletter_send_id, recipient)
  where newsletter_send_id is not null;

-- Queues the post's e-mail for every confirmed subscriber if the post is public and the send was not
-- released yet; true when it did. Internal.
create or replace function public.release_newsletter_send(p_send uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_send public.newsletter_sends;
  v_post public.posts;
  v_count integer;
begin
  select * into v_send from public.newsletter_sends where id = p_send for update;
  if not found or v_send.released_at is not null then
    return false;
  end if;
  select * into v_post from public.posts p
   where p.id = v_send.post_id
     and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()));
  if not found then
    return false;
  end if;

  insert into public.email_outbox (template, recipient, payload, newsletter_send_id)
  select 'newsletter_post',
         s.email,
         jsonb_build_object(
           'send_id', v_send.id,
           'post_id', v_post.id,
           'title', v_post.title,
           'excerpt', coalesce(nullif(btrim(v_post.excerpt), ''), v_post.card_excerpt, ''),
           'image', v_post.image,
           'slug', v_post.slug,
           'unsubscribe_token', public.newsletter_unsubscribe_token(s.id)
         ),
         v_send.id
    from public.newsletter_subscribers s
   where s.status = 'confirmed'
  on conflict do nothing;
  get diagnostics v_count = row_count;

  update public.newsletter_sends set released_at = now(), recipients = v_count where id = v_send.id;
  return true;
end;
$$;
revoke execute on function public.release_newsletter_send(uuid) from public, anon, authenticated;

-- "Enviar por e-mail aos assinantes" (editors and admins). Refused with 23505 when the post already
-- has a send, with 42501 for anyone else, and with P0002 for an unknown post.
create or replace function public.request_newsletter_send(p_post uuid)
returns public.newsletter_sends
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_send public.newsletter_sends;
begin
  if not (select public.has_role('editor', 'admin')) then
    raise exception 'only editors and admins send the newsletter' using errcode = '42501';
  end if;
  if not exists (select 1 from public.posts where id = p_post) then
    raise exception 'post not found' using errcode = 'P0002';
  end if;
  begin
    insert into public.newsletter_sends (post_id, requested_by) values (p_post, (select auth.uid())) returning * into v_send;
  exception when unique_violation then
    raise exception 'this post was already sent to the subscribers' using errcode = '23505', hint = 'already_sent';
  end;
  perform public.release_newsletter_send(v_send.id);
  select * into v_send from public.newsletter_sends where id = v_send.id;
  return v_send;
end;
$$;
revoke execute on function public.request_newsletter_send(uuid) from public, anon;
grant execute on function public.request_newsletter_send(uuid) to authenticated;

-- The mailer's round: sends of scheduled posts whose time has come. Service role only.
create or replace function public.release_due_newsletter_sends()
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_released integer := 0;
begin
  for v_id in select id from public.newsletter_sends where released_at is null order by requested_at loop
    if public.release_newsletter_send(v_id) then
      v_released := v_released + 1;
    end if;
  end loop;
  return v_released;
end;
$$;
revoke execute on function public.release_due_newsletter_sends() from public, anon, authenticated;
grant execute on function public.release_due_newsletter_sends() to service_role;

-- Every send with its results, newest first (editors and admins; optionally one post).
create or replace function public.newsletter_sends_overview(p_post uuid default null)
returns table (
  id uuid,
  post_id uuid,
  post_title text,
  requested_by_name text,
  requested_at timestamptz,
  released_at timestamptz,
  recipients integer,
  sent integer,
  failed integer,
  pending integer,
  last_error text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.has_role('editor', 'admin')) then
    raise exception 'only editors and admins read the newsletter sends' using errcode = '42501';
  end if;
  return query
  select s.id, s.post_id, p.title, pr.full_name, s.requested_at, s.released_at, s.recipients,
         count(o.id) filter (where o.sent_at is not null)::integer,
         count(o.id) filter (where o.failed_at is not null)::integer,
         count(o.id) filter (where o.sent_at is null and o.failed_at is null)::integer,
         (array_agg(o.last_error order by o.created_at desc) filter (where o.last_error is not null))[1]
    from public.newsletter_sends s
    join public.posts p on p.id = s.post_id
    left join public.profiles pr on pr.id = s.requested_by
    left join public.email_outbox o on o.newsletter_send_id = s.id
   where p_post is null or s.post_id = p_post
   group by s.id, p.title, pr.full_name
   order by s.requested_at desc;
end;
$$;
revoke execute on function public.newsletter_sends_overview(uuid) from public, anon;
grant execute on function public.newsletter_sends_overview(uuid) to authenticated;
