-- Issue 53: two public lists read every visible post to show a few, at 100,000 posts.
--
-- "Posts Populares" (the home page and every article's sidebar: src/features/posts/api/get-post-lists.ts)
-- orders by views desc nulls last, created_at desc. posts_views_idx is (views desc): nulls first, so it
-- cannot give that order, and each request sorted every visible post, computing nothing but carrying
-- each row's card columns: about 1 s through the API at 100,000 posts (10 ms with this index).
create index if not exists posts_public_popular_idx on public.posts
  (views desc nulls last, created_at desc, id)
  where status in ('published', 'scheduled');

-- An author's page (get-author-posts.ts) lists their posts newest first with a total, as a category's
-- page does with posts_public_category_listing_idx (migration 20250101130200): the same shape by author.
create index if not exists posts_public_author_listing_idx on public.posts
  (author_id, published_at desc nulls last, created_at desc, id) include (status)
  where status in ('published', 'scheduled');
