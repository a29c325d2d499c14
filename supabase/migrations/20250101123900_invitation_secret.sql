-- Invitations bound to their link (docs/decisions/036-invitations-bound-to-their-link.md).
--
-- Until now the Before User Created hook and handle_new_user() matched the invited e-mail only: with
-- e-mail confirmation off, anybody who knew (or guessed) an invited address signed up with it and
-- got the invited role. From here on every invitation e-mail carries a secret in its link
-- (/admin/convite/<id>#<secret>): 32 bytes from pgcrypto's CSPRNG, stored only as its SHA-256, one
-- per invitation. A sign-up sends it in its metadata (`options.data.invitation_secret`), which Auth
-- hands to the hook as `user.user_metadata` and to the trigger as `raw_user_meta_data`; both accept the
-- sign-up only for the pending invitation of that secret AND that e-mail. The first admin (no admin
-- yet) still needs no secret.
--
-- Single use: the invitation is accepted by the sign-up, and an accepted invitation lets nobody in.
-- Expiring with the invitation: a secret is only as good as its invitation's state. A resend issues
-- a new secret and the previous link stops working (one hash per invitation).
--
-- Existing installations: invitations still pending have no secret, so their old links and a
-- sign-up with their address are refused until an admin presses "Reenviar" (docs/deployment.md).
-- Nothing else changes for existing rows.

-- The hash of each invitation's current link secret. Closed to every API role: nobody reads a hash.
create table public.staff_invitation_secrets (
  invitation_id uuid primary key references public.staff_invitations (id) on delete cascade,
  secret_hash text not null unique check (secret_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
comment on table public.staff_invitation_secrets is 'SHA-256 of the secret in each invitation link; the plain secret is never stored here.';
alter table public.staff_invitation_secrets enable row level security;
revoke all on public.staff_invitation_secrets from public, anon, authenticated, service_role;

-- A new secret for an invitation's link (base64url, 256 bits), replacing the previous one. Internal:
-- called by queue_invitation_email() and invite_staff_for_signup(), never by API roles.
create or replace function public.issue_staff_invitation_secret(p_invitation uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_secret text := translate(rtrim(encode(extensions.gen_random_bytes(32), 'base64'), '='), '+/', '-_');
begin
  insert into public.staff_invitation_secrets (invitation_id, secret_hash)
  values (p_invitation, public.sha256_hex(v_secret))
  on conflict (invitation_id) do update set secret_hash = excluded.secret_hash, created_at = now();
  return v_secret;
end;
$$;
revoke execute on function public.issue_staff_invitation_secret(uuid) from public, anon, authenticated, service_role;

-- The invitation whose link carries this secret (any state), or a row of nulls.
create or replace function public.staff_invitation_for_secret(p_secret text)
returns public.staff_invitations
language sql
stable
security definer
set search_path = ''
as $$
  select i.*
    from public.staff_invitations i
    join public.staff_invitation_secrets s on s.invitation_id = i.id
   where s.secret_hash = public.sha256_hex(nullif(btrim(p_secret), ''))
$$;
revoke execute on function public.staff_invitation_for_secret(text) from public, anon, authenticated, service_role;

-- The invitation e-mail, now with a fresh secret for its link: every e-mail (invite, resend) makes the
-- link of the previous one stop working. The plain secret lives only in this outbox payload, which
-- only the service role's mailer reads, and is erased once the message is sent or given up
-- (email_outbox_forget_link_secret below).
create or replace function public.queue_invitation_email(invitation public.staff_invitations)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select public.enqueue_email('staff_invitation', invitation.email, jsonb_build_object(
    'invitation_id', invitation.id,
    'invitation_secret', public.issue_staff_invitation_secret(invitation.id),
    'role', invitation.role,
    'full_name', invitation.full_name,
    'invited_by_name', (select p.full_name from public.profiles p where p.id = (select auth.uid())),
    'expires_at', invitation.expires_at
  ));
$$;
revoke execute on function public.queue_invitation_email(public.staff_invitations) from public, anon, authenticated;

-- "Criar Novo Usuário": the admin creates the account at once, so the admin's browser signs the person
-- up and needs the link's secret. invite_staff() checks the caller (admins, the service role) and the
-- e-mail; the secret is returned to that caller once, and no e-mail is queued.
create or replace function public.invite_staff_for_signup(p_email text, p_role text, p_full_name text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invitation public.staff_invitations := public.invite_staff(p_email, p_role, p_full_name, false);
begin
  return jsonb_build_object(
    'id', v_invitation.id,
    'email', v_invitation.email,
    'role', v_invitation.role,
    'expires_at', v_invitation.expires_at,
    'invitation_secret', public.issue_staff_invitation_secret(v_invitation.id)
  );
end;
$$;
revoke execute on function public.invite_staff_for_signup(text, text, text) from public, anon;
grant execute on function public.invite_staff_for_signup(text, text, text) to authenticated, service_role;

-- The invitation page's preview now needs the link's secret too: the id alone shows nothing.
drop function public.staff_invitation_preview(uuid);
create function public.staff_invitation_preview(p_id uuid, p_secret text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'email', i.email,
    'role', i.role,
    'full_name', i.full_name,
    'expires_at', i.expires_at,
    'state', public.staff_invitation_state(i)
  )
    from public.staff_invitation_for_secret(p_secret) i
   where i.id = p_id
$$;
grant execute on function public.staff_invitation_preview(uuid, text) to anon, authenticated, service_role;

-- Supabase Auth's Before User Created hook. Once an admin exists, a sign-up goes on only with the
-- secret of a pending invitation for exactly its e-mail (any case). Without a secret, an invited
-- address is refused with the same words as a stranger's, so the answer tells nobody which addresses
-- are invited; only whoever holds a link learns that its invitation expired, was revoked or was used.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(event #>> '{user,email}', '')));
  v_secret text := nullif(btrim(coalesce(event #>> '{user,user_metadata,invitation_secret}', '')), '');
  v_invitation public.staff_invitations;
  v_state text;
begin
  -- Before the first admin exists anybody may sign up (the bootstrap rule of handle_new_user).
  if not exists (select 1 from public.profiles p where p.role = 'admin') then
    return '{}'::jsonb;
  end if;

  v_invitation := public.staff_invitation_for_secret(v_secret);
  if v_invitation.id is null then
    return jsonb_build_object('error', jsonb_build_object('http_code', 403, 'message', case
      when v_secret is null then 'Cadastro somente por convite. Se você foi convidado, crie sua conta pelo link do e-mail de convite; se não, peça um convite a um administrador.'
      else 'Este link de convite não é válido ou foi substituído por um mais recente. Use o link do último e-mail de convite ou peça um novo convite a um administrador.'
    end));
  end if;
  if v_invitation.email is distinct from v_email then
    return jsonb_build_object('error', jsonb_build_object('http_code', 403, 'message',
      'Este link de convite é de outro e-mail. Cadastre-se com o e-mail que recebeu o convite.'));
  end if;

  v_state := public.staff_invitation_state(v_invitation);
  if v_state is distinct from 'pending' then
    return jsonb_build_object('error', jsonb_build_object('http_code', 403, 'message', case v_state
      when 'accepted' then 'Este convite já foi usado. Faça login.'
      when 'expired' then 'Este convite expirou. Peça um novo convite a um administrador.'
      else 'Este convite foi revogado. Peça um novo convite a um administrador.'
    end));
  end if;
  return '{}'::jsonb;
end;
$$;
revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;

-- New auth user → profile, with the role of the pending invitation whose link's secret the sign-up
-- carries for this very e-mail (the invitation becomes accepted: its secret is spent). The first
-- account while no admin exists becomes admin; a user nobody can sign in to is a byline author; any
-- other new user is refused — also where the hook is off, and for the admin API, which skips it.
-- The used secret is then removed from the user's metadata (GoTrue reloads the row after its insert,
-- so the session and the answer do not carry it either).
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_secret text := nullif(btrim(coalesce(new.raw_user_meta_data ->> 'invitation_secret', '')), '');
  v_invitation public.staff_invitations;
  v_role text;
  v_name text;
begin
  perform pg_advisory_xact_lock(hashtext('public.profiles:bootstrap-admin'));

  select i.* into v_invitation
    from public.staff_invitations i
    join public.staff_invitation_secrets s on s.invitation_id = i.id
   where s.secret_hash = public.sha256_hex(v_secret)
     and i.email = lower(btrim(coalesce(new.email, '')))
     and public.staff_invitation_state(i) = 'pending'
   for update of i;

  if v_invitation.id is not null then
    v_role := v_invitation.role;
  elsif new.email is null and new.phone is null and not coalesce(new.is_anonymous, false) then
    -- A byline nobody can sign in to (no e-mail, no phone), like the seed's "Equipe Editorial".
    v_role := 'author';
  elsif not exists (select 1 from public.profiles p where p.role = 'admin') then
    v_role := 'admin';
  end if;

  if v_role is null then
    raise exception 'Cadastro somente por convite. Se você foi convidado, crie sua conta pelo link do e-mail de convite; se não, peça um convite a um administrador.'
      using errcode = '42501';
  end if;

  v_name := coalesce(
    nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''),
    v_invitation.full_name,
    nullif(btrim(split_part(coalesce(new.email, ''), '@', 1)), ''),
    'Usuário'
  );

  insert into public.profiles (id, full_name, role, avatar_url)
  values (new.id, v_name, v_role, nullif(btrim(new.raw_user_meta_data ->> 'avatar_url'), ''))
  on conflict (id) do nothing;

  if v_invitation.id is not null then
    update public.staff_invitations i
       set accepted_at = now(), accepted_user_id = new.id
     where i.id = v_invitation.id;
  end if;

  if new.raw_user_meta_data ? 'invitation_secret' then
    begin
      update auth.users u
         set raw_user_meta_data = u.raw_user_meta_data - 'invitation_secret'
       where u.id = new.id;
    exception when insufficient_privilege then
      -- A platform that ever denies the owner this update: the spent secret stays, worth nothing.
      null;
    end;
  end if;

  return new;
end;
$$;
revoke execute on function public.handle_new_user() from public, anon, authenticated;

-- An invitation e-mail that went out (or was given up) no longer needs its link's secret.
create or replace function public.email_outbox_forget_link_secret()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.sent_at is not null or new.failed_at is not null then
    new.payload := new.payload - 'invitation_secret';
  end if;
  return new;
end;
$$;
revoke execute on function public.email_outbox_forget_link_secret() from public, anon, authenticated;

create trigger email_outbox_forget_link_secret
  before update of sent_at, failed_at on public.email_outbox
  for each row execute function public.email_outbox_forget_link_secret();
