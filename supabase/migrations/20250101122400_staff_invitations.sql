-- Staff accounts by invitation only (docs/decisions/015-editorial-roles-and-invitations.md).
--
-- Once an admin exists, an account can be created only for an e-mail with a pending invitation.
-- Supabase Auth asks hook_before_user_created() before it creates any user (declared in
-- supabase/config.toml; the local Auth calls it the same way) and refuses the sign-up with the hook's
-- pt-BR message; handle_new_user() refuses it again when the row is inserted anyway (a project whose
-- hook is not enabled, or the admin API, which skips the hook). The role always comes from the
-- invitation, never from what the client sends.

create table public.staff_invitations (
  id uuid primary key default gen_random_uuid(),
  email text not null check (char_length(email) between 3 and 254 and email = lower(btrim(email))),
  role text not null check (role in ('author', 'editor', 'admin')),
  full_name text check (char_length(full_name) <= 120),
  invited_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_user_id uuid references public.profiles (id) on delete set null,
  revoked_at timestamptz,
  revoked_by uuid references public.profiles (id) on delete set null
);
comment on table public.staff_invitations is 'Invitations to join the staff with a role; valid 7 days.';

create index staff_invitations_email_idx on public.staff_invitations (email, created_at desc);
create index staff_invitations_created_idx on public.staff_invitations (created_at desc);

-- pending | accepted | revoked | expired
create or replace function public.staff_invitation_state(invitation public.staff_invitations)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when invitation.accepted_at is not null then 'accepted'
    when invitation.revoked_at is not null then 'revoked'
    when invitation.expires_at <= now() then 'expired'
    else 'pending'
  end
$$;
grant execute on function public.staff_invitation_state(public.staff_invitations) to authenticated, service_role;

alter table public.staff_invitations enable row level security;

create policy "Admins can read invitations"
  on public.staff_invitations for select
  to authenticated
  using ((select public.has_role('admin')));

-- Written only through invite_staff(), resend_staff_invitation(), revoke_staff_invitation() and the
-- sign-up trigger, so every change is validated and audited.
revoke all on public.staff_invitations from anon;
revoke insert, update, delete, truncate on public.staff_invitations from authenticated;

-- The users screen's list: each invitation with its state and who sent it (RLS of the table applies).
create view public.staff_invitations_overview
with (security_invoker = true) as
  select i.id, i.email, i.role, i.full_name, i.created_at, i.expires_at, i.accepted_at, i.revoked_at,
         i.invited_by, inviter.full_name as invited_by_name, i.accepted_user_id,
         public.staff_invitation_state(i) as state
    from public.staff_invitations i
    left join public.profiles inviter on inviter.id = i.invited_by;
revoke all on public.staff_invitations_overview from anon;
grant select on public.staff_invitations_overview to authenticated, service_role;

-- The e-mail to the invited person, queued for the mailer (mailer/templates/staff-invitation.ts).
create or replace function public.queue_invitation_email(invitation public.staff_invitations)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  select public.enqueue_email('staff_invitation', invitation.email, jsonb_build_object(
    'invitation_id', invitation.id,
    'role', invitation.role,
    'full_name', invitation.full_name,
    'invited_by_name', (select p.full_name from public.profiles p where p.id = (select auth.uid())),
    'expires_at', invitation.expires_at
  ));
$$;
revoke execute on function public.queue_invitation_email(public.staff_invitations) from public, anon, authenticated;

-- Admins (and server-side tools with the service role) invite an e-mail with a role. p_send_email =
-- false when the admin creates the account at once ("Criar Novo Usuário" with a password).
create or replace function public.invite_staff(
  p_email text,
  p_role text,
  p_full_name text default null,
  p_send_email boolean default true
)
returns public.staff_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_name text := nullif(btrim(coalesce(p_full_name, '')), '');
  v_invitation public.staff_invitations;
begin
  if not public.has_role('admin') and (select auth.role()) is distinct from 'service_role' then
    raise exception 'Apenas administradores podem convidar pessoas para a equipe.' using errcode = '42501';
  end if;
  if v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' or char_length(v_email) > 254 then
    raise exception 'Informe um e-mail válido.' using errcode = '22023', hint = 'invalid_email';
  end if;
  if p_role is null or p_role not in ('author', 'editor', 'admin') then
    raise exception 'Escolha a função: Autor, Editor ou Administrador.' using errcode = '22023', hint = 'invalid_role';
  end if;
  if char_length(v_name) > 120 then
    raise exception 'O nome pode ter até 120 caracteres.' using errcode = '22023', hint = 'invalid_name';
  end if;

  perform pg_advisory_xact_lock(hashtext('public.staff_invitations:' || v_email));

  if exists (select 1 from auth.users u where lower(u.email) = v_email) then
    raise exception 'Já existe uma conta com este e-mail.' using errcode = '23505', hint = 'account_exists';
  end if;
  if exists (
    select 1 from public.staff_invitations i
     where i.email = v_email and public.staff_invitation_state(i) = 'pending'
  ) then
    raise exception 'Já existe um convite pendente para este e-mail.' using errcode = '23505', hint = 'invitation_pending';
  end if;

  insert into public.staff_invitations (email, role, full_name, invited_by)
  values (v_email, p_role, v_name, (select auth.uid()))
  returning * into v_invitation;

  if coalesce(p_send_email, true) then
    perform public.queue_invitation_email(v_invitation);
  end if;
  return v_invitation;
end;
$$;
revoke execute on function public.invite_staff(text, text, text, boolean) from public, anon;
grant execute on function public.invite_staff(text, text, text, boolean) to authenticated, service_role;

-- Sends a pending or expired invitation again, valid for 7 more days.
create or replace function public.resend_staff_invitation(p_id uuid)
returns public.staff_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invitation public.staff_invitations;
begin
  if not public.has_role('admin') then
    raise exception 'Apenas administradores podem reenviar convites.' using errcode = '42501';
  end if;
  select * into v_invitation from public.staff_invitations i where i.id = p_id for update;
  if not found then
    raise exception 'Convite não encontrado.' using errcode = 'P0002', hint = 'invitation_not_found';
  end if;
  if v_invitation.accepted_at is not null or v_invitation.revoked_at is not null then
    raise exception 'Só convites pendentes ou expirados podem ser reenviados.' using errcode = '22023', hint = 'invitation_closed';
  end if;
  if exists (select 1 from auth.users u where lower(u.email) = v_invitation.email) then
    raise exception 'Já existe uma conta com este e-mail.' using errcode = '23505', hint = 'account_exists';
  end if;

  update public.staff_invitations i
     set expires_at = now() + interval '7 days'
   where i.id = p_id
  returning * into v_invitation;
  perform public.queue_invitation_email(v_invitation);
  return v_invitation;
end;
$$;
revoke execute on function public.resend_staff_invitation(uuid) from public, anon;
grant execute on function public.resend_staff_invitation(uuid) to authenticated, service_role;

-- Revokes an invitation that was not accepted: its link and its e-mail no longer create an account.
create or replace function public.revoke_staff_invitation(p_id uuid)
returns public.staff_invitations
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_invitation public.staff_invitations;
  v_admin uuid := (select auth.uid());
begin
  if not public.has_role('admin') then
    raise exception 'Apenas administradores podem revogar convites.' using errcode = '42501';
  end if;
  select * into v_invitation from public.staff_invitations i where i.id = p_id for update;
  if not found then
    raise exception 'Convite não encontrado.' using errcode = 'P0002', hint = 'invitation_not_found';
  end if;
  if v_invitation.accepted_at is not null then
    raise exception 'Este convite já foi aceito. Para tirar o acesso, altere a função ou exclua o usuário.'
      using errcode = '22023', hint = 'invitation_accepted';
  end if;
  if v_invitation.revoked_at is not null then
    raise exception 'Este convite já foi revogado.' using errcode = '22023', hint = 'invitation_revoked';
  end if;

  update public.staff_invitations i
     set revoked_at = now(), revoked_by = v_admin
   where i.id = p_id
  returning * into v_invitation;
  return v_invitation;
end;
$$;
revoke execute on function public.revoke_staff_invitation(uuid) from public, anon;
grant execute on function public.revoke_staff_invitation(uuid) to authenticated, service_role;

-- What the invitation link's page shows before the person chooses a password. The id (random,
-- 122 bits) is the link's secret: nothing can be listed or guessed through this function.
create or replace function public.staff_invitation_preview(p_id uuid)
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
    from public.staff_invitations i
   where i.id = p_id
$$;
grant execute on function public.staff_invitation_preview(uuid) to anon, authenticated, service_role;

-- Supabase Auth's Before User Created hook (Postgres function). Auth calls it as supabase_auth_admin
-- with {metadata, user} before inserting any user, and refuses the sign-up with HTTP `http_code` and
-- `message` when it returns {error: {...}}; {} lets the sign-up go on.
create or replace function public.hook_before_user_created(event jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(event #>> '{user,email}', '')));
  v_state text;
begin
  select public.staff_invitation_state(i) into v_state
    from public.staff_invitations i
   where i.email = v_email
   order by (public.staff_invitation_state(i) = 'pending') desc, i.created_at desc
   limit 1;

  -- Before the first admin exists anybody may sign up (the bootstrap rule of handle_new_user).
  if v_state is distinct from 'pending' and exists (select 1 from public.profiles p where p.role = 'admin') then
    return jsonb_build_object('error', jsonb_build_object(
      'http_code', 403,
      'message', case v_state
        when 'expired' then 'Este convite expirou. Peça um novo convite a um administrador.'
        when 'revoked' then 'Este convite foi revogado. Peça um novo convite a um administrador.'
        else 'Cadastro somente por convite. Peça um convite a um administrador.'
      end
    ));
  end if;
  return '{}'::jsonb;
end;
$$;
revoke execute on function public.hook_before_user_created(jsonb) from public, anon, authenticated, service_role;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.hook_before_user_created(jsonb) to supabase_auth_admin;

-- New auth user → profile, with the role of the person's pending invitation (which becomes
-- accepted). The first account created while no admin exists becomes admin; the advisory lock
-- serialises concurrent sign-ups so only one can see "no admin". A user nobody can sign in to is an
-- author (a byline). Any other new user is refused.
-- Name: sign-up metadata, else the invitation's, else the e-mail's local part, else "Usuário".
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invitation public.staff_invitations;
  v_role text;
  v_name text;
begin
  perform pg_advisory_xact_lock(hashtext('public.profiles:bootstrap-admin'));

  select * into v_invitation
    from public.staff_invitations i
   where i.email = lower(btrim(coalesce(new.email, '')))
     and public.staff_invitation_state(i) = 'pending'
   order by i.created_at desc
   limit 1
   for update;

  if v_invitation.id is not null then
    v_role := v_invitation.role;
  elsif new.email is null and new.phone is null and not coalesce(new.is_anonymous, false) then
    -- A byline nobody can sign in to (no e-mail, no phone), like the seed's "Equipe Editorial".
    v_role := 'author';
  elsif not exists (select 1 from public.profiles p where p.role = 'admin') then
    v_role := 'admin';
  end if;

  if v_role is null then
    raise exception 'Cadastro somente por convite. Peça um convite a um administrador.' using errcode = '42501';
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

  return new;
end;
$$;
revoke execute on function public.handle_new_user() from public, anon, authenticated;
