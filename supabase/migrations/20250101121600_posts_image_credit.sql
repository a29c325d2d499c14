-- Who made the cover: Pexels' terms require crediting the photographer, and AI-generated images are
-- disclosed as such. {"source": "pexels", "photographer": "...", "url": "https://www.pexels.com/photo/..."}
-- or {"source": "ai"}; null for covers uploaded by staff.
alter table public.posts
  add column image_credit jsonb
  check (
    image_credit is null
    or (image_credit ->> 'source' = 'ai')
    or (image_credit ->> 'source' = 'pexels' and coalesce(image_credit ->> 'photographer', '') <> '')
  );

comment on column public.posts.image_credit is 'Cover credit: {source: pexels, photographer, url} or {source: ai}; null when uploaded.';
