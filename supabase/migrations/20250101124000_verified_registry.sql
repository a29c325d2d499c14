-- Credentials an admin has verified (docs/decisions/037-credentials-an-admin-verified.md).
--
-- Until now anyone wrote any CRM/UF, RQE and specialty on their own profile, visitors read it on the
-- author page, and it made them eligible as technical reviewer. From here on a registry is shown to
-- visitors, and makes its holder eligible as reviewer, only once an admin has verified it
-- (verify_profile_registry); editing any of its fields clears the verification, whoever edits; both
-- are in the audit log. Registries already stored were self-declared: they start unverified.

-- ---------------------------------------------------------------------------------------------
-- Who verified the registry, and when. Only verify_profile_registry() sets them (the guard below).
-- ---------------------------------------------------------------------------------------------
alter table public.profiles
  add column registry_verified_at timestamptz,
  add column registry_verified_by uuid references public.profiles (id) on delete set null;

alter table public.profiles
  -- A verification is of a registry; the verifier may later be deleted (by then null), never the reverse.
  add constraint profiles_registry_verified_has_registry check (registry_verified_at is null or registry_number is not null),
  add constraint profiles_registry_verified_by_with_at check (registry_verified_by is null or registry_verified_at is not null);

comment on column public.profiles.registry_verified_at is 'When an admin verified the registry (verify_profile_registry); null: not verified. Any edit of the registry clears it.';
comment on column public.profiles.registry_verified_by is 'The admin who verified the registry (null once that account is deleted).';

-- What visitors read: the registry ("CRM-SP 123456"), RQE and specialty, only while verified. For a
-- physician the specialty is shown only with its RQE (CFM Resolução 2.336/2023, art. 4º, II). Kept by
-- Postgres from the row itself, so no path can show an unverified registry through these columns.
alter table public.profiles
  add column public_registry text generated always as (
    case when registry_verified_at is not null and registry_number is not null
      then registry_council || '-' || registry_uf || ' ' || registry_number end) stored,
  add column public_rqe text generated always as (
    case when registry_verified_at is not null then rqe end) stored,
  add column public_specialty text generated always as (
    case when registry_verified_at is not null and (registry_council is distinct from 'CRM' or rqe is not null)
      then specialty end) stored;

comment on column public.profiles.public_registry is 'The verified registry as printed ("CRM-SP 123456"); null while unverified.';
comment on column public.profiles.public_specialty is 'The verified specialty; for a CRM only with an RQE (CFM 2.336/2023 art. 4º, II).';

-- Visitors read the public columns, never the declared ones.
revoke select (registry_council, registry_uf, registry_number, rqe, specialty) on public.profiles from anon;
grant select (public_registry, public_rqe, public_specialty) on public.profiles to anon;

-- A signed-in account without a profile is not staff: it reads its own row (none) and nothing else;
-- the public pages read as anon. Staff read every profile, as before.
drop policy "Profiles are visible to everyone" on public.profiles;

create policy "Visitors can read profiles"
  on public.profiles for select
  to anon
  using (true);

create policy "Staff can read profiles"
  on public.profiles for select
  to authenticated
  using ((select public.is_staff()) or id = (select auth.uid()));

-- The old formatter took the whole row (the declared registry); nothing public calls it any more.
revoke execute on function public.profile_registry(public.profiles) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Nobody sets the verification through the API (service role included: a verification names the
-- admin who did it); an edit of the registry clears it, whoever edits. SECURITY INVOKER: inside
-- verify_profile_registry() current_user is the function's owner.
-- ---------------------------------------------------------------------------------------------
create or replace function public.profiles_guard_registry_verification()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    if tg_op = 'INSERT' and (new.registry_verified_at is not null or new.registry_verified_by is not null) then
      raise exception 'Só um administrador verifica um registro, pelo botão "Verificar registro".' using errcode = '42501';
    end if;
    if tg_op = 'UPDATE' and (new.registry_verified_at, new.registry_verified_by)
       is distinct from (old.registry_verified_at, old.registry_verified_by) then
      raise exception 'Só um administrador verifica um registro, pelo botão "Verificar registro".' using errcode = '42501';
    end if;
  end if;
  if tg_op = 'UPDATE'
     and (new.registry_council, new.registry_uf, new.registry_number, new.rqe, new.specialty)
       is distinct from (old.registry_council, old.registry_uf, old.registry_number, old.rqe, old.specialty) then
    new.registry_verified_at := null;
    new.registry_verified_by := null;
  end if;
  return new;
end;
$$;

create trigger profiles_guard_registry_verification
  before insert or update on public.profiles
  for each row execute function public.profiles_guard_registry_verification();

-- The audit log: a verification and a verification cleared by an edit, with the registry concerned.
-- Not "update of registry_verified_at": the clearing is done by the trigger above, not by the SET list.
create or replace function public.audit_profile_registry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.registry_verified_at is not null then
    perform public.write_audit('user.registry_verified', 'user', new.id::text, new.full_name, null, null,
      jsonb_build_object('registry', new.public_registry, 'rqe', new.rqe, 'specialty', new.specialty));
  else
    perform public.write_audit('user.registry_unverified', 'user', new.id::text, new.full_name, null, null,
      jsonb_build_object('registry', old.public_registry, 'rqe', old.rqe, 'specialty', old.specialty,
        'verified_at', old.registry_verified_at));
  end if;
  return null;
end;
$$;
revoke execute on function public.audit_profile_registry() from public, anon, authenticated;

create trigger audit_profile_registry
  after update on public.profiles
  for each row
  when (old.registry_verified_at is distinct from new.registry_verified_at)
  execute function public.audit_profile_registry();

-- ---------------------------------------------------------------------------------------------
-- Technical reviews remember whether the reviewer's registry was verified when they were recorded.
-- Reviews recorded before this migration carry a self-declared registry: visitors stop seeing them
-- until an admin verifies that same registry (verify_profile_registry marks them then).
-- ---------------------------------------------------------------------------------------------
alter table public.post_reviews
  add column reviewer_verified_at timestamptz,
  add column reviewer_verified_by uuid references public.profiles (id) on delete set null;
comment on column public.post_reviews.reviewer_verified_at is
  'When the reviewer''s registry, as copied here, had been verified by an admin; null: visitors do not see the review.';

drop policy "Visitors can read the reviews of public posts" on public.post_reviews;

create policy "Visitors can read the verified reviews of public posts"
  on public.post_reviews for select
  to anon, authenticated
  using (
    reviewer_verified_at is not null
    and exists (
      select 1 from public.posts p
      where p.id = post_reviews.post_id
        and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
    )
  );

-- Verifies a person's registry (admins only). The caller passes the registry they checked at the
-- council; if the person changed it meanwhile, nothing is verified (PT409). Reviews recorded before
-- verification existed with exactly this registry become visible. Verifying twice changes nothing.
create or replace function public.verify_profile_registry(
  p_profile_id uuid,
  p_council text,
  p_uf text,
  p_number text,
  p_rqe text default null,
  p_specialty text default null
)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_profile public.profiles;
  v_admin uuid := (select auth.uid());
begin
  if not public.has_role('admin') then
    raise exception 'Apenas administradores verificam registros profissionais.' using errcode = '42501';
  end if;
  select * into v_profile from public.profiles where id = p_profile_id for update;
  if not found then
    raise exception 'Perfil não encontrado.' using errcode = 'P0002';
  end if;
  if v_profile.registry_number is null then
    raise exception 'Esta pessoa não informou um registro profissional.' using errcode = '22023';
  end if;
  if (v_profile.registry_council, v_profile.registry_uf, v_profile.registry_number, v_profile.rqe, v_profile.specialty)
     is distinct from (p_council, p_uf, p_number, nullif(btrim(p_rqe), ''), nullif(btrim(p_specialty), '')) then
    raise exception 'O registro mudou enquanto você conferia. Confira os dados atuais e verifique de novo.'
      using errcode = 'PT409', hint = 'registry_changed';
  end if;
  if v_profile.registry_verified_at is not null then
    return v_profile.registry_verified_at;
  end if;

  update public.profiles
    set registry_verified_at = now(), registry_verified_by = v_admin
    where id = p_profile_id
    returning * into v_profile;

  update public.post_reviews r
    set reviewer_verified_at = v_profile.registry_verified_at, reviewer_verified_by = v_profile.registry_verified_by
    where r.reviewer_id = v_profile.id
      and r.reviewer_verified_at is null
      and r.reviewer_registry = v_profile.public_registry
      and r.reviewer_rqe is not distinct from v_profile.public_rqe
      and r.reviewer_specialty is not distinct from v_profile.public_specialty;

  return v_profile.registry_verified_at;
end;
$$;
revoke execute on function public.verify_profile_registry(uuid, text, text, text, text, text) from public, anon;
grant execute on function public.verify_profile_registry(uuid, text, text, text, text, text) to authenticated, service_role;

-- record_post_review(): the reviewer must hold a verified registry; the review copies what visitors
-- may read of it (the public columns) and when it was verified.
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
  if not found or v_reviewer.registry_verified_at is null or v_reviewer.public_registry is null then
    raise exception 'Escolha um revisor com registro profissional verificado por um administrador.' using errcode = '23514';
  end if;
  if p_reviewed_on is null or p_reviewed_on > (now() at time zone 'America/Sao_Paulo')::date then
    raise exception 'A data da revisão não pode estar no futuro.' using errcode = '22023';
  end if;
  if p_next_review_on is not null and p_next_review_on <= p_reviewed_on then
    raise exception 'A próxima revisão deve ser depois da data da revisão.' using errcode = '22023';
  end if;

  insert into public.post_reviews (
    post_id, reviewer_id, reviewer_name, reviewer_slug, reviewer_registry, reviewer_rqe, reviewer_specialty,
    reviewer_verified_at, reviewer_verified_by, reviewed_on, next_review_on, text_hash, recorded_by
  ) values (
    v_post.id, v_reviewer.id, coalesce(nullif(btrim(v_reviewer.full_name), ''), 'Usuário'), v_reviewer.slug,
    v_reviewer.public_registry, v_reviewer.public_rqe, v_reviewer.public_specialty,
    v_reviewer.registry_verified_at, v_reviewer.registry_verified_by,
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
