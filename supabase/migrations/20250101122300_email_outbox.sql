-- Transactional e-mail (docs/decisions/016-email-outbox-and-mailer.md): the database queues a message
-- in the same transaction as the change that causes it (an invitation), and the mailer service
-- (mailer/) claims due messages, renders them and sends them over SMTP. A message that fails is
-- retried with a growing delay; one that keeps failing, or fails for good, is marked failed.
--
-- The table is closed to every API role; only the service role's mailer reaches it, through
-- claim_email_outbox() and complete_email_outbox().
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  template text not null check (template ~ '^[a-z][a-z_]*$'),
  recipient text not null check (char_length(recipient) between 3 and 254),
  payload jsonb not null default '{}'::jsonb check (jsonb_typeof(payload) = 'object'),
  created_at timestamptz not null default now(),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  sent_at timestamptz,
  failed_at timestamptz,
  last_error text
);
comment on table public.email_outbox is 'E-mails waiting for the mailer service, with their delivery state.';

create index email_outbox_due_idx on public.email_outbox (next_attempt_at)
  where sent_at is null and failed_at is null;

alter table public.email_outbox enable row level security;
revoke all on public.email_outbox from anon, authenticated;

-- Queues one message. Internal: called by other SECURITY DEFINER functions, never by API roles.
create or replace function public.enqueue_email(p_template text, p_recipient text, p_payload jsonb)
returns uuid
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.email_outbox (template, recipient, payload)
  values (p_template, lower(btrim(p_recipient)), coalesce(p_payload, '{}'::jsonb))
  returning id
$$;
revoke execute on function public.enqueue_email(text, text, jsonb) from public, anon, authenticated;

-- The mailer's claim: up to p_limit due messages, locked for two minutes so that two mailers (or a
-- restart in the middle of a batch) never send one message twice while it is being sent.
create or replace function public.claim_email_outbox(p_limit integer default 10)
returns setof public.email_outbox
language sql
volatile
security definer
set search_path = ''
as $$
  update public.email_outbox o
     set locked_until = now() + interval '2 minutes',
         attempts = o.attempts + 1
   where o.id in (
     select d.id
       from public.email_outbox d
      where d.sent_at is null
        and d.failed_at is null
        and d.next_attempt_at <= now()
        and (d.locked_until is null or d.locked_until < now())
      order by d.next_attempt_at, d.created_at
      limit greatest(1, least(coalesce(p_limit, 10), 100))
      for update skip locked
   )
  returning o.*
$$;
revoke execute on function public.claim_email_outbox(integer) from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer) to service_role;

-- The mailer's report on one claimed message: sent (p_error null), or failed. A temporary failure is
-- retried after attempts² minutes, up to 6 attempts; a permanent one (the server refused the
-- recipient) is not retried.
create or replace function public.complete_email_outbox(p_id uuid, p_error text default null, p_permanent boolean default false)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.email_outbox o
     set sent_at = case when p_error is null then now() end,
         failed_at = case when p_error is not null and (p_permanent or o.attempts >= 6) then now() end,
         last_error = left(p_error, 500),
         next_attempt_at = case when p_error is null then o.next_attempt_at
                                else now() + make_interval(mins => o.attempts * o.attempts) end,
         locked_until = null
   where o.id = p_id
     and o.sent_at is null
$$;
revoke execute on function public.complete_email_outbox(uuid, text, boolean) from public, anon, authenticated;
grant execute on function public.complete_email_outbox(uuid, text, boolean) to service_role;
