-- Two-factor sign-in for staff (issue 51; docs/decisions/060-staff-mfa-in-the-database.md): whoever has a
-- verified TOTP factor makes privileged writes only from a session that confirmed it (the JWT's `aal` is
-- aal2), and while "2FA obrigatório para administradores e editores" is on, admins and editors need one.
-- Privileged writes: role changes, invitations, site settings, publishing (and sending a post to the
-- newsletter), compliance overrides, deleting a user; and reading the audit log.

alter table public.site_settings add column require_staff_mfa boolean not null default false;
comment on column public.site_settings.require_staff_mfa is '2FA obrigatório para administradores e editores';

-- True when the caller may make a privileged write: the session is aal2, or the caller has no verified
-- factor and is not an admin or editor bound by the setting. The database owner, the service role and
-- the Auth server (no auth.uid()) have no factor and no profile: always true.
create or replace function public.mfa_requirement_met()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((auth.jwt() ->> 'aal') = 'aal2', false)
      or (
        not exists (
          select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified'
        )
        and not exists (
          select 1 from public.site_settings s, public.profiles p
           where s.require_staff_mfa and p.id = (select auth.uid()) and p.role in ('editor', 'admin')
        )
      )
$$;
revoke execute on function public.mfa_requirement_met() from public, anon;
grant execute on function public.mfa_requirement_met() to authenticated, service_role;

-- The privileged writes that reach a table through functions or triggers as well as directly: a role
-- change, a post becoming published or scheduled, a deleted profile (delete_user_admin()), and any new
-- invitation, sent again or revoked (invite_staff(), invite_staff_for_signup(), resend_staff_invitation(),
-- revoke_staff_invitation()), newsletter send (request_newsletter_send()) or compliance override.
create or replace function public.privileged_write_needs_mfa()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_privileged boolean := true;
begin
  if tg_table_name = 'profiles' and tg_op = 'UPDATE' then
    v_privileged := new.role is distinct from old.role;
  elsif tg_table_name = 'posts' then
    v_privileged := new.status in ('published', 'scheduled')
      and (tg_op = 'INSERT' or new.status is distinct from old.status);
  end if;
  if v_privileged and not public.mfa_requirement_met() then
    raise exception 'Confirme o código do aplicativo autenticador para fazer esta alteração.'
      using errcode = '42501', hint = 'mfa_required';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;
revoke execute on function public.privileged_write_needs_mfa() from public, anon, authenticated;

-- Named to fire after the role and publishing guards (triggers fire in name order): a write refused
-- for the role keeps that message.
create trigger profiles_role_change_needs_mfa
  before update of role on public.profiles
  for each row execute function public.privileged_write_needs_mfa();
create trigger profiles_delete_needs_mfa
  before delete on public.profiles
  for each row execute function public.privileged_write_needs_mfa();
create trigger posts_verify_publishing_mfa
  before insert or update on public.posts
  for each row execute function public.privileged_write_needs_mfa();
create trigger staff_invitations_need_mfa
  before insert or update of expires_at, revoked_at on public.staff_invitations
  for each row execute function public.privileged_write_needs_mfa();
create trigger newsletter_sends_need_mfa
  before insert on public.newsletter_sends
  for each row execute function public.privileged_write_needs_mfa();
create trigger post_compliance_overrides_need_mfa
  before insert on public.post_compliance_overrides
  for each row execute function public.privileged_write_needs_mfa();

-- Written directly by admins: restrictive policies (RLS answers 42501, "new row violates row-level security").
create policy "Site settings change only with the second step when required"
  on public.site_settings as restrictive for update
  to authenticated
  with check ((select public.mfa_requirement_met()));

create policy "The audit log is read only with the second step when required"
  on public.audit_log as restrictive for select
  to authenticated
  using ((select public.mfa_requirement_met()));

-- Whoever turns the requirement on must have confirmed a factor in this session: nobody requires of the
-- team what they cannot do themselves, and the site keeps an admin able to sign in.
create or replace function public.site_settings_guard_staff_mfa()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.require_staff_mfa and not old.require_staff_mfa and (select auth.uid()) is not null
     and (auth.jwt() ->> 'aal') is distinct from 'aal2' then
    raise exception 'Ative a verificação em duas etapas na sua conta antes de exigi-la da equipe.'
      using errcode = '42501', hint = 'mfa_enrolment_required';
  end if;
  return new;
end;
$$;
revoke execute on function public.site_settings_guard_staff_mfa() from public, anon, authenticated;

create trigger site_settings_guard_staff_mfa
  before update of require_staff_mfa on public.site_settings
  for each row execute function public.site_settings_guard_staff_mfa();

-- The audit log records the new setting like the others (20250101125800's version plus it).
create or replace function public.audit_site_settings()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.authors_publish_without_review is distinct from old.authors_publish_without_review then
    perform public.write_audit('settings.updated', 'settings', 'authors_publish_without_review',
      'Autores publicam sem revisão',
      case when old.authors_publish_without_review then 'on' else 'off' end,
      case when new.authors_publish_without_review then 'on' else 'off' end);
  end if;
  if new.citation_style is distinct from old.citation_style then
    perform public.write_audit('settings.updated', 'settings', 'citation_style',
      'Estilo das referências', old.citation_style, new.citation_style);
  end if;
  if new.require_staff_mfa is distinct from old.require_staff_mfa then
    perform public.write_audit('settings.updated', 'settings', 'require_staff_mfa',
      '2FA obrigatório para administradores e editores',
      case when old.require_staff_mfa then 'on' else 'off' end,
      case when new.require_staff_mfa then 'on' else 'off' end);
  end if;
  return null;
end;
$$;
revoke execute on function public.audit_site_settings() from public, anon, authenticated;
