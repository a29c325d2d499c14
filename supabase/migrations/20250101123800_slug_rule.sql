-- Slugs are data, never paths (docs/decisions/035-slugs-are-data.md). One rule for the slugs of posts,
-- categories and author pages: lower-case letters a-z and digits in groups joined by single hyphens
-- (^[a-z0-9]+(-[a-z0-9]+)*$), at most 200 characters. Until now posts and categories only had to be
-- non-empty, so a slug like "../../../tmp/x" reached the build as a file path.
--
-- On an installation that already has data this migration first renames every post and category
-- whose slug breaks the rule (the slug folded the way the app's slugify() does, the title or name when
-- nothing is left of it, "-2", "-3"… on a collision), records each rename in the audit log, and only
-- then adds the constraints. Profiles have followed the same pattern since 20250101122700 (at most 80
-- characters): their constraint is replaced by the shared one and no row needs renaming.

-- ---------------------------------------------------------------------------------------------
-- The rule, once: the three check constraints below and the app (src/lib/slug-rule.ts) say the same.
-- ---------------------------------------------------------------------------------------------
create or replace function public.is_valid_slug(value text)
returns boolean
language sql
immutable
parallel safe
as $$
  select value ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(value) <= 200
$$;
comment on function public.is_valid_slug(text) is
  'The slug rule of posts, categories and profiles: ^[a-z0-9]+(-[a-z0-9]+)*$, at most 200 characters.';

-- The app's folding (src/lib/slugify.ts), step for step, so that the editor's slug that follows the
-- title and the one the database makes from it agree: accents dropped (Unicode NFD, combining marks
-- removed), lower case, every run outside a-z0-9 one hyphen, no hyphen at either end, cut to the rule's
-- 200 characters. Whatever the text, the result is a valid slug or ''. (It used unaccent(), which also
-- spells out letters like ß and æ that the app turned into hyphens.)
create or replace function public.slugify(value text)
returns text
language sql
immutable
parallel safe
as $$
  select btrim(left(btrim(regexp_replace(
    lower(regexp_replace(normalize(coalesce(value, ''), NFD), '[\u0300-\u036f]', '', 'g')),
    '[^a-z0-9]+', '-', 'g'), '-'), 200), '-')
$$;

-- "base-n" for the n-th candidate of a free slug (n = 1: the base itself), the base cut so that the
-- whole stays within 200 characters.
create or replace function public.slug_with_suffix(base text, n integer)
returns text
language sql
immutable
parallel safe
as $$
  select case when n <= 1 then base
    else btrim(left(base, 200 - char_length('-' || n)), '-') || '-' || n end
$$;

-- ---------------------------------------------------------------------------------------------
-- Existing rows that break the rule get a valid, free slug, oldest first; each rename is audited.
-- ---------------------------------------------------------------------------------------------
do $$
declare
  r record;
  v_base text;
  v_slug text;
  v_n integer;
begin
  -- Held until the migration's transaction ends: no save slips a bad slug in between the renames and
  -- the constraints (inside the block, as LOCK refuses to run outside a transaction block).
  lock table public.posts, public.categories in share row exclusive mode;

  for r in select p.id, p.slug, p.title from public.posts p where not public.is_valid_slug(p.slug)
            order by p.created_at, p.id loop
    v_base := coalesce(nullif(public.slugify(r.slug), ''), nullif(public.slugify(r.title), ''), 'post');
    v_slug := v_base;
    v_n := 1;
    while exists (select 1 from public.posts p where p.slug = v_slug and p.id <> r.id) loop
      v_n := v_n + 1;
      v_slug := public.slug_with_suffix(v_base, v_n);
    end loop;
    update public.posts set slug = v_slug where id = r.id;
    perform public.write_audit('post.slug_normalized', 'post', r.id::text, r.title, null, null,
      jsonb_build_object('previous_slug', r.slug, 'slug', v_slug));
  end loop;

  for r in select c.id, c.slug, c.name from public.categories c where not public.is_valid_slug(c.slug)
            order by c.created_at, c.id loop
    v_base := coalesce(nullif(public.slugify(r.slug), ''), nullif(public.slugify(r.name), ''), 'categoria');
    v_slug := v_base;
    v_n := 1;
    while exists (select 1 from public.categories c where c.slug = v_slug and c.id <> r.id) loop
      v_n := v_n + 1;
      v_slug := public.slug_with_suffix(v_base, v_n);
    end loop;
    update public.categories set slug = v_slug where id = r.id;
    perform public.write_audit('category.slug_normalized', 'category', r.id::text, r.name, null, null,
      jsonb_build_object('previous_slug', r.slug, 'slug', v_slug));
  end loop;
end;
$$;

alter table public.posts add constraint posts_slug_rule check (public.is_valid_slug(slug));
alter table public.categories add constraint categories_slug_rule check (public.is_valid_slug(slug));
alter table public.profiles
  drop constraint profiles_slug_format,
  add constraint profiles_slug_rule check (public.is_valid_slug(slug));

-- ---------------------------------------------------------------------------------------------
-- Clio's approval: the slug from the draft's title stays valid when a suffix is added to a long one.
-- Otherwise as in 20250101122900_post_ai_provenance.sql.
-- ---------------------------------------------------------------------------------------------
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
    v_slug := public.slug_with_suffix(v_base, v_n);
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
