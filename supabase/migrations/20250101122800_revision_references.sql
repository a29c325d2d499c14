-- Revisions keep the post's reference list with its text (docs/decisions/019-references-and-markers.md):
-- the content's markers [n] point at the list's n-th reference, so restoring one without the other
-- would cite the wrong sources. A change of the list alone is a revision too.

alter table public.post_revisions
  add column reference_list jsonb not null default '[]'::jsonb
    constraint post_revisions_reference_list_valid check (public.valid_post_references(reference_list));
comment on column public.post_revisions.reference_list is 'The post''s references as they were with this text.';

create or replace function public.posts_keep_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and (new.title, new.excerpt, new.content, new.reference_list)
       is not distinct from (old.title, old.excerpt, old.content, old.reference_list) then
    return null;
  end if;

  insert into public.post_revisions (post_id, title, excerpt, content, reference_list, saved_by)
  values (new.id, new.title, new.excerpt, new.content, new.reference_list,
          (select p.id from public.profiles p where p.id = (select auth.uid())));

  delete from public.post_revisions r
   where r.post_id = new.id
     and r.id not in (
       select k.id from public.post_revisions k
        where k.post_id = new.id
        order by k.created_at desc, k.id desc
        limit 25
     );
  return null;
end;
$$;
revoke execute on function public.posts_keep_revision() from public, anon, authenticated;

drop trigger posts_keep_revision on public.posts;
create trigger posts_keep_revision
  after insert or update of title, excerpt, content, reference_list on public.posts
  for each row execute function public.posts_keep_revision();
