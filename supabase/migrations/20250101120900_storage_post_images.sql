-- Cover images: public bucket `post-images` (5 MB, raster image types only) and its policies.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'post-images',
  'post-images',
  true,
  5242880,
  array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Anyone can read post images"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id = 'post-images');

create policy "Staff can upload post images"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id = 'post-images'
    and (select public.is_staff())
  );

create policy "Authors can replace their own post images"
  on storage.objects for update
  to authenticated
  using (bucket_id = 'post-images' and owner_id = (select auth.uid())::text and (select public.is_staff()))
  with check (bucket_id = 'post-images' and owner_id = (select auth.uid())::text);

create policy "Authors can delete their own post images"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'post-images' and owner_id = (select auth.uid())::text and (select public.is_staff()));

create policy "Editors and admins can delete any post image"
  on storage.objects for delete
  to authenticated
  using (bucket_id = 'post-images' and (select public.has_role('editor', 'admin')));
