-- Categories with the number of posts the caller may see, for the public sidebar and the admin
-- categories screen. security_invoker: the posts and categories policies of the caller apply, so a
-- visitor counts published posts of active categories only, and staff count every post.
create view public.category_post_counts
with (security_invoker = true)
as
select c.id,
       c.name,
       c.slug,
       c.description,
       c.color,
       c.is_active,
       c.created_at,
       c.updated_at,
       (select count(*) from public.posts p where p.category_id = c.id)::integer as post_count
  from public.categories c;

grant select on public.category_post_counts to anon, authenticated, service_role;
