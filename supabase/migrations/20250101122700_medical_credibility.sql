-- Medical credibility (docs/product-guide.md#medical-review-and-references): professional registries
-- on profiles, a public slug for author pages, technical reviews of posts by someone with a registry,
-- and each post's references as data.

-- ---------------------------------------------------------------------------------------------
-- Profiles: a public slug and, optionally, a professional registry ("CRM-SP 123456"), an RQE and a
-- specialty. The person and admins edit them (the profiles update policies); the formats are checked
-- here so a malformed registry never reaches an article.
-- ---------------------------------------------------------------------------------------------
alter table public.profiles
  add column slug text,
  add column registry_council text,
  add column registry_uf text,
  add column registry_number text,
  add column rqe text,
  add column specialty text;

alter table public.profiles
  add constraint profiles_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  -- The federal councils whose regional registries a reviewer may hold.
  add constraint profiles_registry_council check (registry_council in ('CRM', 'CRF', 'CRO', 'CRN', 'CRP', 'COREN')),
  add constraint profiles_registry_uf check (registry_uf in (
    'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA',
    'PB', 'PR', 'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO')),
  add constraint profiles_registry_number check (registry_number ~ '^[0-9]{1,8}$'),
  -- A registry is whole or absent: council, UF and number together.
  add constraint profiles_registry_complete check (
    (registry_council is null) = (registry_uf is null) and (registry_uf is null) = (registry_number is null)),
  -- The RQE (Registro de Qualificação de Especialista) belongs to a physician's CRM.
  add constraint profiles_rqe check (rqe is null or (rqe ~ '^[0-9]{1,8}$' and registry_council = 'CRM')),
  add constraint profiles_specialty_length check (char_length(btrim(specialty)) between 1 and 80);

comment on column public.profiles.slug is 'The author page''s address: /autor/{slug}.';
comment on column public.profiles.registry_council is 'Professional council of the registry (CRM, CRF, ...); with registry_uf and registry_number.';

-- A free slug for a profile, from its name: "maria-silva", then "maria-silva-2", ...
create or replace function public.free_profile_slug(p_name text, p_profile_id uuid)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  v_base text := left(coalesce(nullif(public.slugify(p_name), ''), 'autor'), 70);
  v_slug text := v_base;
  v_n integer := 1;
begin
  v_base := btrim(v_base, '-');
  v_slug := v_base;
  while exists (select 1 from public.profiles p where p.slug = v_slug and p.id is distinct from p_profile_id) loop
    v_n := v_n + 1;
    v_slug := v_base || '-' || v_n;
  end loop;
  return v_slug;
end;
$$;

update public.profiles set slug = public.free_profile_slug(full_name, id) where slug is null;
alter table public.profiles alter column slug set not null;
create unique index profiles_slug_key on public.profiles (slug);

-- New profiles get their slug from their name; a name change keeps the slug (links stay valid).
create or replace function public.profiles_set_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.slug is null or btrim(new.slug) = '' then
    new.slug := public.free_profile_slug(new.full_name, new.id);
  end if;
  return new;
end;
$$;

create trigger profiles_set_slug
  before insert or update of slug on public.profiles
  for each row execute function public.profiles_set_slug();

grant select (slug, registry_council, registry_uf, registry_number, rqe, specialty) on public.profiles to anon;

-- "CRM-SP 123456": how a registry is written on the page.
create or replace function public.profile_registry(p public.profiles)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p.registry_number is null then null
    else p.registry_council || '-' || p.registry_uf || ' ' || p.registry_number end
$$;

-- ---------------------------------------------------------------------------------------------
-- Technical reviews. Each review records who reviewed (name and registry copied, so deleting the
-- account keeps them), when, when the next review is due, and the hash of the text reviewed. The post
-- points at its current review; changing its title, excerpt or content afterwards marks the review
-- pending, and the article stops claiming it until someone reviews again.
-- ---------------------------------------------------------------------------------------------
create table public.post_reviews (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  reviewer_id uuid references public.profiles (id) on delete set null,
  reviewer_name text not null,
  reviewer_slug text,
  reviewer_registry text not null,
  reviewer_rqe text,
  reviewer_specialty text,
  reviewed_on date not null,
  next_review_on date not null,
  text_hash text not null,
  recorded_by uuid references public.profiles (id) on delete set null,
  recorded_at timestamptz not null default now(),
  constraint post_reviews_next_after_review check (next_review_on > reviewed_on)
);
comment on table public.post_reviews is 'Technical reviews of posts by a person with a professional registry (record_post_review).';
create index post_reviews_post_id_idx on public.post_reviews (post_id, recorded_at desc);

alter table public.posts
  add column review_id uuid references public.post_reviews (id) on delete set null,
  add column review_pending boolean not null default false;
comment on column public.posts.review_id is 'The post''s current technical review (record_post_review).';
comment on column public.posts.review_pending is 'True when the text changed after the current review: the article no longer claims it.';

alter table public.post_reviews enable row level security;

-- Staff see every review; visitors see those of the posts they can read.
create policy "Staff can read reviews"
  on public.post_reviews for select
  to authenticated
  using ((select public.is_staff()));

create policy "Visitors can read the reviews of public posts"
  on public.post_reviews for select
  to anon, authenticated
  using (exists (
    select 1 from public.posts p
    where p.id = post_reviews.post_id
      and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
  ));

-- Reviews are written only by record_post_review().
revoke insert, update, delete on public.post_reviews from anon, authenticated;
grant select on public.post_reviews to anon, authenticated;

-- The API roles never set review_id or review_pending themselves; a text change marks the review
-- pending. SECURITY INVOKER: current_user is the caller's API role, the owner (record_post_review)
-- is trusted.
create or replace function public.posts_guard_review()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' and (new.review_id is not null or new.review_pending) then
      raise exception 'A revisão técnica é registrada por um editor ou administrador.' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE'
       and (new.review_id is distinct from old.review_id or new.review_pending is distinct from old.review_pending) then
      raise exception 'A revisão técnica é registrada por um editor ou administrador.' using errcode = '42501';
    end if;
  end if;
  if tg_op = 'UPDATE' and new.review_id is not null and new.review_id is not distinct from old.review_id
     and (new.title, new.excerpt, new.content) is distinct from (old.title, old.excerpt, old.content) then
    new.review_pending := true;
  end if;
  return new;
end;
$$;

create trigger posts_guard_review
  before insert or update on public.posts
  for each row execute function public.posts_guard_review();

-- Records a technical review (editors and admins): the reviewer must hold a registry, the date may
-- not be in the future (Brasília), the next review defaults to 12 months later.
create or replace function public.record_post_review(
  p_post_id uuid,
  p_reviewer_id uuid,
  p_reviewed_on date,
  p_next_review_on date default null
)
returns public.post_reviews
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_post public.posts;
  v_reviewer public.profiles;
  v_review public.post_reviews;
begin
  if not public.has_role('editor', 'admin') then
    raise exception 'Apenas editores e administradores registram revisões técnicas.' using errcode = '42501';
  end if;
  select * into v_post from public.posts where id = p_post_id for update;
  if not found then
    raise exception 'Post não encontrado.' using errcode = 'P0002';
  end if;
  select * into v_reviewer from public.profiles where id = p_reviewer_id;
  if not found or v_reviewer.registry_number is null then
    raise exception 'Escolha um revisor com registro profissional (ex.: CRM-SP 123456).' using errcode = '23514';
  end if;
  if p_reviewed_on is null or p_reviewed_on > (now() at time zone 'America/Sao_Paulo')::date then
    raise exception 'A data da revisão não pode estar no futuro.' using errcode = '22023';
  end if;
  if p_next_review_on is not null and p_next_review_on <= p_reviewed_on then
    raise exception 'A próxima revisão deve ser depois da data da revisão.' using errcode = '22023';
  end if;

  insert into public.post_reviews (
    post_id, reviewer_id, reviewer_name, reviewer_slug, reviewer_registry, reviewer_rqe, reviewer_specialty,
    reviewed_on, next_review_on, text_hash, recorded_by
  ) values (
    v_post.id, v_reviewer.id, coalesce(nullif(btrim(v_reviewer.full_name), ''), 'Usuário'), v_reviewer.slug,
    public.profile_registry(v_reviewer), v_reviewer.rqe, v_reviewer.specialty,
    p_reviewed_on, coalesce(p_next_review_on, (p_reviewed_on + interval '12 months')::date),
    public.post_text_hash(v_post.title, v_post.excerpt, v_post.content), (select auth.uid())
  )
  returning * into v_review;

  update public.posts set review_id = v_review.id, review_pending = false where id = v_post.id;

  perform public.write_audit('post.reviewed', 'post', v_post.id::text, v_post.title, v_post.status, v_post.status,
    jsonb_build_object('reviewer', v_review.reviewer_name, 'registry', v_review.reviewer_registry,
      'reviewed_on', v_review.reviewed_on, 'next_review_on', v_review.next_review_on));
  return v_review;
end;
$$;
revoke execute on function public.record_post_review(uuid, uuid, date, date) from public, anon;
grant execute on function public.record_post_review(uuid, uuid, date, date) to authenticated, service_role;

-- The dashboard's review list (editors and admins): posts whose review is pending, overdue, or due
-- within p_within_days, soonest first.
create or replace function public.reviews_due(p_within_days integer default 30)
returns table (
  post_id uuid,
  title text,
  slug text,
  status text,
  state text,
  reviewer_name text,
  reviewed_on date,
  next_review_on date
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.title, p.slug, p.status,
    case
      when p.review_pending then 'pending'
      when r.next_review_on < (now() at time zone 'America/Sao_Paulo')::date then 'overdue'
      else 'due'
    end,
    r.reviewer_name, r.reviewed_on, r.next_review_on
  from public.posts p
  join public.post_reviews r on r.id = p.review_id
  where public.has_role('editor', 'admin')
    and (p.review_pending
      or r.next_review_on <= (now() at time zone 'America/Sao_Paulo')::date + greatest(coalesce(p_within_days, 30), 0))
  order by p.review_pending desc, r.next_review_on, p.title
$$;
revoke execute on function public.reviews_due(integer) from public, anon;
grant execute on function public.reviews_due(integer) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- References: an ordered list of objects {authors, title, container, year, doi, pmid, url}, at most
-- 100, each with something a reader can find (a title, DOI, PMID or URL).
-- ---------------------------------------------------------------------------------------------
create or replace function public.valid_post_references(p_list jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_typeof(p_list) = 'array'
    and jsonb_array_length(p_list) <= 100
    and not exists (
      select 1 from jsonb_array_elements(p_list) as item(value)
      where jsonb_typeof(item.value) <> 'object'
        or exists (select 1 from jsonb_object_keys(item.value) as k(key)
                   where k.key not in ('authors', 'title', 'container', 'year', 'doi', 'pmid', 'url'))
        or exists (select 1 from jsonb_each(item.value) as f(key, value)
                   where not (jsonb_typeof(f.value) = 'string' and char_length(f.value #>> '{}') <= 1000
                              or f.key = 'year' and jsonb_typeof(f.value) = 'number'))
        or coalesce(nullif(btrim(item.value ->> 'title'), ''), item.value ->> 'doi', item.value ->> 'pmid', item.value ->> 'url') is null
        or (item.value ? 'doi' and (item.value ->> 'doi') !~ '^10\.[0-9]{4,9}/\S+$')
        or (item.value ? 'pmid' and (item.value ->> 'pmid') !~ '^[0-9]{1,9}$')
        or (item.value ? 'url' and (item.value ->> 'url') !~ '^https?://\S+$')
        or (item.value ? 'year' and not ((item.value ->> 'year') ~ '^[0-9]{4}$'))
    )
$$;

alter table public.posts
  add column reference_list jsonb not null default '[]'::jsonb
    constraint posts_reference_list_valid check (public.valid_post_references(reference_list));
comment on column public.posts.reference_list is 'The post''s references in order; [n] markers in the content point at them.';

-- References are part of the editorial text: a change bumps the version like any other field.
create or replace function public.posts_track_version()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_editor uuid := (select auth.uid());
begin
  if tg_op = 'INSERT' then
    new.version := 1;
    new.updated_by := coalesce(v_editor, new.updated_by);
    return new;
  end if;

  if new.version is distinct from old.version then
    raise exception 'Este post foi alterado por outra pessoa depois que você o abriu.'
      using errcode = 'PT409',
            detail = jsonb_build_object('version', old.version, 'updated_by', old.updated_by, 'updated_at', old.updated_at)::text,
            hint = 'post_version_conflict';
  end if;

  if (new.title, new.slug, new.content, new.excerpt, new.image, new.status, new.featured, new.category_id,
      new.author_id, new.tags, new.read_time, new.seo_description, new.published_at, new.reference_list)
     is distinct from
     (old.title, old.slug, old.content, old.excerpt, old.image, old.status, old.featured, old.category_id,
      old.author_id, old.tags, old.read_time, old.seo_description, old.published_at, old.reference_list) then
    new.version := old.version + 1;
    new.updated_at := now();
    new.updated_by := coalesce(v_editor, old.updated_by);
  else
    new.updated_at := old.updated_at;
    new.updated_by := old.updated_by;
  end if;
  return new;
end;
$$;
