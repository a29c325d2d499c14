-- Issue 30, "On approval": where a Clio draft came from is post metadata, never part of the body.
-- posts.ai_provenance says that a post started as a Clio draft (the article then shows the
-- AI-assistance disclosure) and keeps the mode (offline or a provider's model), the theme and the
-- time. It is an ordinary column of posts: the posts policies decide who writes it (authors their
-- own posts, editors and admins any), like every other column.

create or replace function public.valid_ai_provenance(p jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  -- coalesce: a missing key gives null, and a check that is null passes.
  select p is null or coalesce((
    jsonb_typeof(p) = 'object'
    and p->>'source' = 'clio'
    and p->>'mode' in ('offline', 'openai', 'desconhecido')
    and jsonb_typeof(p->'theme') = 'string'
    and jsonb_typeof(p->'generated_at') = 'string'
    and coalesce(jsonb_typeof(p->'model'), 'null') in ('string', 'null')
    and coalesce(jsonb_typeof(p->'approved_at'), 'null') in ('string', 'null')
    and not exists (
      select 1 from jsonb_object_keys(p) k
      where k not in ('source', 'mode', 'model', 'theme', 'generated_at', 'approved_at')
    )
  ), false)
$$;

alter table public.posts
  add column ai_provenance jsonb default null
    constraint posts_ai_provenance_valid check (public.valid_ai_provenance(ai_provenance));
comment on column public.posts.ai_provenance is
  'Null, or {source: clio, mode, model, theme, generated_at, approved_at} when the post started as a Clio draft.';

-- What Clio answered beside the text, kept with the queued draft until approval: the provider mode
-- and model, references (the shape of posts.reference_list), notes to the editor and its own
-- category and tag suggestions.
alter table public.ai_drafts
  add column proveniencia jsonb
    constraint ai_drafts_proveniencia_object check (proveniencia is null or jsonb_typeof(proveniencia) = 'object'),
  add column referencias jsonb not null default '[]'::jsonb
    constraint ai_drafts_referencias_valid check (public.valid_post_references(referencias)),
  add column notas text not null default '',
  -- A category and tags the writer suggested itself (a provider may); the app falls back to the theme.
  add column categoria_sugerida text,
  add column tags_sugeridas text[] not null default '{}'
    constraint ai_drafts_tags_sugeridas_short check (cardinality(tags_sugeridas) <= 10);

-- The offline writer used to open the body with its machine note; a draft queued before it moved to
-- the notes still has it, and it must never reach a post.
create or replace function public.strip_clio_machine_note(html text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select btrim(regexp_replace(coalesce(html, ''), '<p>[^<]*(<em>)?[^<]*Rascunho gerado localmente pela Clio[^<]*(</em>)?[^<]*</p>\s*', '', 'g'))
$$;

drop function public.approve_ai_draft(uuid, text);

-- Approves a draft (docs/product-guide.md#clio-the-ai-assistant): a draft post by the caller with
-- the body without the machine note, the category and tags the editor accepted (Clio's suggestion;
-- the theme as the only tag when none are given), the draft's references, and ai_provenance. One
-- transaction; SECURITY INVOKER, so the posts and ai_drafts policies of the caller apply.
create or replace function public.approve_ai_draft(
  draft_id uuid,
  image_url text default null,
  category_id uuid default null,
  tags text[] default null
)
returns uuid
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_draft public.ai_drafts;
  v_base text;
  v_slug text;
  v_n integer := 1;
  v_words integer;
  v_content text;
  v_tags text[];
  v_post uuid;
begin
  -- FOR UPDATE applies the UPDATE policy: a draft the caller may read but not change is refused.
  select * into v_draft from public.ai_drafts d where d.id = draft_id for update;
  if not found then
    if exists (select 1 from public.ai_drafts d where d.id = draft_id) then
      raise exception 'Você não pode aprovar este rascunho.' using errcode = '42501';
    end if;
    raise exception 'Rascunho da IA não encontrado.' using errcode = 'P0002';
  end if;

  v_base := coalesce(nullif(public.slugify(v_draft.titulo), ''), 'post');
  v_slug := v_base;
  while exists (select 1 from public.posts p where p.slug = v_slug) loop
    v_n := v_n + 1;
    v_slug := v_base || '-' || v_n;
  end loop;

  v_content := public.strip_clio_machine_note(v_draft.conteudo);
  v_words := coalesce(array_length(regexp_split_to_array(btrim(public.strip_html(v_content)), '\s+'), 1), 0);
  select coalesce(array_agg(t order by o), array[]::text[]) into v_tags
    from (select distinct on (lower(btrim(t))) btrim(t) as t, o
            from unnest(tags) with ordinality as u(t, o) where btrim(t) <> '' order by lower(btrim(t)), o) s;
  if cardinality(v_tags) = 0 then
    v_tags := array[v_draft.tema];
  end if;

  insert into public.posts (title, slug, content, excerpt, image, status, featured, author_id, read_time, tags,
                            category_id, reference_list, ai_provenance)
  values (v_draft.titulo, v_slug, v_content, nullif(btrim(v_draft.subtitulo), ''), image_url, 'draft', false,
          (select auth.uid()), greatest(1, ceil(v_words / 200.0)::integer), v_tags,
          approve_ai_draft.category_id, v_draft.referencias,
          jsonb_build_object(
            'source', 'clio',
            'mode', coalesce(case when v_draft.proveniencia->>'modo' in ('offline', 'openai')
                                  then v_draft.proveniencia->>'modo' end, 'desconhecido'),
            'model', case when jsonb_typeof(v_draft.proveniencia->'modelo') = 'string'
                          then v_draft.proveniencia->'modelo' else 'null'::jsonb end,
            'theme', v_draft.tema,
            'generated_at', to_jsonb(v_draft.created_at),
            'approved_at', to_jsonb(now())))
  returning id into v_post;

  delete from public.ai_drafts d where d.id = draft_id;
  if not found then
    raise exception 'Você não pode aprovar este rascunho.' using errcode = '42501';
  end if;

  return v_post;
end;
$$;

revoke execute on function public.approve_ai_draft(uuid, text, uuid, text[]) from public, anon;
grant execute on function public.approve_ai_draft(uuid, text, uuid, text[]) to authenticated, service_role;
