-- Issue 53: the public build's listing at 100,000 posts. build/prerender/site-listing.ts read every
-- public post's planning data through PostgREST, 1,000 rows a request with four embedded joins, one
-- request after the other: 101 requests and 4.3–5.5 s at 100,000 posts, most of a publish's time
-- (docs/performance.md, "Publishing"). site_listing() answers for a range of ids in one request: one
-- JSON array (one value, so the API's row limit does not cut it) with one compact row per post, the
-- post's version computed here. The build asks for 16 ranges of the id space, several at once; each
-- statement stays far below the anon role's 3 s limit (about 0.2 s for 10,000 posts here).
--
-- It runs with the caller's rights (the build reads as a visitor): row-level security and the column
-- grants decide what is listed, exactly as for the embedded select it replaces. json, not jsonb:
-- building jsonb took 2.3 s for 100,000 posts, json 1.7 s.
create or replace function public.site_listing(p_after uuid default null, p_before uuid default null)
returns json
language sql
stable
set search_path = ''
as $$
  select coalesce(json_agg(row order by id), '[]'::json)
    from (
      select p.id,
             json_build_array(
               p.id, p.slug, p.published_at, p.updated_at, p.featured, c.id, c.slug,
               a.slug, a.updated_at, r.slug, r.updated_at,
               -- Whatever of the post a page shows changes it (site-listing.ts, ListedPost.version): the
               -- post (page_changed_at), its author's and reviewer's profiles, its category, its
               -- references formatted in the site's style.
               md5(json_build_array(p.page_changed_at, a.slug, a.updated_at, r.slug, r.updated_at,
                                    c.id, c.slug, c.name, c.updated_at, pc.formatted_at)::text)
             ) as row
        from public.posts p
        left join public.categories c on c.id = p.category_id
        left join public.profiles a on a.id = p.author_id
        left join public.post_reviews pr on pr.id = p.review_id
        left join public.profiles r on r.id = pr.reviewer_id
        left join public.post_citations pc on pc.post_id = p.id
       where (p_after is null or p.id > p_after)
         and (p_before is null or p.id <= p_before)
    ) listed
$$;

comment on function public.site_listing(uuid, uuid) is
  'The posts the caller may read with ids in (p_after, p_before], as [id, slug, published_at, updated_at, featured, category id, category slug, author slug, author updated_at, reviewer slug, reviewer updated_at, version]: the public build''s listing.';

revoke all on function public.site_listing(uuid, uuid) from public;
grant execute on function public.site_listing(uuid, uuid) to anon, authenticated, service_role;
