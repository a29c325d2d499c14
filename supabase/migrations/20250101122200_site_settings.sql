-- Site-wide editorial settings: one row, read by staff, changed by admins only
-- (docs/decisions/015-editorial-roles-and-invitations.md).
--
-- authors_publish_without_review: off by default (a medical site). While it is off an author writes,
-- saves and sends for review, and only editors and admins publish, schedule, unpublish or delete a
-- published post; while it is on, authors publish their own posts (Ghost's and WordPress's Author).
create table public.site_settings (
  id boolean primary key default true check (id),
  authors_publish_without_review boolean not null default false,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null
);
comment on table public.site_settings is 'Editorial settings of the site (exactly one row).';

-- Existing installations get the row with the setting off.
insert into public.site_settings (id) values (true) on conflict (id) do nothing;

create or replace function public.site_settings_touch()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := coalesce((select auth.uid()), new.updated_by);
  return new;
end;
$$;

create trigger site_settings_touch
  before update on public.site_settings
  for each row execute function public.site_settings_touch();

alter table public.site_settings enable row level security;

create policy "Staff can read the site settings"
  on public.site_settings for select
  to authenticated
  using ((select public.is_staff()));

create policy "Admins can change the site settings"
  on public.site_settings for update
  to authenticated
  using ((select public.has_role('admin')))
  with check ((select public.has_role('admin')));

revoke all on public.site_settings from anon;
revoke insert, delete, truncate on public.site_settings from authenticated;

-- For policies and triggers (SECURITY DEFINER: authors cannot read the table through RLS when they
-- are not staff, and triggers of other tables need the answer whoever calls).
create or replace function public.authors_publish_without_review()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.authors_publish_without_review from public.site_settings s where s.id), false)
$$;
revoke execute on function public.authors_publish_without_review() from public, anon;
grant execute on function public.authors_publish_without_review() to authenticated, service_role;
