-- Base content of a fresh database (supabase db reset / local stack on an empty database):
-- default categories, the default header menu and the "Equipe Editorial" author that owns the
-- seeded posts (supabase/seeds/posts.sql). Same result every time it runs on an empty database.

-- Default categories (docs/product-guide.md#default-data). Colours are the admin palette's hex values:
-- Azul #3b82f6, Roxo #8b5cf6, Verde #22c55e, Vermelho #ef4444, Amarelo #eab308, Rosa #ec4899.
insert into public.categories (id, name, slug, description, color, is_active) values
  ('0e1d1a00-0000-4000-8000-000000000101', 'Pesquisas', 'pesquisas',
   'Estudos clínicos, revisões sistemáticas e o que a ciência já sabe — e ainda não sabe — sobre a cannabis medicinal.',
   '#3b82f6', true),
  ('0e1d1a00-0000-4000-8000-000000000102', 'Tratamentos', 'tratamentos',
   'Como os medicamentos à base de cannabis são usados na prática clínica, com indicações, limites e acompanhamento médico.',
   '#22c55e', true),
  ('0e1d1a00-0000-4000-8000-000000000103', 'Legislação', 'legislacao',
   'Normas da ANVISA, decisões judiciais e regras de prescrição, importação e acesso no Brasil.',
   '#8b5cf6', true),
  ('0e1d1a00-0000-4000-8000-000000000104', 'Notícias', 'noticias',
   'Acontecimentos recentes sobre cannabis medicinal no Brasil e no mundo, com fontes identificadas.',
   '#ef4444', true)
on conflict (id) do nothing;

-- Default header menu (docs/product-guide.md#default-data): Início, Destaques, Blog and the four default
-- categories, so every category and /destaques is one click away. Positions 1 to 7. Every link leads to
-- a page the site has (no "Contato": there is no contact page).
insert into public.menu_items (id, label, href, position, is_active) values
  ('0e1d1a00-0000-4000-8000-000000000201', 'Início', '/', 1, true),
  ('0e1d1a00-0000-4000-8000-000000000207', 'Destaques', '/destaques', 2, true),
  ('0e1d1a00-0000-4000-8000-000000000202', 'Blog', '/blog', 3, true),
  ('0e1d1a00-0000-4000-8000-000000000203', 'Pesquisas', '/blog/categoria/pesquisas', 4, true),
  ('0e1d1a00-0000-4000-8000-000000000204', 'Tratamentos', '/blog/categoria/tratamentos', 5, true),
  ('0e1d1a00-0000-4000-8000-000000000205', 'Legislação', '/blog/categoria/legislacao', 6, true),
  ('0e1d1a00-0000-4000-8000-000000000208', 'Notícias', '/blog/categoria/noticias', 7, true)
on conflict (id) do nothing;

-- "Equipe Editorial": the author of the seeded posts. It has no e-mail, no phone and no password,
-- so no sign-in or recovery flow can ever reach it; and it is an author, not an admin (the
-- bootstrap rule leaves the admin role to the first real account). It holds no professional
-- registry and the seed records no technical review: a credential is shown only once a real admin
-- has verified it (docs/decisions/037-credentials-an-admin-verified.md), so the seed verifies nothing.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, is_anonymous
) values (
  '00000000-0000-0000-0000-000000000000',
  '0e1d1a00-0000-4000-8000-000000000001',
  'authenticated',
  'authenticated',
  null,
  null,
  null,
  '{}'::jsonb,
  '{"full_name": "Equipe Editorial"}'::jsonb,
  false,
  '2024-01-01 12:00:00+00',
  '2024-01-01 12:00:00+00',
  false
)
on conflict (id) do nothing;

insert into public.profiles (id, full_name, role, bio, created_at, updated_at) values (
  '0e1d1a00-0000-4000-8000-000000000001',
  'Equipe Editorial',
  'author',
  'Textos preparados pela equipe editorial do blog a partir de fontes públicas — resoluções da ANVISA, '
  'ensaios clínicos publicados e revisões científicas. Conteúdo informativo, que não substitui a '
  'orientação de um profissional de saúde.',
  '2024-01-01 12:00:00+00',
  '2024-01-01 12:00:00+00'
)
on conflict (id) do update
  set full_name = excluded.full_name,
      role = excluded.role,
      bio = excluded.bio,
      created_at = excluded.created_at,
      updated_at = excluded.updated_at;
