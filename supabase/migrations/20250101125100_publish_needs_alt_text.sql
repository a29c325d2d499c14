-- Issue 48, item 2 (decision 051): publishing needs alt text. When a post becomes public (published or
-- scheduled), and when a public post's cover or body changes, its cover and every <img> of its body must
-- say what they show, or be marked "Imagem decorativa":
--   * the cover is a library image (a `post-images` object, or a file the site ships: the seed's
--     `/seed-images/<slug>.webp`, bucket `site`) whose public.media row has alt text or is decorative;
--     a cover outside the library (any other URL) has nowhere to keep its alt text and is refused;
--   * a body <img> has a non-blank alt attribute, or shows a library image whose row has alt text or is
--     decorative (an inserted decorative image carries alt="").
-- The refusal names each image (its file name, "capa" or "no texto"); hint image_alt_required, detail
-- the list as JSON. The post is not written.
-- Also: posts.image_credit (Pexels / AI credit of covers, 20250101121600) is copied into the cover's
-- media row where that row has no credit yet; from here on media's credit is the one the article shows.

-- ---------------------------------------------------------------------------------------------
-- Reading images out of a post

-- The library image a stored URL shows: a `post-images` object (public.post_image_object_name) or a file
-- the site ships under /seed-images/ (bucket `site`); no row for any other URL.
create or replace function public.media_ref_of_url(url text)
returns table (bucket_id text, object_name text)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 'post-images', public.post_image_object_name(url)
   where public.post_image_object_name(url) is not null
  union all
  select 'site', substr(url, 2)
   where url ~ '^/seed-images/[A-Za-z0-9._-]+$'
$$;

-- The file name a message shows for an image URL: the last path segment, percent-decoded when it can be,
-- at most 120 characters.
create or replace function public.image_file_name(url text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_name text := coalesce(nullif(substring(split_part(split_part(coalesce(url, ''), '#', 1), '?', 1) from '([^/]+)/*$'), ''), url, '');
begin
  if strpos(v_name, '%') > 0 then
    begin
      select convert_from(string_agg(
               case when t[1] is not null then decode(replace(t[1], '%', ''), 'hex') else convert_to(t[2], 'UTF8') end,
               ''::bytea order by n), 'UTF8')
        into v_name
        from regexp_matches(v_name, '((?:%[0-9A-Fa-f]{2})+)|(%|[^%]+)', 'g') with ordinality as m(t, n);
    exception when character_not_in_repertoire or untranslatable_character or invalid_parameter_value then
      null;
    end;
  end if;
  return left(v_name, 120);
end;
$$;

-- The <img> elements of a post's HTML in order, with their src and alt (null when absent), read as
-- public.post_image_object_names reads them: any case, any quoting, the first of a repeated attribute.
create or replace function public.post_body_images(html text)
returns table (n bigint, src text, alt text)
language sql
immutable
parallel safe
set search_path = ''
as $$
  with tags as (
    select tag[1] as attributes, t
      from regexp_matches(coalesce(html, ''),
             '<img((?:[\s/]+[^\s/>=][^\s/>=]*(?:\s*=\s*(?:"[^"]*"|''[^'']*''|[^\s>"''][^\s>]*)?)?)*)[\s/]*>', 'gi')
           with ordinality as m(tag, t)
  ),
  attributes as (
    select distinct on (tags.t, lower(a[1])) tags.t, lower(a[1]) as name,
           public.html_attribute_text(coalesce(a[2], a[3], a[4], '')) as value
      from tags,
           regexp_matches(tags.attributes, '[\s/]*([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|''([^'']*)''|([^\s>"''][^\s>]*))?)?', 'g')
           with ordinality as m(a, n)
     where lower(a[1]) in ('src', 'alt')
     order by tags.t, lower(a[1]), n
  )
  select tags.t,
         (select value from attributes a where a.t = tags.t and a.name = 'src'),
         (select value from attributes a where a.t = tags.t and a.name = 'alt')
    from tags
   order by tags.t
$$;

-- Every image a post shows, in reading order: the cover (place 'capa', n 0) and each body <img> (place
-- 'texto'), with its URL, its alt attribute (body images) and the library image it is, if any.
create or replace function public.post_images(p_image text, p_content text)
returns table (place text, n bigint, url text, alt text, bucket_id text, object_name text)
language sql
immutable
parallel safe
set search_path = ''
as $$
  select 'capa', 0::bigint, p_image, null::text, r.bucket_id, r.object_name
    from (select 1) as cover
    left join public.media_ref_of_url(p_image) r on true
   where btrim(coalesce(p_image, '')) <> ''
  union all
  select 'texto', i.n, i.src, i.alt, r.bucket_id, r.object_name
    from public.post_body_images(p_content) i
    left join lateral public.media_ref_of_url(i.src) r on true
$$;

-- The images of a post that say nothing: [{"place": "capa" | "texto", "name": <file name>,
-- "library": <whether it is a library image>}], in reading order (cover first); [] when all are described
-- (a non-blank alt attribute, or a media row with alt text or marked decorative).
-- Security definer: the check reads every media row, whoever publishes.
create or replace function public.post_images_missing_alt(p_image text, p_content text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('place', i.place, 'name', public.image_file_name(i.url),
                                               'library', i.bucket_id is not null)
                            order by i.place = 'texto', i.n), '[]'::jsonb)
    from public.post_images(p_image, p_content) i
    left join public.media m on m.bucket_id = i.bucket_id and m.object_name = i.object_name
   where btrim(coalesce(i.alt, ''), E' \t\n\r\f\u00a0') = ''
     and not coalesce(btrim(m.alt) <> '' or m.decorative, false)
$$;

revoke execute on function public.media_ref_of_url(text) from public, anon;
revoke execute on function public.image_file_name(text) from public, anon;
revoke execute on function public.post_body_images(text) from public, anon;
revoke execute on function public.post_images(text, text) from public, anon;
revoke execute on function public.post_images_missing_alt(text, text) from public, anon;
grant execute on function public.media_ref_of_url(text) to authenticated, service_role;
grant execute on function public.image_file_name(text) to authenticated, service_role;
grant execute on function public.post_body_images(text) to authenticated, service_role;
grant execute on function public.post_images(text, text) to authenticated, service_role;
grant execute on function public.post_images_missing_alt(text, text) to authenticated, service_role;

-- The refusal's text: "Falta o texto alternativo da capa (a.webp) e da imagem b.webp no texto. …"
create or replace function public.images_missing_alt_message(p_missing jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  with items as (
    select case when e ->> 'place' = 'capa' then 'da capa (' || (e ->> 'name') || ')'
                else 'da imagem ' || (e ->> 'name') || ' no texto' end as phrase,
           e ->> 'place' = 'capa' and not (e ->> 'library')::boolean as outside,
           n
      from jsonb_array_elements(p_missing) with ordinality as x(e, n)
  ),
  listed as (
    select string_agg(phrase, ', ' order by n) filter (where n < (select max(n) from items)) as head,
           max(phrase) filter (where n = (select max(n) from items)) as last,
           bool_or(outside) as outside
      from items
  )
  select 'Falta o texto alternativo ' || coalesce(head || ' e ', '') || last || '. '
         || case when outside then 'A capa não está na biblioteca de mídia: escolha ou envie a imagem pela biblioteca e descreva-a. '
                 else '' end
         || 'Descreva cada imagem (ou marque “Imagem decorativa”) antes de publicar.'
    from listed
$$;

revoke execute on function public.images_missing_alt_message(jsonb) from public, anon;
grant execute on function public.images_missing_alt_message(jsonb) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The publish gate (20250101124100's definition, with the images' check added)

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
    or (new.title, new.excerpt, new.content, new.seo_description, new.tags, new.reference_list)
       is distinct from (old.title, old.excerpt, old.content, old.seo_description, old.tags, old.reference_list);
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
      new.title, new.excerpt, new.content, new.seo_description, new.tags, new.reference_list);
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
-- Visitors read the details of the files the site ships (the seed's covers): they are public files, and
-- image_usages only follows `post-images` objects, so is_public_image() never says so for them.

create policy "Visitors read the details of the site's own images"
  on public.media for select
  to anon
  using (bucket_id = 'site');

-- ---------------------------------------------------------------------------------------------
-- One credit per image: the covers' image_credit into their media rows (decision 051)

update public.media m
   set credit_kind = case p.image_credit ->> 'source' when 'ai' then 'ai' else 'pexels' end,
       credit_author = case when p.image_credit ->> 'source' = 'pexels' then left(p.image_credit ->> 'photographer', 200) end,
       credit_url = case when p.image_credit ->> 'source' = 'pexels'
                          and p.image_credit ->> 'url' ~* '^https?://[^\s<>"]+$'
                          and char_length(p.image_credit ->> 'url') <= 2000
                         then p.image_credit ->> 'url' end
  from public.posts p
  cross join lateral public.media_ref_of_url(p.image) r
 where m.bucket_id = r.bucket_id
   and m.object_name = r.object_name
   and m.credit_kind is null
   and p.image_credit is not null
   and (p.image_credit ->> 'source' = 'ai'
        or (p.image_credit ->> 'url' ~* '^https?://[^\s<>"]+$' and char_length(p.image_credit ->> 'url') <= 2000));

-- ---------------------------------------------------------------------------------------------
-- What the article shows under its images, read with the post (decision 051)

-- The details (public columns) of the library images the post at this slug shows, cover and body, as a
-- JSON array. The article asks for it beside the post itself, in parallel (a computed field on posts
-- would need a whole-row reference, which visitors' column privileges on posts refuse; decision 046).
-- Security definer so visitors need not run the URL parsers; it answers only for a post visitors may
-- read, or for staff (the editor's preview).
create or replace function public.post_image_details(p_slug text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(d) order by d.bucket_id, d.object_name), '[]'::jsonb)
    from (
      select distinct m.bucket_id, m.object_name, m.alt, m.decorative, m.caption, m.credit_kind, m.credit_author,
                      m.credit_url, m.credit_source, m.credit_licence
        from public.posts p
       cross join lateral public.post_images(p.image, p.content) i
        join public.media m on m.bucket_id = i.bucket_id and m.object_name = i.object_name
       where p.slug = p_slug
         and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()) or public.is_staff())
    ) d
$$;

revoke execute on function public.post_image_details(text) from public;
grant execute on function public.post_image_details(text) to anon, authenticated, service_role;
