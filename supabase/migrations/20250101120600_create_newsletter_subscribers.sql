-- Newsletter subscriptions: visitors subscribe (insert only); editors read; admins read and delete.
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email ~* '^[^@\s]+@[^@\s]+\.[^@\s]+$' and length(email) <= 320),
  source text check (source is null or length(source) <= 100),
  created_at timestamptz not null default now()
);

-- One subscription per address, whatever its case ("already subscribed" is a 23505).
create unique index newsletter_subscribers_email_key on public.newsletter_subscribers (lower(email));
create index newsletter_subscribers_created_at_idx on public.newsletter_subscribers (created_at desc);

create or replace function public.normalize_newsletter_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

create trigger newsletter_subscribers_normalize_email
  before insert or update of email on public.newsletter_subscribers
  for each row execute function public.normalize_newsletter_email();

alter table public.newsletter_subscribers enable row level security;

-- The public forms subscribe as visitors (the public pages always use the anon key).
create policy "Visitors can subscribe to the newsletter"
  on public.newsletter_subscribers for insert
  to anon
  with check (true);

create policy "Editors and admins can read subscribers"
  on public.newsletter_subscribers for select
  to authenticated
  using ((select public.has_role('editor', 'admin')));

create policy "Admins can delete subscribers"
  on public.newsletter_subscribers for delete
  to authenticated
  using ((select public.has_role('admin')));

-- A subscriber only chooses the address and where the form was; the rest is the database's.
revoke all on public.newsletter_subscribers from anon, authenticated;
grant insert (email, source) on public.newsletter_subscribers to anon;
grant select, delete on public.newsletter_subscribers to authenticated;
