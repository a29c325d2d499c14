-- Two-factor sign-in for staff (issue 51; docs/decisions/061-mfa-verification-hook.md): what GoTrue
-- does not do by itself. Its MFA Verification Attempt hook (declared in supabase/config.toml) asks
-- hook_mfa_verification_attempt() about every TOTP code entered, right or wrong; this function
-- locks a user out after five wrong codes and refuses a code already used in the same 30-s step.
-- mfa_attempts_left() tells the sign-in screen how many wrong codes are left. admin_reset_mfa() lets
-- an admin at aal2 remove another person's factors (the person lost their phone).

-- Every code the hook was asked about, with what it answered. Closed to every API role; rows older
-- than an hour are pruned by the hook itself (the rules look back 15 minutes at most).
create table public.mfa_verification_attempts (
  id bigint generated always as identity primary key,
  -- No foreign keys: GoTrue's own tables, and the row is gone within the hour anyway.
  user_id uuid not null,
  factor_id uuid not null,
  valid boolean not null,
  -- accepted: right code, let through; wrong: wrong code, let through (GoTrue answers 422);
  -- lockout: the wrong code that made five (rejected, the lock-out starts); refused: rejected
  -- because the user is locked out or the factor already let a code through in this time step.
  outcome text not null check (outcome in ('accepted', 'wrong', 'lockout', 'refused')),
  -- The server clock's 30-s TOTP time step when the code was entered (unix time / 30).
  time_step bigint not null,
  created_at timestamptz not null default now()
);
comment on table public.mfa_verification_attempts is
  'TOTP codes entered (right or wrong) as the MFA Verification Attempt hook saw them; pruned after an hour.';

create index mfa_verification_attempts_user_idx on public.mfa_verification_attempts (user_id, id);
create index mfa_verification_attempts_created_idx on public.mfa_verification_attempts (created_at);

alter table public.mfa_verification_attempts enable row level security;
revoke all on public.mfa_verification_attempts from public, anon, authenticated, service_role;

-- The lock-out lasts 15 minutes from the fifth wrong code.
create or replace function public.mfa_lockout_active(p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.mfa_verification_attempts a
     where a.user_id = p_user and a.outcome = 'lockout' and a.created_at > now() - interval '15 minutes'
  )
$$;
revoke execute on function public.mfa_lockout_active(uuid) from public, anon, authenticated, service_role;

-- Wrong codes that count towards the lock-out: of the last 15 minutes, after the last accepted code
-- (a right code clears the count) and after the last lock-out.
create or replace function public.mfa_wrong_codes(p_user uuid)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select count(*)::integer
    from public.mfa_verification_attempts a
   where a.user_id = p_user
     and a.outcome = 'wrong'
     and a.created_at > now() - interval '15 minutes'
     and a.id > coalesce((select max(b.id) from public.mfa_verification_attempts b
                           where b.user_id = p_user and b.outcome in ('accepted', 'lockout')), 0)
$$;
revoke execute on function public.mfa_wrong_codes(uuid) from public, anon, authenticated, service_role;

-- Supabase Auth's MFA Verification Attempt hook (Postgres function). Auth calls it as
-- supabase_auth_admin with {metadata, user_id, factor_id, factor_type, valid} after it checked the
-- code, for enrolment and sign-in alike. {decision: 'reject', message} makes Auth sign the user out
-- everywhere and answer 403 mfa_verification_rejected with the message; {decision: 'continue'} lets
-- Auth answer as usual (422 for a wrong code). Auth does not say which time step the code matched
-- (it takes the previous and next step too), so a code reused in the next step is not caught here.
create or replace function public.hook_mfa_verification_attempt(event jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user uuid := (event ->> 'user_id')::uuid;
  v_factor uuid := (event ->> 'factor_id')::uuid;
  v_valid boolean := coalesce((event ->> 'valid')::boolean, false);
  v_step bigint := floor(extract(epoch from now()) / 30)::bigint;
  v_locked boolean;
  v_wrong integer := 0;
  v_reused boolean := false;
begin
  -- One attempt of a user at a time: of two codes racing, the second sees the first one's row.
  perform pg_advisory_xact_lock(hashtextextended('mfa_verification_attempt:' || v_user::text, 0));
  delete from public.mfa_verification_attempts a where a.created_at < now() - interval '1 hour';

  v_locked := public.mfa_lockout_active(v_user);
  if not v_locked and not v_valid then
    v_wrong := public.mfa_wrong_codes(v_user) + 1;
  end if;
  if not v_locked and v_valid then
    v_reused := exists (
      select 1 from public.mfa_verification_attempts a
       where a.factor_id = v_factor and a.outcome = 'accepted' and a.time_step = v_step
    );
  end if;

  insert into public.mfa_verification_attempts (user_id, factor_id, valid, outcome, time_step)
  values (v_user, v_factor, v_valid, case
    when v_locked or v_reused then 'refused'
    when v_wrong >= 5 then 'lockout'
    when v_valid then 'accepted'
    else 'wrong'
  end, v_step);

  if v_locked or v_wrong >= 5 then
    return jsonb_build_object('decision', 'reject', 'message',
      'Muitas tentativas com código inválido. Aguarde 15 minutos e entre de novo.');
  end if;
  if v_reused then
    return jsonb_build_object('decision', 'reject', 'message',
      'Este código já foi usado. Espere o próximo código do aplicativo e entre de novo.');
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;
revoke execute on function public.hook_mfa_verification_attempt(jsonb) from public, anon, authenticated, service_role;
grant execute on function public.hook_mfa_verification_attempt(jsonb) to supabase_auth_admin;

-- Wrong codes the caller may still enter before the lock-out (0 while locked out), or NULL when the
-- hook recorded no wrong code of theirs in the last 2 minutes (also where the hook is off).
create or replace function public.mfa_attempts_left()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when not exists (
      select 1 from public.mfa_verification_attempts a
       where a.user_id = (select auth.uid()) and not a.valid and a.outcome in ('wrong', 'lockout')
         and a.created_at > now() - interval '2 minutes'
    ) then null
    when public.mfa_lockout_active((select auth.uid())) then 0
    else greatest(0, 5 - public.mfa_wrong_codes((select auth.uid())))
  end
$$;
revoke execute on function public.mfa_attempts_left() from public, anon;
grant execute on function public.mfa_attempts_left() to authenticated;

-- An admin removes another person's TOTP factors (their challenges go with them) and signs them out
-- everywhere; the audit log records it and the person is told by e-mail. Always needs the admin's
-- session at aal2, whatever the site's setting: whoever holds only an admin's password cannot strip
-- a colleague's second factor.
create or replace function public.admin_reset_mfa(p_user uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text;
  v_name text;
  v_factors integer;
begin
  if not public.has_role('admin') then
    raise exception 'Apenas administradores podem redefinir a verificação em duas etapas de outra pessoa.'
      using errcode = '42501';
  end if;
  if (select auth.jwt() ->> 'aal') is distinct from 'aal2' then
    raise exception 'Confirme o código do aplicativo autenticador para fazer esta alteração.' using errcode = '42501';
  end if;
  if p_user = (select auth.uid()) then
    raise exception 'Para remover os seus próprios fatores, use "Meu perfil" → "Segurança".' using errcode = '22023';
  end if;
  select u.email, p.full_name into v_email, v_name
    from auth.users u left join public.profiles p on p.id = u.id
   where u.id = p_user;
  if not found then
    raise exception 'Usuário não encontrado.' using errcode = 'P0002';
  end if;

  with removed as (delete from auth.mfa_factors f where f.user_id = p_user returning 1)
  select count(*)::integer into v_factors from removed;
  -- As GoTrue's Logout: every session goes, and their refresh tokens and amr claims cascade.
  delete from auth.sessions s where s.user_id = p_user;
  delete from public.mfa_verification_attempts a where a.user_id = p_user;

  perform public.write_audit('user.mfa_reset', 'user', p_user::text, coalesce(v_name, v_email), null, null,
    jsonb_build_object('factors', v_factors));
  if coalesce(v_email, '') <> '' then
    perform public.enqueue_email('mfa_reset', v_email, jsonb_build_object(
      'full_name', v_name,
      'reset_by_name', (select p.full_name from public.profiles p where p.id = (select auth.uid()))
    ));
  end if;
end;
$$;
revoke execute on function public.admin_reset_mfa(uuid) from public, anon;
grant execute on function public.admin_reset_mfa(uuid) to authenticated;
