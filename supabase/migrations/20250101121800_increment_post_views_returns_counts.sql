-- Public pages are prerendered at build time, so an article's HTML carries the counts of the build.
-- The view the page counts on load now answers with the post's current views and likes: the page
-- shows live numbers without asking for the post again. No row when the id is not a public post.
-- The return type changes, so the function is dropped and created again (with its grants).
drop function public.increment_post_views(uuid);

create function public.increment_post_views(post_id uuid)
returns table (views integer, likes integer)
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_id uuid;
  v_views integer;
  v_likes integer;
begin
  update public.posts p
     set views = p.views + 1
   where p.id = increment_post_views.post_id
     and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
  returning p.id, p.views, p.likes into v_id, v_views, v_likes;

  if v_id is not null then
    insert into public.post_views_daily as d (post_id, day, views)
    values (v_id, public.blog_today(), 1)
    on conflict (post_id, day) do update set views = d.views + 1;
    return query select v_views, v_likes;
  end if;
end;
$$;

revoke execute on function public.increment_post_views(uuid) from public;
grant execute on function public.increment_post_views(uuid) to anon, authenticated, service_role;
