-- The newsroom (issue 47; docs/decisions/043-newsroom-notes-and-notifications.md): who is responsible for
-- a post and until when, the history of its status, notes on drafts, and notifications in the app and by
-- e-mail. Everything a client may not do is refused here; notifications are made only by the triggers
-- and functions below, never by a client, and nobody is notified of their own action.

-- ---------------------------------------------------------------------------------------------
-- Assignments: the post's editor (an editor or admin), its technical reviewer (a verified registry) and
-- its due date. Only editors and admins change them.
-- ---------------------------------------------------------------------------------------------
alter table public.posts
  add column editor_id uuid references public.profiles (id) on delete set null,
  add column technical_reviewer_id uuid references public.profiles (id) on delete set null,
  add column due_at timestamptz;

comment on column public.posts.editor_id is 'The editor responsible for the post (an editor or admin when chosen).';
comment on column public.posts.technical_reviewer_id is 'Who is asked for the technical review (a registry an admin verified, when chosen).';
comment on column public.posts.due_at is 'When the post is due (editorial calendar, "Minhas tarefas").';

create index posts_editor_idx on public.posts (editor_id) where editor_id is not null;
create index posts_technical_reviewer_idx on public.posts (technical_reviewer_id) where technical_reviewer_id is not null;
create index posts_due_at_idx on public.posts (due_at) where due_at is not null;

-- SECURITY INVOKER: current_user is the caller's API role; the owner (SECURITY DEFINER functions, the
-- cascade of a deleted profile) and the service role are trusted to assign. Whoever assigns, the people
-- chosen must qualify at the time they are chosen.
create or replace function public.posts_guard_assignment()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_editor_changed boolean := new.editor_id is distinct from (case when tg_op = 'UPDATE' then old.editor_id end);
  v_reviewer_changed boolean :=
    new.technical_reviewer_id is distinct from (case when tg_op = 'UPDATE' then old.technical_reviewer_id end);
  v_due_changed boolean := new.due_at is distinct from (case when tg_op = 'UPDATE' then old.due_at end);
begin
  if (v_editor_changed or v_reviewer_changed or v_due_changed)
     and current_user in ('anon', 'authenticated') and not public.has_role('editor', 'admin') then
    raise exception 'Apenas editores e administradores definem o editor, o revisor técnico e o prazo de um post.'
      using errcode = '42501', hint = 'assignment_forbidden';
  end if;
  if v_editor_changed and new.editor_id is not null
     and not exists (select 1 from public.profiles p where p.id = new.editor_id and p.role in ('editor', 'admin')) then
    raise exception 'O editor responsável precisa ser um editor ou administrador.'
      using errcode = '23514', hint = 'assignment_editor_role';
  end if;
  if v_reviewer_changed and new.technical_reviewer_id is not null
     and not exists (select 1 from public.profiles p
                      where p.id = new.technical_reviewer_id and p.registry_verified_at is not null) then
    raise exception 'O revisor técnico precisa ter o registro profissional verificado por um administrador.'
      using errcode = '23514', hint = 'assignment_reviewer_unverified';
  end if;
  return new;
end;
$$;

create trigger posts_guard_assignment
  before insert or update on public.posts
  for each row execute function public.posts_guard_assignment();

-- Assignments are part of what the editor saves: changing one moves the version (two editors assigning
-- at once: the second sees the conflict). Same as 20250101122700_medical_credibility.sql otherwise.
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
      new.author_id, new.tags, new.read_time, new.seo_description, new.published_at, new.reference_list,
      new.editor_id, new.technical_reviewer_id, new.due_at)
     is distinct from
     (old.title, old.slug, old.content, old.excerpt, old.image, old.status, old.featured, old.category_id,
      old.author_id, old.tags, old.read_time, old.seo_description, old.published_at, old.reference_list,
      old.editor_id, old.technical_reviewer_id, old.due_at) then
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

-- Assignments are not on the public page: changing one does not rebuild it. Same as
-- 20250101123700_site_publishing.sql otherwise.
create or replace function public.posts_track_page_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_ignored text[] := array['views', 'likes', 'updated_at', 'updated_by', 'version', 'page_changed_at',
                            'search_vector', 'title_excerpt_search', 'card_excerpt',
                            'editor_id', 'technical_reviewer_id', 'due_at'];
begin
  if tg_op = 'INSERT' then
    new.page_changed_at := now();
  elsif (to_jsonb(new) - v_ignored) is distinct from (to_jsonb(old) - v_ignored) then
    new.page_changed_at := now();
  else
    new.page_changed_at := old.page_changed_at;
  end if;
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Notifications: one row per person and event. Read by their recipient only; marked read only through
-- mark_notifications_read(); made only by the SECURITY DEFINER triggers and functions of this file.
-- ---------------------------------------------------------------------------------------------
create or replace function public.is_notification_kind(p_kind text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select p_kind in ('post_submitted', 'post_returned', 'note_mention', 'assignment', 'technical_review_requested',
                    'review_due', 'post_live', 'page_build_failed')
$$;

-- ---------------------------------------------------------------------------------------------
-- Notes on drafts. A top-level note may be anchored to a passage of the text: a W3C TextQuoteSelector
-- (quote, prefix, suffix) plus the passage's position in the editor's plain text (from, to) as a hint.
-- The editor re-anchors notes as the text changes and marks those whose passage is gone (anchor_lost).
-- Replies hang under a top-level note of the same post, one level deep, without an anchor.
-- ---------------------------------------------------------------------------------------------
create or replace function public.valid_note_anchor(p_anchor jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
    when jsonb_typeof(p_anchor) is distinct from 'object' then false
    when exists (select 1 from jsonb_object_keys(p_anchor) k(key) where k.key not in ('quote', 'prefix', 'suffix', 'from', 'to'))
      then false
    when jsonb_typeof(p_anchor -> 'quote') is distinct from 'string'
      or char_length(p_anchor ->> 'quote') not between 1 and 5000 then false
    when coalesce(jsonb_typeof(p_anchor -> 'prefix'), 'string') <> 'string'
      or coalesce(jsonb_typeof(p_anchor -> 'suffix'), 'string') <> 'string'
      or char_length(coalesce(p_anchor ->> 'prefix', '')) > 200
      or char_length(coalesce(p_anchor ->> 'suffix', '')) > 200 then false
    when jsonb_typeof(p_anchor -> 'from') is distinct from 'number' or jsonb_typeof(p_anchor -> 'to') is distinct from 'number'
      or (p_anchor ->> 'from') !~ '^[0-9]{1,9}$' or (p_anchor ->> 'to') !~ '^[0-9]{1,9}$' then false
    else (p_anchor ->> 'from')::integer <= (p_anchor ->> 'to')::integer
  end
$$;

create table public.post_notes (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  parent_id uuid references public.post_notes (id) on delete cascade,
  author_id uuid default auth.uid() references public.profiles (id) on delete set null,
  body text not null constraint post_notes_body_length check (char_length(body) between 1 and 2000),
  anchor jsonb constraint post_notes_anchor_valid check (anchor is null or public.valid_note_anchor(anchor)),
  anchor_lost boolean not null default false,
  mentions uuid[] not null default '{}' constraint post_notes_mentions_limit check (cardinality(mentions) <= 20),
  resolved_at timestamptz,
  resolved_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  constraint post_notes_reply_without_anchor check (parent_id is null or (anchor is null and not anchor_lost))
);
comment on table public.post_notes is 'Staff notes on a post, anchored to a passage or not, with one level of replies. Never public.';
comment on column public.post_notes.anchor is '{quote, prefix, suffix, from, to}: W3C TextQuoteSelector plus a position hint in the editor''s plain text.';
comment on column public.post_notes.anchor_lost is 'The anchored passage was deleted from the text ("texto removido").';

create index post_notes_post_idx on public.post_notes (post_id, created_at);
create index post_notes_parent_idx on public.post_notes (parent_id) where parent_id is not null;
create index post_notes_mentions_idx on public.post_notes using gin (mentions);

alter table public.post_notes enable row level security;

create policy "Staff can read notes"
  on public.post_notes for select
  to authenticated
  using ((select public.is_staff()));

create policy "Staff write notes as themselves"
  on public.post_notes for insert
  to authenticated
  with check ((select public.is_staff()) and author_id = (select auth.uid()));

-- Any staff member resolves, reopens and re-anchors a note; what else may change is the guard's business.
create policy "Staff can update notes"
  on public.post_notes for update
  to authenticated
  using ((select public.is_staff()))
  with check ((select public.is_staff()));

create policy "Writers can delete their notes"
  on public.post_notes for delete
  to authenticated
  using (author_id = (select auth.uid()) and (select public.is_staff()));

revoke all on public.post_notes from anon;
grant select, insert, update, delete on public.post_notes to authenticated;

-- The rules RLS cannot say. SECURITY INVOKER (profiles are read with the caller's rights: staff read them
-- all). Every profile is a staff member (author, editor or admin), so "staff" is "has a profile".
create or replace function public.post_notes_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Trimmed of white space of any kind (line breaks too), as the editor's trim() does.
  new.body := regexp_replace(coalesce(new.body, ''), '^\s+|\s+$', '', 'g');
  if char_length(new.body) not between 1 and 2000 then
    raise exception 'A nota precisa ter de 1 a 2.000 caracteres.' using errcode = '22023', hint = 'note_length';
  end if;
  new.mentions := array(select distinct m from unnest(coalesce(new.mentions, '{}')) m where m is not null order by m);
  if exists (select 1 from unnest(new.mentions) m(id)
              where not exists (select 1 from public.profiles p where p.id = m.id)
                and (tg_op = 'INSERT' or not m.id = any (old.mentions))) then
    raise exception 'Só é possível mencionar membros da equipe.' using errcode = '23514', hint = 'note_mention_not_staff';
  end if;

  if tg_op = 'INSERT' then
    if new.parent_id is not null and not exists (
      select 1 from public.post_notes p where p.id = new.parent_id and p.post_id = new.post_id and p.parent_id is null
    ) then
      raise exception 'Uma resposta fica sob uma nota principal do mesmo post.' using errcode = '23514', hint = 'note_parent_invalid';
    end if;
    new.created_at := now();
    new.edited_at := null;
  else
    -- The writer becomes null only when their profile is deleted (the foreign key's "set null").
    if (new.post_id, new.parent_id, new.created_at) is distinct from (old.post_id, old.parent_id, old.created_at)
       or (new.author_id is distinct from old.author_id
           and (new.author_id is not null or exists (select 1 from public.profiles p where p.id = old.author_id))) then
      raise exception 'Uma nota não muda de post, de conversa nem de autor.' using errcode = '42501', hint = 'note_immutable';
    end if;
    if (new.body, new.mentions) is distinct from (old.body, old.mentions) then
      if old.author_id is distinct from (select auth.uid()) then
        raise exception 'Só quem escreveu a nota pode editá-la.' using errcode = '42501', hint = 'note_not_writer';
      end if;
      new.edited_at := now();
    else
      new.edited_at := old.edited_at;
    end if;
  end if;

  -- Resolved by whoever resolves it, now; any value the client sends only means "resolved".
  if new.resolved_at is null then
    new.resolved_by := null;
  elsif tg_op = 'INSERT' or old.resolved_at is null then
    new.resolved_at := now();
    new.resolved_by := (select p.id from public.profiles p where p.id = (select auth.uid()));
  else
    new.resolved_at := old.resolved_at;
    new.resolved_by := (select p.id from public.profiles p where p.id = old.resolved_by);
  end if;
  return new;
end;
$$;

create trigger post_notes_guard
  before insert or update on public.post_notes
  for each row execute function public.post_notes_guard();

-- ---------------------------------------------------------------------------------------------
-- The history of each post's status: written by the trigger below, read by staff, written by nobody.
-- ---------------------------------------------------------------------------------------------
create table public.post_status_changes (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  from_status text,
  to_status text not null,
  changed_by uuid references public.profiles (id) on delete set null,
  changed_at timestamptz not null default now(),
  note text
);
comment on table public.post_status_changes is 'Every status a post took, who set it and when (the note of "Devolver ao autor").';

create index post_status_changes_post_idx on public.post_status_changes (post_id, changed_at desc);

alter table public.post_status_changes enable row level security;

create policy "Staff can read status changes"
  on public.post_status_changes for select
  to authenticated
  using ((select public.is_staff()));

revoke all on public.post_status_changes from anon;
revoke insert, update, delete, truncate on public.post_status_changes from authenticated, service_role;
grant select on public.post_status_changes to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Notifications and preferences
-- ---------------------------------------------------------------------------------------------
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null constraint notifications_kind check (public.is_notification_kind(kind)),
  post_id uuid references public.posts (id) on delete cascade,
  note_id uuid references public.post_notes (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  emailed_at timestamptz
);
comment on table public.notifications is 'What each staff member is told (the bell, and e-mails grouped by run_newsroom_jobs).';
comment on column public.notifications.emailed_at is 'When it went into an e-mail (or was found to have no address to go to); null: not yet, or never (delivery "app").';

create index notifications_recipient_idx on public.notifications (recipient_id, created_at desc);
create index notifications_unread_idx on public.notifications (recipient_id) where read_at is null;
create index notifications_to_email_idx on public.notifications (recipient_id, created_at)
  where emailed_at is null and read_at is null;

alter table public.notifications enable row level security;

create policy "People read their own notifications"
  on public.notifications for select
  to authenticated
  using (recipient_id = (select auth.uid()));

revoke all on public.notifications from anon;
revoke insert, update, delete, truncate on public.notifications from authenticated, service_role;
grant select on public.notifications to authenticated;

-- Per kind: 'app' (the bell only), 'app_email' (the bell and an e-mail, grouped), 'daily_digest' (the
-- bell and one e-mail a day). No row: 'app_email'.
create table public.notification_preferences (
  profile_id uuid not null default auth.uid() references public.profiles (id) on delete cascade,
  kind text not null constraint notification_preferences_kind check (public.is_notification_kind(kind)),
  delivery text not null check (delivery in ('app', 'app_email', 'daily_digest')),
  primary key (profile_id, kind)
);
comment on table public.notification_preferences is 'How each person wants each kind of notification; no row means app_email.';

alter table public.notification_preferences enable row level security;

create policy "People manage their own notification preferences"
  on public.notification_preferences for all
  to authenticated
  using (profile_id = (select auth.uid()))
  with check (profile_id = (select auth.uid()));

revoke all on public.notification_preferences from anon;
grant select, insert, update, delete on public.notification_preferences to authenticated;

-- Marks the caller's notifications read: those listed, or all of them (null). Returns how many changed.
create or replace function public.mark_notifications_read(p_ids uuid[] default null)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with marked as (
    update public.notifications n
       set read_at = now()
     where n.recipient_id = (select auth.uid())
       and n.read_at is null
       and (p_ids is null or n.id = any (p_ids))
    returning 1
  )
  select count(*)::integer from marked
$$;
revoke execute on function public.mark_notifications_read(uuid[]) from public, anon;
grant execute on function public.mark_notifications_read(uuid[]) to authenticated;

-- Makes one notification for each of the people listed (nulls, repeats and unknown ids skipped), except
-- the person acting. Internal: called by the triggers and functions below. Returns how many it made.
create or replace function public.notify_staff(p_kind text, p_recipients uuid[], p_post uuid, p_note uuid default null)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with made as (
    insert into public.notifications (recipient_id, kind, post_id, note_id, actor_id)
    select r.id, p_kind, p_post, p_note, (select a.id from public.profiles a where a.id = (select auth.uid()))
      from public.profiles r
     where r.id = any (p_recipients)
       and r.id is distinct from (select auth.uid())
    returning 1
  )
  select count(*)::integer from made
$$;
revoke execute on function public.notify_staff(text, uuid[], uuid, uuid) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The producers on posts and notes. Changes a person makes notify; those made by the database itself,
-- a migration, the seed or a server-side tool (no signed-in person) are recorded but notify nobody.
-- ---------------------------------------------------------------------------------------------

-- Every status a post takes, with who and when; sent for review: every editor and admin is told.
create or replace function public.posts_record_status_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.status is not distinct from old.status then
    return null;
  end if;
  insert into public.post_status_changes (post_id, from_status, to_status, changed_by, note)
  values (
    new.id, case when tg_op = 'UPDATE' then old.status end, new.status,
    (select p.id from public.profiles p where p.id = (select auth.uid())),
    nullif(current_setting('app.status_change_note', true), '')
  );
  if new.status = 'review' and (select auth.uid()) is not null then
    perform public.notify_staff('post_submitted',
      array(select p.id from public.profiles p where p.role in ('editor', 'admin')), new.id);
  end if;
  return null;
end;
$$;
revoke execute on function public.posts_record_status_change() from public, anon, authenticated;

create trigger posts_record_status_change
  after insert or update of status on public.posts
  for each row execute function public.posts_record_status_change();

-- A new author, editor or technical reviewer is told; every change of the assignments is in the audit log.
create or replace function public.posts_notify_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.posts;
begin
  if tg_op = 'UPDATE' then
    v_old := old;
  end if;
  if tg_op = 'UPDATE' and (new.editor_id, new.technical_reviewer_id, new.due_at)
     is distinct from (old.editor_id, old.technical_reviewer_id, old.due_at) then
    perform public.write_audit('post.assigned', 'post', new.id::text, new.title, new.status, new.status,
      jsonb_build_object(
        'editor', (select p.full_name from public.profiles p where p.id = new.editor_id),
        'technical_reviewer', (select p.full_name from public.profiles p where p.id = new.technical_reviewer_id),
        'due_at', new.due_at));
  end if;
  if (select auth.uid()) is null then
    return null;
  end if;
  perform public.notify_staff('assignment',
    array[case when new.author_id is distinct from v_old.author_id then new.author_id end,
          case when new.editor_id is distinct from v_old.editor_id then new.editor_id end], new.id);
  if new.technical_reviewer_id is distinct from v_old.technical_reviewer_id then
    perform public.notify_staff('technical_review_requested', array[new.technical_reviewer_id], new.id);
  end if;
  return null;
end;
$$;
revoke execute on function public.posts_notify_assignment() from public, anon, authenticated;

create trigger posts_notify_assignment
  after insert or update of author_id, editor_id, technical_reviewer_id, due_at on public.posts
  for each row execute function public.posts_notify_assignment();

-- The people a note newly mentions are told (not its writer).
create or replace function public.post_notes_notify_mentions()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.notify_staff('note_mention',
    array(select unnest(new.mentions) except select unnest(case when tg_op = 'UPDATE' then old.mentions end)),
    new.post_id, new.id);
  return null;
end;
$$;
revoke execute on function public.post_notes_notify_mentions() from public, anon, authenticated;

create trigger post_notes_notify_mentions
  after insert or update of mentions on public.post_notes
  for each row execute function public.post_notes_notify_mentions();

-- ---------------------------------------------------------------------------------------------
-- "Devolver ao autor": an editor or admin sends a post in review back to draft with a note, which is
-- kept as a top-level note of the post and on the status change; the author is told.
-- ---------------------------------------------------------------------------------------------
create or replace function public.return_post_to_author(p_post uuid, p_note text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_note text := regexp_replace(coalesce(p_note, ''), '^\s+|\s+$', '', 'g');
  v_post public.posts;
  v_note_id uuid;
begin
  if not public.has_role('editor', 'admin') then
    raise exception 'Apenas editores e administradores devolvem um post ao autor.'
      using errcode = '42501', hint = 'return_forbidden';
  end if;
  select * into v_post from public.posts where id = p_post for update;
  if not found then
    raise exception 'Post não encontrado.' using errcode = 'P0002';
  end if;
  if v_post.status <> 'review' then
    raise exception 'Este post não está mais em revisão.'
      using errcode = 'PT409', hint = 'post_not_in_review', detail = jsonb_build_object('status', v_post.status)::text;
  end if;

  -- The note's own guard refuses an empty or too long note (22023, note_length) before anything changes.
  insert into public.post_notes (post_id, author_id, body)
  values (p_post, (select auth.uid()), v_note)
  returning id into v_note_id;

  perform set_config('app.status_change_note', v_note, true);
  update public.posts set status = 'draft' where id = p_post;
  perform set_config('app.status_change_note', '', true);
  perform public.notify_staff('post_returned', array[v_post.author_id], p_post, v_note_id);
end;
$$;
revoke execute on function public.return_post_to_author(uuid, text) from public, anon;
grant execute on function public.return_post_to_author(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The periodic producers and the e-mails, run by the mailer's poll (service role only).
-- ---------------------------------------------------------------------------------------------

-- What a periodic producer has already told: one row per kind, post and occasion (the review's due date,
-- the publication time, the page version that failed). Closed to every API role.
create table public.notification_occasions (
  kind text not null,
  post_id uuid not null references public.posts (id) on delete cascade,
  occasion timestamptz not null,
  created_at timestamptz not null default now(),
  primary key (kind, post_id, occasion)
);
alter table public.notification_occasions enable row level security;
revoke all on public.notification_occasions from public, anon, authenticated, service_role;

-- Scheduled posts already live when this migration runs are not announced late.
insert into public.notification_occasions (kind, post_id, occasion)
select 'post_live', p.id, p.published_at from public.posts p
 where p.status = 'scheduled' and p.published_at <= now();

-- 'review_due' (the technical reviewer, else the last reviewer, and the author) for each post whose
-- technical review falls due within 7 days (Brasília), once per post and due date; 'post_live' (author
-- and editor) for each scheduled post whose time has come, once per post and publication time.
create or replace function public.newsroom_periodic_notifications(p_now timestamptz)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_made integer := 0;
  v_event record;
begin
  for v_event in
    with candidates as (
      select 'review_due' as kind, p.id as post_id,
             (r.next_review_on::timestamp at time zone 'America/Sao_Paulo') as occasion,
             array[coalesce(p.technical_reviewer_id, r.reviewer_id), p.author_id] as recipients
        from public.posts p
        join public.post_reviews r on r.id = p.review_id
       where not p.review_pending
         and r.next_review_on <= (p_now at time zone 'America/Sao_Paulo')::date + 7
      union all
      select 'post_live', p.id, p.published_at, array[p.author_id, p.editor_id]
        from public.posts p
       where p.status = 'scheduled' and p.published_at <= p_now
    ), fresh as (
      insert into public.notification_occasions (kind, post_id, occasion)
      select c.kind, c.post_id, c.occasion from candidates c
      on conflict do nothing
      returning kind, post_id, occasion
    )
    select f.kind, f.post_id, c.recipients from fresh f
      join candidates c on (c.kind, c.post_id, c.occasion) = (f.kind, f.post_id, f.occasion)
  loop
    v_made := v_made + public.notify_staff(v_event.kind, v_event.recipients, v_event.post_id);
  end loop;
  return v_made;
end;
$$;
revoke execute on function public.newsroom_periodic_notifications(timestamptz) from public, anon, authenticated, service_role;

-- The items of one e-mail, oldest first (at most 100; total says how many there were).
create or replace function public.notification_email_payload(p_ids uuid[], p_digest boolean)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'digest', p_digest,
    'recipient_name', (select r.full_name from public.notifications n join public.profiles r on r.id = n.recipient_id
                        where n.id = p_ids[1]),
    'total', cardinality(p_ids),
    'items', coalesce((
      select jsonb_agg(jsonb_build_object(
               'kind', i.kind, 'post_id', i.post_id, 'post_title', i.post_title, 'note_id', i.note_id,
               'actor_name', i.actor_name, 'created_at', i.created_at) order by i.created_at, i.id)
        from (select n.id, n.kind, n.post_id, p.title as post_title, n.note_id, a.full_name as actor_name, n.created_at
                from public.notifications n
                left join public.posts p on p.id = n.post_id
                left join public.profiles a on a.id = n.actor_id
               where n.id = any (p_ids)
               order by n.created_at, n.id
               limit 100) i), '[]'::jsonb))
$$;
revoke execute on function public.notification_email_payload(uuid[], boolean) from public, anon, authenticated, service_role;

-- Queues the e-mails due at p_now, one per person and delivery: 'app_email' once the oldest unread,
-- not yet e-mailed notification is 5 minutes old (a burst becomes one e-mail); 'daily_digest' with what
-- came before the last 08:00 in Brasília (so once a day). A notification read in the app first is not
-- e-mailed. A person without an e-mail address gets none; theirs are marked so they are not looked at
-- again. Returns how many e-mails it queued.
create or replace function public.queue_notification_emails(p_now timestamptz)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_tz constant text := 'America/Sao_Paulo';
  v_digest_before timestamptz := ((((p_now at time zone v_tz) - interval '8 hours')::date + time '08:00') at time zone v_tz);
  v_group record;
  v_email text;
  v_queued integer := 0;
begin
  for v_group in
    with pending as (
      select n.id, n.recipient_id, n.created_at, coalesce(np.delivery, 'app_email') as delivery
        from public.notifications n
        left join public.notification_preferences np on np.profile_id = n.recipient_id and np.kind = n.kind
       where n.emailed_at is null and n.read_at is null and n.created_at <= p_now
    )
    select recipient_id, delivery, array_agg(id order by created_at, id) as ids
      from pending
     where delivery = 'app_email' or (delivery = 'daily_digest' and created_at < v_digest_before)
     group by recipient_id, delivery
    having delivery = 'daily_digest' or min(created_at) <= p_now - interval '5 minutes'
  loop
    select u.email into v_email from auth.users u where u.id = v_group.recipient_id;
    if v_email is not null then
      perform public.enqueue_email('staff_notifications', v_email,
        public.notification_email_payload(v_group.ids, v_group.delivery = 'daily_digest'));
      v_queued := v_queued + 1;
    end if;
    update public.notifications set emailed_at = p_now where id = any (v_group.ids);
  end loop;
  return v_queued;
end;
$$;
revoke execute on function public.queue_notification_emails(timestamptz) from public, anon, authenticated, service_role;

-- The mailer's poll calls this every minute or so (service role). Idempotent: a second run at the same
-- time makes nothing new, and a run already in progress makes a concurrent one return at once.
create or replace function public.run_newsroom_jobs(p_now timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not pg_try_advisory_xact_lock(hashtext('public.run_newsroom_jobs')) then
    return jsonb_build_object('skipped', true);
  end if;
  return jsonb_build_object(
    'notifications', public.newsroom_periodic_notifications(coalesce(p_now, now())),
    'emails', public.queue_notification_emails(coalesce(p_now, now())));
end;
$$;
revoke execute on function public.run_newsroom_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_newsroom_jobs(timestamptz) to service_role;

-- The build reports a post whose public page failed to build (service role): its author and editor are
-- told, once per post and page version (page_changed_at); the error goes to the audit log.
create or replace function public.report_page_build_failure(p_post uuid, p_error text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_post public.posts;
begin
  select * into v_post from public.posts where id = p_post;
  if not found then
    raise exception 'Post não encontrado.' using errcode = 'P0002';
  end if;
  insert into public.notification_occasions (kind, post_id, occasion)
  values ('page_build_failed', v_post.id, v_post.page_changed_at)
  on conflict do nothing;
  if not found then
    return 0;
  end if;
  perform public.write_audit('post.page_build_failed', 'post', v_post.id::text, v_post.title, v_post.status, v_post.status,
    jsonb_build_object('error', left(coalesce(p_error, ''), 1000)));
  return public.notify_staff('page_build_failed', array[v_post.author_id, v_post.editor_id], v_post.id);
end;
$$;
revoke execute on function public.report_page_build_failure(uuid, text) from public, anon, authenticated;
grant execute on function public.report_page_build_failure(uuid, text) to service_role;
