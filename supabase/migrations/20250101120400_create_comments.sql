-- Comments: counted and listed in the back office only (the spec has no public comment form).
create table public.comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  author_name text,
  author_email text,
  content text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index comments_post_id_idx on public.comments (post_id);
create index comments_created_at_idx on public.comments (created_at desc);

create trigger comments_set_updated_at
  before update on public.comments
  for each row execute function public.set_updated_at();

alter table public.comments enable row level security;

create policy "Staff can read comments"
  on public.comments for select
  to authenticated
  using ((select public.is_staff()));

create policy "Editors and admins can delete comments"
  on public.comments for delete
  to authenticated
  using ((select public.has_role('editor', 'admin')));

revoke all on public.comments from anon;
