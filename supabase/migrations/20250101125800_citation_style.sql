-- The article's "Referências" in a recognised style (issue 50 item 3, docs/decisions/059-citation-style.md).
--   site_settings.citation_style  'abnt' (ABNT NBR 6023, the default) or 'vancouver'; admins choose it in
--                                 /admin/configuracoes (the table's policies: only admins update).
--   post_citations                one row per post with references: its list formatted in a style by the
--                                 mailer's citation formatter (citeproc-js, mailer/citations.ts), as runs of
--                                 text ({"t": text, "b"/"i": bold/italic, "href": link}). Visitors read the
--                                 row of a post they can read; only save_post_citations() writes it.
-- A row is deleted in the same transaction as its post's reference list changes, so no page ever shows
-- citations of another list; a style change leaves the rows in place until each is formatted again (a
-- page shows the old style, never a gap). save_post_citations() refuses a row formatted from a list or
-- a style that is no longer current (the formatter read it before an edit).

alter table public.site_settings
  add column citation_style text not null default 'abnt' check (citation_style in ('abnt', 'vancouver'));
comment on column public.site_settings.citation_style is
  'Style of the articles'' reference lists: abnt (ABNT NBR 6023) or vancouver (docs/decisions/059-citation-style.md).';

-- The formatter and the build read the style with the service role; staff read the row through RLS.
create or replace function public.current_citation_style()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.citation_style from public.site_settings s where s.id), 'abnt')
$$;
revoke execute on function public.current_citation_style() from public, anon, authenticated;
grant execute on function public.current_citation_style() to service_role;

-- Runs of one formatted reference: a non-empty array of objects with a string "t" (at most 4000
-- characters), optional booleans "b" and "i", and an optional "href" that is an http(s) address.
create or replace function public.valid_citation_runs(p_runs jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_typeof(p_runs) = 'array' and jsonb_array_length(p_runs) between 1 and 200
     and not exists (
       select 1 from jsonb_array_elements(p_runs) run
        where jsonb_typeof(run) <> 'object'
           or jsonb_typeof(run -> 't') is distinct from 'string'
           or char_length(run ->> 't') not between 1 and 4000
           or (run ? 'b' and jsonb_typeof(run -> 'b') <> 'boolean')
           or (run ? 'i' and jsonb_typeof(run -> 'i') <> 'boolean')
           or (run ? 'href' and (jsonb_typeof(run -> 'href') <> 'string'
                                 or (run ->> 'href') !~ '^https?://[^\s<>"]+$'
                                 or char_length(run ->> 'href') > 2000))
           or exists (select 1 from jsonb_object_keys(run) k where k not in ('t', 'b', 'i', 'href')))
$$;

create table public.post_citations (
  post_id uuid primary key references public.posts (id) on delete cascade,
  style text not null check (style in ('abnt', 'vancouver')),
  citations jsonb not null check (
    jsonb_typeof(citations) = 'array' and jsonb_array_length(citations) between 1 and 100),
  formatted_at timestamptz not null default now()
);
comment on table public.post_citations is
  'A post''s reference list formatted in the site''s citation style, one array of runs per reference (docs/decisions/059-citation-style.md).';

alter table public.post_citations enable row level security;

-- A post's citations are as public as the post: the subquery reads posts under the caller's own policies.
create policy "Anyone reads the citations of a post they can read"
  on public.post_citations for select
  to anon, authenticated
  using (exists (select 1 from public.posts p where p.id = post_id));

revoke all on public.post_citations from anon, authenticated;
grant select on public.post_citations to anon, authenticated;
grant select, delete on public.post_citations to service_role;

-- A changed reference list takes its formatted copy with it (in the same transaction).
create or replace function public.posts_forget_citations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.post_citations c where c.post_id = new.id;
  return null;
end;
$$;
revoke execute on function public.posts_forget_citations() from public, anon, authenticated;

create trigger posts_forget_citations
  after update of reference_list on public.posts
  for each row when (old.reference_list is distinct from new.reference_list)
  execute function public.posts_forget_citations();

-- What the formatter has to do: posts with references and no row in the current style, oldest change
-- first, with the list's fingerprint to hand back to save_post_citations().
create or replace function public.post_citations_due(p_limit integer default 50)
returns table (post_id uuid, reference_list jsonb, references_md5 text, style text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.reference_list, md5(p.reference_list::text), public.current_citation_style()
    from public.posts p
    left join public.post_citations c on c.post_id = p.id
   where jsonb_array_length(p.reference_list) > 0
     and (c.post_id is null or c.style <> public.current_citation_style())
   order by p.page_changed_at
   limit least(greatest(coalesce(p_limit, 50), 1), 500)
$$;
revoke execute on function public.post_citations_due(integer) from public, anon, authenticated;
grant execute on function public.post_citations_due(integer) to service_role;

-- Keeps a formatted list if it was made from the post's current list in the current style, one entry
-- of valid runs per reference. Returns false (and keeps nothing) when the list or the style changed
-- meanwhile: the post is due again and is formatted at the next round.
create or replace function public.save_post_citations(p_post_id uuid, p_references_md5 text, p_style text, p_citations jsonb)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_list jsonb;
begin
  select p.reference_list into v_list from public.posts p where p.id = p_post_id for update;
  if v_list is null or md5(v_list::text) is distinct from p_references_md5
     or p_style is distinct from public.current_citation_style() then
    return false;
  end if;
  if jsonb_typeof(p_citations) is distinct from 'array'
     or jsonb_array_length(p_citations) <> jsonb_array_length(v_list)
     or exists (select 1 from jsonb_array_elements(p_citations) e where not public.valid_citation_runs(e)) then
    raise exception 'citations do not match the post''s % references', jsonb_array_length(v_list)
      using errcode = '22023';
  end if;
  insert into public.post_citations (post_id, style, citations, formatted_at)
  values (p_post_id, p_style, p_citations, now())
  on conflict (post_id) do update set style = excluded.style, citations = excluded.citations,
                                      formatted_at = excluded.formatted_at;
  return true;
end;
$$;
revoke execute on function public.save_post_citations(uuid, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.save_post_citations(uuid, text, text, jsonb) to service_role;

-- The audit log names the new setting (20250101122600_audit_log.sql's trigger, with the style).
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
  return null;
end;
$$;
revoke execute on function public.audit_site_settings() from public, anon, authenticated;

-- The site's version (20250101125300's) also changes when a post's citations are formatted: the build
-- renders the article again with them.
create or replace function public.site_content_version()
returns text
language sql
stable
set search_path = ''
as $$
  select md5(concat_ws('|',
    (select count(*) || ':' || coalesce(max(p.page_changed_at)::text, '') from public.posts p
      where p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now())),
    (select count(*) || ':' || coalesce(max(c.updated_at)::text, '') from public.categories c where c.is_active),
    (select count(*) || ':' || coalesce(max(m.updated_at)::text, '') from public.menu_items m where m.is_active),
    (select count(*) || ':' || coalesce(max(r.updated_at)::text, '') from public.profiles r),
    (select count(*) || ':' || coalesce(max(g.updated_at)::text, '') from public.glossary_terms g),
    (select md5(string_agg(e::text, ',' order by e.id)) from public.legislation_entries() e),
    (select count(*) || ':' || coalesce(max(c.formatted_at)::text, '') from public.post_citations c)
  ))
$$;
