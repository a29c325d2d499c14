-- Issue 49, item 2: "Pontos-chave" — three to five short points that sum a post up, shown at the top of
-- the article (docs/decisions/055-key-points.md). They are text a reader sees, so the compliance check
-- reads them like the rest (field 'key_points', between the excerpt and the body), the publish gate
-- recomputes the findings when they change, a change rebuilds the public page (posts_track_page_change
-- watches every column it does not ignore), and Clio's drafts carry them to the post on approval.

-- None, or three to five; each a non-blank line of at most 240 characters, no line breaks (one point,
-- one list item).
create or replace function public.valid_key_points(p_points text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_points is not null
     and coalesce(cardinality(p_points), 0) in (0, 3, 4, 5)
     and not exists (select 1 from unnest(p_points) k(point)
                      where k.point is null or btrim(k.point) = '' or char_length(k.point) > 240
                         or k.point ~ '[\r\n]')
$$;

alter table public.posts
  add column key_points text[] not null default '{}'
    constraint posts_key_points_valid check (public.valid_key_points(key_points));
comment on column public.posts.key_points is
  'Pontos-chave: none, or 3 to 5 short points (at most 240 characters each) shown at the top of the article; checked for compliance like the rest of the text.';

-- Visitors read what the article shows (decision 046).
grant select (key_points) on public.posts to anon;

-- Clio's queue keeps the points a draft came with, until approval copies them to the post.
alter table public.ai_drafts
  add column pontos_chave text[] not null default '{}'
    constraint ai_drafts_pontos_chave_short check (cardinality(pontos_chave) <= 5);
comment on column public.ai_drafts.pontos_chave is 'The key points Clio drafted (what the post''s key_points gets on approval when they are valid).';

-- ---------------------------------------------------------------------------------------------
-- The compliance check reads the key points (20250101124100's definition with the field added; the
-- parameter comes last, with a default, so every existing call keeps its meaning).
drop function public.compliance_findings_for_post(text, text, text, text, text[], jsonb, date);

create or replace function public.compliance_findings_for_post(
  p_title text,
  p_excerpt text,
  p_content text,
  p_seo_description text,
  p_tags text[],
  p_reference_list jsonb,
  p_day date default null,
  p_key_points text[] default '{}'
)
returns jsonb
language sql
stable
parallel safe
-- A few findings per field, at most: without the estimate the planner expected thousands and JIT-compiled
-- the query, which cost PostgreSQL 15 a second per post.
set jit = off
set search_path = ''
as $$
  with fields(field, body, n) as (
    values ('title', p_title, 1),
           ('excerpt', p_excerpt, 2),
           ('key_points', array_to_string(p_key_points, E'\n'), 3),
           ('content', public.compliance_plain_text(p_content), 4),
           ('image_alt', public.compliance_image_alts(p_content), 5),
           ('seo_description', p_seo_description, 6),
           ('tags', array_to_string(p_tags, E'\n'), 7),
           ('references', (select string_agg(r.item ->> 'title', E'\n' order by r.n)
                             from jsonb_array_elements(case when jsonb_typeof(p_reference_list) = 'array' then p_reference_list else '[]' end)
                                  with ordinality r(item, n)
                            where jsonb_typeof(r.item -> 'title') = 'string'), 8)
  ),
  found as (
    select f.field, f.n, c.*
      from fields f, public.compliance_check_text(f.body, p_day, f.field) with ordinality c(rule_id, category, label, norm, match,
                                                                                              match_start, match_end, context, k)
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'field', x.field, 'ruleId', x.rule_id, 'category', x.category, 'label', x.label, 'norm', x.norm,
           'match', x.match, 'start', x.match_start, 'end', x.match_end, 'context', x.context) order by x.n, x.k), '[]')
    from found x
   where not (x.field = 'excerpt'
              and exists (select 1 from found y where y.field = 'content' and y.rule_id = x.rule_id and y.match = x.match))
$$;

revoke execute on function public.compliance_findings_for_post(text, text, text, text, text[], jsonb, date, text[]) from public, anon;
grant execute on function public.compliance_findings_for_post(text, text, text, text, text[], jsonb, date, text[]) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The publish gate (20250101125100's definition; the key points count as text).

create or replace function public.posts_verify_publishing()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_role text := public.current_user_role();
  v_public_before boolean := tg_op = 'UPDATE' and old.status in ('published', 'scheduled');
  v_public_after boolean := new.status in ('published', 'scheduled');
  v_text_changed boolean := tg_op = 'INSERT'
    or (new.title, new.excerpt, new.key_points, new.content, new.seo_description, new.tags, new.reference_list)
       is distinct from (old.title, old.excerpt, old.key_points, old.content, old.seo_description, old.tags, old.reference_list);
  v_images_changed boolean := tg_op = 'INSERT' or (new.image, new.content) is distinct from (old.image, old.content);
  v_justification text := nullif(btrim(coalesce(new.compliance_justification, '')), '');
  v_gate boolean;
  v_overrides jsonb;
  v_missing_alt jsonb;
begin
  new.compliance_justification := null;

  if new.status = 'review' and (tg_op = 'INSERT' or old.status is distinct from 'review') then
    new.submitted_at := now();
  end if;

  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;

  new.compliance_text_hash := null;
  if v_text_changed or new.status is distinct from old.status then
    new.compliance_findings := public.compliance_findings_for_post(
      new.title, new.excerpt, new.content, new.seo_description, new.tags, new.reference_list,
      p_key_points => new.key_points);
  else
    new.compliance_findings := old.compliance_findings;
  end if;

  if (tg_op = 'INSERT' and new.featured) or (tg_op = 'UPDATE' and new.featured is distinct from old.featured) then
    if v_role is distinct from 'editor' and v_role is distinct from 'admin' then
      raise exception 'Apenas editores e administradores escolhem os destaques da página inicial.'
        using errcode = '42501', hint = 'featured_forbidden';
    end if;
  end if;

  if v_role = 'author' and v_public_before and not public.authors_publish_without_review() then
    raise exception 'Este post está publicado ou agendado: só editores e administradores podem alterá-lo.'
      using errcode = '42501', hint = 'publish_forbidden';
  end if;
  if v_role = 'author' and v_public_after and not public.authors_publish_without_review() then
    raise exception 'Autores enviam o post para revisão; um editor ou administrador publica.'
      using errcode = '42501', hint = 'publish_forbidden';
  end if;

  -- Images a reader will see: each described, or marked decorative (decision 051).
  if v_public_after and (not v_public_before or v_images_changed) then
    v_missing_alt := public.post_images_missing_alt(new.image, new.content);
  end if;
  if jsonb_array_length(coalesce(v_missing_alt, '[]'::jsonb)) > 0 then
    raise exception '%', public.images_missing_alt_message(v_missing_alt)
      using errcode = '22023', hint = 'image_alt_required', detail = v_missing_alt::text;
  end if;

  -- Text a reader will see, with findings: only an editor or admin, and only with a justification.
  v_gate := v_public_after and (not v_public_before or v_text_changed) and jsonb_array_length(new.compliance_findings) > 0;
  if v_gate and v_role is distinct from 'editor' and v_role is distinct from 'admin' then
    raise exception 'O texto tem pontos de conformidade a revisar. Envie para revisão: um editor ou administrador decide se pode ser publicado.'
      using errcode = '42501', hint = 'compliance_review_required', detail = new.compliance_findings::text;
  end if;
  if v_gate and char_length(coalesce(v_justification, '')) < 10 then
    raise exception 'Escreva a justificativa (ao menos 10 caracteres) para publicar com pontos de conformidade.'
      using errcode = '22023', hint = 'compliance_justification_required', detail = new.compliance_findings::text;
  end if;
  if v_gate then
    -- Read by posts_record_compliance_override() once the row is written.
    v_overrides := coalesce(nullif(current_setting('app.compliance_overrides', true), ''), '{}')::jsonb;
    perform set_config('app.compliance_overrides',
      (v_overrides || jsonb_build_object(new.id::text, v_justification))::text, true);
  end if;

  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- "Artigos Relacionados" returns whole rows: the new column at the end (20250101125200_glossary.sql's definition).

create or replace function public.related_posts(post_slug text, how_many integer default 2)
returns setof public.posts
language plpgsql
stable
set search_path = ''
as $$
declare
  v_me record;
  v_ids uuid[] := '{}';
  v_candidate uuid;
  v_any_limit integer;
begin
  -- A draft being previewed has no date yet: it stands at "now", so its neighbours are the newest posts.
  select p.id, p.category_id, coalesce(p.published_at, now()) as published_at
    into v_me from public.posts p where p.slug = related_posts.post_slug;
  if not found then
    return;
  end if;

  for v_candidate in
    select p.id from public.posts p
     where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
       and p.category_id = v_me.category_id and (p.published_at, p.id) < (v_me.published_at, v_me.id)
     order by p.published_at desc, p.id desc limit how_many
  loop
    if cardinality(v_ids) < how_many then v_ids := v_ids || v_candidate; end if;
  end loop;
  for v_candidate in
    select p.id from public.posts p
     where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
       and p.category_id = v_me.category_id and (p.published_at, p.id) > (v_me.published_at, v_me.id)
     order by p.published_at, p.id limit how_many
  loop
    if cardinality(v_ids) < how_many then v_ids := v_ids || v_candidate; end if;
  end loop;

  if cardinality(v_ids) < how_many then
    -- The category's own posts may come back among these: read that many more.
    v_any_limit := how_many + cardinality(v_ids);
    for v_candidate in
      select p.id from public.posts p
       where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
         and (p.published_at, p.id) < (v_me.published_at, v_me.id)
       order by p.published_at desc, p.id desc limit v_any_limit
    loop
      if cardinality(v_ids) < how_many and not v_candidate = any(v_ids) then v_ids := v_ids || v_candidate; end if;
    end loop;
    for v_candidate in
      select p.id from public.posts p
       where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
         and (p.published_at, p.id) > (v_me.published_at, v_me.id)
       order by p.published_at, p.id limit v_any_limit
    loop
      if cardinality(v_ids) < how_many and not v_candidate = any(v_ids) then v_ids := v_ids || v_candidate; end if;
    end loop;
  end if;

  return query select p.id, p.title, p.slug, p.content, p.excerpt, p.image, p.status, p.featured,
                      p.category_id, p.author_id, p.tags, p.views, p.likes, p.read_time, p.seo_description,
                      p.published_at, p.created_at, p.updated_at, p.search_vector, p.title_excerpt_search,
                      p.version, null::uuid, p.image_credit, null::jsonb, null::text, null::text,
                      null::timestamptz, p.review_id, p.review_pending, p.reference_list, p.ai_provenance,
                      p.card_excerpt, p.page_changed_at, null::uuid, null::uuid, null::timestamptz, p.glossary_links,
                      p.key_points
    from public.posts p where p.id = any(v_ids);
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Clio's approval: the draft's key points go to the post when they make a valid set; otherwise none
-- (the editor adds them). Otherwise as in 20250101123800_slug_rule.sql.
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
                            category_id, reference_list, ai_provenance, key_points)
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
            'approved_at', to_jsonb(now())),
          case when public.valid_key_points(v_draft.pontos_chave) then v_draft.pontos_chave else '{}' end)
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
