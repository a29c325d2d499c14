-- Issue 53: the norms each post cites are stored, not computed on every read
-- (docs/decisions/064-stored-legislation-citations.md).
-- legislation_citations() matched every public post's text against every norm's pattern on each call:
-- the public build reads it as anon, and at 10,000 posts it ran past anon's 3 s statement time-out.
--   post_norm_citations   one row per post and norm it cites, for every post whatever its status
--                         (a scheduled post becomes public when its time comes, without an update);
--                         post_cites_norm() stays the one definition of "cites".
--   Kept by triggers only: a post's rows are recomputed when its title, body or references change (against
--   the few norms), a norm's rows when its mentioned_as or source_url change (over every post: a migration's
--   work); a deleted post or norm takes its rows with it. No API role writes it; it is read as the post is
--   read (RLS through posts, as post_citations), and the functions still filter on public posts themselves.

create table public.post_norm_citations (
  post_id uuid not null references public.posts (id) on delete cascade,
  norm_id text not null references public.compliance_norms (id) on delete cascade on update cascade,
  primary key (post_id, norm_id)
);
create index post_norm_citations_norm on public.post_norm_citations (norm_id);
comment on table public.post_norm_citations is
  'The norms each post cites (post_cites_norm()), kept by triggers (docs/decisions/064-stored-legislation-citations.md).';

alter table public.post_norm_citations enable row level security;

-- As public as the post: the subquery reads posts under the caller's own policies.
create policy "Anyone reads the norms cited by a post they can read"
  on public.post_norm_citations for select
  to anon, authenticated
  using (exists (select 1 from public.posts p where p.id = post_id));

revoke all on public.post_norm_citations from anon, authenticated, service_role;
grant select on public.post_norm_citations to anon, authenticated, service_role;

-- A post's citations, recomputed against every norm (a handful) when its text changes.
create or replace function public.posts_store_norm_citations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.post_norm_citations c where c.post_id = new.id;
  insert into public.post_norm_citations (post_id, norm_id)
  select new.id, n.id
    from public.compliance_norms n
   where public.post_cites_norm(new.title, new.content, new.reference_list, n.mentioned_as, n.source_url);
  return null;
end;
$$;
revoke execute on function public.posts_store_norm_citations() from public, anon, authenticated, service_role;

create trigger posts_store_norm_citations
  after insert on public.posts
  for each row execute function public.posts_store_norm_citations();

create trigger posts_store_norm_citations_on_edit
  after update of title, content, reference_list on public.posts
  for each row when (old.title is distinct from new.title
                     or old.content is distinct from new.content
                     or old.reference_list is distinct from new.reference_list)
  execute function public.posts_store_norm_citations();

-- A norm's citations, recomputed over every post when what finds them changes (migrations only). The
-- share lock makes a post saved meanwhile wait for the migration, so neither reads the other's old text.
create or replace function public.compliance_norms_store_citations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  lock table public.posts in share mode;
  delete from public.post_norm_citations c where c.norm_id = new.id;
  insert into public.post_norm_citations (post_id, norm_id)
  select p.id, new.id
    from public.posts p
   where public.post_cites_norm(p.title, p.content, p.reference_list, new.mentioned_as, new.source_url);
  return null;
end;
$$;
revoke execute on function public.compliance_norms_store_citations() from public, anon, authenticated, service_role;

create trigger compliance_norms_store_citations
  after insert on public.compliance_norms
  for each row execute function public.compliance_norms_store_citations();

create trigger compliance_norms_store_citations_on_edit
  after update of mentioned_as, source_url on public.compliance_norms
  for each row when (old.mentioned_as is distinct from new.mentioned_as
                     or old.source_url is distinct from new.source_url)
  execute function public.compliance_norms_store_citations();

-- The posts an installation already has.
insert into public.post_norm_citations (post_id, norm_id)
select p.id, n.id
  from public.posts p
  join public.compliance_norms n
    on public.post_cites_norm(p.title, p.content, p.reference_list, n.mentioned_as, n.source_url);

-- The same answers as 20250101125300's, read from the stored rows; public posts only, whoever asks,
-- decided at read time (a scheduled post is public once due).
create or replace function public.legislation_citations()
returns table (norm_id text, post_id uuid, slug text, title text, published_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select c.norm_id, p.id, p.slug, p.title, p.published_at
    from public.post_norm_citations c
    join public.posts p on p.id = c.post_id
   where p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now())
   order by c.norm_id, p.published_at desc, p.id
$$;

create or replace function public.post_legislation(p_slug text, p_day date default null)
returns table (id text, name text, status text, replaced_by_name text, suspended_by_name text)
language sql
stable
set search_path = ''
as $$
  select e.id, e.name, e.status, e.replaced_by_name, e.suspended_by_name
    from public.legislation_entries(p_day) e
   where exists (select 1
                   from public.posts p
                   join public.post_norm_citations c on c.post_id = p.id
                  where p.slug = p_slug
                    and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
                    and c.norm_id = e.id)
   order by e.name
$$;
