-- Profile texts shown on public author pages (docs/product-guide.md#medical-review-and-references):
-- the same limits as the "Meu perfil" form, so a direct API call cannot put a page-long name or bio,
-- or a javascript:/data: avatar, on /autor/{slug}.
-- NOT VALID: rows an installation already has are not re-checked (`supabase db push` must not fail
-- on an old long bio); every insert and update from now on is.
alter table public.profiles
  add constraint profiles_full_name_length check (char_length(btrim(full_name)) between 1 and 120) not valid,
  add constraint profiles_bio_length check (char_length(bio) <= 500) not valid,
  add constraint profiles_avatar_url_format check (char_length(avatar_url) <= 2048 and avatar_url ~* '^https?://[^/\s]+\S*$') not valid;
