-- The glossary (issue 49, docs/decisions/053-glossary.md): plain-language definitions of the terms the
-- articles use, each with its source, shown at /glossario and, in articles, at the first occurrence of the
-- term (or one of its variants). Everyone reads; editors and admins write; authors and visitors do not.
-- The terms the product starts with are inserted below: a hosted project gets them with its migrations.

-- A term compared without case or accents ("Canabidiol" and "CANABIDIÓL" are the same term).
create or replace function public.glossary_fold(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select lower(translate(btrim(value),
    'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ',
    'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn'))
$$;
comment on function public.glossary_fold(text) is 'A glossary term as compared for duplicates: trimmed, lower case, without accents.';

-- At most 12 variants, none empty or longer than a term.
create or replace function public.glossary_variants_ok(value text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select cardinality(value) <= 12
     and not exists (select 1 from unnest(value) v where v is null or btrim(v) = '' or char_length(v) > 80)
$$;

create table public.glossary_terms (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  term text not null,
  -- Other ways the articles write the term ("CBD" for canabidiol, plurals), found as written there.
  variants text[] not null default '{}',
  definition text not null,
  source_url text not null,
  source_title text,
  source_publisher text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null,
  constraint glossary_terms_slug_key unique (slug),
  constraint glossary_terms_slug_rule check (public.is_valid_slug(slug)),
  constraint glossary_terms_term_check check (btrim(term) <> '' and char_length(term) <= 80),
  constraint glossary_terms_variants_check check (public.glossary_variants_ok(variants)),
  constraint glossary_terms_definition_check check (btrim(definition) <> '' and char_length(definition) <= 600),
  constraint glossary_terms_source_url_check check (
    source_url ~ '^https?://[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$' and char_length(source_url) <= 2000
  ),
  constraint glossary_terms_source_title_check check (source_title is null or char_length(source_title) <= 300),
  constraint glossary_terms_source_publisher_check check (source_publisher is null or char_length(source_publisher) <= 300)
);
comment on table public.glossary_terms is 'Plain-language definitions with their sources, for /glossario and the articles.';

-- One term per name, whatever its case or accents.
create unique index glossary_terms_term_key on public.glossary_terms (public.glossary_fold(term));

-- Who saved a term last comes from the session, never from what the client sends.
create or replace function public.glossary_terms_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_by := (select auth.uid());
  new.updated_at := now();
  if tg_op = 'INSERT' then
    new.created_at := now();
  else
    new.created_at := old.created_at;
  end if;
  return new;
end;
$$;

create trigger glossary_terms_stamp
  before insert or update on public.glossary_terms
  for each row execute function public.glossary_terms_stamp();

alter table public.glossary_terms enable row level security;

create policy "Anyone can read the glossary"
  on public.glossary_terms for select
  to anon, authenticated
  using (true);

create policy "Editors and admins can create glossary terms"
  on public.glossary_terms for insert
  to authenticated
  with check ((select public.has_role('editor', 'admin')));

create policy "Editors and admins can update glossary terms"
  on public.glossary_terms for update
  to authenticated
  using ((select public.has_role('editor', 'admin')))
  with check ((select public.has_role('editor', 'admin')));

create policy "Editors and admins can delete glossary terms"
  on public.glossary_terms for delete
  to authenticated
  using ((select public.has_role('editor', 'admin')));

-- Visitors read the glossary; nobody writes it without a session.
revoke insert, update, delete, truncate on public.glossary_terms from anon;

-- The audit log records glossary changes like category changes (20250101122600_audit_log.sql).
create or replace function public.audit_glossary_terms()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_changed text[];
begin
  if tg_op = 'INSERT' then
    perform public.write_audit('glossary.created', 'glossary_term', new.id::text, new.term);
  elsif tg_op = 'DELETE' then
    perform public.write_audit('glossary.deleted', 'glossary_term', old.id::text, old.term);
  else
    v_changed := public.changed_columns(to_jsonb(old), to_jsonb(new), array['updated_at', 'updated_by']);
    if cardinality(v_changed) > 0 then
      perform public.write_audit('glossary.updated', 'glossary_term', new.id::text, new.term, null, null,
        jsonb_build_object('changed', to_jsonb(v_changed), 'previous_term', old.term));
    end if;
  end if;
  return null;
end;
$$;
revoke execute on function public.audit_glossary_terms() from public, anon, authenticated;

create trigger audit_glossary_terms
  after insert or update or delete on public.glossary_terms
  for each row execute function public.audit_glossary_terms();

-- A post's opt-out: its article shows no definitions when false ("Definições do glossário no texto").
alter table public.posts add column glossary_links boolean not null default true;
comment on column public.posts.glossary_links is
  'Whether the article marks the first occurrence of each glossary term with its definition.';
-- The article reads it (docs/decisions/046-what-visitors-read-of-a-post.md).
grant select (glossary_links) on public.posts to anon;

-- Same as 20250101124600_staff_only_post_columns.sql, with posts' new column at the end.
create or replace function public.related_posts(post_slug text, how_many integer default 2)
returns setof public.posts
language plpgsql
stable
set search_path = ''
as $$
declare
  v_me record;
  v_ids uuid[] := '{}';
  v_candidate uuid;
  v_any_limit integer;
begin
  -- A draft being previewed has no date yet: it stands at "now", so its neighbours are the newest posts.
  select p.id, p.category_id, coalesce(p.published_at, now()) as published_at
    into v_me from public.posts p where p.slug = related_posts.post_slug;
  if not found then
    return;
  end if;

  for v_candidate in
    select p.id from public.posts p
     where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
       and p.category_id = v_me.category_id and (p.published_at, p.id) < (v_me.published_at, v_me.id)
     order by p.published_at desc, p.id desc limit how_many
  loop
    if cardinality(v_ids) < how_many then v_ids := v_ids || v_candidate; end if;
  end loop;
  for v_candidate in
    select p.id from public.posts p
     where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
       and p.category_id = v_me.category_id and (p.published_at, p.id) > (v_me.published_at, v_me.id)
     order by p.published_at, p.id limit how_many
  loop
    if cardinality(v_ids) < how_many then v_ids := v_ids || v_candidate; end if;
  end loop;

  if cardinality(v_ids) < how_many then
    -- The category's own posts may come back among these: read that many more.
    v_any_limit := how_many + cardinality(v_ids);
    for v_candidate in
      select p.id from public.posts p
       where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
         and (p.published_at, p.id) < (v_me.published_at, v_me.id)
       order by p.published_at desc, p.id desc limit v_any_limit
    loop
      if cardinality(v_ids) < how_many and not v_candidate = any(v_ids) then v_ids := v_ids || v_candidate; end if;
    end loop;
    for v_candidate in
      select p.id from public.posts p
       where (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
         and (p.published_at, p.id) > (v_me.published_at, v_me.id)
       order by p.published_at, p.id limit v_any_limit
    loop
      if cardinality(v_ids) < how_many and not v_candidate = any(v_ids) then v_ids := v_ids || v_candidate; end if;
    end loop;
  end if;

  return query select p.id, p.title, p.slug, p.content, p.excerpt, p.image, p.status, p.featured,
                      p.category_id, p.author_id, p.tags, p.views, p.likes, p.read_time, p.seo_description,
                      p.published_at, p.created_at, p.updated_at, p.search_vector, p.title_excerpt_search,
                      p.version, null::uuid, p.image_credit, null::jsonb, null::text, null::text,
                      null::timestamptz, p.review_id, p.review_pending, p.reference_list, p.ai_provenance,
                      p.card_excerpt, p.page_changed_at, null::uuid, null::uuid, null::timestamptz, p.glossary_links
    from public.posts p where p.id = any(v_ids);
end;
$$;

-- What visitors see now includes the glossary: /glossario and the articles' definitions. Same as
-- 20250101123700_site_publishing.sql otherwise.
create or replace function public.site_content_version()
returns text
language sql
stable
set search_path = ''
as $$
  select md5(concat_ws('|',
    (select count(*) || ':' || coalesce(max(p.page_changed_at)::text, '') from public.posts p
      where p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now())),
    (select count(*) || ':' || coalesce(max(c.updated_at)::text, '') from public.categories c where c.is_active),
    (select count(*) || ':' || coalesce(max(m.updated_at)::text, '') from public.menu_items m where m.is_active),
    (select count(*) || ':' || coalesce(max(r.updated_at)::text, '') from public.profiles r),
    (select count(*) || ':' || coalesce(max(g.updated_at)::text, '') from public.glossary_terms g)
  ))
$$;
comment on function public.site_content_version() is
  'A hash of what visitors see of posts, categories, menu, profiles and the glossary: changes with any of them, and when a scheduled post comes due.';

-- The terms the site starts with (sources: docs/glossary-sources.md). Part of the product, not someone's
-- change: no audit entries, no updated_by.
alter table public.glossary_terms disable trigger audit_glossary_terms;
insert into public.glossary_terms (slug, term, variants, definition, source_url, source_title, source_publisher) values
  ('canabidiol', 'Canabidiol', array['CBD'],
   'Substância química encontrada na planta Cannabis sativa e uma das mais estudadas entre as que ela produz. Pelas regras da Anvisa de 2026, os produtos de cannabis têm como ativo o canabidiol ou extratos da planta com predominância dele.',
   'https://revistafitos.far.fiocruz.br/index.php/revista-fitos/article/download/1306/1267?inline=1', 'Uso medicinal da Cannabis sativa L. (Cannabaceae): aspectos biológicos e a legislação no Brasil', 'Revista Fitos (Fiocruz / Farmanguinhos) — artigo de revisão, UNESP/UNIP'),
  ('tetra-hidrocanabinol', 'Tetra-hidrocanabinol', array['THC', 'tetraidrocanabinol', 'delta-9-tetra-hidrocanabinol'],
   'Substância da Cannabis sativa (também chamada delta-9-tetra-hidrocanabinol) que está entre as substâncias psicoativas da planta, isto é, que alteram o funcionamento da mente. Diferentemente dele, o canabidiol parece ter pouca afinidade com os receptores canabinoides.',
   'https://saludyfarmacos.org/lang/en/boletin-farmacos/boletines/ago202401pt/17_ca', 'Canabidiol: Perfil de efeitos adversos (Boletim Fármacos, ago/2024)', 'Boletim Fármacos (Salud y Fármacos)'),
  ('canabinoide', 'Canabinoide', array['canabinoides', 'canabinóide', 'canabinóides'],
   'Nome dado ao grupo de substâncias da Cannabis sativa ao qual pertencem o CBD e o THC, entre outras. O corpo humano tem receptores (chamados receptores canabinoides) sobre os quais essas substâncias podem agir.',
   'https://revistafitos.far.fiocruz.br/index.php/revista-fitos/article/download/1306/1267?inline=1', 'Uso medicinal da Cannabis sativa L. (Cannabaceae): aspectos biológicos e a legislação no Brasil', 'Revista Fitos (Fiocruz / Farmanguinhos) — artigo de revisão, UNESP/UNIP'),
  ('sistema-endocanabinoide', 'Sistema endocanabinoide', array['sistema endocanabinóide'],
   'Rede de sinalização entre células, presente em praticamente todos os animais, que foi descoberta a partir do estudo de substâncias da Cannabis como o THC e o CBD. Participa do equilíbrio do corpo e influencia funções como dor, humor, memória, sono e defesa imunológica.',
   'https://www.periodicos.uff.br/neurocienciasesociedade/article/view/68795', 'Sistema endocanabinoide: descubra como a Cannabis sativa levou à descoberta de um sistema biológico fundamental', 'Neurociências e Sociedade (periódico da Universidade Federal Fluminense); autores da UFRJ'),
  ('fitofarmaco', 'Fitofármaco', array['fitofármacos'],
   'Substância purificada e isolada de uma planta, com estrutura química definida e ação farmacológica, usada como ativo de um medicamento. É diferente do fitoterápico, que usa a planta ou seus extratos sem isolar uma substância.',
   'https://mooc.campusvirtual.fiocruz.br/rea/medicamentos-da-biodiversidade/fitoterpicos_e_fitofrmacos.html', 'Fitoterápicos e Fitofármacos (recurso educacional Medicamentos da Biodiversidade)', 'Campus Virtual Fiocruz'),
  ('produto-de-cannabis', 'Produto de cannabis', array['produtos de cannabis', 'produto à base de cannabis', 'produtos à base de cannabis'],
   'Categoria criada pela Anvisa para produtos farmacêuticos industrializados feitos da Cannabis sativa. Pela norma de 2026 (RDC 1.015/2026), a categoria abrange produtos que têm como ativo o fitofármaco canabidiol ou extratos da planta com predominância de CBD; cosméticos, alimentos e produtos fumígenos ficam de fora.',
   'https://panoramafarmaceutico.com.br/?p=506372', 'Nova RDC redefine regras para produtos de cannabis no Brasil', 'Panorama Farmacêutico (imprensa setorial)'),
  ('autorizacao-sanitaria', 'Autorização sanitária', '{}'::text[],
   'Permissão que a Anvisa concede a uma empresa para fabricar ou importar um produto de cannabis e colocá-lo à venda em farmácias. Não é o mesmo que o registro de um medicamento.',
   'https://www.lex.com.br/resolucao-anvisa-no-1-015-de-2-de-fevereiro-de-2026', 'Resolução Anvisa nº 1.015, de 2 de fevereiro de 2026 (texto do DOU reproduzido)', 'Lex (reprodução do Diário Oficial da União)'),
  ('produto-x-medicamento', 'Produto x medicamento', '{}'::text[],
   'Pela regra da Anvisa, os produtos de cannabis autorizados são “produtos”, e não medicamentos: para ser medicamento, é preciso haver estudos clínicos que comprovem a eficácia, avaliados pela agência.',
   'https://bonde.netdealstore.com.br/saude/noticias/anvisa-aprova-tres-produtos-a-base-de-cannabis', 'Anvisa aprova três produtos à base de cannabis (fev/2022, informações da Agência Brasil)', 'Bonde, com informações da Agência Brasil'),
  ('rdc', 'RDC', array['Resolução da Diretoria Colegiada'],
   'Tipo de norma aprovada pela Diretoria Colegiada da Anvisa e publicada no Diário Oficial da União. As regras sobre produtos de cannabis no Brasil estão em RDCs, como a RDC 660/2022 (importação) e a RDC 1.015/2026.',
   'https://www.lex.com.br/resolucao-anvisa-no-1-015-de-2-de-fevereiro-de-2026', 'Resolução Anvisa nº 1.015, de 2 de fevereiro de 2026 (texto do DOU reproduzido)', 'Lex (reprodução do Diário Oficial da União)'),
  ('anvisa', 'Anvisa', array['Agência Nacional de Vigilância Sanitária'],
   'Agência Nacional de Vigilância Sanitária: órgão federal, ligado ao Ministério da Saúde, criado pela Lei 9.782/1999. É a agência que edita as RDCs e concede as autorizações relativas aos produtos de cannabis.',
   'https://thomsonreuters.jusbrasil.com.br/doutrina/secao/1212770463/capitulo-ii-da-criacao-e-da-competencia-da-agencia-nacional-de-vigilancia-sanitaria-lei-n-9782-de-26-de-janeiro-de-1999', 'Capítulo II – Da criação e da competência da Anvisa – Lei nº 9.782, de 26 de janeiro de 1999', 'Thomson Reuters / Jusbrasil (obra doutrinária que transcreve a Lei 9.782/1999)'),
  ('importacao-excepcional-por-pessoa-fisica', 'Importação excepcional por pessoa física', array['importação excepcional'],
   'Caminho pelo qual o próprio paciente (ou seu representante legal) traz do exterior um produto derivado de cannabis, para uso próprio, com receita e cadastro prévio na Anvisa. O produto importado não pode ser revendido no Brasil.',
   'https://gov.br/anvisa/pt-br/assuntos/medicamentos/controlados/cannabis/etapa5', '5 - Aquisição e importação do produto (Cannabis — perguntas da Anvisa)', 'Anvisa (gov.br)'),
  ('portaria-344-1998', 'Portaria SVS/MS 344/1998', array['Portaria 344/1998', 'Portaria 344/98', 'Portaria nº 344'],
   'Norma do Ministério da Saúde que aprova o regulamento técnico das substâncias e medicamentos sujeitos a controle especial no Brasil. Suas listas dizem quais substâncias são controladas; o tipo de notificação de receita depende da lista.',
   'https://document.onl/documents/portariasvs-n-344-de-12-de-maio-de-1998-publicada-.html', 'PORTARIA/SVS Nº 344, DE 12 DE MAIO DE 1998 (cópia)', 'Ministério da Saúde — Secretaria de Vigilância Sanitária (cópia em document.onl)'),
  ('autorizacao-especial', 'Autorização Especial', '{}'::text[],
   'Licença dada pela autoridade sanitária federal a empresas e instituições para lidar com substâncias controladas (produzir, fabricar, importar, manipular etc.). As normas de 2026 sobre cultivo de cannabis também exigem essa autorização.',
   'https://document.onl/documents/portariasvs-n-344-de-12-de-maio-de-1998-publicada-.html', 'PORTARIA/SVS Nº 344, DE 12 DE MAIO DE 1998 (cópia) — Art. 1º, definições', 'Ministério da Saúde — Secretaria de Vigilância Sanitária (cópia em document.onl)'),
  ('sngpc', 'SNGPC', '{}'::text[],
   'Sistema Nacional de Gerenciamento de Produtos Controlados: sistema eletrônico da Anvisa em que farmácias registram a entrada e a saída de medicamentos controlados, para rastrear esses produtos e evitar desvios.',
   'https://site.cff.org.br/noticia/Noticias-gerais/24/10/2025/sngpc-sistema-nacional-de-gerenciamento-de-produtos-controlados', 'SNGPC – Sistema Nacional de Gerenciamento de Produtos Controlados', 'Conselho Federal de Farmácia (CFF)'),
  ('crm', 'CRM', array['Conselho Regional de Medicina'],
   'Conselho de cada estado em que o médico precisa registrar-se para exercer legalmente a medicina. O número de inscrição no CRM identifica o médico.',
   'https://portal.cfm.org.br/?p=38671', 'CFM/CRMs concedem gratuidade para obtenção do RQE', 'Conselho Federal de Medicina (portal.cfm.org.br)'),
  ('cfm', 'CFM', array['Conselho Federal de Medicina'],
   'Órgão nacional da medicina que, com base nas atribuições dadas por lei, edita resoluções que os médicos devem seguir, como as regras de publicidade médica e, em 2022, uma resolução sobre o canabidiol (hoje com efeitos sustados).',
   'https://www.legisweb.com.br/legislacao/?id=437226', 'Resolução CFM Nº 2324 DE 11/10/2022 (LegisWeb)', 'LegisWeb (reprodução do texto da resolução)'),
  ('rqe', 'RQE', array['Registro de Qualificação de Especialista'],
   'Registro feito no CRM que permite ao médico apresentar-se como especialista. É concedido a quem concluiu residência médica credenciada ou foi aprovado em prova de título de sociedade reconhecida pela Associação Médica Brasileira (AMB).',
   'https://portal.cfm.org.br/noticias/justica-reafirma-titulo-de-especialista-exige-residencia-medica-ou-prova-de-titulo-reconhecida/', 'Justiça reafirma: título de especialista exige residência médica ou prova de título reconhecida', 'Conselho Federal de Medicina (portal.cfm.org.br)'),
  ('farmacovigilancia', 'Farmacovigilância', '{}'::text[],
   'Conjunto de atividades para detectar, avaliar, entender e prevenir efeitos adversos ou outros problemas ligados a medicamentos. No Brasil, a Anvisa atua nessa área e recebe as notificações de eventos adversos (pelo sistema VigiMed).',
   'https://document.onl/documents/a-farmacovigilancia-e-a-atencao-primaria-a-2-primary-health-care-level.html', 'A farmacovigilância e a atenção primária à saúde: diálogo possível e necessário', 'Universidade Federal do Rio Grande do Sul — Faculdade de Medicina (artigo; cópia em document.onl)'),
  ('evento-adverso', 'Evento adverso', array['eventos adversos'],
   'Qualquer acontecimento indesejável na saúde de quem usou um medicamento, mesmo sem certeza de que foi causado por ele: reações, falta de efeito, erros de uso, intoxicação, entre outros. Cidadãos podem comunicá-lo à Anvisa.',
   'https://www.gov.br/pt-br/servicos/notificar-eventos-adversos-de-medicamentos-e-vacinas-no-vigimed', 'Notificar eventos adversos de medicamentos e vacinas no VigiMed', 'Governo Federal (gov.br) / Anvisa'),
  ('vigimed', 'VigiMed', '{}'::text[],
   'Sistema on-line da Anvisa em que cidadãos, profissionais de saúde e empresas comunicam suspeitas de eventos adversos de medicamentos e vacinas. As comunicações ajudam a identificar riscos novos.',
   'https://www.gov.br/pt-br/servicos/notificar-eventos-adversos-de-medicamentos-e-vacinas-no-vigimed', 'Notificar eventos adversos de medicamentos e vacinas no VigiMed', 'Governo Federal (gov.br) / Anvisa'),
  ('off-label', 'Uso off label', array['off label', 'off-label'],
   'Uso de um medicamento para uma finalidade diferente da indicada na bula. Para a Anvisa, é uma das situações que podem ser comunicadas como evento adverso.',
   'https://gov.br/anvisa/pt-br/assuntos/fiscalizacao-e-monitoramento/notificacoes/vigimed/informes/informe-ndeg-01-2019-orientacoes-para-notificacao-no-sistema-vigimed', 'Informe nº 01/2019 - Orientações para notificação no sistema VigiMed', 'Anvisa (gov.br)'),
  ('interacao-medicamentosa', 'Interação medicamentosa', array['interações medicamentosas'],
   'Quando o efeito de um medicamento muda porque ele interage com outro medicamento, com alimentos, bebidas ou suplementos, ou com outra doença da pessoa. A interação pode aumentar a ação (com risco de efeitos colaterais) ou diminuí-la (com risco de o tratamento falhar).',
   'https://www.msdmanuals.com/pt-pt/casa/medicamentos/fatores-que-afetam-a-resposta-medicamentosa/intera%C3%A7%C3%B5es-medicamentosas', 'Interações medicamentosas (Manual MSD, versão para o consumidor)', 'Manual MSD (versão para pacientes)'),
  ('ensaio-clinico-randomizado', 'Ensaio clínico randomizado', array['ensaios clínicos randomizados'],
   'Estudo em pessoas no qual os participantes são distribuídos por sorteio entre os grupos (por exemplo, o que recebe o tratamento e o que recebe placebo), para que a comparação seja justa.',
   'https://toolbox.eupati.eu/glossary/ensaio-clinico-aleatorizado/?lang=pt-pt&print=print', 'Ensaio clínico aleatorizado (glossário EUPATI)', 'EUPATI — Academia Europeia de Pacientes'),
  ('placebo', 'Placebo', array['placebos'],
   'Substância feita para parecer um medicamento, mas sem princípio ativo. Hoje é usada em pesquisas, para comparar o efeito de um medicamento novo com o do placebo. Algumas pessoas se sentem melhor ou têm “efeitos colaterais” mesmo com placebo: é o chamado efeito placebo.',
   'https://www.msdmanuals.com/pt/casa/medicamentos/considera%C3%A7%C3%B5es-gerais-sobre-medicamentos/placebos', 'Placebos (Manual MSD, versão para a família)', 'Manual MSD (versão para pacientes)'),
  ('duplo-cego', 'Estudo duplo-cego', array['duplo-cego', 'duplo cego'],
   'Pesquisa em que nem o médico pesquisador nem o paciente sabem se o paciente está recebendo o tratamento em estudo, um comparador ou um placebo, para que a expectativa de ninguém influencie o resultado.',
   'http://msd.pt/ensaios-clinicos/desenho-ensaio-clinico/', 'Desenho do ensaio', 'MSD Portugal (empresa farmacêutica — página educativa sobre ensaios clínicos)'),
  ('revisao-sistematica', 'Revisão sistemática', array['revisões sistemáticas'],
   'Tipo de estudo que reúne, com método definido antes, as pesquisas semelhantes já feitas sobre uma pergunta e avalia a qualidade delas. É considerado o melhor nível de evidência para decisões sobre tratamentos.',
   'https://brazil.cochrane.org/como-fazer-uma-revis%C3%A3o-sistem%C3%A1tica-cochrane', 'Como fazer uma revisão sistemática Cochrane', 'Cochrane Brasil'),
  ('metanalise', 'Metanálise', array['meta-análise', 'metanálises', 'meta-análises'],
   'Análise estatística que junta os resultados de vários estudos semelhantes incluídos numa revisão sistemática, quando isso é possível.',
   'https://brazil.cochrane.org/como-fazer-uma-revis%C3%A3o-sistem%C3%A1tica-cochrane', 'Como fazer uma revisão sistemática Cochrane', 'Cochrane Brasil'),
  ('epilepsia', 'Epilepsia', array['epilepsias'],
   'Distúrbio neurológico em que a pessoa tem crises repetidas, causadas por descargas elétricas anormais no cérebro. No SUS, há tratamento gratuito, do diagnóstico ao acompanhamento e aos medicamentos.',
   'https://www.opovo.com.br/noticias/saude/2025/03/30/caminhada-na-avenida-paulista-busca-conscientizacao-sobre-epilepsia.html', 'Caminhada na Avenida Paulista busca conscientização sobre epilepsia (O Povo, mar/2025)', 'O Povo (imprensa), citando o Ministério da Saúde'),
  ('sindrome-de-dravet', 'Síndrome de Dravet', '{}'::text[],
   'Forma rara e grave de epilepsia que costuma começar no primeiro ano de vida, muitas vezes com crises longas ligadas a febre. Na maioria das crianças afetadas há uma alteração no gene SCN1A, quase sempre nova (não herdada dos pais).',
   'https://epilepsy.org.uk/?p=1133', 'Dravet syndrome', 'Epilepsy Action (Reino Unido)'),
  ('dor-cronica', 'Dor crônica', array['dores crônicas'],
   'Dor que persiste por mais de três meses. Pode afetar o sono, o humor, o trabalho e as relações, e muitas vezes passa a ser tratada como uma doença em si.',
   'https://uol.com.br/vivabem/reportagens-especiais/dor-cronica', 'Dor crônica (reportagem especial UOL VivaBem)', 'UOL VivaBem (imprensa), com fala de médico do Hospital Sírio-Libanês'),
  ('cuidados-paliativos', 'Cuidados paliativos', '{}'::text[],
   'Cuidados de saúde para pessoas com doença grave, progressiva e que ameaça a vida, com o objetivo de prevenir e aliviar o sofrimento e promover a qualidade de vida do paciente e da família. Incluem o tratamento da dor e de outros sintomas físicos, sociais, espirituais e psicológicos.',
   'https://g1.globo.com/mundo/noticia/2023/02/18/ex-presidente-dos-eua-jimmy-carter-entra-em-cuidados-paliativos-na-sua-casa.ghtml', 'Ex-presidente dos EUA Jimmy Carter entra em cuidados paliativos (g1, fev/2023)', 'g1, citando o Instituto Nacional de Câncer (INCA)'),
  ('habeas-corpus-preventivo', 'Habeas corpus preventivo', array['habeas corpus'],
   'Pedido à Justiça para evitar uma ameaça futura à liberdade. Na cannabis medicinal, pacientes o usam para pedir autorização para importar sementes, cultivar a planta e extrair o óleo para tratamento; a Justiça pode conceder ou negar.',
   'https://cj.estrategia.com/portal/cannabis-medicinal-salvo-conduto-cultivo-domestico', 'Cannabis medicinal: salvo-conduto para cultivo doméstico (AgRg no HC 1.017.622-SC)', 'Estratégia Carreira Jurídica'),
  ('salvo-conduto', 'Salvo-conduto', array['salvos-condutos'],
   'Ordem judicial que protege uma pessoa de ser presa ou processada por uma conduta determinada. O STJ tem concedido salvo-conduto a pacientes que comprovam, com documentos médicos, a necessidade de cultivar Cannabis sativa para tratamento, caso a caso, enquanto não houver regulamentação do Executivo.',
   'https://cj.estrategia.com/portal/cannabis-medicinal-salvo-conduto-cultivo-domestico', 'Cannabis medicinal: salvo-conduto para cultivo doméstico (AgRg no HC 1.017.622-SC)', 'Estratégia Carreira Jurídica'),
  ('concentracao-mg-ml', 'Concentração (mg/mL)', array['mg/mL'],
   'Quantidade de substância em cada mililitro do produto (ou em cada miligrama, mg/mg). Pela RDC 1.015/2026, o folheto informativo do produto de cannabis deve informar o teor de CBD e, quando passar de 0,2%, o teor de THC nessas unidades.',
   'https://www.diaoficial.com/linkdo/2111186/2026_02_03_ASSINADO_do1?docid=25976&page=199&pageid=2111186', 'DOU nº 23, 03/02/2026, Seção 1, p. 199 — Resolução Anvisa nº 1.015/2026 (folheto informativo)', 'Diário Oficial da União (espelho do PDF assinado em diaoficial.com)');
alter table public.glossary_terms enable trigger audit_glossary_terms;
