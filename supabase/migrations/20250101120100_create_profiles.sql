-- Profiles: one per auth user, carrying the editorial role used by every policy.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text,
  role text not null default 'author' check (role in ('author', 'editor', 'admin')),
  avatar_url text,
  bio text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.profiles is 'Public profile and editorial role of each auth user.';

create index profiles_role_idx on public.profiles (role);

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- Policy helpers. SECURITY DEFINER so that policies on profiles can call them without recursion.
create or replace function public.current_user_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.role from public.profiles p where p.id = (select auth.uid())
$$;

create or replace function public.has_role(variadic roles text[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select p.role = any (roles) from public.profiles p where p.id = (select auth.uid())),
    false
  )
$$;

-- Staff = any signed-in user with an editorial role (author, editor or admin).
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_role('author', 'editor', 'admin')
$$;

-- Every API role evaluates policies that call these, so every API role may execute them.
grant execute on function public.current_user_role() to anon, authenticated, service_role;
grant execute on function public.has_role(text[]) to anon, authenticated, service_role;
grant execute on function public.is_staff() to anon, authenticated, service_role;

-- Whether an administrator exists: /admin/setup offers the first-admin form only while none does.
create or replace function public.admin_exists()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.profiles p where p.role = 'admin')
$$;
grant execute on function public.admin_exists() to anon, authenticated, service_role;

-- New auth user → profile. Name from sign-up metadata, else the e-mail's local part, else "Usuário".
-- Role: author, whatever the metadata says, except the bootstrap rule: the first account created
-- while no admin exists becomes admin. The advisory lock serialises concurrent sign-ups so only one
-- of them can see "no admin" and win.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text;
  v_role text := 'author';
begin
  perform pg_advisory_xact_lock(hashtext('public.profiles:bootstrap-admin'));

  if not exists (select 1 from public.profiles p where p.role = 'admin') then
    v_role := 'admin';
  end if;

  v_name := coalesce(
    nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''),
    nullif(btrim(split_part(coalesce(new.email, ''), '@', 1)), ''),
    'Usuário'
  );

  insert into public.profiles (id, full_name, role, avatar_url)
  values (new.id, v_name, v_role, nullif(btrim(new.raw_user_meta_data ->> 'avatar_url'), ''))
  on conflict (id) do nothing;

  return new;
end;
$$;
revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Nobody changes their own role, and only an admin changes anyone's role. SECURITY INVOKER on
-- purpose: current_user is then the API role of the caller (anon/authenticated), while the
-- database owner and service_role (server-side tools) are trusted.
create or replace function public.guard_profile_changes()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  if new.id is distinct from old.id then
    raise exception 'O id de um perfil não pode ser alterado.' using errcode = '42501';
  end if;

  if new.role is distinct from old.role then
    if old.id = (select auth.uid()) then
      raise exception 'Você não pode alterar a sua própria função.' using errcode = '42501';
    end if;
    if not public.has_role('admin') then
      raise exception 'Apenas administradores podem alterar funções.' using errcode = '42501';
    end if;
  end if;

  return new;
end;
$$;

create trigger profiles_guard_changes
  before update on public.profiles
  for each row execute function public.guard_profile_changes();

-- A profile inserted through the API (the editor creates one when missing) is always an author.
create or replace function public.guard_profile_insert()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and new.role is distinct from 'author' then
    raise exception 'Novos perfis começam como autor.' using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger profiles_guard_insert
  before insert on public.profiles
  for each row execute function public.guard_profile_insert();

alter table public.profiles enable row level security;

-- Visitors see names, avatars and bios (column grants below hide the role from them).
create policy "Profiles are visible to everyone"
  on public.profiles for select
  to anon, authenticated
  using (true);

create policy "Users can create their own profile"
  on public.profiles for insert
  to authenticated
  with check (id = (select auth.uid()));

create policy "Users can update their own profile"
  on public.profiles for update
  to authenticated
  using (id = (select auth.uid()))
  with check (id = (select auth.uid()));

create policy "Admins can update any profile"
  on public.profiles for update
  to authenticated
  using ((select public.has_role('admin')))
  with check ((select public.has_role('admin')));

-- Deleting a profile happens only through delete_user_admin() (the auth user cascades).
revoke all on public.profiles from anon;
grant select (id, full_name, avatar_url, bio, created_at, updated_at) on public.profiles to anon;
