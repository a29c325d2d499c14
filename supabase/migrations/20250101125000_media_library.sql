-- The media library's listing (issue 48, item 1; decision 050): one page of the `post-images` bucket,
-- newest first, with each image's details (public.media, when it has a row), its uploader and where it
-- is used (public.image_usages, decision 048), plus the number of images the filters match, for paging.
-- Staff only: a visitor or an account without a role gets an error.

create or replace function public.media_library(
  p_search text default null,
  p_source text default null,
  p_in_use boolean default null,
  p_uploader uuid default null,
  p_from date default null,
  p_to date default null,
  p_limit integer default 24,
  p_offset integer default 0
)
returns table (
  object_name text,
  size_bytes bigint,
  width integer,
  height integer,
  content_type text,
  created_at timestamptz,
  uploaded_by uuid,
  uploader_name text,
  source text,
  has_details boolean,
  alt text,
  decorative boolean,
  caption text,
  credit_kind text,
  credit_author text,
  credit_url text,
  credit_source text,
  credit_licence text,
  cover_count integer,
  body_count integer,
  avatar_count integer,
  draft_count integer,
  posts jsonb,
  total_count bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (select public.is_staff()) then
    raise exception 'Apenas a equipe vê a biblioteca de mídia.' using errcode = '42501';
  end if;
  return query
  with images as (
    select o.name as object_name,
           coalesce(m.size_bytes, nullif(o.metadata ->> 'size', '')::bigint) as size_bytes,
           m.width,
           m.height,
           coalesce(m.content_type, o.metadata ->> 'mimetype') as content_type,
           coalesce(m.created_at, o.created_at) as created_at,
           coalesce(m.uploaded_by, (select pr.id from public.profiles pr where pr.id::text = o.owner_id)) as uploaded_by,
           coalesce(m.source, 'upload') as source,
           m.object_name is not null as has_details,
           coalesce(m.alt, '') as alt,
           coalesce(m.decorative, false) as decorative,
           coalesce(m.caption, '') as caption,
           m.credit_kind, m.credit_author, m.credit_url, m.credit_source, m.credit_licence,
           exists (select 1 from public.image_usages u
                    where u.bucket_id = o.bucket_id and u.object_name = o.name) as in_use
      from storage.objects o
      left join public.media m on m.bucket_id = o.bucket_id and m.object_name = o.name
     where o.bucket_id = 'post-images'
  ),
  matching as (
    select i.*, count(*) over () as total_count
      from images i
     where (p_source is null or i.source = p_source)
       and (p_in_use is null or i.in_use = p_in_use)
       and (p_uploader is null or i.uploaded_by = p_uploader)
       and (p_from is null or (i.created_at at time zone 'America/Sao_Paulo')::date >= p_from)
       and (p_to is null or (i.created_at at time zone 'America/Sao_Paulo')::date <= p_to)
       -- strpos, not like: a typed % or _ is a character, not a wildcard.
       and (coalesce(btrim(p_search), '') = ''
            or strpos(lower(i.object_name || ' ' || i.alt || ' ' || i.caption || ' ' || coalesce(i.credit_author, '')),
                      lower(btrim(p_search))) > 0)
     order by i.created_at desc, i.object_name
     limit least(greatest(coalesce(p_limit, 24), 1), 100)
    offset greatest(coalesce(p_offset, 0), 0)
  )
  select mt.object_name, mt.size_bytes, mt.width, mt.height, mt.content_type, mt.created_at, mt.uploaded_by,
         pr.full_name, mt.source, mt.has_details, mt.alt, mt.decorative, mt.caption,
         mt.credit_kind, mt.credit_author, mt.credit_url, mt.credit_source, mt.credit_licence,
         coalesce(us.cover_count, 0), coalesce(us.body_count, 0), coalesce(us.avatar_count, 0),
         coalesce(us.draft_count, 0), coalesce(us.posts, '[]'::jsonb), mt.total_count
    from matching mt
    left join public.profiles pr on pr.id = mt.uploaded_by
    left join lateral (
      select count(*) filter (where u.used_as = 'post_cover')::integer as cover_count,
             count(*) filter (where u.used_as = 'post_body')::integer as body_count,
             count(*) filter (where u.used_as = 'avatar')::integer as avatar_count,
             count(*) filter (where u.used_as = 'ai_draft_image')::integer as draft_count,
             -- The posts using it (at most 10, newest first): the card links to their editor.
             (select jsonb_agg(jsonb_build_object('id', x.id, 'title', x.title, 'slug', x.slug, 'status', x.status,
                                                  'used_as', x.used_as) order by x.updated_at desc)
                from (select p.id, p.title, p.slug, p.status, p.updated_at,
                             jsonb_agg(distinct pu.used_as) as used_as
                        from public.image_usages pu
                        join public.posts p on p.id = pu.post_id
                       where pu.bucket_id = 'post-images' and pu.object_name = mt.object_name
                       group by p.id
                       order by p.updated_at desc
                       limit 10) x) as posts
        from public.image_usages u
       where u.bucket_id = 'post-images' and u.object_name = mt.object_name
    ) us on true
   order by mt.created_at desc, mt.object_name;
end;
$$;

comment on function public.media_library(text, text, boolean, uuid, date, date, integer, integer) is
  'One page of the post-images library, newest first, with details, uploader and usages; staff only (decision 050).';

revoke execute on function public.media_library(text, text, boolean, uuid, date, date, integer, integer) from public, anon;
grant execute on function public.media_library(text, text, boolean, uuid, date, date, integer, integer)
  to authenticated, service_role;

-- Newest first over the bucket: storage.objects belongs to Storage (no index of ours there); the list is
-- sorted after the join, so the media row's date (kept equal to the object's) is what the index serves
-- for filters by uploader and date. image_usages' unique (bucket_id, object_name, …) serves the usage
-- lookups; media's primary key the join.
create index media_source_created_idx on public.media (source, created_at desc);
