-- Where each image of the `post-images` bucket is used (issue 48, item 6; decision 048): a post's cover,
-- a post's body, a profile's avatar, an AI draft's image. Kept only by triggers on those tables, read by
-- staff, written by nobody else; the bucket's delete and update policies refuse an object that has a
-- usage, so the Storage API's delete (or move) of an image in use changes nothing.

-- ---------------------------------------------------------------------------------------------
-- Reading object names out of the URLs the app stores

-- The text of an HTML attribute value: character references decoded as a browser decodes them (numeric
-- ones and the named ones a URL can be spelled with), so `&#47;` or `&sol;` cannot hide a slash.
create or replace function public.html_attribute_text(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case when strpos(value, '&') = 0 then value else (
    select string_agg(
             case
               when t[1] is not null then t[1]
               when t[5] is not null then '&'
               when t[2] is not null then
                 case when length(ltrim(t[2], '0')) > 7 or t[2]::bigint not between 1 and 1114111
                        or t[2]::bigint between 55296 and 57343 then chr(65533) else chr(t[2]::integer) end
               when t[3] is not null then
                 case when length(ltrim(t[3], '0')) > 6 or ('x' || lpad(t[3], 8, '0'))::bit(32)::bigint not between 1 and 1114111
                        or ('x' || lpad(t[3], 8, '0'))::bit(32)::bigint between 55296 and 57343 then chr(65533)
                      else chr(('x' || lpad(t[3], 8, '0'))::bit(32)::integer) end
               else coalesce(
                 case t[4]
                   when 'amp' then '&' when 'quot' then '"' when 'apos' then '''' when 'lt' then '<' when 'gt' then '>'
                   when 'sol' then '/' when 'bsol' then '\' when 'period' then '.' when 'colon' then ':'
                   when 'percnt' then '%' when 'quest' then '?' when 'num' then '#' when 'Tab' then chr(9)
                   when 'NewLine' then chr(10) when 'nbsp' then chr(160)
                 end,
                 '&' || t[4] || ';')
             end, '' order by n)
      from regexp_matches(value, '([^&]+)|&#0*([0-9]{1,12});?|&#[xX]0*([0-9a-fA-F]{1,12});?|&([A-Za-z][A-Za-z0-9]{0,31});|(&)', 'g')
           with ordinality as m(t, n)
  ) end
$$;

-- The name of the `post-images` object a URL shows (as storage.objects.name has it), or null: the
-- Storage URL forms `…/storage/v1/object/public/post-images/<name>` and
-- `…/storage/v1/render/image/public/post-images/<name>?…` (decision 047), also `sign` and
-- `authenticated`, on any host; read the way a browser reads a URL (tabs and newlines dropped,
-- backslashes as slashes, dot segments resolved, query and fragment dropped), then percent-decoded.
create or replace function public.post_image_object_name(url text)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  v_url text;
  v_path text;
  v_segments text[];
  v_top integer := 0;
  v_segment text;
  v_count integer;
  v_i integer := 0;
  v_name text;
begin
  if url is null or (strpos(url, 'storage') = 0 and strpos(url, '%') = 0) then
    return null;
  end if;
  v_url := regexp_replace(regexp_replace(url, '[\t\n\r]', '', 'g'), '^[\x01-\x20]+|[\x01-\x20]+$', '', 'g');
  v_url := replace(v_url, '\', '/');
  -- An absolute http(s) URL (any number of slashes after the scheme, as browsers accept) or a
  -- scheme-relative one; a path alone points at the site, not at Storage.
  v_path := substring(v_url from '^(?:[Hh][Tt][Tt][Pp][Ss]?:/*|//)[^/?#]+(/[^?#]*)');
  if v_path is null then
    return null;
  end if;
  if v_path ~* '/(\.|%2e){1,2}(/|$)' then
    -- Resolved in place (v_top is the stack's height), so a path of many segments stays linear.
    v_segments := string_to_array(substr(v_path, 2), '/');
    v_count := cardinality(v_segments);
    foreach v_segment in array v_segments loop
      v_i := v_i + 1;
      if lower(v_segment) in ('..', '.%2e', '%2e.', '%2e%2e') then
        v_top := greatest(v_top - 1, 0);
      elsif lower(v_segment) not in ('.', '%2e') then
        v_top := v_top + 1;
        v_segments[v_top] := v_segment;
        continue;
      end if;
      -- A dot segment at the end leaves the path ending in a slash.
      if v_i = v_count then
        v_top := v_top + 1;
        v_segments[v_top] := '';
      end if;
    end loop;
    v_path := '/' || array_to_string(v_segments[1:v_top], '/');
  end if;
  v_name := substring(v_path from
    '^/storage/v1/(?:object|render/image)/(?:public|sign|authenticated)/post-images/(.+)$');
  if v_name is null or strpos(v_name, '%') = 0 then
    return v_name;
  end if;
  begin
    select convert_from(string_agg(
             case when t[1] is not null then decode(replace(t[1], '%', ''), 'hex') else convert_to(t[2], 'UTF8') end,
             ''::bytea order by n), 'UTF8')
      into v_name
      from regexp_matches(v_name, '((?:%[0-9A-Fa-f]{2})+)|(%|[^%]+)', 'g') with ordinality as m(t, n);
  exception when character_not_in_repertoire or untranslatable_character or invalid_parameter_value then
    -- Not UTF-8, or a NUL byte: no object can have that name.
    return null;
  end;
  return nullif(v_name, '');
end;
$$;

-- The `post-images` objects the <img> elements of a post's HTML show (src and srcset), each once.
-- Tags and attributes are read as an HTML tokenizer reads them: any case, quoted with " or ' or
-- unquoted, the first of a repeated attribute winning.
create or replace function public.post_image_object_names(html text)
returns text[]
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
    select distinct on (tags.t, lower(a[1])) lower(a[1]) as name, public.html_attribute_text(coalesce(a[2], a[3], a[4], '')) as value
      from tags,
           regexp_matches(tags.attributes, '[\s/]*([^\s/>=][^\s/>=]*)(?:\s*=\s*(?:"([^"]*)"|''([^'']*)''|([^\s>"''][^\s>]*))?)?', 'g')
           with ordinality as m(a, n)
     where lower(a[1]) in ('src', 'srcset')
     order by tags.t, lower(a[1]), n
  ),
  urls as (
    select value as url from attributes where name = 'src'
    union all
    select rtrim(c[1], ',') from attributes, regexp_matches(value, '[\s,]*(\S+)[^,]*', 'g') as c
     where name = 'srcset'
  )
  select coalesce(array_agg(distinct public.post_image_object_name(url)) filter (where public.post_image_object_name(url) is not null), '{}')
    from urls
$$;

-- The object a stored URL shows, as a list of zero or one name (what the usages of a cover or an avatar are).
create or replace function public.post_image_object_names_of_url(url text)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select array_remove(array[public.post_image_object_name(url)], null)
$$;

-- Pure, but not for visitors: they would only spend the database's time on them.
revoke execute on function public.html_attribute_text(text) from public, anon;
revoke execute on function public.post_image_object_name(text) from public, anon;
revoke execute on function public.post_image_object_names(text) from public, anon;
revoke execute on function public.post_image_object_names_of_url(text) from public, anon;
grant execute on function public.html_attribute_text(text) to authenticated, service_role;
grant execute on function public.post_image_object_name(text) to authenticated, service_role;
grant execute on function public.post_image_object_names(text) to authenticated, service_role;
grant execute on function public.post_image_object_names_of_url(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The table

create table public.image_usages (
  -- The object as storage.objects has it: join on (bucket_id, name = object_name).
  bucket_id text not null default 'post-images',
  object_name text not null,
  used_as text not null check (used_as in ('post_cover', 'post_body', 'avatar', 'ai_draft_image')),
  post_id uuid references public.posts (id) on delete cascade,
  profile_id uuid references public.profiles (id) on delete cascade,
  ai_draft_id uuid references public.ai_drafts (id) on delete cascade,
  constraint image_usages_one_user check (
    case used_as
      when 'post_cover' then post_id is not null and profile_id is null and ai_draft_id is null
      when 'post_body' then post_id is not null and profile_id is null and ai_draft_id is null
      when 'avatar' then profile_id is not null and post_id is null and ai_draft_id is null
      else ai_draft_id is not null and post_id is null and profile_id is null
    end
  ),
  -- An object used twice in one post's body counts once.
  constraint image_usages_once unique nulls not distinct (bucket_id, object_name, used_as, post_id, profile_id, ai_draft_id)
);
comment on table public.image_usages is
  'Where each post-images object is used (cover, body, avatar, AI draft); written only by triggers (decision 048).';

create index image_usages_post_idx on public.image_usages (post_id) where post_id is not null;
create index image_usages_profile_idx on public.image_usages (profile_id) where profile_id is not null;
create index image_usages_ai_draft_idx on public.image_usages (ai_draft_id) where ai_draft_id is not null;

alter table public.image_usages enable row level security;

create policy "Staff can read image usages"
  on public.image_usages for select
  to authenticated
  using ((select public.is_staff()));

-- Nobody writes it through the API, not even the service role: the triggers below own it.
revoke all on public.image_usages from anon, authenticated, service_role;
grant select on public.image_usages to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The triggers that keep it

-- Makes the usages of one kind by one row exactly `names`.
create or replace function public.replace_image_usages(
  p_used_as text, p_post uuid, p_profile uuid, p_ai_draft uuid, p_names text[]
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.image_usages u
   where u.used_as = p_used_as
     and case when p_post is not null then u.post_id = p_post
              when p_profile is not null then u.profile_id = p_profile
              else u.ai_draft_id = p_ai_draft end
     and u.object_name <> all (coalesce(p_names, '{}'));
  if cardinality(p_names) > 0 then
    -- Shared with every other writer of usages until commit; a delete waits for it (is_image_in_use).
    perform pg_advisory_xact_lock_shared(hashtextextended('public.image_usages', 0));
  end if;
  insert into public.image_usages (bucket_id, object_name, used_as, post_id, profile_id, ai_draft_id)
  select 'post-images', name, p_used_as, p_post, p_profile, p_ai_draft
    from unnest(coalesce(p_names, '{}')) as name
   where name is not null
  on conflict do nothing;
end;
$$;

revoke execute on function public.replace_image_usages(text, uuid, uuid, uuid, text[]) from public, anon, authenticated, service_role;

create or replace function public.posts_track_image_usages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' or new.image is distinct from old.image then
    perform public.replace_image_usages('post_cover', new.id, null, null, public.post_image_object_names_of_url(new.image));
  end if;
  if tg_op = 'INSERT' or new.content is distinct from old.content then
    perform public.replace_image_usages('post_body', new.id, null, null, public.post_image_object_names(new.content));
  end if;
  return null;
end;
$$;

create trigger posts_track_image_usages
  after insert or update of image, content on public.posts
  for each row execute function public.posts_track_image_usages();

create or replace function public.profiles_track_image_usages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.replace_image_usages('avatar', null, new.id, null, public.post_image_object_names_of_url(new.avatar_url));
  return null;
end;
$$;

create trigger profiles_track_image_usages
  after insert or update of avatar_url on public.profiles
  for each row execute function public.profiles_track_image_usages();

-- A draft's image as Clio answered it ({url, public_url, absolute_public_url, …}); today Clio's own
-- files, a library image once the picker (issue 48, item 3) lets a draft use one.
create or replace function public.ai_draft_image_object_names(image jsonb)
returns text[]
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(array_agg(distinct name) filter (where name is not null), '{}')
    from unnest(array[image ->> 'url', image ->> 'public_url', image ->> 'absolute_public_url']) as url,
         lateral public.post_image_object_name(url) as name
   where jsonb_typeof(image) = 'object'
$$;

revoke execute on function public.ai_draft_image_object_names(jsonb) from public, anon;
grant execute on function public.ai_draft_image_object_names(jsonb) to authenticated, service_role;

create or replace function public.ai_drafts_track_image_usages()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform public.replace_image_usages('ai_draft_image', null, null, new.id, public.ai_draft_image_object_names(new.imagem));
  return null;
end;
$$;

create trigger ai_drafts_track_image_usages
  after insert or update of imagem on public.ai_drafts
  for each row execute function public.ai_drafts_track_image_usages();

-- Deletes need no trigger: the usages go with their post, profile or draft (on delete cascade).

-- ---------------------------------------------------------------------------------------------
-- The installation's existing rows (supabase db push on a project with data)

-- The same functions as the triggers, so the backfill records exactly what a save would.
do $$
begin
  perform public.replace_image_usages('post_cover', p.id, null, null, public.post_image_object_names_of_url(p.image))
     from public.posts p;
  perform public.replace_image_usages('post_body', p.id, null, null, public.post_image_object_names(p.content))
     from public.posts p;
  perform public.replace_image_usages('avatar', null, pr.id, null, public.post_image_object_names_of_url(pr.avatar_url))
     from public.profiles pr;
  perform public.replace_image_usages('ai_draft_image', null, null, d.id, public.ai_draft_image_object_names(d.imagem))
     from public.ai_drafts d;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- An image in use cannot be deleted

-- Security definer so the policies do not depend on who may read the usages. It first waits for the
-- transactions that are writing usages to commit (the lock they share), then reads with a fresh snapshot
-- (volatile): a save that starts using an image while it is being deleted either commits first, and the
-- delete sees its usage, or waits for the delete, and then uses an image that is gone.
create or replace function public.is_image_in_use(p_bucket_id text, p_object_name text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtextextended('public.image_usages', 0));
  return exists (
    select 1 from public.image_usages u where u.bucket_id = p_bucket_id and u.object_name = p_object_name
  );
end;
$$;

revoke execute on function public.is_image_in_use(text, text) from public, anon;
grant execute on function public.is_image_in_use(text, text) to authenticated, service_role;

-- The Storage API deletes under the caller's role: an object these policies filter out is not deleted
-- and not in the answer (`remove()` answers without it), as for any object the caller may not delete.
alter policy "Authors can delete their own post images"
  on storage.objects
  using (
    bucket_id = 'post-images'
    and owner_id = (select auth.uid())::text
    and (select public.is_staff())
    and not public.is_image_in_use(bucket_id, name)
  );

alter policy "Editors and admins can delete any post image"
  on storage.objects
  using (
    bucket_id = 'post-images'
    and (select public.has_role('editor', 'admin'))
    and not public.is_image_in_use(bucket_id, name)
  );

-- A move (Storage renames the row under the caller's role) would break every use as a delete does, and
-- an overwrite would change what published posts show: neither for an image in use.
alter policy "Authors can replace their own post images"
  on storage.objects
  using (
    bucket_id = 'post-images'
    and owner_id = (select auth.uid())::text
    and (select public.is_staff())
    and not public.is_image_in_use(bucket_id, name)
  );
