-- Who may publish, and the compliance check as a gate (docs/decisions/015-editorial-roles-and-invitations.md).
--
-- Authors write, save and send for review. Unless the site setting "Autores publicam sem revisão" is
-- on, they cannot publish, schedule, unpublish, edit or delete a published or scheduled post; editors
-- and admins can. Only editors and admins choose the home page's highlights ("featured").
--
-- Every save that makes text public (publishing, scheduling, or changing the text of a public post)
-- must carry the result of the compliance check (src/features/compliance/) for exactly that text:
-- `compliance_findings` and `compliance_text_hash` = post_text_hash(title, excerpt, content). With
-- findings, only an editor or admin may publish, with a written justification
-- (`compliance_justification`, write-only: it goes to post_compliance_overrides and the audit log,
-- never stays on the post). The check itself runs in the app (it is a TypeScript matcher the database
-- cannot run); the database makes sure it was run on the published text and records who overrode it.

alter table public.posts
  add column compliance_findings jsonb check (
    compliance_findings is null
    or (jsonb_typeof(compliance_findings) = 'array' and jsonb_array_length(compliance_findings) <= 500)
  ),
  add column compliance_text_hash text check (compliance_text_hash is null or compliance_text_hash ~ '^[0-9a-f]{64}$'),
  add column compliance_justification text,
  add column submitted_at timestamptz;

comment on column public.posts.compliance_findings is 'Findings of the compliance check of the text in compliance_text_hash (null: never checked).';
comment on column public.posts.compliance_text_hash is 'post_text_hash() of the text the compliance check ran on.';
comment on column public.posts.compliance_justification is 'Write-only: the justification sent with a save that publishes over findings.';
comment on column public.posts.submitted_at is 'When the post was last sent for review (the review queue''s order).';

create index posts_review_queue_idx on public.posts (submitted_at) where status = 'review';

-- SHA-256 (hex) of title, excerpt and content joined by line feeds; the app hashes the same string.
create or replace function public.post_text_hash(p_title text, p_excerpt text, p_content text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select encode(sha256(convert_to(
    coalesce(p_title, '') || chr(10) || coalesce(p_excerpt, '') || chr(10) || coalesce(p_content, ''), 'UTF8'
  )), 'hex')
$$;
grant execute on function public.post_text_hash(text, text, text) to anon, authenticated, service_role;

-- The decisions to publish over compliance findings: the post's history of overrides.
create table public.post_compliance_overrides (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade deferrable initially deferred,
  post_version integer not null,
  status text not null check (status in ('published', 'scheduled')),
  findings jsonb not null check (jsonb_typeof(findings) = 'array'),
  justification text not null check (char_length(btrim(justification)) >= 10),
  decided_by uuid references public.profiles (id) on delete set null,
  decided_by_name text,
  decided_at timestamptz not null default now()
);
comment on table public.post_compliance_overrides is 'Who published a post over compliance findings, when, which findings and why.';

create index post_compliance_overrides_post_idx on public.post_compliance_overrides (post_id, decided_at desc);

alter table public.post_compliance_overrides enable row level security;

create policy "Staff can read compliance overrides"
  on public.post_compliance_overrides for select
  to authenticated
  using ((select public.is_staff()));

revoke all on public.post_compliance_overrides from anon;
revoke insert, update, delete, truncate on public.post_compliance_overrides from authenticated;

-- The gate. SECURITY INVOKER: current_user is the API role of the caller; the database owner and the
-- service role (server-side tools, migrations, SECURITY DEFINER counters) are trusted. Named to run
-- after the other BEFORE triggers (alphabetical), so published_at and version are final here.
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
    or (new.title, new.excerpt, new.content) is distinct from (old.title, old.excerpt, old.content);
  v_justification text := nullif(btrim(coalesce(new.compliance_justification, '')), '');
  v_overrides jsonb;
begin
  new.compliance_justification := null;

  if new.status = 'review' and (tg_op = 'INSERT' or old.status is distinct from 'review') then
    new.submitted_at := now();
  end if;

  if current_user not in ('anon', 'authenticated') then
    return new;
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

  if v_public_after and (not v_public_before or v_text_changed) then
    if new.compliance_findings is null
       or new.compliance_text_hash is distinct from public.post_text_hash(new.title, new.excerpt, new.content) then
      raise exception 'A verificação de conformidade precisa ser feita no texto que será publicado.'
        using errcode = '22023', hint = 'compliance_check_required';
    end if;
    if jsonb_array_length(new.compliance_findings) > 0 then
      if v_role is distinct from 'editor' and v_role is distinct from 'admin' then
        raise exception 'O texto tem pontos de conformidade a revisar. Envie para revisão: um editor ou administrador decide se pode ser publicado.'
          using errcode = '42501', hint = 'compliance_review_required';
      end if;
      if char_length(coalesce(v_justification, '')) < 10 then
        raise exception 'Escreva a justificativa (ao menos 10 caracteres) para publicar com pontos de conformidade.'
          using errcode = '22023', hint = 'compliance_justification_required';
      end if;
      -- Read by posts_record_compliance_override() once the row is written.
      v_overrides := coalesce(nullif(current_setting('app.compliance_overrides', true), ''), '{}')::jsonb;
      perform set_config('app.compliance_overrides',
        (v_overrides || jsonb_build_object(new.id::text, v_justification))::text, true);
    end if;
  end if;

  return new;
end;
$$;

create trigger posts_verify_publishing
  before insert or update on public.posts
  for each row execute function public.posts_verify_publishing();

-- Keeps the override decided above (SECURITY DEFINER: the API roles cannot write the table).
create or replace function public.posts_record_compliance_override()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_overrides jsonb := coalesce(nullif(current_setting('app.compliance_overrides', true), ''), '{}')::jsonb;
  v_justification text := v_overrides ->> new.id::text;
begin
  if v_justification is null then
    return null;
  end if;
  perform set_config('app.compliance_overrides', (v_overrides - new.id::text)::text, true);
  insert into public.post_compliance_overrides
    (post_id, post_version, status, findings, justification, decided_by, decided_by_name)
  values (
    new.id, new.version, new.status, new.compliance_findings, v_justification, (select auth.uid()),
    (select p.full_name from public.profiles p where p.id = (select auth.uid()))
  );
  return null;
end;
$$;
revoke execute on function public.posts_record_compliance_override() from public, anon, authenticated;

create trigger posts_record_compliance_override
  after insert or update on public.posts
  for each row execute function public.posts_record_compliance_override();

-- Authors delete their own posts, but a published or scheduled one only when authors publish
-- without review.
drop policy "Authors can delete their own posts" on public.posts;
create policy "Authors can delete their own posts"
  on public.posts for delete
  to authenticated
  using (
    author_id = (select auth.uid())
    and (select public.is_staff())
    and (status not in ('published', 'scheduled') or (select public.authors_publish_without_review()))
  );

-- The dashboard's review queue: posts Em Revisão, oldest first, with their compliance status
-- (checked = the stored findings belong to the current text).
create or replace function public.review_queue(p_limit integer default 20)
returns table (
  id uuid,
  title text,
  author_name text,
  submitted_at timestamptz,
  findings_count integer,
  compliance_checked boolean
)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.title, a.full_name, coalesce(p.submitted_at, p.updated_at),
         coalesce(jsonb_array_length(p.compliance_findings), 0),
         p.compliance_findings is not null
           and p.compliance_text_hash is not distinct from public.post_text_hash(p.title, p.excerpt, p.content)
    from public.posts p
    left join public.profiles a on a.id = p.author_id
   where p.status = 'review'
     and (select public.is_staff())
   order by coalesce(p.submitted_at, p.updated_at), p.id
   limit greatest(1, least(coalesce(p_limit, 20), 100))
$$;
revoke execute on function public.review_queue(integer) from public, anon;
grant execute on function public.review_queue(integer) to authenticated, service_role;
