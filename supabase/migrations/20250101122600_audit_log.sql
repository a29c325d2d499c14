-- Audit log for admins (docs/decisions/015-editorial-roles-and-invitations.md): who created,
-- published, unpublished, scheduled or deleted a post; changed a category, the menu, a role, an
-- invitation or the site settings; overrode a compliance finding — with the time and the status
-- before and after. Written by triggers, so changes made outside the app are recorded too; admins
-- read it; nobody changes or deletes it through the API.

create table public.audit_log (
  id bigint generated always as identity primary key,
  occurred_at timestamptz not null default clock_timestamp(),
  -- No foreign keys: an entry outlives the person and the thing it is about.
  actor_id uuid,
  actor_name text,
  action text not null check (action ~ '^[a-z_]+\.[a-z_]+$'),
  entity_type text not null,
  entity_id text,
  entity_label text,
  status_before text,
  status_after text,
  details jsonb not null default '{}'::jsonb
);
comment on table public.audit_log is 'Append-only record of editorial and administrative changes.';

create index audit_log_occurred_idx on public.audit_log (occurred_at desc, id desc);
create index audit_log_actor_idx on public.audit_log (actor_id, occurred_at desc);
create index audit_log_action_idx on public.audit_log (action, occurred_at desc);

alter table public.audit_log enable row level security;

create policy "Admins can read the audit log"
  on public.audit_log for select
  to authenticated
  using ((select public.has_role('admin')));

revoke all on public.audit_log from anon;
revoke insert, update, delete, truncate on public.audit_log from authenticated, service_role;

-- Append-only for everyone, the database owner included (a retention job would disable this
-- trigger on purpose).
create or replace function public.audit_log_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'O registro de auditoria não pode ser alterado nem apagado.' using errcode = '42501';
end;
$$;

create trigger audit_log_append_only
  before update or delete on public.audit_log
  for each row execute function public.audit_log_append_only();

-- One entry, by the signed-in person behind the current request (null: the database itself, a
-- migration or a server-side tool).
create or replace function public.write_audit(
  p_action text,
  p_entity_type text,
  p_entity_id text,
  p_entity_label text,
  p_status_before text default null,
  p_status_after text default null,
  p_details jsonb default '{}'::jsonb
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  insert into public.audit_log
    (actor_id, actor_name, action, entity_type, entity_id, entity_label, status_before, status_after, details)
  values (
    (select auth.uid()),
    (select p.full_name from public.profiles p where p.id = (select auth.uid())),
    p_action, p_entity_type, p_entity_id, p_entity_label, p_status_before, p_status_after,
    coalesce(p_details, '{}'::jsonb)
  )
$$;
revoke execute on function public.write_audit(text, text, text, text, text, text, jsonb) from public, anon, authenticated, service_role;

-- Columns whose value differs between two rows of the same table (for "what changed").
create or replace function public.changed_columns(p_old jsonb, p_new jsonb, p_ignore text[] default '{}')
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(n.key order by n.key), '{}')
    from jsonb_each(p_new) n
   where not (n.key = any (p_ignore))
     and n.value is distinct from (p_old -> n.key)
$$;

-- The status of a category or menu item in the log.
create or replace function public.audit_activity(p_active boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_active then 'active' else 'inactive' end
$$;

-- Posts: created, status changes (published, scheduled, unpublished, sent for review, back to
-- draft), highlighted on the home page or not, deleted.
create or replace function public.audit_posts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_action text;
begin
  if tg_op = 'INSERT' then
    perform public.write_audit('post.created', 'post', new.id::text, new.title, null, new.status,
      jsonb_build_object('featured', new.featured));
    -- Created straight into review or public: that step is recorded as well.
    if new.status <> 'draft' then
      perform public.write_audit(
        case new.status when 'review' then 'post.submitted' when 'scheduled' then 'post.scheduled' else 'post.published' end,
        'post', new.id::text, new.title, null, new.status,
        case when new.status = 'scheduled' then jsonb_build_object('published_at', new.published_at) else '{}'::jsonb end);
    end if;
    if new.featured then
      perform public.write_audit('post.featured', 'post', new.id::text, new.title, new.status, new.status);
    end if;
    return null;
  end if;
  if tg_op = 'DELETE' then
    perform public.write_audit('post.deleted', 'post', old.id::text, old.title, old.status, null);
    return null;
  end if;

  if new.status is distinct from old.status then
    v_action := case
      when new.status = 'published' then 'post.published'
      when new.status = 'scheduled' then 'post.scheduled'
      when old.status in ('published', 'scheduled') then 'post.unpublished'
      when new.status = 'review' then 'post.submitted'
      else 'post.returned_to_draft'
    end;
    perform public.write_audit(v_action, 'post', new.id::text, new.title, old.status, new.status,
      case when new.status = 'scheduled' then jsonb_build_object('published_at', new.published_at) else '{}'::jsonb end);
  elsif new.status = 'scheduled' and new.published_at is distinct from old.published_at then
    perform public.write_audit('post.scheduled', 'post', new.id::text, new.title, old.status, new.status,
      jsonb_build_object('published_at', new.published_at, 'previous_published_at', old.published_at));
  end if;

  if new.featured is distinct from old.featured then
    perform public.write_audit(case when new.featured then 'post.featured' else 'post.unfeatured' end,
      'post', new.id::text, new.title, new.status, new.status);
  end if;
  return null;
end;
$$;
revoke execute on function public.audit_posts() from public, anon, authenticated;

create trigger audit_posts
  after insert or update of status, published_at, featured or delete on public.posts
  for each row execute function public.audit_posts();

-- Compliance overrides, with the findings and the justification.
create or replace function public.audit_compliance_overrides()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.write_audit('compliance.override', 'post', new.post_id::text,
    (select p.title from public.posts p where p.id = new.post_id), null, new.status,
    jsonb_build_object('findings', new.findings, 'justification', new.justification, 'post_version', new.post_version));
  return null;
end;
$$;
revoke execute on function public.audit_compliance_overrides() from public, anon, authenticated;

create trigger audit_compliance_overrides
  after insert on public.post_compliance_overrides
  for each row execute function public.audit_compliance_overrides();

-- Categories: created, changed (which fields; active/inactive as the status), deleted.
create or replace function public.audit_categories()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed text[];
begin
  if tg_op = 'INSERT' then
    perform public.write_audit('category.created', 'category', new.id::text, new.name, null,
      public.audit_activity(new.is_active));
  elsif tg_op = 'DELETE' then
    perform public.write_audit('category.deleted', 'category', old.id::text, old.name,
      public.audit_activity(old.is_active), null);
  else
    v_changed := public.changed_columns(to_jsonb(old), to_jsonb(new), array['updated_at']);
    if cardinality(v_changed) > 0 then
      perform public.write_audit('category.updated', 'category', new.id::text, new.name,
        public.audit_activity(old.is_active),
        public.audit_activity(new.is_active),
        jsonb_build_object('changed', to_jsonb(v_changed), 'previous_name', old.name));
    end if;
  end if;
  return null;
end;
$$;
revoke execute on function public.audit_categories() from public, anon, authenticated;

create trigger audit_categories
  after insert or update or delete on public.categories
  for each row execute function public.audit_categories();

-- Menu items: created, changed (label, link, active), deleted; a reorder is one entry per statement.
create or replace function public.audit_menu_items()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed text[];
begin
  if tg_op = 'INSERT' then
    perform public.write_audit('menu.item_created', 'menu_item', new.id::text, new.label, null,
      public.audit_activity(new.is_active), jsonb_build_object('href', new.href));
  elsif tg_op = 'DELETE' then
    perform public.write_audit('menu.item_deleted', 'menu_item', old.id::text, old.label,
      public.audit_activity(old.is_active), null, jsonb_build_object('href', old.href));
  else
    v_changed := public.changed_columns(to_jsonb(old), to_jsonb(new), array['updated_at', 'position']);
    if cardinality(v_changed) > 0 then
      perform public.write_audit('menu.item_updated', 'menu_item', new.id::text, new.label,
        public.audit_activity(old.is_active),
        public.audit_activity(new.is_active),
        jsonb_build_object('changed', to_jsonb(v_changed), 'href', new.href));
    end if;
  end if;
  return null;
end;
$$;
revoke execute on function public.audit_menu_items() from public, anon, authenticated;

create trigger audit_menu_items
  after insert or update or delete on public.menu_items
  for each row execute function public.audit_menu_items();

create or replace function public.audit_menu_reorder()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Positions closing the gap after a delete (menu_items_compact) are part of that delete.
  if pg_trigger_depth() > 1 then
    return null;
  end if;
  if exists (select 1 from old_items o join new_items n on n.id = o.id where n.position <> o.position) then
    perform public.write_audit('menu.reordered', 'menu', null, 'Menu do cabeçalho', null, null,
      jsonb_build_object('order', (select jsonb_agg(m.label order by m.position) from public.menu_items m)));
  end if;
  return null;
end;
$$;
revoke execute on function public.audit_menu_reorder() from public, anon, authenticated;

create trigger audit_menu_reorder
  after update on public.menu_items
  referencing old table as old_items new table as new_items
  for each statement execute function public.audit_menu_reorder();

-- People: a profile created (an accepted invitation or the first admin), a role changed, a user deleted.
create or replace function public.audit_profiles()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform public.write_audit('user.created', 'user', new.id::text, new.full_name, null, new.role);
  elsif tg_op = 'DELETE' then
    perform public.write_audit('user.deleted', 'user', old.id::text, old.full_name, old.role, null);
  elsif new.role is distinct from old.role then
    perform public.write_audit('user.role_changed', 'user', new.id::text, new.full_name, old.role, new.role);
  end if;
  return null;
end;
$$;
revoke execute on function public.audit_profiles() from public, anon, authenticated;

create trigger audit_profiles
  after insert or update of role or delete on public.profiles
  for each row execute function public.audit_profiles();

-- Invitations: sent (the role as the status), sent again, revoked, accepted.
create or replace function public.audit_staff_invitations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform public.write_audit('invitation.created', 'invitation', new.id::text, new.email, null, 'pending',
      jsonb_build_object('role', new.role));
  elsif new.revoked_at is not null and old.revoked_at is null then
    perform public.write_audit('invitation.revoked', 'invitation', new.id::text, new.email,
      public.staff_invitation_state(old), 'revoked', jsonb_build_object('role', new.role));
  elsif new.accepted_at is not null and old.accepted_at is null then
    perform public.write_audit('invitation.accepted', 'invitation', new.id::text, new.email,
      'pending', 'accepted', jsonb_build_object('role', new.role, 'user_id', new.accepted_user_id));
  elsif new.expires_at is distinct from old.expires_at then
    perform public.write_audit('invitation.resent', 'invitation', new.id::text, new.email,
      public.staff_invitation_state(old), 'pending', jsonb_build_object('role', new.role, 'expires_at', new.expires_at));
  end if;
  return null;
end;
$$;
revoke execute on function public.audit_staff_invitations() from public, anon, authenticated;

create trigger audit_staff_invitations
  after insert or update on public.staff_invitations
  for each row execute function public.audit_staff_invitations();

-- Site settings.
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
  return null;
end;
$$;
revoke execute on function public.audit_site_settings() from public, anon, authenticated;

create trigger audit_site_settings
  after update on public.site_settings
  for each row execute function public.audit_site_settings();
