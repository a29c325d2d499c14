-- Newsletter with double opt-in and a consent record (issue 33; docs/decisions/026-newsletter-consent.md).
--
-- A subscription starts 'pending' and receives e-mail only once the person opens the confirmation
-- link (valid 48 h). The database keeps what the person agreed to: the version of the consent text
-- (its words are in newsletter_consent_texts), when, from which form and page, and when confirmed.
-- Every change of consent is written to newsletter_consent_events, which outlives the address:
-- deleting a subscriber on request keeps only a hash of the address and the withdrawal.
--
-- Visitors no longer write the table: subscribe_newsletter() answers the same whether or not the
-- address is known, so a stranger learns nothing, and it queues at most a few e-mails per address.

-- The words a person agrees to, by version. A new wording is a new row; old rows never change.
create table public.newsletter_consent_texts (
  version text primary key check (version ~ '^[a-z0-9][a-z0-9.-]{0,30}$'),
  body text not null check (char_length(body) between 20 and 1000),
  created_at timestamptz not null default now()
);
alter table public.newsletter_consent_texts enable row level security;
revoke all on public.newsletter_consent_texts from anon, authenticated;
grant select on public.newsletter_consent_texts to anon, authenticated;
create policy "Everyone reads the consent texts" on public.newsletter_consent_texts for select to anon, authenticated using (true);

insert into public.newsletter_consent_texts (version, body) values (
  '2026-11-v1',
  'Quero receber por e-mail os novos artigos do Cannabis Medicinal. Posso cancelar a inscrição a qualquer momento pelo link presente em cada e-mail.'
);

-- Rows from before double opt-in never confirmed anything: they stay, as 'pending' without a link, and
-- receive nothing until the person subscribes again.
alter table public.newsletter_subscribers
  add column status text not null default 'pending' check (status in ('pending', 'confirmed', 'unsubscribed')),
  add column consent_version text references public.newsletter_consent_texts (version),
  add column consent_page text check (consent_page is null or char_length(consent_page) <= 300),
  add column consented_at timestamptz,
  add column confirmed_at timestamptz,
  add column unsubscribed_at timestamptz,
  add column confirmation_token_hash text unique,
  add column confirmation_expires_at timestamptz,
  add column confirmation_emails integer not null default 0 check (confirmation_emails >= 0),
  add column last_confirmation_at timestamptz;

create index newsletter_subscribers_status_idx on public.newsletter_subscribers (status, created_at desc);

-- Visitors subscribe through subscribe_newsletter() only; editors and admins read (the consent fields
-- included) through their policy; the token columns stay closed to every API role.
drop policy "Visitors can subscribe to the newsletter" on public.newsletter_subscribers;
revoke all on public.newsletter_subscribers from anon, authenticated;
grant select (id, email, source, created_at, status, consent_version, consent_page, consented_at, confirmed_at, unsubscribed_at)
  on public.newsletter_subscribers to authenticated;
grant delete on public.newsletter_subscribers to authenticated;

-- Every change of consent, kept when the address is deleted (then only its hash remains).
create table public.newsletter_consent_events (
  id bigint generated always as identity primary key,
  subscriber_id uuid references public.newsletter_subscribers (id) on delete set null,
  email_hash text not null,
  event text not null check (event in ('subscribed', 'confirmed', 'unsubscribed', 'deleted')),
  consent_version text references public.newsletter_consent_texts (version),
  source text,
  page text,
  at timestamptz not null default now()
);
create index newsletter_consent_events_subscriber_idx on public.newsletter_consent_events (subscriber_id, at);
alter table public.newsletter_consent_events enable row level security;
revoke all on public.newsletter_consent_events from anon, authenticated;
grant select on public.newsletter_consent_events to authenticated;
create policy "Editors and admins read the consent history"
  on public.newsletter_consent_events for select to authenticated
  using ((select public.has_role('editor', 'admin')));

-- The key that signs unsubscribe links. Made here, per project; closed to every API role.
create table public.newsletter_signing_key (
  id boolean primary key default true check (id),
  key bytea not null default extensions.gen_random_bytes(32)
);
alter table public.newsletter_signing_key enable row level security;
revoke all on public.newsletter_signing_key from anon, authenticated;
insert into public.newsletter_signing_key default values;

-- Hashes and signatures use core Postgres's sha256(), not pgcrypto's digest()/hmac(): the results are
-- the same, and core's sha256 needs no OpenSSL. The embedded database of the local stack (PGlite) links
-- pgcrypto against a WebAssembly OpenSSL that now and then fails to set up its digests ("Cannot use
-- "sha256": Cipher cannot be initialized"); core's implementation never has.
create or replace function public.sha256_hex(p_text text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select encode(sha256(convert_to(p_text, 'UTF8')), 'hex')
$$;
revoke execute on function public.sha256_hex(text) from public, anon, authenticated;

-- HMAC-SHA256 as RFC 2104 defines it (64-byte blocks; a longer key is hashed first), on core's sha256().
create or replace function public.hmac_sha256(p_message bytea, p_key bytea)
returns bytea
language plpgsql
immutable
strict
set search_path = ''
as $$
declare
  v_key bytea := case when length(p_key) > 64 then sha256(p_key) else p_key end;
  v_inner bytea;
  v_outer bytea;
begin
  v_key := v_key || decode(repeat('00', 64 - length(v_key)), 'hex');
  v_inner := v_key;
  v_outer := v_key;
  for i in 0..63 loop
    v_inner := set_byte(v_inner, i, get_byte(v_key, i) # 54);  -- 0x36
    v_outer := set_byte(v_outer, i, get_byte(v_key, i) # 92);  -- 0x5c
  end loop;
  return sha256(v_outer || sha256(v_inner || p_message));
end;
$$;
revoke execute on function public.hmac_sha256(bytea, bytea) from public, anon, authenticated;

create or replace function public.newsletter_email_hash(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select public.sha256_hex(lower(btrim(p_email)))
$$;

-- "<subscriber id>.<HMAC-SHA256 of the id>", base64url: the link in every e-mail, valid until used.
create or replace function public.newsletter_unsubscribe_token(p_subscriber uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p_subscriber::text || '.' || translate(rtrim(encode(public.hmac_sha256(convert_to(p_subscriber::text, 'UTF8'), k.key), 'base64'), '='), '+/', '-_')
  from public.newsletter_signing_key k
$$;
revoke execute on function public.newsletter_unsubscribe_token(uuid) from public, anon, authenticated;
grant execute on function public.newsletter_unsubscribe_token(uuid) to service_role;

-- A new confirmation link for a subscriber: a fresh token (only its hash is kept), 48 hours, and the
-- e-mail queued. At most one e-mail per 10 minutes and 5 per day per address; beyond that nothing is
-- sent (and nothing said), so a form filled in a loop floods nobody.
create or replace function public.queue_newsletter_confirmation(p_subscriber uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.newsletter_subscribers;
  v_token text := translate(rtrim(encode(extensions.gen_random_bytes(24), 'base64'), '='), '+/', '-_');
begin
  select * into v_row from public.newsletter_subscribers where id = p_subscriber for update;
  if not found or v_row.status = 'confirmed' then
    return false;
  end if;
  if v_row.last_confirmation_at is not null and v_row.last_confirmation_at > now() - interval '10 minutes' then
    return false;
  end if;
  if v_row.last_confirmation_at is not null and v_row.last_confirmation_at > now() - interval '1 day'
     and v_row.confirmation_emails >= 5 then
    return false;
  end if;
  update public.newsletter_subscribers
     set confirmation_token_hash = public.sha256_hex(v_token),
         confirmation_expires_at = now() + interval '48 hours',
         confirmation_emails = case when last_confirmation_at > now() - interval '1 day' then confirmation_emails + 1 else 1 end,
         last_confirmation_at = now()
   where id = p_subscriber;
  perform public.enqueue_email('newsletter_confirmation', v_row.email, jsonb_build_object('token', v_token, 'subscriber_id', p_subscriber));
  return true;
end;
$$;
revoke execute on function public.queue_newsletter_confirmation(uuid) from public, anon, authenticated;

-- The public form. Always answers nothing (the same for a new, pending, confirmed or unsubscribed
-- address); an invalid address or an unknown consent version is refused (22023) before anything is
-- stored. A re-subscription after unsubscribing starts a new opt-in with the new consent.
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
revoke execute on function public.subscribe_newsletter(text, text, text, text) from public;
grant execute on function public.subscribe_newsletter(text, text, text, text) to anon, authenticated;

-- The confirmation link: 'confirmed', 'already-confirmed', or an error whose hint the page shows
-- ('expired' offers "Reenviar confirmação"; 'invalid' for an unknown or replaced link).
create or replace function public.confirm_newsletter(p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.newsletter_subscribers;
begin
  select * into v_row from public.newsletter_subscribers
   where confirmation_token_hash = public.sha256_hex(coalesce(p_token, ''))
   for update;
  if not found then
    raise exception 'invalid confirmation link' using errcode = '22023', hint = 'invalid';
  end if;
  if v_row.status = 'confirmed' then
    return 'already-confirmed';
  end if;
  if v_row.status <> 'pending' or v_row.confirmation_expires_at < now() then
    raise exception 'expired confirmation link' using errcode = '22023', hint = 'expired';
  end if;
  update public.newsletter_subscribers set status = 'confirmed', confirmed_at = now() where id = v_row.id;
  insert into public.newsletter_consent_events (subscriber_id, email_hash, event, consent_version, source, page)
  values (v_row.id, public.newsletter_email_hash(v_row.email), 'confirmed', v_row.consent_version, v_row.source, v_row.consent_page);
  return 'confirmed';
end;
$$;
revoke execute on function public.confirm_newsletter(text) from public;
grant execute on function public.confirm_newsletter(text) to anon, authenticated;

-- "Reenviar confirmação" on the page of an expired link: a new e-mail to the same address (within the
-- limits of queue_newsletter_confirmation), without the page ever knowing the address.
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
  select id into v_id from public.newsletter_subscribers
   where confirmation_token_hash = public.sha256_hex(coalesce(p_token, ''))
     and status = 'pending';
  if v_id is not null then
    perform public.queue_newsletter_confirmation(v_id);
  end if;
end;
$$;
revoke execute on function public.resend_newsletter_confirmation(text) from public;
grant execute on function public.resend_newsletter_confirmation(text) to anon, authenticated;

-- The unsubscribe link of every e-mail (and the one-click POST of RFC 8058): effective at once.
-- 'unsubscribed' also for a link used twice; an altered link is refused (hint 'invalid').
create or replace function public.unsubscribe_newsletter(p_token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_id uuid;
  v_row public.newsletter_subscribers;
begin
  begin
    v_id := split_part(coalesce(p_token, ''), '.', 1)::uuid;
  exception when invalid_text_representation then
    v_id := null;
  end;
  if v_id is null or public.newsletter_unsubscribe_token(v_id) is distinct from p_token then
    raise exception 'invalid unsubscribe link' using errcode = '22023', hint = 'invalid';
  end if;
  select * into v_row from public.newsletter_subscribers where id = v_id for update;
  if not found or v_row.status = 'unsubscribed' then
    return 'unsubscribed'; -- deleted on request, or already out: nothing left to send to
  end if;
  update public.newsletter_subscribers
     set status = 'unsubscribed', unsubscribed_at = now(), confirmation_token_hash = null, confirmation_expires_at = null
   where id = v_id;
  insert into public.newsletter_consent_events (subscriber_id, email_hash, event, consent_version, source, page)
  values (v_id, public.newsletter_email_hash(v_row.email), 'unsubscribed', v_row.consent_version, null, null);
  return 'unsubscribed';
end;
$$;
revoke execute on function public.unsubscribe_newsletter(text) from public;
grant execute on function public.unsubscribe_newsletter(text) to anon, authenticated;

-- Deleting a subscriber (admins, on request) keeps only the proof that consent was withdrawn: the
-- hash of the address and a 'deleted' event. Unsent e-mails to the address are dropped.
create or replace function public.newsletter_subscriber_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.newsletter_consent_events (subscriber_id, email_hash, event, consent_version)
  values (null, public.newsletter_email_hash(old.email), 'deleted', old.consent_version);
  update public.newsletter_consent_events set subscriber_id = null where subscriber_id = old.id;
  delete from public.email_outbox where recipient = lower(old.email) and sent_at is null and template like 'newsletter%';
  return old;
end;
$$;
revoke execute on function public.newsletter_subscriber_deleted() from public, anon, authenticated;

create trigger newsletter_subscribers_deleted
  before delete on public.newsletter_subscribers
  for each row execute function public.newsletter_subscriber_deleted();
