-- Clio's pending blog drafts: the team's shared queue (the spec kept them in one browser's
-- localStorage, where a cleared browser lost them and nobody else saw them).
create table public.ai_drafts (
  id uuid primary key default gen_random_uuid(),
  tema text not null check (btrim(tema) <> ''),
  titulo text not null check (btrim(titulo) <> ''),
  subtitulo text not null default '',
  conteudo text not null default '',
  estilo_imagem text not null default 'realista' check (estilo_imagem in ('realista', 'ilustracao', 'abstrato', 'criativo')),
  -- {url, public_url, ...} as Clio answered it, or null ("sem imagem")
  imagem jsonb,
  imagem_error text,
  created_by uuid default auth.uid() references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.ai_drafts is 'Clio drafts waiting for review (Posts da IA); approving turns one into a draft post.';

create index ai_drafts_created_at_idx on public.ai_drafts (created_at desc);

create trigger ai_drafts_set_updated_at
  before update on public.ai_drafts
  for each row execute function public.set_updated_at();

alter table public.ai_drafts enable row level security;

create policy "Staff can read AI drafts"
  on public.ai_drafts for select
  to authenticated
  using ((select public.is_staff()));

create policy "Staff can queue AI drafts in their own name"
  on public.ai_drafts for insert
  to authenticated
  with check ((select public.is_staff()) and created_by = (select auth.uid()));

create policy "The creator, editors and admins can change AI drafts"
  on public.ai_drafts for update
  to authenticated
  using ((select public.is_staff()) and (created_by = (select auth.uid()) or (select public.has_role('editor', 'admin'))))
  with check ((select public.is_staff()) and (created_by = (select auth.uid()) or (select public.has_role('editor', 'admin'))));

create policy "The creator, editors and admins can remove AI drafts"
  on public.ai_drafts for delete
  to authenticated
  using ((select public.is_staff()) and (created_by = (select auth.uid()) or (select public.has_role('editor', 'admin'))));

revoke all on public.ai_drafts from anon;

-- docs/product-guide.md#validation slug rule in SQL: lower-case, accents folded, runs outside a-z0-9 become one hyphen.
create or replace function public.slugify(value text)
returns text
language sql
immutable
parallel safe
as $$
  select btrim(regexp_replace(lower(public.immutable_unaccent(coalesce(value, ''))), '[^a-z0-9]+', '-', 'g'), '-')
$$;

-- Approves a draft (docs/product-guide.md#clio-the-ai-assistant): a draft post by the caller (title, content, excerpt from the subtitle,
-- a free slug, featured false, read time from the content, tags [theme], the image the client
-- uploaded or none) and the draft leaves the queue, in one transaction. SECURITY INVOKER: the posts
-- and ai_drafts policies of the caller apply, so only the creator, editors and admins can approve.
create or replace function public.approve_ai_draft(draft_id uuid, image_url text default null)
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

  v_words := coalesce(array_length(regexp_split_to_array(btrim(public.strip_html(v_draft.conteudo)), '\s+'), 1), 0);

  insert into public.posts (title, slug, content, excerpt, image, status, featured, author_id, read_time, tags)
  values (v_draft.titulo, v_slug, v_draft.conteudo, nullif(btrim(v_draft.subtitulo), ''), image_url, 'draft', false,
          (select auth.uid()), greatest(1, ceil(v_words / 200.0)::integer), array[v_draft.tema])
  returning id into v_post;

  delete from public.ai_drafts d where d.id = draft_id;
  if not found then
    raise exception 'Você não pode aprovar este rascunho.' using errcode = '42501';
  end if;

  return v_post;
end;
$$;

revoke execute on function public.approve_ai_draft(uuid, text) from public, anon;
grant execute on function public.approve_ai_draft(uuid, text) to authenticated, service_role;
