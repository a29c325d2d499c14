-- Issue 49, item 4: the public legislation tracker (/legislacao) reads the norms the compliance rules
-- rest on — one table, compliance_norms (docs/decisions/054-legislation-tracker.md). Still changed only by
-- migrations (decision 038); everyone reads it.
--   * Each norm gets what a reader needs: its kind (lei, RDC, resolução do CFM, portaria), official title,
--     a short pt-BR summary with the URL it was taken from, the day it was published, and a suspension
--     (since when, by which norm), beside the days in force and the replacement it already had.
--   * Every norm has a link to its text: source_url is NOT NULL (a reproduction says so in source_kind),
--     and a pattern that finds the posts mentioning it (mentioned_as).
--   * Its status on a day is computed in one place, legislation_status(): revogada once past its last day
--     in force (the day the compliance check starts flagging a citation of it as current), suspensa from
--     the day its effects were suspended (the check flags that too: compliance_rule_set below), else em
--     vigor (or not yet, before its first day).
--   * legislation_entries(), legislation_citations() and post_legislation() are what the page and the
--     articles read; site_content_version() changes with them, so the site is rebuilt.
-- Sources of every value: docs/regulatory-sources.md.

alter table public.compliance_norms
  add column kind text,
  add column title text,
  add column summary text,
  add column summary_source_url text,
  add column published_on date,
  add column suspended_since date,
  add column suspended_by text references public.compliance_norms (id);

comment on column public.compliance_norms.kind is 'lei, rdc (Anvisa), resolucao-cfm or portaria.';
comment on column public.compliance_norms.title is 'The official title (ementa) of the norm.';
comment on column public.compliance_norms.summary is 'Two lines in plain pt-BR for the public legislation page; taken from summary_source_url.';
comment on column public.compliance_norms.summary_source_url is 'Where the summary''s facts were read.';
comment on column public.compliance_norms.published_on is 'Day of publication in the official gazette; null when no source we read gives it.';
comment on column public.compliance_norms.suspended_since is 'First day the norm''s effects were suspended (by suspended_by); from then on it is "suspensa".';
comment on column public.compliance_norms.source_url is 'The text of the norm: the official one, or a reproduction (source_kind says which). Required.';

-- Data the issue's research corrected (docs/regulatory-sources.md, "Legislação"): the CDC gets its
-- official text, Lei 6.360/1976 the Planalto's instead of a Scribd copy.
update public.compliance_norms set
  kind = 'rdc', published_on = '2026-02-03',
  title = $q$Resolução Anvisa nº 1.015, de 2 de fevereiro de 2026 — Dispõe sobre a Autorização Sanitária para fabricação e importação de produtos de Cannabis para uso medicinal humano e estabelece requisitos relativos à sua comercialização$q$,
  summary = $q$Novo marco da Anvisa para produtos de cannabis: regras para a Autorização Sanitária de fabricação e importação e para venda, prescrição, dispensação e monitoramento. Vale para produtos industrializados com o fitofármaco CBD ou extrato de Cannabis sativa; cosméticos, fumígenos e alimentos ficam de fora.$q$,
  summary_source_url = $q$https://www.lex.com.br/resolucao-anvisa-no-1-015-de-2-de-fevereiro-de-2026$q$,
  cited_as = $q$rdc\s*(?:n[.ºo°]*\s*)?1\.?015(?:\s*\/\s*(?:20)?26|,?\s+de\s+2\s+de\s+fevereiro\s+de\s+2026)?(?!\s*\/)$q$,
  mentioned_as = $q$rdc[^0-9]*1\.?015$q$
 where id = 'rdc-1015-2026';

update public.compliance_norms set
  kind = 'rdc', published_on = '2019-12-11',
  title = $q$Resolução da Diretoria Colegiada - RDC nº 327, de 9 de dezembro de 2019 — Autorização Sanitária para fabricação e importação e requisitos para comercialização, prescrição, dispensação, monitoramento e fiscalização de produtos de Cannabis para fins medicinais$q$,
  summary = $q$Primeira norma da Anvisa a permitir a venda de produtos de cannabis em farmácias, com Autorização Sanitária (não registro) e receita médica. Limitava o THC a 0,2%; acima disso, só para pacientes terminais sem outras alternativas, em cuidados paliativos.$q$,
  summary_source_url = $q$https://wradiobrasil.com/?p=78434$q$
 where id = 'rdc-327-2019';

update public.compliance_norms set
  kind = 'rdc',
  title = $q$Resolução da Diretoria Colegiada - RDC nº 96, de 17 de dezembro de 2008 — Dispõe sobre a propaganda, publicidade, informação e outras práticas cujo objetivo seja a divulgação ou promoção comercial de medicamentos$q$,
  summary = $q$Norma da Anvisa sobre propaganda e publicidade de medicamentos, de qualquer forma ou meio, incluindo rádio e TV. Abrange os materiais que buscam promover ou induzir prescrição, dispensação, compra ou uso de medicamento.$q$,
  summary_source_url = $q$http://ricardoschwenck.com/rdc9608/index.html$q$,
  mentioned_as = $q$rdc[^0-9]*96[^0-9]$q$
 where id = 'rdc-96-2008';

update public.compliance_norms set
  kind = 'lei', published_on = '1976-09-24',
  source_url = $q$https://www.planalto.gov.br/ccivil_03/leis/l6360.htm$q$, source_kind = 'texto oficial',
  title = $q$Lei nº 6.360, de 23 de setembro de 1976 — Dispõe sobre a vigilância sanitária a que ficam sujeitos os medicamentos, as drogas, os insumos farmacêuticos e correlatos, cosméticos, saneantes e outros produtos$q$,
  summary = $q$Lei básica da vigilância sanitária de medicamentos e outros produtos: só empresas autorizadas pelo Ministério da Saúde podem produzir, fabricar, importar, armazenar ou expedir esses produtos.$q$,
  summary_source_url = $q$https://brasil.justia.com/nacionales/leis/6-360-de-23-9-76/gdoc/$q$,
  mentioned_as = $q$lei[^0-9]*6\.?360[^0-9]$q$
 where id = 'lei-6360-1976';

update public.compliance_norms set
  kind = 'resolucao-cfm', published_on = '2023-09-13',
  title = $q$Resolução CFM nº 2.336/2023 — Dispõe sobre publicidade e propaganda médicas$q$,
  summary = $q$Regras do CFM para publicidade e propaganda de médicos e serviços médicos, inclusive em redes sociais e blogs. Exige nome, CRM com a palavra MÉDICO e, para especialidade, o número do RQE; revogou a Resolução CFM 1.974/2011.$q$,
  summary_source_url = $q$https://publicidademedica.cfm.org.br/resolucao/o-que-muda$q$,
  mentioned_as = $q$cfm[^0-9]*2\.?336[^0-9]$q$
 where id = 'cfm-2336-2023';

update public.compliance_norms set
  kind = 'lei',
  source_url = $q$https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm$q$, source_kind = 'texto oficial',
  title = $q$Lei nº 8.078, de 11 de setembro de 1990 — Código de Defesa do Consumidor$q$,
  summary = $q$Lei que protege o consumidor nas relações de consumo. Regula a oferta e a publicidade de produtos e serviços; toda publicidade suficientemente precisa obriga o fornecedor (art. 30).$q$,
  summary_source_url = $q$http://criancaeconsumo.org.br/normas-em-vigor/lei-no-8-07890-codigo-de-defesa-do-consumidor-cdc/$q$,
  mentioned_as = $q$defesa do consumidor|lei[^0-9]*8\.?078[^0-9]$q$
 where id = 'cdc-1990';

-- Norms the issue names and the posts cite that were missing. Only with a link to their text: the ones
-- found are reproductions (Scribd, LegisWeb) and say so. CFM 2.326/2022 is here because it suspended
-- CFM 2.324/2022 (a norm's suspension names a norm of this table).
insert into public.compliance_norms (id, name, citation, in_force_from, in_force_until, replaced_by, source_url, source_kind,
                                     cited_as, mentioned_as, kind, title, summary, summary_source_url, published_on) values
  ($q$rdc-660-2022$q$, $q$RDC 660/2022$q$,
   $q$Anvisa RDC 660/2022 (importação de produto derivado de Cannabis por pessoa física)$q$,
   '2022-05-02', null, null,
   $q$https://pt.scribd.com/document/685188300/RDC-660-2022$q$, $q$reprodução do texto oficial$q$,
   $q$rdc\s*(?:n[.ºo°]*\s*)?660(?:\s*\/\s*(?:20)?22|,?\s+de\s+30\s+de\s+marco\s+de\s+2022)?(?!\s*\/)$q$,
   $q$rdc[^0-9]*660$q$,
   'rdc',
   $q$Resolução da Diretoria Colegiada - RDC nº 660, de 30 de março de 2022 — Critérios e procedimentos para a importação de Produto derivado de Cannabis, por pessoa física, para uso próprio, mediante prescrição, para tratamento de saúde$q$,
   $q$Regula a importação excepcional de produtos derivados de cannabis pelo próprio paciente (ou responsável), para uso próprio, com prescrição e cadastro na Anvisa. Consolidou as RDCs 335/2020 e 570/2021, que revogou.$q$,
   $q$https://cannabisesaude.com.br/?p=20109$q$,
   '2022-03-31'),
  ($q$cfm-2326-2022$q$, $q$Resolução CFM 2.326/2022$q$,
   $q$Resolução CFM 2.326/2022 (susta temporariamente os efeitos da Resolução CFM 2.324/2022)$q$,
   '2022-10-25', null, null,
   $q$https://legisweb.com.br/legislacao/?id=437819$q$, $q$reprodução do texto oficial$q$,
   $q$cfm\s*(?:n[.ºo°]*\s*)?2\.?326(?:\s*\/\s*(?:20)?22)?(?!\s*\/)$q$,
   $q$cfm[^0-9]*2\.?326[^0-9]$q$,
   'resolucao-cfm',
   $q$Resolução CFM nº 2.326/2022 — Susta temporariamente os efeitos da Resolução CFM nº 2.324/2022$q$,
   $q$Suspende temporariamente os efeitos da Resolução CFM 2.324/2022 sobre o canabidiol, após consulta pública aberta a pedido de entidades médicas e da sociedade civil.$q$,
   $q$https://legisweb.com.br/legislacao/?id=437819$q$,
   '2022-10-25');

insert into public.compliance_norms (id, name, citation, in_force_from, in_force_until, replaced_by, source_url, source_kind,
                                     cited_as, mentioned_as, kind, title, summary, summary_source_url, published_on,
                                     suspended_since, suspended_by) values
  ($q$cfm-2324-2022$q$, $q$Resolução CFM 2.324/2022$q$,
   $q$Resolução CFM 2.324/2022 (uso do canabidiol por médicos; efeitos suspensos pela Resolução CFM 2.326/2022)$q$,
   null, null, null,
   $q$https://www.legisweb.com.br/legislacao/?id=437226$q$, $q$reprodução do texto oficial$q$,
   $q$cfm\s*(?:n[.ºo°]*\s*)?2\.?324(?:\s*\/\s*(?:20)?22)?(?!\s*\/)$q$,
   $q$cfm[^0-9]*2\.?324[^0-9]$q$,
   'resolucao-cfm',
   $q$Resolução CFM nº 2.324/2022 — Aprova o uso do canabidiol para o tratamento de epilepsias da criança e do adolescente refratárias às terapias convencionais na Síndrome de Dravet e Lennox-Gastaut e no Complexo de Esclerose Tuberosa$q$,
   $q$Restringia a prescrição de canabidiol por médicos a epilepsias refratárias da criança e do adolescente (Dravet, Lennox-Gastaut, Complexo de Esclerose Tuberosa). Teve os efeitos sustados dez dias depois, com abertura de consulta pública.$q$,
   $q$https://www.bonde.com.br/saude/noticias/conselho-federal-de-medicina-publica-nova-norma-sobre-prescricao-de-canabidiol$q$,
   '2022-10-14', '2022-10-25', $q$cfm-2326-2022$q$);

alter table public.compliance_norms
  alter column source_url set not null,
  alter column source_kind set not null,
  alter column mentioned_as set not null,
  alter column kind set not null,
  alter column title set not null,
  alter column summary set not null,
  alter column summary_source_url set not null,
  add constraint compliance_norms_kind check (kind in ('lei', 'rdc', 'resolucao-cfm', 'portaria')),
  add constraint compliance_norms_title check (btrim(title) <> ''),
  add constraint compliance_norms_summary check (char_length(btrim(summary)) between 40 and 400),
  add constraint compliance_norms_summary_source check (summary_source_url ~ '^https?://'),
  add constraint compliance_norms_mentioned check (btrim(mentioned_as) <> ''),
  add constraint compliance_norms_suspension check ((suspended_since is null) = (suspended_by is null)),
  add constraint compliance_norms_suspended_by_other check (suspended_by is distinct from id);

-- The compliance rules: as before (20250101124100), plus one rule per suspended norm that texts cite,
-- from the day of the suspension: "Cita norma suspensa: Resolução CFM 2.324/2022 (efeitos suspensos pela
-- Resolução CFM 2.326/2022)". Its basis is the suspending norm, so the finding names what to read.
drop materialized view public.compliance_rule_set;
create materialized view public.compliance_rule_set as
  select r.*, public.compliance_whole(r.alternatives) as pattern,
         array(select public.compliance_whole(array[a.source]) from unnest(r.alternatives) with ordinality a(source, n) order by a.n)
           as alternative_patterns
    from (
      select r.id, r.position, r.category, r.label, r.reason, r.basis, r.in_force_from, r.in_force_until,
             r.negatable, r.allowed_in_study_report, r.allowed_with_medical_supervision, r.allowed_as_history, r.blocking,
             '{}'::text[] as not_in_fields,
             public.compliance_alternatives(r.terms, r.patterns) as alternatives
        from public.compliance_rules r
      union all
      select 'norma-revogada-' || n.id, 100000 + (row_number() over (order by n.id))::integer, 'norma',
             'Cita norma revogada: ' || n.name || ' → ' || m.name,
             'A ' || n.name || ' foi revogada e substituída pela ' || m.name
               || '. Atualize o texto para a norma em vigor ou deixe claro que se trata do histórico.',
             array[m.id], n.in_force_until + 1, null::date,
             false, false, false, true, true,
             array['tags', 'references'],
             public.compliance_alternatives('{}', array[n.cited_as])
        from public.compliance_norms n
        join public.compliance_norms m on m.id = n.replaced_by
       where n.cited_as is not null
      union all
      select 'norma-suspensa-' || n.id, 200000 + (row_number() over (order by n.id))::integer, 'norma',
             'Cita norma suspensa: ' || n.name || ' (efeitos suspensos pela ' || m.name || ')',
             'Os efeitos da ' || n.name || ' estão suspensos pela ' || m.name
               || '. Não a apresente como regra em vigor; deixe claro que está suspensa ou que se trata do histórico.',
             array[m.id], n.suspended_since, null::date,
             false, false, false, true, true,
             array['tags', 'references'],
             public.compliance_alternatives('{}', array[n.cited_as])
        from public.compliance_norms n
        join public.compliance_norms m on m.id = n.suspended_by
       where n.cited_as is not null
    ) r;
create unique index compliance_rule_set_id on public.compliance_rule_set (id);
comment on materialized view public.compliance_rule_set is
  'The rules the compliance check runs, compiled (one rule per revoked or suspended norm included); refreshed when the pack changes.';
revoke all on public.compliance_rule_set from anon, authenticated, service_role;
grant select on public.compliance_rule_set to anon, authenticated, service_role;

-- Words that make a citation history, added for the suspended norms: "suspensa", "sustou", and the past
-- tense of what a suspended norm did ("restringia"; "Relembre a Resolução CFM 2.324/2022, que
-- restringia…", a seed post's description, is history, not a rule in force).
insert into public.compliance_cues (list, position, pattern) values
  ($q$history$q$, 8, $q$suspens[oa]s?|sustad[oa]s?|sust(?:ou|aram)|suspend(?:eu|eram)$q$),
  ($q$history$q$, 9, $q$restringia|restringiam|relembre|relembra$q$);

-- ---------------------------------------------------------------------------------------------
-- What the public page and the articles read.
-- ---------------------------------------------------------------------------------------------

-- A norm's status on a day (Brasília), the one definition the page, the articles and the site's version
-- use. 'revogada' from the day after in_force_until — the day compliance_rule_set's revoked-norm rule
-- starts; 'suspensa' from suspended_since — the day its suspended-norm rule starts; 'futura' before
-- in_force_from; else 'em-vigor'.
create or replace function public.legislation_status(p_norm public.compliance_norms, p_day date)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case
           when p_norm.in_force_until is not null and p_norm.in_force_until < p_day then 'revogada'
           when p_norm.suspended_since is not null and p_norm.suspended_since <= p_day then 'suspensa'
           when p_norm.in_force_from is not null and p_day < p_norm.in_force_from then 'futura'
           else 'em-vigor'
         end
$$;

-- Every norm as the public page shows it, on p_day (Brasília; today by default), newest first.
create or replace function public.legislation_entries(p_day date default null)
returns table (
  id text,
  name text,
  kind text,
  title text,
  summary text,
  summary_source_url text,
  source_url text,
  source_kind text,
  published_on date,
  in_force_from date,
  in_force_until date,
  status text,
  replaced_by text,
  replaced_by_name text,
  suspended_since date,
  suspended_by text,
  suspended_by_name text
)
language sql
stable
set search_path = ''
as $$
  select n.id, n.name, n.kind, n.title, n.summary, n.summary_source_url, n.source_url, n.source_kind,
         n.published_on, n.in_force_from, n.in_force_until,
         public.legislation_status(n, coalesce(p_day, (now() at time zone 'America/Sao_Paulo')::date)),
         n.replaced_by, r.name, n.suspended_since, n.suspended_by, s.name
    from public.compliance_norms n
    left join public.compliance_norms r on r.id = n.replaced_by
    left join public.compliance_norms s on s.id = n.suspended_by
   order by coalesce(n.published_on, n.in_force_from) desc nulls last, n.id
$$;

-- Whether a post cites a norm: its title, body or references mention it (the norm's mentioned_as, a loose
-- case-insensitive pattern, as the post list's revoked-norm search reads it), or a reference links to the
-- norm's text.
create or replace function public.post_cites_norm(p_title text, p_content text, p_references jsonb,
                                                  p_mentioned_as text, p_source_url text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select concat_ws(' ', p_title, p_content, p_references::text) ~* p_mentioned_as
      or exists (select 1
                   from jsonb_array_elements(case when jsonb_typeof(p_references) = 'array' then p_references else '[]' end) r(item)
                  where r.item ->> 'url' = p_source_url)
$$;

-- The public posts that cite each norm, newest first. Runs with the caller's rights and reads public posts
-- only, whoever asks (staff and the owner see drafts through RLS; the page must not).
create or replace function public.legislation_citations()
returns table (norm_id text, post_id uuid, slug text, title text, published_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select n.id, p.id, p.slug, p.title, p.published_at
    from public.posts p
    join public.compliance_norms n
      on public.post_cites_norm(p.title, p.content, p.reference_list, n.mentioned_as, n.source_url)
   where p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now())
   order by n.id, p.published_at desc, p.id
$$;

-- The norms one public post cites, as legislation_entries() shows them ("Legislação citada").
create or replace function public.post_legislation(p_slug text, p_day date default null)
returns table (id text, name text, status text, replaced_by_name text, suspended_by_name text)
language sql
stable
set search_path = ''
as $$
  select e.id, e.name, e.status, e.replaced_by_name, e.suspended_by_name
    from public.legislation_entries(p_day) e
    join public.compliance_norms n on n.id = e.id
   where exists (select 1 from public.posts p
                  where p.slug = p_slug
                    and (p.status = 'published' or (p.status = 'scheduled' and p.published_at <= now()))
                    and public.post_cites_norm(p.title, p.content, p.reference_list, n.mentioned_as, n.source_url))
   order by e.name
$$;

revoke execute on function public.legislation_status(public.compliance_norms, date) from public;
revoke execute on function public.legislation_entries(date) from public;
revoke execute on function public.post_cites_norm(text, text, jsonb, text, text) from public;
revoke execute on function public.legislation_citations() from public;
revoke execute on function public.post_legislation(text, date) from public;
grant execute on function public.legislation_status(public.compliance_norms, date) to anon, authenticated, service_role;
grant execute on function public.legislation_entries(date) to anon, authenticated, service_role;
grant execute on function public.post_cites_norm(text, text, jsonb, text, text) to anon, authenticated, service_role;
grant execute on function public.legislation_citations() to anon, authenticated, service_role;
grant execute on function public.post_legislation(text, date) to anon, authenticated, service_role;

-- The site's version (20250101125200's, with the glossary) also changes with the legislation page: a norm edited by a
-- migration, or a status that changes with the day (a norm revoked from today on).
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
    (select count(*) || ':' || coalesce(max(g.updated_at)::text, '') from public.glossary_terms g),
    (select md5(string_agg(e::text, ',' order by e.id)) from public.legislation_entries() e)
  ))
$$;
