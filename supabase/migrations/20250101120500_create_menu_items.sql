-- Header menu: persisted so the public header shows the active items in order.
create table public.menu_items (
  id uuid primary key default gen_random_uuid(),
  label text not null check (btrim(label) <> ''),
  href text not null check (btrim(href) <> ''),
  position integer not null check (position >= 1),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index menu_items_position_idx on public.menu_items (position);

create trigger menu_items_set_updated_at
  before update on public.menu_items
  for each row execute function public.set_updated_at();

alter table public.menu_items enable row level security;

create policy "Visitors can read active menu items"
  on public.menu_items for select
  to anon
  using (is_active);

create policy "Staff can read all menu items"
  on public.menu_items for select
  to authenticated
  using (is_active or (select public.is_staff()));

create policy "Editors and admins can create menu items"
  on public.menu_items for insert
  to authenticated
  with check ((select public.has_role('editor', 'admin')));

create policy "Editors and admins can update menu items"
  on public.menu_items for update
  to authenticated
  using ((select public.has_role('editor', 'admin')))
  with check ((select public.has_role('editor', 'admin')));

create policy "Editors and admins can delete menu items"
  on public.menu_items for delete
  to authenticated
  using ((select public.has_role('editor', 'admin')));

revoke insert, update, delete on public.menu_items from anon;
