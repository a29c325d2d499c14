-- Media intake (issue 48, item 5; decision 049): every image in `post-images` is written by the upload
-- service (Clio's POST /media, service role), which checks its type from the content, enforces the
-- limits, strips EXIF/GPS/XMP and re-encodes it. A client that could insert or overwrite objects itself
-- would skip all of that by calling Storage directly, so staff lose both rights; they keep reading and
-- deleting (the delete policies of 20250101124700_image_usages.sql, which refuse images in use).
-- The service role bypasses RLS, so no policy is needed for it.

drop policy "Staff can upload post images" on storage.objects;

drop policy "Authors can replace their own post images" on storage.objects;

-- /admin/setup checks the storage policies by name: the two dropped above are no longer expected.
create or replace function public.setup_status(expected_migration text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_tables text[] := array['profiles', 'categories', 'posts', 'comments', 'menu_items', 'newsletter_subscribers',
                           'post_revisions', 'post_views_daily', 'ai_drafts'];
  v_functions text[] := array['is_staff', 'has_role', 'increment_post_views', 'set_post_like', 'search_posts',
                              'dashboard_stats', 'dashboard_views', 'delete_user_admin', 'reorder_menu_items',
                              'approve_ai_draft', 'create_default_categories'];
  v_storage_policies text[] := array['Anyone can read post images', 'Authors can delete their own post images',
                                     'Editors and admins can delete any post image'];
  v_default_slugs text[] := array['pesquisas', 'tratamentos', 'legislacao', 'noticias'];
  v_missing_tables text[];
  v_missing_functions text[];
  v_migrations_known boolean := to_regclass('supabase_migrations.schema_migrations') is not null;
  v_latest text;
  v_expected_applied boolean;
  v_missing_categories text[];
  v_without_rls text[];
  v_missing_policies text[];
  v_bucket boolean;
begin
  select coalesce(array_agg(t), '{}') into v_missing_tables
    from unnest(v_tables) t
   where to_regclass('public.' || t) is null;

  select coalesce(array_agg(f), '{}') into v_missing_functions
    from unnest(v_functions) f
   where not exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                      where n.nspname = 'public' and p.proname = f);

  if v_migrations_known then
    execute 'select max(version) from supabase_migrations.schema_migrations' into v_latest;
    if expected_migration is not null then
      execute 'select exists (select 1 from supabase_migrations.schema_migrations where version = $1)'
        into v_expected_applied using expected_migration;
    end if;
  end if;

  if to_regclass('public.categories') is not null then
    select coalesce(array_agg(d.slug order by d.n), '{}') into v_missing_categories
      from unnest(v_default_slugs) with ordinality as d(slug, n)
     where not exists (select 1 from public.categories c where c.slug = d.slug);
  else
    v_missing_categories := v_default_slugs;
  end if;

  select coalesce(array_agg(c.relname::text order by c.relname), '{}') into v_without_rls
    from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity;

  select coalesce(array_agg(p), '{}') into v_missing_policies
    from unnest(v_storage_policies) p
   where not exists (select 1 from pg_catalog.pg_policies pp
                      where pp.schemaname = 'storage' and pp.tablename = 'objects' and pp.policyname = p);

  v_bucket := to_regclass('storage.buckets') is not null
    and exists (select 1 from storage.buckets b where b.id = 'post-images' and b.public);

  return jsonb_build_object(
    'schema', jsonb_build_object(
      'ok', cardinality(v_missing_tables) = 0 and cardinality(v_missing_functions) = 0 and coalesce(v_expected_applied, true),
      'missing_tables', to_jsonb(v_missing_tables),
      'missing_functions', to_jsonb(v_missing_functions),
      'latest_migration', v_latest,
      'expected_migration', expected_migration,
      'expected_applied', v_expected_applied
    ),
    'categories', jsonb_build_object('ok', cardinality(v_missing_categories) = 0, 'missing', to_jsonb(v_missing_categories)),
    'security', jsonb_build_object(
      'ok', cardinality(v_without_rls) = 0 and cardinality(v_missing_policies) = 0 and v_bucket,
      'tables_without_rls', to_jsonb(v_without_rls),
      'missing_storage_policies', to_jsonb(v_missing_policies),
      'bucket', v_bucket
    ),
    'admin', jsonb_build_object('ok', exists (select 1 from public.profiles p where p.role = 'admin'))
  );
end;
$$;

-- The intake stores with the service role, so its objects have no owner; who uploaded an image is kept
-- in public.media.uploaded_by instead. Authors keep deleting their own unused images: the ones they
-- stored before the intake (owner_id) and the ones the intake stored for them (uploaded_by).
alter policy "Authors can delete their own post images"
  on storage.objects
  using (
    bucket_id = 'post-images'
    and (select public.is_staff())
    and (
      owner_id = (select auth.uid())::text
      or exists (
        select 1 from public.media m
         where m.bucket_id = 'post-images' and m.object_name = objects.name and m.uploaded_by = (select auth.uid())
      )
    )
    and not public.is_image_in_use(bucket_id, name)
  );
