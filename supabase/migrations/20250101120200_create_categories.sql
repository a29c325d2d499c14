-- Categories of posts. Colour is a hex "#rrggbb" (the admin's six named colours map to hex).
create table public.categories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (btrim(name) <> ''),
  slug text not null unique check (slug <> ''),
  description text,
  color text check (color is null or color ~ '^#[0-9a-fA-F]{6}$'),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index categories_active_name_idx on public.categories (is_active, name);

create trigger categories_set_updated_at
  before update on public.categories
  for each row execute function public.set_updated_at();

alter table public.categories enable row level security;

create policy "Visitors can read active categories"
  on public.categories for select
  to anon
  using (is_active);

create policy "Staff can read all categories"
  on public.categories for select
  to authenticated
  using (is_active or (select public.is_staff()));

create policy "Editors and admins can create categories"
  on public.categories for insert
  to authenticated
  with check ((select public.has_role('editor', 'admin')));

create policy "Editors and admins can update categories"
  on public.categories for update
  to authenticated
  using ((select public.has_role('editor', 'admin')))
  with check ((select public.has_role('editor', 'admin')));

create policy "Editors and admins can delete categories"
  on public.categories for delete
  to authenticated
  using ((select public.has_role('editor', 'admin')));
