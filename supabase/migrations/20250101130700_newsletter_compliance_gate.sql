-- Issue 54: a post e-mailed to the subscribers passes the same compliance gate as a page that publishes
-- it (an e-mail to a list is publicity under the same rules), and the audit log records the sends, the
-- deletion of a subscriber (an erasure request) and every change of a professional registry.
--
-- request_newsletter_send() checks the post's current text on the server
-- (compliance_findings_for_post, as the publishing gate does). With findings, the send needs a written
-- justification (at least 10 characters), kept like a publishing override in post_compliance_overrides
-- (kind 'newsletter') and in the audit log. Only editors and admins send at all (unchanged), and the
-- second step (MFA) is asked for as before (newsletter_sends_need_mfa, post_compliance_overrides_need_mfa).

-- ---------------------------------------------------------------------------------------------
-- Overrides are of a publication or of a newsletter send. A send may be asked for while the post is
-- still a draft or in review (the e-mail leaves when it becomes public), so any status is recorded.
alter table public.post_compliance_overrides
  add column kind text not null default 'publish' check (kind in ('publish', 'newsletter')),
  drop constraint post_compliance_overrides_status_check,
  add constraint post_compliance_overrides_status_check check (
    status in ('published', 'scheduled') or (kind = 'newsletter' and status in ('draft', 'review'))
  );
comment on column public.post_compliance_overrides.kind is 'What went ahead over the findings: the post''s publication, or its e-mail to the subscribers.';

-- What the send dialog shows before asking (editors and admins): the findings a send of the post's
-- current text would have to justify. The dialog shows them; request_newsletter_send() decides.
create or replace function public.newsletter_send_findings(p_post uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_post public.posts;
begin
  if not (select public.has_role('editor', 'admin')) then
    raise exception 'only editors and admins send the newsletter' using errcode = '42501';
  end if;
  select * into v_post from public.posts where id = p_post;
  if not found then
    raise exception 'post not found' using errcode = 'P0002';
  end if;
  -- As the publishing gate reads a text (today's rules, Brasília).
  return public.compliance_findings_for_post(
    v_post.title, v_post.excerpt, v_post.content, v_post.seo_description, v_post.tags, v_post.reference_list,
    p_key_points => v_post.key_points);
end;
$$;
revoke execute on function public.newsletter_send_findings(uuid) from public, anon;
grant execute on function public.newsletter_send_findings(uuid) to authenticated;

-- "Enviar por e-mail aos assinantes" (editors and admins). Refused with 23505 when the post already has
-- a send, 42501 for anyone else, P0002 for an unknown post, and 22023 (hint
-- compliance_justification_required, the findings as detail) when its text has findings and no
-- justification of at least 10 characters came with the request.
drop function public.request_newsletter_send(uuid);
create or replace function public.request_newsletter_send(p_post uuid, p_justification text default null)
returns public.newsletter_sends
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_send public.newsletter_sends;
  v_post public.posts;
  v_findings jsonb;
  v_justification text := nullif(btrim(coalesce(p_justification, '')), '');
begin
  if not (select public.has_role('editor', 'admin')) then
    raise exception 'only editors and admins send the newsletter' using errcode = '42501';
  end if;
  -- Locked: the text checked is the text the e-mail will carry if it leaves now.
  select * into v_post from public.posts where id = p_post for update;
  if not found then
    raise exception 'post not found' using errcode = 'P0002';
  end if;
  v_findings := public.compliance_findings_for_post(
    v_post.title, v_post.excerpt, v_post.content, v_post.seo_description, v_post.tags, v_post.reference_list,
    p_key_points => v_post.key_points);
  if jsonb_array_length(v_findings) > 0 and char_length(coalesce(v_justification, '')) < 10 then
    raise exception 'Escreva a justificativa (ao menos 10 caracteres) para enviar com pontos de conformidade.'
      using errcode = '22023', hint = 'compliance_justification_required', detail = v_findings::text;
  end if;
  begin
    insert into public.newsletter_sends (post_id, requested_by) values (p_post, (select auth.uid())) returning * into v_send;
  exception when unique_violation then
    raise exception 'this post was already sent to the subscribers' using errcode = '23505', hint = 'already_sent';
  end;
  if jsonb_array_length(v_findings) > 0 then
    insert into public.post_compliance_overrides
      (post_id, post_version, status, findings, justification, decided_by, decided_by_name, kind)
    values (
      v_post.id, v_post.version, v_post.status, v_findings, v_justification, (select auth.uid()),
      (select p.full_name from public.profiles p where p.id = (select auth.uid())), 'newsletter'
    );
  end if;
  perform public.release_newsletter_send(v_send.id);
  select * into v_send from public.newsletter_sends where id = v_send.id;
  return v_send;
end;
$$;
revoke execute on function public.request_newsletter_send(uuid, text) from public, anon;
grant execute on function public.request_newsletter_send(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The audit log.

-- Overrides: of a publication (as before) or of a newsletter send.
create or replace function public.audit_compliance_overrides()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.write_audit(
    case new.kind when 'newsletter' then 'compliance.newsletter_override' else 'compliance.override' end,
    'post', new.post_id::text,
    (select p.title from public.posts p where p.id = new.post_id), null, new.status,
    jsonb_build_object('findings', new.findings, 'justification', new.justification, 'post_version', new.post_version));
  return null;
end;
$$;

-- A send asked for, and the moment its messages were queued (with how many).
create or replace function public.audit_newsletter_sends()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_title text := (select p.title from public.posts p where p.id = new.post_id);
begin
  if tg_op = 'INSERT' then
    perform public.write_audit('newsletter.send_requested', 'post', new.post_id::text, v_title);
  end if;
  if new.released_at is not null and (tg_op = 'INSERT' or old.released_at is null) then
    perform public.write_audit('newsletter.sent', 'post', new.post_id::text, v_title, null, null,
      jsonb_build_object('recipients', new.recipients));
  end if;
  return null;
end;
$$;
revoke execute on function public.audit_newsletter_sends() from public, anon, authenticated;

create trigger audit_newsletter_sends
  after insert or update of released_at on public.newsletter_sends
  for each row execute function public.audit_newsletter_sends();

-- A subscriber deleted (an erasure request): the address itself is not kept, only its hash, as in the
-- consent history (newsletter_consent_events), so the entry can be matched to a request.
create or replace function public.audit_newsletter_subscriber_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.write_audit('newsletter.subscriber_deleted', 'newsletter_subscriber', old.id::text, null,
    old.status, null, jsonb_build_object('email_hash', public.newsletter_email_hash(old.email)));
  return null;
end;
$$;
revoke execute on function public.audit_newsletter_subscriber_deleted() from public, anon, authenticated;

create trigger audit_newsletter_subscriber_deleted
  after delete on public.newsletter_subscribers
  for each row execute function public.audit_newsletter_subscriber_deleted();

-- A professional registry changed (council, state, number, RQE, specialty), by its owner or an admin,
-- verified or not: before and after as declared. The trigger's name sorts before audit_profile_registry,
-- so the change is logged before the verification it clears (triggers fire in name order).
create or replace function public.audit_profile_registry_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.write_audit('user.registry_changed', 'user', new.id::text, new.full_name, null, null,
    jsonb_build_object(
      'before', jsonb_build_object('council', old.registry_council, 'uf', old.registry_uf,
        'number', old.registry_number, 'rqe', old.rqe, 'specialty', old.specialty),
      'after', jsonb_build_object('council', new.registry_council, 'uf', new.registry_uf,
        'number', new.registry_number, 'rqe', new.rqe, 'specialty', new.specialty)));
  return null;
end;
$$;
revoke execute on function public.audit_profile_registry_change() from public, anon, authenticated;

create trigger audit_profile_declared_registry
  after update on public.profiles
  for each row
  when ((old.registry_council, old.registry_uf, old.registry_number, old.rqe, old.specialty)
        is distinct from (new.registry_council, new.registry_uf, new.registry_number, new.rqe, new.specialty))
  execute function public.audit_profile_registry_change();
