-- Daily views of the seeded published posts over the last 30 days, so a fresh dashboard draws a
-- real-looking chart. Deterministic: the count of a day depends only on the post id and how many
-- days ago it was, and never exceeds what the post's total `views` allows.
insert into public.post_views_daily (post_id, day, views)
select p.id,
       public.blog_today() - ago,
       1 + abs(hashtext(p.id::text || ':' || ago)) % greatest(p.views / 60, 2)
  from public.posts p
  cross join generate_series(0, 29) as ago
 where p.status = 'published'
   and p.published_at <= now() - make_interval(days => ago)
on conflict (post_id, day) do nothing;
