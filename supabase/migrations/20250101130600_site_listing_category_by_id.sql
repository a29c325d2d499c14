-- Issue 53: a category renamed, readdressed or recoloured no longer changes the version of every post in
-- it. Its name, address and colour are put into the pages kept by the build itself, as the menu is
-- (build/prerender/category-splice.ts, docs/decisions/063-layout-changes-by-splicing.md); a post's version
-- keeps which category it is in (c.id: null when the category is inactive, which a visitor cannot read).
-- Otherwise the same function as 20250101130500_site_listing.sql.
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
               -- post (page_changed_at), its author's and reviewer's profiles, which category it is in,
               -- its references formatted in the site's style.
               md5(json_build_array(p.page_changed_at, a.slug, a.updated_at, r.slug, r.updated_at,
                                    c.id, pc.formatted_at)::text)
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
